// A dialog for an address here (issue 35): its Dusun, RW, RT and street text, chosen from the village's
// areas ('Ubah Alamat' of a family card).
import type { FormikHelpers } from 'formik';
import type { AlamatDesa } from '@sid/openapi';
import { FormikDialog } from '@sid/ui/form';
import { SKEMA_ALAMAT_DESA } from './skema';
import { letakRt, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { WilayahFields, type WilayahFormValues } from './wilayah-fields';

export interface AlamatDesaDialogProps {
  title: string;
  alamat: AlamatDesa | undefined;
  onSubmit: (values: WilayahFormValues, form: FormikHelpers<WilayahFormValues>) => Promise<unknown>;
  onCancel: () => void;
}

export function AlamatDesaDialog({ title, alamat, onSubmit, onCancel }: AlamatDesaDialogProps) {
  const tree = useWilayahDesa().data?.data;
  if (!tree) return null;
  return (
    <FormikDialog<WilayahFormValues>
      title={title}
      submitLabel="Simpan"
      initialValues={{ ...letakRt(tree, alamat?.rt_id), alamat: alamat?.alamat ?? '' }}
      validationSchema={SKEMA_ALAMAT_DESA}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <WilayahFields tree={tree} required />
    </FormikDialog>
  );
}
