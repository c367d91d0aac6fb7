/**
 * The resident's status (status_penduduk) as the server enforces it. The table of transitions and
 * the words of each refusal are the shared domain's (@sid/openapi/domain, status-penduduk.ts: the
 * table of server-rules "Residents and their status"), which the screens read too; this module only
 * turns a refusal into a 409 and says what to store. Every handler that changes a status asks this
 * module first and stores what it answers; update bodies never touch the status.
 *
 * Pure functions: no database here. A refused transition throws a 409 AppError with the shared
 * Indonesian message, before anything is written.
 */
import {
  alasanPindahKeluargaDitolak,
  alasanTransisiDitolak,
  STATUS_PENDUDUK_AWAL,
  STATUS_PENDUDUK_LABEL,
  statusKembali,
  TRANSISI,
  type ErrorCode,
  type StatusPenduduk,
  type StatusPendudukAwal,
  type Transisi,
} from '@sid/openapi/domain';
import { AppError } from '../lib/errors.js';

export { bolehTransisi, isStatusPenduduk, STATUS_PENDUDUK, TRANSISI, type StatusPenduduk, type Transisi, type TransisiBatal, type TransisiMaju } from '@sid/openapi/domain';

// The server's names for the shared lists (the same objects).
/** What a new resident may start as (a create body may ask for one of these and nothing else). */
export const STATUS_AWAL = STATUS_PENDUDUK_AWAL;
export type StatusAwal = StatusPendudukAwal;
/** The spec's labels (section 3). */
export const STATUS_LABEL = STATUS_PENDUDUK_LABEL;

export const FAIL_POST_MANY_PENDUDUK_KELUAR = 'FAIL_POST_MANY_PENDUDUK_KELUAR';

export class TransisiDitolak extends AppError {
  constructor(message: string, code: ErrorCode = 'TRANSITION_REFUSED') {
    super(409, code, message);
    this.name = 'TransisiDitolak';
  }
}

/** Throws the 409 of `jenis` from `status` when the table refuses it. */
function pastikanBoleh(jenis: Transisi, status: StatusPenduduk): void {
  const alasan = alasanTransisiDitolak(jenis, status);
  if (alasan !== undefined) throw new TransisiDitolak(alasan);
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
  pastikanBoleh(jenis, status);
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
  const alasan = alasanPindahKeluargaDitolak(anggota.map((a) => ({ nama_lengkap: a.namaLengkap, status_penduduk: a.status })));
  if (alasan !== undefined) throw new TransisiDitolak(alasan, FAIL_POST_MANY_PENDUDUK_KELUAR);
  return anggota.map((a) => ({ id: a.id, status: 'penduduk_keluar', sebelumnya: a.status }));
}

/**
 * Undo a death (the death record is deleted): back to the status kept when it was recorded
 * ('' or penduduk_masuk). Throws 409 when the person is not meninggal.
 */
export function pulihkanDariKematian(status: StatusPenduduk, sebelumnya: StatusPenduduk | null | undefined): StatusAwal {
  pastikanBoleh('batalKematian', status);
  return statusKembali(sebelumnya);
}

/**
 * Undo a move (a follower is removed, or the whole moved-out record is deleted): back to the status
 * kept in the record ('' or penduduk_masuk). Throws 409 when the person is not penduduk_keluar.
 */
export function pulihkanDariPindah(status: StatusPenduduk, sebelumnya: StatusPenduduk | null | undefined): StatusAwal {
  pastikanBoleh('batalPindah', status);
  return statusKembali(sebelumnya);
}
