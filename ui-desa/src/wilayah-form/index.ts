// @sid/ui-desa/wilayah-form: the address here in a form (issue 35): the Dusun -> RW -> RT fields, the
// address dialog and their rules (formik, yup). A subpath of its own, apart from @sid/ui-desa/wilayah (the
// tree, the list filter), so that a list page does not load the form's packages.
export { WilayahFields, type WilayahFieldsProps, type WilayahFormValues } from './wilayah-fields';
export { AlamatDesaDialog, type AlamatDesaDialogProps } from './alamat-desa-dialog';
export { bodyTinggalTerpisah, denganAlamatDesa, denganTinggalTerpisah, SKEMA_ALAMAT_DESA } from './skema';
export { nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from './tinggal-terpisah';
