import { useState } from 'react';
import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { useField } from 'formik';
import { bacaJamIsian, jamAda, JAM_ISIAN, ketikJamIsian } from '@sid/openapi/domain';
import { fieldMessage, type FieldWarning } from '@sid/ui/form';

export interface FormikJamProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label: FieldProps['label'];
  required?: boolean;
  warning?: FieldWarning;
}

/** The formik value of a typed text: 'HH:mm' when it reads as a time, '' when empty, else the text. */
function nilaiDari(teks: string): string {
  if (teks.trim() === '') return '';
  const terbaca = bacaJamIsian(teks);
  return terbaca.ok ? terbaca.jam : teks;
}

/**
 * The product's one time-of-day field (issue 40), beside the date field: typed as 'jj:mm' in 24
 * hours, the ':' inserted as the minutes start ('0830' → '08:30', '830' → '8:30'); '08.30' is read
 * too (`bacaJamIsian` of @sid/openapi/domain, the contract's `Jam` pattern). The formik value is the
 * wire's 'HH:mm'; what cannot be read stays as typed and the field's own check says why in
 * Indonesian. Not the browser's time input ('--:-- --' with AM/PM in an English browser).
 */
export function FormikJam({ name, label, required, warning, ...inputProps }: FormikJamProps) {
  const labelTeks = typeof label === 'string' ? label : 'Jam';
  const [field, meta, helpers] = useField<string | null | undefined>({
    name,
    validate: (v: string | null | undefined) => {
      if (!v || jamAda(v)) return undefined;
      const terbaca = bacaJamIsian(v, labelTeks);
      return terbaca.ok ? undefined : terbaca.pesan;
    },
  });
  const nilai = field.value ?? '';
  const [teks, setTeks] = useState(nilai);
  // A value set from outside (a reset, a record loaded) replaces what is shown.
  const [nilaiTerakhir, setNilaiTerakhir] = useState(nilai);
  if (nilai !== nilaiTerakhir) {
    setNilaiTerakhir(nilai);
    if (nilaiDari(teks) !== nilai) setTeks(nilai);
  }
  const error = meta.touched && typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  return (
    <Field label={label} required={required} hint={JAM_ISIAN.keterangan} {...fieldMessage(error, warning)}>
      <Input
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder={JAM_ISIAN.placeholder}
        {...inputProps}
        name={name}
        value={teks}
        onChange={(_, data) => {
          const baru = ketikJamIsian(data.value);
          setTeks(baru);
          void helpers.setValue(nilaiDari(baru));
        }}
        onBlur={(event) => {
          // '8:30' and '08.30' are written back the one way: '08:30'.
          if (jamAda(nilai)) setTeks(nilai);
          field.onBlur(event);
        }}
      />
    </Field>
  );
}
