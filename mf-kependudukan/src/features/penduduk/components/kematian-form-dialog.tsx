import type { FormikHelpers } from 'formik';
import { Body1 } from '@fluentui/react-text';
import { FormikDate, FormikDialog, FormikHariSelect, FormikInput, FormikTextarea } from '@sid/ui/form';
import { hariIniIso, namaHari } from '@sid/ui/format';
import { kematianSchema, type KematianFormValues } from '@sid/openapi/rules';

/** The weekday of a wire date 'YYYY-MM-DD' (a calendar date: no time zone involved); '' if invalid. */
export const hariDari = namaHari;

export interface KematianFormDialogProps {
  namaLengkap: string;
  /** Saves (`useServerAction().submit`); the caller closes the dialog once the record is made. */
  onSubmit: (values: KematianFormValues, form: FormikHelpers<KematianFormValues>) => Promise<unknown>;
  onCancel: () => void;
  today?: Date;
}

/**
 * 'Tambahkan ke Data Kematian': the death record of one resident. Spec §5 gives it no client-side
 * validation but the date's range (1900 to today, issue 9), which the form can know; the date starts
 * at today and the day follows it. The server's message explains any other refusal.
 */
export function KematianFormDialog({ namaLengkap, onSubmit, onCancel, today = new Date() }: KematianFormDialogProps) {
  const tanggal = hariIniIso(today);
  const initial: KematianFormValues = {
    tanggal_meninggal: tanggal,
    hari_meninggal: hariDari(tanggal),
    tempat_meninggal: '',
    penyebab_meninggal: '',
    nomor_surat_kematian: '',
  };
  return (
    <FormikDialog<KematianFormValues>
      title="Tambahkan ke Data Kematian"
      submitLabel="Tambahkan"
      initialValues={initial}
      validationSchema={kematianSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <Body1>
        Penduduk: <strong>{namaLengkap}</strong>
      </Body1>
      <FormikDate name="tanggal_meninggal" label="Tanggal Meninggal" required />
      <FormikHariSelect name="hari_meninggal" label="Hari Meninggal" dateName="tanggal_meninggal" />
      <FormikInput name="tempat_meninggal" label="Tempat Meninggal" autoComplete="off" />
      <FormikTextarea name="penyebab_meninggal" label="Penyebab Meninggal" rows={3} />
      <FormikInput name="nomor_surat_kematian" label="Nomor Surat Kematian" autoComplete="off" />
    </FormikDialog>
  );
}

export default KematianFormDialog;
