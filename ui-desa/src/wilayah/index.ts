// @sid/ui-desa/wilayah: the village's areas (issue 35) as the forms and lists use them: the tree read
// once (useWilayahDesa), the Dusun -> RW -> RT fields of an address here, and the list filter.
export { useWilayahDesa } from './use-wilayah-desa';
export { WilayahFields, type WilayahFieldsProps, type WilayahFormValues } from './wilayah-fields';
export { WilayahFilter, useWilayahFilter, type WilayahParams } from './wilayah-filter';
export { adaRt, alamatTerpilih, bodyAlamatDesa, letakRt, pilihanWilayah, TANPA_WILAYAH, type Pilihan, type WilayahTerpilih } from './pilihan';
export { AlamatDesaDialog, type AlamatDesaDialogProps } from './alamat-desa-dialog';
export { denganAlamatDesa, SKEMA_ALAMAT_DESA } from './skema';
