import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { useFormikFieldState } from './field-state';

export interface FormikDateProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label: FieldProps['label'];
  hint?: FieldProps['hint'];
  required?: boolean;
}

/**
 * A date bound to a formik field holding the wire form 'YYYY-MM-DD' (docs/conventions.md), which is
 * exactly what the browser's date input reads and writes; the browser shows it in the user's locale.
 */
export function FormikDate({ name, label, hint, required, ...inputProps }: FormikDateProps) {
  const { field, validationMessage } = useFormikFieldState<string | null | undefined>(name);
  return (
    <Field label={label} hint={hint} required={required} validationMessage={validationMessage}>
      <Input {...inputProps} type="date" name={name} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    </Field>
  );
}
