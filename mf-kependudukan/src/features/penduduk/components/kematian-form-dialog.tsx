import { useEffect, useRef } from 'react';
import { Formik, useFormikContext } from 'formik';
import { Body1 } from '@fluentui/react-text';
import { FormDialog } from '@sid/ui/dialogs';
import { FormikDate, FormikInput, FormikSelect, FormikTextarea } from '@sid/ui/form';
import { hariIniIso } from '@sid/ui/format';
import { kematianSchema } from '@sid/openapi/rules';
import type { KematianFormValues } from '../api/create-kematian';

/** Day names, Sunday first as Date.getDay() counts. */
export const NAMA_HARI = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
const HARI_PILIHAN = [...NAMA_HARI.slice(1), NAMA_HARI[0]];

/** The weekday of a wire date 'YYYY-MM-DD' (a calendar date: no time zone involved); '' if invalid. */
export function hariDari(tanggal: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tanggal);
  if (!m) return '';
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) ? '' : (NAMA_HARI[date.getDay()] ?? '');
}

/** The day follows the date whenever the date changes (it can still be chosen by hand after). */
function HariIkutTanggal() {
  const { values, setFieldValue } = useFormikContext<KematianFormValues>();
  const previous = useRef(values.tanggal_meninggal);
  useEffect(() => {
    if (values.tanggal_meninggal === previous.current) return;
    previous.current = values.tanggal_meninggal;
    const hari = hariDari(values.tanggal_meninggal);
    if (hari) void setFieldValue('hari_meninggal', hari);
  }, [values.tanggal_meninggal, setFieldValue]);
  return null;
}

export interface KematianFormDialogProps {
  namaLengkap: string;
  /** Resolves true when the record was made (the dialog then closes), false to stay open. */
  onSubmit: (values: KematianFormValues) => Promise<boolean>;
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
    <Formik<KematianFormValues>
      initialValues={initial}
      validationSchema={kematianSchema}
      onSubmit={async (values) => {
        if (await onSubmit(values)) onCancel();
      }}
    >
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title="Tambahkan ke Data Kematian"
          submitLabel="Tambahkan"
          cancelLabel="Batal"
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          <HariIkutTanggal />
          <Body1>
            Penduduk: <strong>{namaLengkap}</strong>
          </Body1>
          <FormikDate name="tanggal_meninggal" label="Tanggal Meninggal" required />
          <FormikSelect name="hari_meninggal" label="Hari Meninggal" options={HARI_PILIHAN} placeholder="Pilih Hari" />
          <FormikInput name="tempat_meninggal" label="Tempat Meninggal" autoComplete="off" />
          <FormikTextarea name="penyebab_meninggal" label="Penyebab Meninggal" rows={3} />
          <FormikInput name="nomor_surat_kematian" label="Nomor Surat Kematian" autoComplete="off" />
        </FormDialog>
      )}
    </Formik>
  );
}

export default KematianFormDialog;
