import type { Penduduk } from '@sid/openapi';
import { DEFAULT_POSISI_DALAM_KELUARGA, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';

/**
 * The family positions a member may take: one Kepala Keluarga per card (the server refuses a second
 * with 409), so it is not offered while another member holds it.
 */
export function posisiTersedia(members: readonly Penduduk[], selfId?: string): readonly string[] {
  const kepalaLain = members.some((m) => m._id !== selfId && m.posisi_dalam_keluarga === DEFAULT_POSISI_DALAM_KELUARGA);
  const semua = PENDUDUK_FORM_OPTIONS.posisiDalamKeluarga;
  return kepalaLain ? semua.filter((p) => p !== DEFAULT_POSISI_DALAM_KELUARGA) : semua;
}
