// The resident feature as other parts of the module see it: the dashboard shows its list. Its
// detail page is loaded by module.tsx on its own (a lazy page is named by its file, not by this index).
export { DaftarPenduduk } from './components/daftar-penduduk';
