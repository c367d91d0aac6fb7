// @sid/openapi/domain: the registry's rules as values and pure functions, written once and imported
// by the server and by the forms (through @sid/openapi/rules, which adds the yup schemas). No
// dependencies, so plain Node runs it: `pnpm --filter ./openapi build` compiles it to dist/domain
// for the built server (docs/adr/0004-shared-domain.md). The birth fields' reader and ages
// (./lahir) are a subpath of their own, @sid/openapi/domain/lahir: the shell shares this index, and
// only the forms, the resident pages and the server need them (issue 40, the dashboard's bytes);
// so are Layanan Surat's rules (./surat, @sid/openapi/domain/surat) and the activity log's kinds
// (./aktivitas, @sid/openapi/domain/aktivitas, issue 40: only the log's page and the server).
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
export * from './kunci-gabung';
export * from './hanya-baca';
export * from './wilayah-desa';
export * from './bulan';
export * from './data-kk';
export * from './label-penduduk';
export * from './tanggal-isian';
export * from './jam-isian';
export * from './tanggal-datang';
