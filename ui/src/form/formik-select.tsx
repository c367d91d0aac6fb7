import { Field, type FieldProps } from '@fluentui/react-field';
import { Select, type SelectProps } from '@fluentui/react-select';
import { fieldMessage, useFormikFieldState, type FieldWarning } from './field-state';

export type SelectOption = string | { value: string; label: string };

export interface FormikSelectProps extends Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'> {
  name: string;
  label: FieldProps['label'];
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Pilih Role'; it cannot be chosen back once left. */
  placeholder?: string;
  hint?: FieldProps['hint'];
  required?: boolean;
  /** A warning beside the field (validationState "warning"): shown while there is no error, never blocks. */
  warning?: FieldWarning;
}

/** A native select bound to a formik field: the options come from one list (e.g. ROLES). */
export function FormikSelect({ name, label, options, placeholder, hint, required, warning, ...selectProps }: FormikSelectProps) {
  const { field, validationMessage } = useFormikFieldState<string | null | undefined>(name);
  const value = field.value ?? '';
  return (
    <Field label={label} hint={hint} required={required} {...fieldMessage(validationMessage, warning)}>
      <Select {...selectProps} name={name} value={value} onChange={field.onChange} onBlur={field.onBlur}>
        {placeholder !== undefined || value === '' ? (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        ) : null}
        {options.map((option) => {
          const { value: v, label: l } = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </Select>
    </Field>
  );
}
