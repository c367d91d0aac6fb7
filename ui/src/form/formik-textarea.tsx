import { Field, type FieldProps } from '@fluentui/react-field';
import { Textarea, type TextareaProps } from '@fluentui/react-textarea';
import { useFormikFieldState } from './field-state';

export interface FormikTextareaProps extends Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  name: string;
  label: FieldProps['label'];
  hint?: FieldProps['hint'];
  required?: boolean;
}

/** A multi-line text bound to a formik field (e.g. 'catatan', 5 rows). */
export function FormikTextarea({ name, label, hint, required, ...textareaProps }: FormikTextareaProps) {
  const { field, validationMessage } = useFormikFieldState<string | null | undefined>(name);
  return (
    <Field label={label} hint={hint} required={required} validationMessage={validationMessage}>
      <Textarea {...textareaProps} name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    </Field>
  );
}
