import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { fieldMessage, useFormikFieldState, type FieldWarning } from './field-state';

export interface FormikInputProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> {
  name: string;
  label: FieldProps['label'];
  hint?: FieldProps['hint'];
  required?: boolean;
  /** A warning beside the field (validationState "warning"): shown while there is no error, never blocks. */
  warning?: FieldWarning;
}

/** A text input bound to a formik field by name. */
export function FormikInput({ name, label, hint, required, warning, ...inputProps }: FormikInputProps) {
  const { field, validationMessage } = useFormikFieldState<string | number | null | undefined>(name);
  return (
    <Field label={label} hint={hint} required={required} {...fieldMessage(validationMessage, warning)}>
      <Input
        {...inputProps}
        name={name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
