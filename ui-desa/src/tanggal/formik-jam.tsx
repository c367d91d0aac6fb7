import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { bacaJamIsian, jamAda, JAM_ISIAN, ketikJamIsian } from '@sid/openapi/domain';
import { fieldMessage, type FieldWarning } from '@sid/ui/form';
import { useIsianTerformat, type FormatIsian } from './isian-terformat';

export interface FormikJamProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label: FieldProps['label'];
  required?: boolean;
  warning?: FieldWarning;
}

/** The hour as typed: 'jj:mm' on screen, 'HH:mm' on the wire (the same text once read). '8:30' and '08.30' are written back as '08:30'. */
const JAM: FormatIsian = {
  baca: (teks, label) => {
    const terbaca = bacaJamIsian(teks, label);
    return terbaca.ok ? { ok: true, nilai: terbaca.jam } : terbaca;
  },
  ketik: ketikJamIsian,
  tampil: (nilai) => nilai,
  ada: jamAda,
};

/**
 * The product's one time-of-day field (issue 40), beside the date field: typed as 'jj:mm' in 24
 * hours, the ':' inserted as the minutes start ('0830' → '08:30', '830' → '8:30'); '08.30' is read
 * too (`bacaJamIsian` of @sid/openapi/domain, the contract's `Jam` pattern). The formik value is the
 * wire's 'HH:mm'; what cannot be read stays as typed and the field's own check says why in
 * Indonesian. Not the browser's time input ('--:-- --' with AM/PM in an English browser).
 */
export function FormikJam({ name, label, required, warning, ...inputProps }: FormikJamProps) {
  const labelTeks = typeof label === 'string' ? label : 'Jam';
  const isian = useIsianTerformat(name, labelTeks, JAM);
  return (
    <Field label={label} required={required} hint={JAM_ISIAN.keterangan} {...fieldMessage(isian.error, warning)}>
      <Input
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={JAM_ISIAN.placeholder}
        {...inputProps}
        name={name}
        value={isian.teks}
        onChange={isian.onChange}
        onBlur={isian.onBlur}
      />
    </Field>
  );
}
