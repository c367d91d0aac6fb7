import type { ReactElement } from 'react';
import type { FieldProps } from '@fluentui/react-field';
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

/** A warning beside a field: a sentence, or sentences with links. */
export type FieldWarning = string | ReactElement | undefined;

/**
 * What a Field shows: the error when there is one (Fluent's default state for a message), else a
 * warning in the "warning" state, else nothing.
 */
export function fieldMessage(error: string | undefined, warning: FieldWarning): Pick<FieldProps, 'validationMessage' | 'validationState'> {
  if (error) return { validationMessage: error };
  if (warning !== undefined && warning !== '') return { validationMessage: warning, validationState: 'warning' };
  return { validationMessage: undefined };
}
