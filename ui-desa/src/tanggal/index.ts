// @sid/ui-desa/tanggal: the product's date, time and month fields (issue 40). The date is typed as
// hh-bb-tttt on the rule of @sid/openapi/domain (tanggal-isian.ts), the value kept as the wire's
// YYYY-MM-DD; the time as jj:mm, 24 hours (jam-isian.ts, the contract's Jam), kept as HH:mm; the month
// picked by its Indonesian name and year (bulan.ts), kept as YYYY-MM.
export { FormikDate, type FormikDateProps } from './formik-date';
export { FormikJam, type FormikJamProps } from './formik-jam';
export { PilihBulan, TAHUN_KE_BELAKANG, type PilihBulanProps } from './pilih-bulan';
