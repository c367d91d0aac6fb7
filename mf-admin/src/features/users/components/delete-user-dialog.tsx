import { ConfirmDialog } from '@sid/ui/dialogs';

export interface DeleteUserDialogProps {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's delete confirmation, word for word. */
export function DeleteUserDialog({ busy, onConfirm, onCancel }: DeleteUserDialogProps) {
  return (
    <ConfirmDialog
      open
      title="APAKAH ANDA YAKIN INGIN MENGHAPUS PENGGUNA INI ?"
      note="Data akan dihapus permanen setelah anda menekan tombol hapus."
      cancelLabel="Batal"
      confirmLabel="Hapus"
      danger
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
