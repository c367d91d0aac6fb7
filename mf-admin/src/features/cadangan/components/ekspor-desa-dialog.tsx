// 'Ekspor untuk Bergabung ke Kabupaten' (issue 38, docs/adr/0023-ekspor-gabung-desa.md): the standalone
// village's Super Admin types the join key the Admin Kabupaten gave and downloads the whole village,
// signed and encrypted with it, to hand over for the join. The key's rule is said before typing and
// checked before sending (periksaKunciGabung); a refusal stays in the dialog's banner.
import type { FormikHelpers } from 'formik';
import { KUNCI_GABUNG_MAX_LENGTH, KUNCI_GABUNG_PETUNJUK } from '@sid/openapi/domain';
import { eksporDesaSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikPassword, FormProgress } from '@sid/ui/form';
import { useFormikContext } from 'formik';

export interface EksporDesaValues {
  kunci: string;
}

function Progress() {
  const { isSubmitting } = useFormikContext();
  return <FormProgress active={isSubmitting} label="Sedang menyiapkan berkas ekspor" />;
}

export function EksporDesaDialog({ onSubmit, onCancel }: {
  onSubmit: (values: EksporDesaValues, form: FormikHelpers<EksporDesaValues>) => Promise<unknown>;
  onCancel: () => void;
}) {
  return (
    <FormikDialog<EksporDesaValues>
      title="Ekspor untuk Bergabung ke Kabupaten"
      submitLabel="Ekspor dan Unduh"
      initialValues={{ kunci: '' }}
      validationSchema={eksporDesaSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <p>
        Seluruh data desa (penduduk, kartu keluarga, mutasi, surat, berkas unggahan, akun pengguna,
        pengaturan dan log aktivitas) diunduh dalam satu berkas bertanda tangan dan terenkripsi. Serahkan berkas itu
        kepada Admin Kabupaten untuk digabungkan; setelah itu desa bekerja di server kabupaten.
      </p>
      <FormikPassword name="kunci" label="Kunci Gabung" required autoComplete="off" maxLength={KUNCI_GABUNG_MAX_LENGTH} hint={KUNCI_GABUNG_PETUNJUK} />
      <Progress />
    </FormikDialog>
  );
}
