import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import { useServerAction } from '@sid/ui-desa/feedback';
import { jabatanKepala, useKnownVillage } from '@sid/ui-desa/module';
import { SignerFormDialog } from './signer-form-dialog';
import type { SignerRecord, SignerValues } from './types';

export interface SignerControlProps {
  signature: SignerRecord | null;
  /**
   * Saves the signer through the module's API call: adds one when `signature` is null, updates it
   * otherwise. Resolves with the server's answer (its message is shown); a refusal (an ApiError)
   * stays in the dialog.
   */
  save: (values: SignerValues) => Promise<{ message?: string }>;
  /** After a save: reload the letter's record. */
  onSaved: () => void;
  disabled?: boolean;
}

/** Spec §4: no signer gives 'Tambah Nama TTD', a signer gives 'Perbarui Nama TTD'; each opens its dialog. */
export function SignerControl({ signature, save, onSaved, disabled = false }: SignerControlProps) {
  const action = useServerAction();
  const village = useKnownVillage();
  const [open, setOpen] = useState(false);

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
          mode={signature ? 'update' : 'add'}
          // A new signer starts from the village's head title (set by the regency: 'Kepala Desa', 'Lurah').
          initialValues={{ nama_jabatan: signature?.nama_jabatan ?? (village ? jabatanKepala(village) : ''), nama_lengkap: signature?.nama_lengkap ?? '' }}
          onSubmit={(values, form) => action.submit(
            () => save({ nama_lengkap: values.nama_lengkap.trim(), nama_jabatan: values.nama_jabatan.trim() }),
            {
              form,
              fallback: signature ? 'Sukses memperbarui data TTD' : 'Sukses menambahkan data TTD',
              onSaved: () => {
                setOpen(false);
                onSaved();
              },
            },
          )}
          onCancel={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
