import { AGAMA, JENIS_KELAMIN } from '@sid/openapi/rules';
import { FormikHariSelect, FormikInput, FormikSelect, useFieldGridStyles } from '@sid/ui/form';
import { FormikDate, FormikJam } from '@sid/ui-desa/tanggal';

/** The birth's own fields (add form and edit dialog). Spec §5: all optional. */
export function KelahiranFields() {
  const styles = useFieldGridStyles();
  return (
    <div className={styles.grid}>
      <FormikInput name="nik" label="NIK" inputMode="numeric" maxLength={16} autoComplete="off" />
      <FormikInput name="nama" label="Nama Lengkap" autoComplete="off" />
      <FormikSelect name="jenis_kelamin" label="Jenis Kelamin" options={JENIS_KELAMIN} placeholder="Pilih Jenis Kelamin" />
      <FormikInput name="tempat_lahir" label="Tempat Lahir" autoComplete="off" />
      <FormikDate name="tanggal_lahir" label="Tanggal Lahir" />
      <FormikHariSelect name="hari_kelahiran" label="Hari Kelahiran" dateName="tanggal_lahir" />
      <FormikJam name="jam_lahir" label="Jam Lahir" />
      <FormikSelect name="agama" label="Agama" options={AGAMA} placeholder="Pilih Agama" />
      <FormikInput name="nomor_surat_kelahiran" label="Nomor Surat Kelahiran" autoComplete="off" />
      <FormikInput name="hubungan_pelapor" label="Hubungan Pelapor" hint="Hubungan pelapor dengan bayi, mis. Ayah" autoComplete="off" />
    </div>
  );
}
