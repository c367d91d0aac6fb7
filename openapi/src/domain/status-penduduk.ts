/**
 * The resident's status (status_penduduk) and the only ways it changes, with the words a refusal is
 * said in: the table of server-rules "Residents and their status" and spec §4, written once. The
 * server enforces it (server/src/domain/status-penduduk.ts answers 409 with these messages); the
 * screens disable what it would refuse and give the same reason.
 *
 * | Transition     | Allowed from              | Result                                   | Screen (spec §4)               |
 * |----------------|---------------------------|------------------------------------------|--------------------------------|
 * | catatKematian  | '', penduduk_masuk        | meninggal (previous status kept)         | 'Tambahkan ke Data Kematian'   |
 * | pindahSatu     | '', penduduk_masuk        | penduduk_keluar (previous status kept)   | the single 'Mutasi'            |
 * | pindahKeluarga | every member '' / masuk   | every member penduduk_keluar, all or none | the whole-family 'Mutasi'      |
 * | batalKematian  | meninggal                 | the status before the death              | deleting a death record        |
 * | batalPindah    | penduduk_keluar           | the status before the move               | removing a follower / a record |
 */
import { STATUS_PENDUDUK, STATUS_PENDUDUK_AWAL, type StatusPenduduk, type StatusPendudukAwal } from './enums';

export type TransisiMaju = 'catatKematian' | 'pindahSatu' | 'pindahKeluarga';
export type TransisiBatal = 'batalKematian' | 'batalPindah';
export type Transisi = TransisiMaju | TransisiBatal;

/** From which statuses each transition may start, and where it leads ('sebelumnya': back to the kept status). */
export const TRANSISI: Readonly<Record<Transisi, { dari: readonly StatusPenduduk[]; ke: StatusPenduduk | 'sebelumnya' }>> = {
  catatKematian: { dari: STATUS_PENDUDUK_AWAL, ke: 'meninggal' },
  pindahSatu: { dari: STATUS_PENDUDUK_AWAL, ke: 'penduduk_keluar' },
  pindahKeluarga: { dari: STATUS_PENDUDUK_AWAL, ke: 'penduduk_keluar' },
  batalKematian: { dari: ['meninggal'], ke: 'sebelumnya' },
  batalPindah: { dari: ['penduduk_keluar'], ke: 'sebelumnya' },
};

const BUKAN_MENINGGAL = 'Penduduk ini tidak berstatus meninggal';
const BUKAN_PINDAH = 'Penduduk ini tidak berstatus pindah keluar desa';

/**
 * Why a transition is refused from a status, for every status it does not start from (a test holds
 * the two tables together). The words follow the spec's buttons: 'Tambahkan ke Data Kematian' and
 * 'Mutasi'. pindahKeluarga's are said after a member's name.
 */
export const ALASAN_TRANSISI_DITOLAK: Readonly<Record<Transisi, Readonly<Partial<Record<StatusPenduduk, string>>>>> = {
  catatKematian: {
    meninggal: 'Penduduk ini sudah tercatat meninggal',
    penduduk_keluar: 'Penduduk yang sudah pindah keluar desa tidak dapat ditambahkan ke data kematian',
  },
  pindahSatu: {
    meninggal: 'Penduduk yang sudah meninggal tidak dapat dimutasi',
    penduduk_keluar: 'Penduduk ini sudah tercatat pindah keluar desa',
  },
  pindahKeluarga: {
    meninggal: 'sudah meninggal',
    penduduk_keluar: 'sudah pindah keluar desa',
  },
  batalKematian: { '': BUKAN_MENINGGAL, penduduk_masuk: BUKAN_MENINGGAL, penduduk_keluar: BUKAN_MENINGGAL },
  batalPindah: { '': BUKAN_PINDAH, penduduk_masuk: BUKAN_PINDAH, meninggal: BUKAN_PINDAH },
};

/** The whole-family move of a card without members. */
export const KELUARGA_TANPA_ANGGOTA = 'Kartu keluarga ini tidak memiliki anggota';
const PINDAH_KELUARGA_DITOLAK = 'Mutasi seluruh keluarga tidak dapat dilakukan';

export function isStatusPenduduk(value: unknown): value is StatusPenduduk {
  return typeof value === 'string' && (STATUS_PENDUDUK as readonly string[]).includes(value);
}

export function bolehTransisi(transisi: Transisi, status: StatusPenduduk): boolean {
  return TRANSISI[transisi].dari.includes(status);
}

/** Why `transisi` is refused from `status`, or undefined when it is allowed. */
export function alasanTransisiDitolak(transisi: Transisi, status: StatusPenduduk): string | undefined {
  if (bolehTransisi(transisi, status)) return undefined;
  return ALASAN_TRANSISI_DITOLAK[transisi][status] ?? 'Perubahan status penduduk ini tidak diizinkan';
}

/** A screen's button for a transition: disabled, with the reason as its description, when refused. */
export interface AksiTransisi {
  disabled: boolean;
  /** Why it is disabled (the server's refusal in the same words). */
  reason?: string;
}

export function aksiTransisi(transisi: Transisi, status: StatusPenduduk): AksiTransisi {
  const reason = alasanTransisiDitolak(transisi, status);
  return reason === undefined ? { disabled: false } : { disabled: true, reason };
}

/** A member as the whole-family move reads it (the contract's resident fields). */
export interface AnggotaPindah {
  nama_lengkap: string;
  status_penduduk: StatusPenduduk;
}

/**
 * Why the whole family cannot move out, or undefined when it can: every member must be '' or
 * penduduk_masuk. Names the members in the way, grouped by the reason (e.g. 'Mutasi seluruh keluarga
 * tidak dapat dilakukan: Siti sudah meninggal; Budi sudah pindah keluar desa').
 */
export function alasanPindahKeluargaDitolak(anggota: readonly AnggotaPindah[]): string | undefined {
  if (anggota.length === 0) return KELUARGA_TANPA_ANGGOTA;
  const alasan = ALASAN_TRANSISI_DITOLAK.pindahKeluarga;
  const bagian: string[] = [];
  for (const [status, kata] of Object.entries(alasan) as Array<[StatusPenduduk, string]>) {
    const nama = anggota.filter((a) => a.status_penduduk === status).map((a) => a.nama_lengkap);
    if (nama.length > 0) bagian.push(`${nama.join(', ')} ${kata}`);
  }
  // A status the table does not name (never today) still blocks the move.
  const lain = anggota.filter((a) => !bolehTransisi('pindahKeluarga', a.status_penduduk) && alasan[a.status_penduduk] === undefined);
  if (lain.length > 0) bagian.push(`${lain.map((a) => a.nama_lengkap).join(', ')} tidak dapat dipindahkan`);
  return bagian.length === 0 ? undefined : `${PINDAH_KELUARGA_DITOLAK}: ${bagian.join('; ')}`;
}

/** The kept status to go back to when a death or a move is undone: only a start status is ever kept; anything else means "Hidup". */
export function statusKembali(sebelumnya: StatusPenduduk | null | undefined): StatusPendudukAwal {
  return sebelumnya === 'penduduk_masuk' ? 'penduduk_masuk' : '';
}
