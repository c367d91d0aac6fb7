// Hapus of one member of an incoming card, with the reason (kept 30 days in Data Terhapus) and what
// the delete would take with it; shared by the card's page and the guided flow's members step.
import type { Penduduk } from '@sid/openapi';
import { useRefreshRegistry } from '@sid/openapi';
import { ATURAN_ALASAN_HAPUS } from '@sid/openapi/domain';
import { HapusDialog } from '@sid/ui-desa/hapus-dialog';
import { useServerAction } from '@sid/ui-desa/feedback';
import { deleteAnggotaMasuk, useDampakHapusAnggotaMasuk } from '../api/anggota-masuk';

/** The server's code when the last member went and took the card with them. */
const KARTU_KELUARGA_DIHAPUS = 'KARTU_KELUARGA_DIHAPUS';

export interface HapusAnggotaMasukDialogProps {
  anggota: Penduduk;
  idKK: string;
  /** How many members the card has now. */
  jumlahAnggota: number;
  onCancel: () => void;
  /** Deleted; `kartuTerhapus`: the card went with its last member. */
  onDeleted: (kartuTerhapus: boolean) => void;
}

export function HapusAnggotaMasukDialog({ anggota, idKK, jumlahAnggota, onCancel, onDeleted }: HapusAnggotaMasukDialogProps) {
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const dampak = useDampakHapusAnggotaMasuk({ idPenduduk: anggota._id, idKK });
  const last = jumlahAnggota === 1;
  return (
    <HapusDialog
      title="APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?"
      note={
        last
          ? `Data ${anggota.nama_lengkap} akan dihapus, bersama kartu keluarga ini dan data keterangan masuknya karena tidak lagi memiliki anggota.`
          : `Data ${anggota.nama_lengkap} akan dihapus setelah anda menekan tombol hapus.`
      }
      dampak={dampak}
      aturan={ATURAN_ALASAN_HAPUS}
      onCancel={onCancel}
      onHapus={(alasan, form) => action.submit(() => deleteAnggotaMasuk(anggota._id, idKK, alasan), {
        form,
        fallback: 'Anggota keluarga berhasil dihapus',
        onSaved: (done) => {
          void refresh();
          // The server deletes a card left without members: nothing to show of it any more.
          onDeleted(done.code === KARTU_KELUARGA_DIHAPUS || last);
        },
      })}
    />
  );
}
