// @sid/openapi/rules: what the forms need: the shared domain (reference values, formats, status
// transitions, conflict codes; ../domain) and the forms' yup schemas and values built on it.
export * from '../domain';
export * from '../domain/lahir';
export * from './schemas';
export * from './penduduk-form-values';
export * from './kematian-form-values';
