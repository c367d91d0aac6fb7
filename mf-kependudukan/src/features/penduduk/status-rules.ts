// Spec §4, the buttons of the resident detail. The server enforces the same table (409); the
// screen disables what it would refuse, and says why.
import type { StatusPenduduk } from '@sid/openapi/rules';

export interface Aksi {
  disabled: boolean;
  /** Why it is disabled, shown as the button's tooltip. */
  reason?: string;
}

/** 'Tambahkan ke Data Kematian': not for a resident who moved out (spec), nor one already dead. */
export function aksiKematian(status: StatusPenduduk): Aksi {
  if (status === 'penduduk_keluar') return { disabled: true, reason: 'Penduduk yang sudah pindah keluar desa tidak dapat ditambahkan ke data kematian' };
  if (status === 'meninggal') return { disabled: true, reason: 'Penduduk ini sudah tercatat meninggal' };
  return { disabled: false };
}

/** The single 'Mutasi': not for a resident who died (spec), nor one who already moved out. */
export function aksiMutasi(status: StatusPenduduk): Aksi {
  if (status === 'meninggal') return { disabled: true, reason: 'Penduduk yang sudah meninggal tidak dapat dimutasi' };
  if (status === 'penduduk_keluar') return { disabled: true, reason: 'Penduduk ini sudah tercatat pindah keluar desa' };
  return { disabled: false };
}
