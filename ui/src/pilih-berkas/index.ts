// A file to send, chosen with the browser's own file chooser: the import's spreadsheet (mf-admin) and
// a module release's archive (mf-kabupaten).
export { PilihBerkas, ukuranBerkas, type PilihBerkasProps } from './pilih-berkas';
