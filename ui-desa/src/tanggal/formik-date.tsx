import { useState } from 'react';
import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { useField } from 'formik';
import { bacaTanggalIsian, FORMAT_TANGGAL_ISIAN, ketikTanggalIsian, tanggalIsian, tanggalIsoAda } from '@sid/openapi/domain';
import { fieldMessage, type FieldWarning } from '@sid/ui/form';

export interface FormikDateProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label: FieldProps['label'];
  /** A note under the field (the age of a birth date, the long date): shown before the format. */
  hint?: string;
  required?: boolean;
  warning?: FieldWarning;
}

/** What the formik value is for a typed text: ISO when it reads as a date, '' when empty, else the text. */
function nilaiDari(teks: string): string {
  if (teks.trim() === '') return '';
  const terbaca = bacaTanggalIsian(teks);
  return terbaca.ok ? terbaca.iso : teks;
}

/**
 * The product's one date field (issue 40): typed as 'hh-bb-tttt', the dashes inserted as digits come
 * ('05012026' → '05-01-2026'); '5-1-2026', '05/01/2026' and a pasted ISO date are read too
 * (`bacaTanggalIsian` of @sid/openapi/domain). The formik value stays the wire's 'YYYY-MM-DD'; what
 * cannot be read yet stays as typed, and the field's own check (the same rule the forms' yup schemas
 * use) says why in Indonesian ('31-02-2026': "… tidak ada: Februari 2026 hanya sampai tanggal 28").
 * The format is said in the placeholder and in the hint (the input's description); leaving the field
 * writes a read date back as 'hh-bb-tttt'.
 */
export function FormikDate({ name, label, hint, required, warning, ...inputProps }: FormikDateProps) {
  const labelTeks = typeof label === 'string' ? label : 'Tanggal';
  const [field, meta, helpers] = useField<string | null | undefined>({
    name,
    validate: (v: string | null | undefined) => {
      if (!v || tanggalIsoAda(v)) return undefined;
      const terbaca = bacaTanggalIsian(v, labelTeks);
      return terbaca.ok ? undefined : terbaca.pesan;
    },
  });
  const nilai = field.value ?? '';
  const [teks, setTeks] = useState(() => tanggalIsian(nilai));
  // A value set from outside (a reset, a record loaded, another field) replaces what is shown
  // (adjusted while rendering, as React advises for state that follows a prop).
  const [nilaiTerakhir, setNilaiTerakhir] = useState(nilai);
  if (nilai !== nilaiTerakhir) {
    setNilaiTerakhir(nilai);
    if (nilaiDari(teks) !== nilai) setTeks(tanggalIsian(nilai));
  }
  const error = meta.touched && typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  return (
    <Field
      label={label}
      required={required}
      hint={
        hint ? (
          <>
            <span>{hint}</span> <span>{FORMAT_TANGGAL_ISIAN.keterangan}</span>
          </>
        ) : (
          FORMAT_TANGGAL_ISIAN.keterangan
        )
      }
      {...fieldMessage(error, warning)}
    >
      <Input
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={FORMAT_TANGGAL_ISIAN.placeholder}
        {...inputProps}
        name={name}
        value={teks}
        onChange={(_, data) => {
          const baru = ketikTanggalIsian(data.value);
          setTeks(baru);
          void helpers.setValue(nilaiDari(baru));
        }}
        onBlur={(event) => {
          // '5-1-2026' and a pasted ISO date are written back the one way: '05-01-2026'.
          if (tanggalIsoAda(nilai)) setTeks(tanggalIsian(nilai));
          field.onBlur(event);
        }}
      />
    </Field>
  );
}
