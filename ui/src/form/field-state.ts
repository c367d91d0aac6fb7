import { useField, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';

export interface FormikFieldState<V> {
  field: FieldInputProps<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** formik's error, once the user has left the field or tried to submit (Field shows, yup validates). */
  validationMessage: string | undefined;
}

export function useFormikFieldState<V>(name: string): FormikFieldState<V> {
  const [field, meta, helpers] = useField<V>(name);
  const validationMessage = meta.touched && typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  return { field, meta, helpers, validationMessage };
}
