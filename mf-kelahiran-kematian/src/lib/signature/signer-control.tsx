import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import type { Signature } from '@sid/openapi';
import { useFeedback } from '@sid/ui/feedback';
import { createSignature, updateSignature, type SignerKind } from './signature-api';
import { SignerFormDialog } from './signer-form-dialog';

export interface SignerControlProps {
  kind: SignerKind;
  /** The birth or death record the letter belongs to. */
  parentId: string;
  signature: Signature | null;
  /** After a save: reload the letter's record. */
  onSaved: () => void;
  disabled?: boolean;
}

/** Spec §4: no signer gives 'Tambah Nama TTD', a signer gives 'Perbarui Nama TTD'; each opens its dialog. */
export function SignerControl({ kind, parentId, signature, onSaved, disabled = false }: SignerControlProps) {
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const mode = signature ? 'update' : 'add';

  return (
    <>
      <Button
        appearance="secondary"
        icon={signature ? <EditRegular /> : <AddRegular />}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {signature ? 'Perbarui Nama TTD' : 'Tambah Nama TTD'}
      </Button>
      {open ? (
        <SignerFormDialog
          mode={mode}
          initialValues={{ nama_jabatan: signature?.nama_jabatan ?? '', nama_lengkap: signature?.nama_lengkap ?? '' }}
          onSubmit={async (values) => {
            const result = signature
              ? await updateSignature(signature._id, values)
              : await createSignature(kind, parentId, values);
            feedback.success(result.message || (signature ? 'Sukses memperbarui data TTD' : 'Sukses menambahkan data TTD'));
            setOpen(false);
            onSaved();
          }}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
