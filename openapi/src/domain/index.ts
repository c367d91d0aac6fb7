// @sid/openapi/domain: the registry's rules as values and pure functions, written once and imported
// by the server and by the forms (through @sid/openapi/rules, which adds the yup schemas). No
// dependencies, so plain Node runs it: `pnpm --filter ./openapi build` compiles it to dist/domain
// for the built server (docs/adr/0004-shared-domain.md).
export * from './enums';
export * from './format';
export * from './status-penduduk';
export * from './keluarga';
export * from './kelahiran';
export * from './error-codes';
export * from './nik';
export * from './data-terhapus';
export * from './versi';
export * from './tindakan-kabupaten';
export * from './lahir';
export * from './wilayah-desa';
export * from './data-kk';
