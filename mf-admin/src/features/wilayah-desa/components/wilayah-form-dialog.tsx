// Add or rename one area: a dusun's name, or an RW's or RT's number (1 to 999). The rule is the shared
// domain's (masalahNamaWilayah), checked here before sending and by the server again.
import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { masalahNamaWilayah, type TingkatWilayah } from '@sid/openapi/domain';
import { FormikDialog, FormikInput } from '@sid/ui/form';

export interface WilayahFormValues {
  nama: string;
}

export interface WilayahFormDialogProps {
  /** 'Tambah Dusun', 'Tambah RT di RW 005, Dusun Krajan', 'Ubah RW 005, Dusun Krajan'. */
  title: string;
  submitLabel: string;
  tingkat: TingkatWilayah;
  initialValues: WilayahFormValues;
  onSubmit: (values: WilayahFormValues, form: FormikHelpers<WilayahFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

const schemaOf = (tingkat: TingkatWilayah) =>
  object({
    nama: string().test('nama-wilayah', (value, ctx) => {
      const masalah = masalahNamaWilayah(tingkat, value ?? '');
      return masalah ? ctx.createError({ message: masalah }) : true;
    }),
  });

export function WilayahFormDialog({ title, submitLabel, tingkat, initialValues, onSubmit, onCancel }: WilayahFormDialogProps) {
  const nomor = tingkat !== 'dusun';
  return (
    <FormikDialog<WilayahFormValues> title={title} submitLabel={submitLabel} initialValues={initialValues} validationSchema={schemaOf(tingkat)} onSubmit={onSubmit} onCancel={onCancel}>
      <FormikInput
        name="nama"
        label={nomor ? `Nomor ${tingkat === 'rw' ? 'RW' : 'RT'}` : 'Nama Dusun'}
        required
        autoComplete="off"
        inputMode={nomor ? 'numeric' : undefined}
        hint={nomor ? 'Angka 1 sampai 999, misalnya 5 atau 005' : 'Misalnya Krajan'}
      />
    </FormikDialog>
  );
}
