// @sid/openapi/rules: the reference values and the forms' yup schemas.
export * from './enums';
export * from './schemas';
export * from './penduduk-form-values';
