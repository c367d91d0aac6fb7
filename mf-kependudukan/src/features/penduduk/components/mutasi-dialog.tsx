import { ConfirmDialog } from '@sid/ui/dialogs';

export interface MutasiDialogProps {
  namaLengkap: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The single move-out (Mutasi) confirmation. */
export function MutasiDialog({ namaLengkap, busy, onConfirm, onCancel }: MutasiDialogProps) {
  return (
    <ConfirmDialog
      open
      title="APAKAH ANDA YAKIN INGIN MEMUTASI PENDUDUK INI ?"
      note={`${namaLengkap} akan tercatat sebagai Penduduk Keluar Desa dan masuk ke data Penduduk Keluar.`}
      cancelLabel="Batal"
      confirmLabel="Mutasi"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
