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
