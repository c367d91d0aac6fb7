// 'Tambah Desa' and 'Perbarui Desa': a village's Kemendagri code (add only, looked up in the official
// list: KodeWilayahField), then its letterhead as its letters print it.
import type { FormikHelpers } from 'formik';
import { desaSchema, desaUpdateSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikInput } from '@sid/ui/form';
import type { DesaFormValues } from './desa-form-values';
import { KodeWilayahField } from './kode-wilayah-field';

export interface DesaFormDialogProps {
  mode: 'add' | 'update';
  initialValues: DesaFormValues;
  onSubmit: (values: DesaFormValues, form: FormikHelpers<DesaFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function DesaFormDialog({ mode, initialValues, onSubmit, onCancel }: DesaFormDialogProps) {
  return (
    <FormikDialog<DesaFormValues>
      title={mode === 'add' ? 'Tambah Desa' : 'Perbarui Desa'}
      submitLabel={mode === 'add' ? 'Tambah' : 'Perbarui'}
      initialValues={initialValues}
      validationSchema={mode === 'add' ? desaSchema : desaUpdateSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {mode === 'add' ? <KodeWilayahField /> : null}
      <FormikInput name="nama_desa" label="Nama Desa (di kop surat)" required autoComplete="off" />
      <FormikInput name="alamat_kantor" label="Alamat Kantor Desa" required autoComplete="off" />
      <FormikInput name="kode_pos" label="Kode Pos" required autoComplete="off" inputMode="numeric" />
      <FormikInput name="jabatan_kepala" label="Jabatan Kepala Desa" required autoComplete="off" hint="Ditulis di surat, mis. Kepala Desa atau Lurah" />
    </FormikDialog>
  );
}
