// @sid/ui-desa/tanggal: the product's one date field (issue 40), typed as hh-bb-tttt on the rule of
// @sid/openapi/domain (tanggal-isian.ts), the value kept as the wire's YYYY-MM-DD.
export { FormikDate, type FormikDateProps } from './formik-date';
