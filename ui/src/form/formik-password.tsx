import { useState } from 'react';
import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { EyeRegular, EyeOffRegular } from '@fluentui/react-icons';
import { useFormikFieldState } from './field-state';

export interface FormikPasswordProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'contentAfter'> {
  name: string;
  label: FieldProps['label'];
  hint?: FieldProps['hint'];
  required?: boolean;
}

/** A password input with a show/hide toggle (spec: Login, Users). */
export function FormikPassword({ name, label, hint, required, ...inputProps }: FormikPasswordProps) {
  const { field, validationMessage } = useFormikFieldState<string | null | undefined>(name);
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} required={required} validationMessage={validationMessage}>
      <Input
        {...inputProps}
        name={name}
        type={visible ? 'text' : 'password'}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        contentAfter={
          <Button
            type="button"
            size="small"
            appearance="transparent"
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    </Field>
  );
}
