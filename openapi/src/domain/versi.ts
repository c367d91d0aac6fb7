// The two versions a module release is checked against (docs/modul-rilis.md). Both are semver.
//
// VERSI_KONTRAK is the contract's: `info.version` of openapi.yaml, which this constant must equal
// (scripts/check-breaking.mjs checks it). A change that breaks an existing operation needs a new major.
//
// VERSI_KONTRAK_MODUL is the shell's module contract: what a module's `./module` must export and
// what the shell gives it (@sid/ui-desa/module: ModuleDefinition, the shared singletons, the routes'
// shape). A module release declares the range of each it supports; the server refuses to assign a
// release the running shell and contract cannot serve, and a shell refuses to load one it cannot.
export const VERSI_KONTRAK = '1.4.0';
// 1.1.0: the shell provides every package of tooling/rspack/shared.mjs and a module built since brings
// no copy of its own (ADR 0016), so it needs a shell of 1.1.0 or later; a 1.0.0 module still runs on it.
export const VERSI_KONTRAK_MODUL = '1.1.0';
