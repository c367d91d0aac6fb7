// GET /api/penduduk_keluar/{id}: one moved-out record: its people (the proposer first, then the
// followers), its statement (or null) and its signer (or null). The detail and the letter share it.
import { useApiGet, type Penduduk, type PendudukKeluar } from '@sid/openapi';

export function usePendudukKeluar(id: string | undefined) {
  return useApiGet(id ? '/api/penduduk_keluar/{id}' : null, { path: { id: id ?? '' } });
}

/** The proposer: the first person of the record (undefined only for a malformed record). */
export function pengusulOf(record: Pick<PendudukKeluar, 'penduduk_keluar_desa'>): Penduduk | undefined {
  return record.penduduk_keluar_desa[0];
}

/** The followers: everyone after the proposer. */
export function pengikutOf(record: Pick<PendudukKeluar, 'penduduk_keluar_desa'>): Penduduk[] {
  return record.penduduk_keluar_desa.slice(1);
}
