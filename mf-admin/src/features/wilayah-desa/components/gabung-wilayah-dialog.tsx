// Merge an area into another of its kind: everything under it (its RW or RT, the family cards and people
// with their address there) moves to the chosen one, then it is gone. One transaction on the server.
import type { FormikHelpers } from 'formik';
import { object, string } from 'yup';
import { FormikDialog, FormikSelect } from '@sid/ui/form';
import type { WilayahNode } from '../api/wilayah-nodes';

export interface GabungWilayahDialogProps {
  node: WilayahNode;
  /** The other areas of its level. */
  tujuan: WilayahNode[];
  onSubmit: (values: { ke_id: string }, form: FormikHelpers<{ ke_id: string }>) => Promise<unknown>;
  onCancel: () => void;
}

const schema = object({ ke_id: string().required('Pilih wilayah tujuan') });

export function GabungWilayahDialog({ node, tujuan, onSubmit, onCancel }: GabungWilayahDialogProps) {
  return (
    <FormikDialog<{ ke_id: string }> title={`Gabungkan ${node.lengkap}`} submitLabel="Gabungkan" initialValues={{ ke_id: '' }} validationSchema={schema} onSubmit={onSubmit} onCancel={onCancel}>
      <p>
        {`Semua yang ada di ${node.label} (wilayah di bawahnya, kartu keluarga dan penduduk yang beralamat di sana) dipindahkan ke wilayah tujuan, lalu ${node.label} dihapus.`}
      </p>
      <FormikSelect name="ke_id" label="Gabungkan ke" required placeholder="Pilih wilayah tujuan" options={tujuan.map((t) => ({ value: t.id, label: t.lengkap }))} />
    </FormikDialog>
  );
}
