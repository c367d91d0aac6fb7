// @sid/ui-desa/wilayah: the village's areas (issue 35) as the lists and forms read them: the tree read
// once (useWilayahDesa), the list filter, and the pure choices of an address. The form's fields and
// dialog are @sid/ui-desa/wilayah-form (formik and yup stay out of the list pages).
export { useWilayahDesa } from './use-wilayah-desa';
export { WilayahFilter, useWilayahFilter, type WilayahParams } from './wilayah-filter';
export { adaRt, alamatTerpilih, bodyAlamatDesa, letakRt, pilihanWilayah, TANPA_WILAYAH, type Pilihan, type WilayahTerpilih } from './pilihan';
