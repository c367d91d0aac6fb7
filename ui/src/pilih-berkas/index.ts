// The product's file chooser: a 'Pilih Berkas' button over the browser's hidden input, the chosen
// file's name and size, drag and drop: the import's spreadsheet (mf-admin), a module release's archive
// and a village's export (mf-kabupaten), and every image upload (FormikImageFile of @sid/ui/form).
export { BELUM_ADA_BERKAS, PilihBerkas, ukuranBerkas, type PilihBerkasProps } from './pilih-berkas';
