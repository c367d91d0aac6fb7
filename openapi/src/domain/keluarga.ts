// One Kepala Keluarga per card (server-rules "Family cards"): the database holds it (a partial unique
// index) and refuses a second head with 409 KEPALA_EXISTS; the member forms do not offer it.
import { KEPALA_KELUARGA, POSISI_DALAM_KELUARGA, type PosisiDalamKeluarga } from './enums';

/** A member as the rule reads it (the contract's resident fields). */
export interface AnggotaPosisi {
  _id: string;
  posisi_dalam_keluarga: string;
}

/** Another member than `selfId` (the one being edited; none for a new member) already heads the card. */
export function adaKepalaLain(anggota: readonly AnggotaPosisi[], selfId?: string): boolean {
  return anggota.some((a) => a._id !== selfId && a.posisi_dalam_keluarga === KEPALA_KELUARGA);
}

/**
 * The family positions a member may take: all of them, without Kepala Keluarga while another member
 * holds it. `selfId` is the member being edited (a head keeps their own position on offer).
 */
export function posisiTersedia(anggota: readonly AnggotaPosisi[], selfId?: string): readonly PosisiDalamKeluarga[] {
  return adaKepalaLain(anggota, selfId) ? POSISI_DALAM_KELUARGA.filter((p) => p !== KEPALA_KELUARGA) : POSISI_DALAM_KELUARGA;
}

/** A member as the new-head rule reads it: their position and status. */
export interface AnggotaStatus extends AnggotaPosisi {
  status_penduduk: string;
}

/** Still living on the card: alive and not moved out (status "" or penduduk_masuk). */
export const masihTinggal = (a: { status_penduduk: string }): boolean => a.status_penduduk === '' || a.status_penduduk === 'penduduk_masuk';

/**
 * The position a head who died or moved out takes when another member heads the card (issue 40):
 * the card keeps one Kepala Keluarga, and the old one's record says who they were in the activity log.
 */
export const POSISI_KEPALA_LAMA: PosisiDalamKeluarga = 'Lainnya';

/**
 * The card waits for a new head (issue 40): its Kepala Keluarga died or moved out while other members
 * still live on it. A card with nobody left living on it needs none.
 */
export function perluKepalaBaru(anggota: readonly AnggotaStatus[]): boolean {
  const kepala = anggota.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
  return kepala !== undefined && !masihTinggal(kepala) && anggota.some(masihTinggal);
}

/** Who may head the card now: the members still living on it (issue 40). */
export function calonKepala<T extends AnggotaStatus>(anggota: readonly T[]): T[] {
  return anggota.filter((a) => a.posisi_dalam_keluarga !== KEPALA_KELUARGA && masihTinggal(a));
}
