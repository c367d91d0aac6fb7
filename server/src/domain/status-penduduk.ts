/**
 * The resident's status (status_penduduk) and the only ways it changes: the table of
 * shared/design/server-rules.md "Residents and their status", in one place. Every handler that changes
 * a status asks this module first and stores what it answers; update bodies never touch the status.
 *
 * | Transition        | Allowed from               | Result                                      |
 * |-------------------|----------------------------|---------------------------------------------|
 * | catatKematian     | '', penduduk_masuk         | meninggal (previous status kept)            |
 * | pindahSatu        | '', penduduk_masuk         | penduduk_keluar (previous status kept)      |
 * | pindahKeluarga    | every member '' / masuk    | every member penduduk_keluar, all or nothing |
 * | batalKematian     | meninggal                  | the status before the death                 |
 * | batalPindah       | penduduk_keluar            | the status before the move                  |
 *
 * Pure functions: no database here. A refused transition throws a 409 AppError with an Indonesian
 * message, before anything is written.
 */
import { AppError } from '../lib/errors.js';
// The list itself lives with the database CHECK constraints it generates (drizzle-kit reads schema.ts alone).
import { STATUS_PENDUDUK, type StatusPenduduk } from '../db/schema.js';

export { STATUS_PENDUDUK, type StatusPenduduk };

/** What a new resident may start as (a create body may ask for one of these and nothing else). */
export const STATUS_AWAL = ['', 'penduduk_masuk'] as const satisfies readonly StatusPenduduk[];
export type StatusAwal = (typeof STATUS_AWAL)[number];

/** The spec's labels (section 3). */
export const STATUS_LABEL: Record<StatusPenduduk, string> = {
  '': 'Hidup',
  penduduk_masuk: 'Penduduk Masuk Desa',
  penduduk_keluar: 'Penduduk Keluar Desa',
  meninggal: 'Meninggal',
};

export type TransisiMaju = 'catatKematian' | 'pindahSatu' | 'pindahKeluarga';
export type TransisiBatal = 'batalKematian' | 'batalPindah';
export type Transisi = TransisiMaju | TransisiBatal;

/** From which statuses each transition may start, and where it leads ('sebelumnya': back to the kept status). */
export const TRANSISI: Readonly<Record<Transisi, { dari: readonly StatusPenduduk[]; ke: StatusPenduduk | 'sebelumnya' }>> = {
  catatKematian: { dari: STATUS_AWAL, ke: 'meninggal' },
  pindahSatu: { dari: STATUS_AWAL, ke: 'penduduk_keluar' },
  pindahKeluarga: { dari: STATUS_AWAL, ke: 'penduduk_keluar' },
  batalKematian: { dari: ['meninggal'], ke: 'sebelumnya' },
  batalPindah: { dari: ['penduduk_keluar'], ke: 'sebelumnya' },
};

export const FAIL_POST_MANY_PENDUDUK_KELUAR = 'FAIL_POST_MANY_PENDUDUK_KELUAR';

/** Why a transition is refused from a status, in the words the screens show. */
const ALASAN: Record<Transisi, Partial<Record<StatusPenduduk, string>>> = {
  catatKematian: {
    meninggal: 'Penduduk ini sudah tercatat meninggal',
    penduduk_keluar: 'Penduduk yang sudah pindah keluar desa tidak dapat dicatat meninggal',
  },
  pindahSatu: {
    meninggal: 'Penduduk yang sudah meninggal tidak dapat dipindahkan keluar desa',
    penduduk_keluar: 'Penduduk ini sudah tercatat pindah keluar desa',
  },
  pindahKeluarga: {
    meninggal: 'sudah meninggal',
    penduduk_keluar: 'sudah pindah keluar desa',
  },
  batalKematian: {
    '': 'Penduduk ini tidak berstatus meninggal',
    penduduk_masuk: 'Penduduk ini tidak berstatus meninggal',
    penduduk_keluar: 'Penduduk ini tidak berstatus meninggal',
  },
  batalPindah: {
    '': 'Penduduk ini tidak berstatus pindah keluar desa',
    penduduk_masuk: 'Penduduk ini tidak berstatus pindah keluar desa',
    meninggal: 'Penduduk ini tidak berstatus pindah keluar desa',
  },
};

export class TransisiDitolak extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
    this.name = 'TransisiDitolak';
  }
}

export function isStatusPenduduk(value: unknown): value is StatusPenduduk {
  return typeof value === 'string' && (STATUS_PENDUDUK as readonly string[]).includes(value);
}

export function bolehTransisi(transisi: Transisi, status: StatusPenduduk): boolean {
  return TRANSISI[transisi].dari.includes(status);
}

/** The kept status to go back to: only a start status is ever kept; anything else means "Hidup". */
function statusKembali(sebelumnya: StatusPenduduk | null | undefined): StatusAwal {
  return sebelumnya === 'penduduk_masuk' ? 'penduduk_masuk' : '';
}

export interface HasilTransisi {
  /** The new status_penduduk. */
  status: StatusPenduduk;
  /** What to keep so the transition can be undone (the status it started from). */
  sebelumnya: StatusPenduduk;
}

/**
 * A forward transition of one person (death, single move). Throws 409 when the rules forbid it.
 */
export function transisi(jenis: 'catatKematian' | 'pindahSatu', status: StatusPenduduk): HasilTransisi {
  if (!bolehTransisi(jenis, status)) {
    throw new TransisiDitolak(ALASAN[jenis][status] ?? 'Perubahan status penduduk ini tidak diizinkan');
  }
  return { status: TRANSISI[jenis].ke as StatusPenduduk, sebelumnya: status };
}

export interface AnggotaUntukPindah {
  id: string;
  namaLengkap: string;
  status: StatusPenduduk;
}

/**
 * The whole-family move: every member must be '' or penduduk_masuk, or nothing moves. The 409 names
 * each member in the way (code FAIL_POST_MANY_PENDUDUK_KELUAR). Returns the members' new statuses in
 * the order given (the caller passes the head first).
 */
export function transisiKeluarga(anggota: readonly AnggotaUntukPindah[]): Array<HasilTransisi & { id: string }> {
  if (anggota.length === 0) {
    throw new TransisiDitolak('Kartu keluarga ini tidak memiliki anggota untuk dipindahkan', FAIL_POST_MANY_PENDUDUK_KELUAR);
  }
  const menghalangi = anggota.filter((a) => !bolehTransisi('pindahKeluarga', a.status));
  if (menghalangi.length > 0) {
    const daftar = menghalangi.map((a) => `${a.namaLengkap} ${ALASAN.pindahKeluarga[a.status] ?? 'tidak dapat dipindahkan'}`).join('; ');
    throw new TransisiDitolak(
      `Mutasi seluruh keluarga ditolak karena ada anggota yang tidak dapat dipindahkan: ${daftar}`,
      FAIL_POST_MANY_PENDUDUK_KELUAR,
    );
  }
  return anggota.map((a) => ({ id: a.id, status: 'penduduk_keluar', sebelumnya: a.status }));
}

/**
 * Undo a death (the death record is deleted): back to the status kept when it was recorded
 * ('' or penduduk_masuk). Throws 409 when the person is not meninggal.
 */
export function pulihkanDariKematian(status: StatusPenduduk, sebelumnya: StatusPenduduk | null | undefined): StatusAwal {
  if (!bolehTransisi('batalKematian', status)) throw new TransisiDitolak(ALASAN.batalKematian[status] ?? 'Perubahan status tidak diizinkan');
  return statusKembali(sebelumnya);
}

/**
 * Undo a move (a follower is removed, or the whole moved-out record is deleted): back to the status
 * kept in the record ('' or penduduk_masuk). Throws 409 when the person is not penduduk_keluar.
 */
export function pulihkanDariPindah(status: StatusPenduduk, sebelumnya: StatusPenduduk | null | undefined): StatusAwal {
  if (!bolehTransisi('batalPindah', status)) throw new TransisiDitolak(ALASAN.batalPindah[status] ?? 'Perubahan status tidak diizinkan');
  return statusKembali(sebelumnya);
}
