/**
 * The ids of a village's export remapped for the regency (issue 38): every row's own uuid `id` gets a new one,
 * the village's id becomes the target's, and every value that names one of them (a foreign key, desa_id, a
 * log's entity_id, an id inside a jsonb column such as Data Terhapus' kept rows or an activity's before/after)
 * follows. A uuid that names no exported row (a record deleted before the export) stays as it was.
 */
import { randomUUID } from 'node:crypto';
import type { Baris, TabelDesa } from '../db/gabung.js';

export type PetaId = Map<string, string>;

/** The map: the village's id to `desaBaru`, every exported row's id to a fresh uuid. */
export function petaId(desaLama: string, desaBaru: string, tabel: Array<{ def: TabelDesa; baris: Baris[] }>): PetaId {
  const peta: PetaId = new Map([[desaLama, desaBaru]]);
  for (const { def, baris } of tabel) {
    if (!def.uuid.includes('id')) continue;
    for (const b of baris) if (typeof b.id === 'string') peta.set(b.id, randomUUID());
  }
  return peta;
}

function ganti(value: unknown, peta: PetaId): unknown {
  if (typeof value === 'string') return value.length === 36 ? (peta.get(value) ?? value) : value;
  if (Array.isArray(value)) return value.map((v) => ganti(v, peta));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = ganti(v, peta);
    return out;
  }
  return value;
}

/**
 * The rows with every mapped id replaced (new objects; the input is left as it was). A uuid foreign key naming no
 * exported row (the standalone's own Admin Kabupaten in tindakan_kabupaten) is cleared: the rows are written
 * with the triggers, foreign-key checks included, off, so nothing may point outside the village.
 */
export function petakan(baris: Baris[], peta: PetaId, def?: Pick<TabelDesa, 'fk' | 'uuid'>): Baris[] {
  const kunci = (def?.fk ?? []).filter((c) => def?.uuid.includes(c));
  return baris.map((b) => {
    const out = ganti(b, peta) as Baris;
    for (const c of kunci) if (typeof out[c] === 'string' && !peta.has(String(b[c]))) out[c] = null;
    return out;
  });
}
