// The death form, one for both of its places: 'Tambahkan ke Data Kematian' on a resident's page
// (mf-kependudukan) records a death; 'Perbarui Data Kematian' on the record's page
// (mf-kelahiran-kematian) edits it. The values, the body and the rule are the contract's
// (`KematianFormValues`, `fromKematian`, `toKematianBody`, `kematianSchema` of @sid/openapi/rules).
import type { FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Body1 } from '@fluentui/react-text';
import { FormikDialog, FormikHariSelect, FormikInput, FormikTextarea, useFieldGridStyles } from '@sid/ui/form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { hariIniIso, namaHari } from '@sid/ui/format';

/** The form's fields, as text (`KematianFormValues` of @sid/openapi/rules). */
export interface KematianFields {
  tanggal_meninggal: string;
  hari_meninggal: string;
  tempat_meninggal: string;
  penyebab_meninggal: string;
  nomor_surat_kematian: string;
}

export interface KematianFormDialogProps<V extends KematianFields> {
  /** The record being edited (`fromKematian(record)`); without it the form records a new death. */
  record?: V;
  /** A new record: whose death it is ('Penduduk: <nama>'). */
  namaLengkap?: string;
  /** `kematianSchema` of @sid/openapi/rules: spec §5 gives the form no rule but the date's range (issue 9). */
  validationSchema: AnyObjectSchema;
  /** Saves (`useServerAction().submit` with the form): a refusal keeps the dialog open with the server's message. */
  onSubmit: (values: V, form: FormikHelpers<V>) => Promise<unknown>;
  onCancel: () => void;
  /** A new record's date starts at today (and its day follows it). */
  today?: Date;
}

/** A new death's values: today, its weekday, and nothing else yet. */
export function kematianBaru(today: Date = new Date()): KematianFields {
  const tanggal = hariIniIso(today);
  return { tanggal_meninggal: tanggal, hari_meninggal: namaHari(tanggal), tempat_meninggal: '', penyebab_meninggal: '', nomor_surat_kematian: '' };
}

export function KematianFormDialog<V extends KematianFields>({
  record, namaLengkap, validationSchema, onSubmit, onCancel, today,
}: KematianFormDialogProps<V>) {
  const styles = useFieldGridStyles();
  const baru = record === undefined;
  return (
    <FormikDialog<V>
      title={baru ? 'Tambahkan ke Data Kematian' : 'Perbarui Data Kematian'}
      submitLabel={baru ? 'Tambahkan' : 'Perbarui'}
      initialValues={record ?? (kematianBaru(today) as V)}
      validationSchema={validationSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {namaLengkap ? <Body1>Penduduk: <strong>{namaLengkap}</strong></Body1> : null}
      <div className={styles.grid}>
        <FormikDate name="tanggal_meninggal" label="Tanggal Meninggal" required />
        <FormikHariSelect name="hari_meninggal" label="Hari Meninggal" dateName="tanggal_meninggal" />
        <FormikInput name="tempat_meninggal" label="Tempat Meninggal" autoComplete="off" />
        <FormikInput name="nomor_surat_kematian" label="Nomor Surat Kematian" autoComplete="off" />
        <div className={styles.wide}>
          <FormikTextarea name="penyebab_meninggal" label="Penyebab Meninggal" rows={3} resize="vertical" />
        </div>
      </div>
    </FormikDialog>
  );
}

