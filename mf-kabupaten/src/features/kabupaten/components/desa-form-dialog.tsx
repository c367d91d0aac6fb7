// 'Tambah Desa' and 'Perbarui Desa': a village's Kemendagri code (add only, looked up in the official
// list: KodeWilayahField), then its letterhead as its letters print it. 'Tetapkan Kode Wilayah': the
// code alone, for a village that has none (the environment's first village, issue 40).
import type { FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { desaSchema, desaUpdateSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import type { DesaFormValues } from './desa-form-values';
import { KodeWilayahField } from './kode-wilayah-field';

/** The code alone, checked by the same rule as adding a village. */
const kodeSchema = desaSchema.pick(['kode_wilayah']);

const JUDUL = { add: 'Tambah Desa', update: 'Perbarui Desa', kode: 'Tetapkan Kode Wilayah' } as const;
const TOMBOL = { add: 'Tambah', update: 'Perbarui', kode: 'Tetapkan' } as const;
const SCHEMA: Record<DesaFormDialogProps['mode'], AnyObjectSchema> = { add: desaSchema, update: desaUpdateSchema, kode: kodeSchema };

export interface DesaFormDialogProps {
  mode: 'add' | 'update' | 'kode';
  initialValues: DesaFormValues;
  onSubmit: (values: DesaFormValues, form: FormikHelpers<DesaFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function DesaFormDialog({ mode, initialValues, onSubmit, onCancel }: DesaFormDialogProps) {
  return (
    <FormikDialog<DesaFormValues>
      title={JUDUL[mode]}
      submitLabel={TOMBOL[mode]}
      initialValues={initialValues}
      validationSchema={SCHEMA[mode]}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {mode === 'kode' ? (
        <>
          <p>
            Desa {initialValues.nama_desa} belum memiliki kode wilayah Kemendagri. Kode hanya dapat ditetapkan sekali: periksa
            nama desa yang ditemukan sebelum menetapkannya. Nama dan kop surat desa tidak berubah.
          </p>
          <KodeWilayahField />
        </>
      ) : null}
      {mode === 'add' ? <KodeWilayahField /> : null}
      {mode === 'kode' ? null : (
        <>
          <FormikInput name="nama_desa" label="Nama Desa (di kop surat)" required autoComplete="off" />
          <FormikInput name="alamat_kantor" label="Alamat Kantor Desa" required autoComplete="off" />
          <FormikInput name="kode_pos" label="Kode Pos" required autoComplete="off" inputMode="numeric" />
          <FormikInput name="jabatan_kepala" label="Jabatan Kepala Desa" required autoComplete="off" hint="Ditulis di surat, mis. Kepala Desa atau Lurah" />
        </>
      )}
    </FormikDialog>
  );
}
