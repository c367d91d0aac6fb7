import { Field, type FieldProps } from '@fluentui/react-field';
import { Input, type InputProps } from '@fluentui/react-input';
import { bacaTanggalIsian, FORMAT_TANGGAL_ISIAN, ketikTanggalIsian, tanggalIsian, tanggalIsoAda } from '@sid/openapi/domain';
import { fieldMessage, type FieldWarning } from '@sid/ui/form';
import { useIsianTerformat, type FormatIsian } from './isian-terformat';

export interface FormikDateProps extends Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  name: string;
  label: FieldProps['label'];
  /** A note under the field (the age of a birth date, the long date): shown before the format. */
  hint?: string;
  required?: boolean;
  warning?: FieldWarning;
}

/** The date as typed: 'hh-bb-tttt' on screen, ISO 'YYYY-MM-DD' on the wire. '5-1-2026' and a pasted ISO date are written back as '05-01-2026'. */
const TANGGAL: FormatIsian = {
  baca: (teks, label) => {
    const terbaca = bacaTanggalIsian(teks, label);
    return terbaca.ok ? { ok: true, nilai: terbaca.iso } : terbaca;
  },
  ketik: ketikTanggalIsian,
  tampil: tanggalIsian,
  ada: tanggalIsoAda,
};

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
  const isian = useIsianTerformat(name, labelTeks, TANGGAL);
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
      {...fieldMessage(isian.error, warning)}
    >
      <Input
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={FORMAT_TANGGAL_ISIAN.placeholder}
        {...inputProps}
        name={name}
        value={isian.teks}
        onChange={isian.onChange}
        onBlur={isian.onBlur}
      />
    </Field>
  );
}
