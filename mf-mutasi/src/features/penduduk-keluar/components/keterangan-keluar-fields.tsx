// The fields of the moving-out statement, shared by the add page and the edit dialog (spec §5: the
// same rules, except that the edit form does not require kewarganegaraan).
import { useField } from 'formik';
import { FormikImageFile, FormikInput, FormikTextarea, useFieldGridStyles } from '@sid/ui/form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { formatTanggalPanjang } from '@sid/ui/format';
import { tanggalIsoAda } from '@sid/openapi/domain';

/**
 * The shared date field whose hint reads the chosen date back long ('22 November 2026'), the way the
 * letter will print it; nothing while the typing is not a date yet.
 */
function TanggalField({ name, label }: { name: string; label: string }) {
  const [field] = useField<string>(name);
  return <FormikDate name={name} label={label} required hint={tanggalIsoAda(field.value ?? '') ? formatTanggalPanjang(field.value) : undefined} />;
}

export interface KeteranganKeluarFieldsProps {
  mode: 'add' | 'edit';
}

export function KeteranganKeluarFields({ mode }: KeteranganKeluarFieldsProps) {
  const styles = useFieldGridStyles();
  return (
    <div className={styles.grid}>
      <FormikInput name="nomor_surat" label="Nomor Surat" autoComplete="off" />
      <TanggalField name="tanggal_ktp" label="Tanggal KTP" />
      <div className={styles.wide}>
        <FormikInput name="alamat_pindah" label="Alamat Pindah" required autoComplete="off" />
      </div>
      <div className={styles.wide}>
        <FormikInput name="alasan_pindah" label="Alasan Pindah" required autoComplete="off" />
      </div>
      <FormikInput name="pengikut" label="Jumlah Pengikut" required inputMode="numeric" autoComplete="off" />
      <TanggalField name="meninggalkan_desa_pada" label="Meninggalkan Desa Pada" />
      <FormikInput name="kewarganegaraan" label="Kewarganegaraan" required={mode === 'add'} autoComplete="off" />
      <div className={styles.wide}>
        <FormikTextarea name="catatan" label="Catatan" rows={5} resize="vertical" />
      </div>
      <div className={styles.wide}>
        <FormikImageFile
          name="foto_pengusul"
          label="Foto Pengusul"
          accept="image/*"
          hint={mode === 'add'
            ? 'Pas foto 3x4 pengusul: berkas gambar, paling besar 10 MB.'
            : 'Kosongkan bila foto pengusul tidak diganti. Berkas gambar, paling besar 10 MB.'}
        />
      </div>
    </div>
  );
}
