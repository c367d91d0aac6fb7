// Spec §4: the whole-family Mutasi is disabled if any member is meninggal or penduduk_keluar (the
// server refuses it too, 409 FAIL_POST_MANY_PENDUDUK_KELUAR).
import type { Penduduk } from '@sid/openapi';

/** Why the whole family cannot move out, or undefined when it can. */
export function alasanMutasiKeluargaDitolak(anggota: readonly Pick<Penduduk, 'nama_lengkap' | 'status_penduduk'>[]): string | undefined {
  if (anggota.length === 0) return 'Kartu keluarga ini tidak memiliki anggota';
  const meninggal = anggota.filter((a) => a.status_penduduk === 'meninggal').map((a) => a.nama_lengkap);
  const keluar = anggota.filter((a) => a.status_penduduk === 'penduduk_keluar').map((a) => a.nama_lengkap);
  if (meninggal.length === 0 && keluar.length === 0) return undefined;
  const parts = [
    meninggal.length > 0 ? `${meninggal.join(', ')} sudah meninggal` : null,
    keluar.length > 0 ? `${keluar.join(', ')} sudah pindah keluar desa` : null,
  ].filter(Boolean);
  return `Mutasi seluruh keluarga tidak dapat dilakukan: ${parts.join('; ')}`;
}
