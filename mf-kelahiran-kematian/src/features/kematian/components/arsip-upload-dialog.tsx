import type { FormikHelpers } from 'formik';
import { arsipKematianSchema } from '@sid/openapi/rules';
import { FormikDialog, FormikImageFile } from '@sid/ui/form';

export interface ArsipValues {
  arsip_kematian: File | null;
}

export interface ArsipUploadDialogProps {
  mode: 'add' | 'update';
  /** Uploads (`useServerAction().submit` with the form and `arsipDitolak`): a refusal keeps the dialog open. */
  onSubmit: (file: File, form: FormikHelpers<ArsipValues>) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * 'Tambah Arsip Kematian' / 'Perbarui Arsip Kematian': one photo, jpg/jpeg/png, at most 10 MB, with
 * the spec's messages ('A file is Required', 'Maximum size is 10mb', 'Unsupported Format, We just
 * Support : jpg/jpeg/png'). The server checks the bytes again; its 413 / 415 message shows on the field.
 */
export function ArsipUploadDialog({ mode, onSubmit, onCancel }: ArsipUploadDialogProps) {
  return (
    <FormikDialog<ArsipValues>
      title={mode === 'add' ? 'Tambah Arsip Kematian' : 'Perbarui Arsip Kematian'}
      submitLabel={mode === 'add' ? 'Tambahkan' : 'Perbarui'}
      initialValues={{ arsip_kematian: null }}
      validationSchema={arsipKematianSchema}
      onSubmit={async (values, form) => {
        if (values.arsip_kematian) await onSubmit(values.arsip_kematian, form);
      }}
      onCancel={onCancel}
    >
      <FormikImageFile
        name="arsip_kematian"
        label="Upload Foto Arsip Kematian"
        accept="image/jpeg,image/png"
        required
        hint="Format jpg, jpeg atau png, paling besar 10 MB"
      />
    </FormikDialog>
  );
}
