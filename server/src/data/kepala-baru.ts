/**
 * Cards waiting for a new head (issue 40): their Kepala Keluarga died or moved out while others still
 * live on them. Read from the heads who left (partial index penduduk_kepala_pergi_idx, migration
 * 0032: a handful per village), each asked whether anyone still lives on the card.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { penduduk } from '../db/schema.js';
import type { FileLinks } from '../lib/files.js';
import type { PageQuery } from '../lib/paging.js';
import { loadKartuKeluargaByIds } from './kartu-keluarga.js';
import { pageIds, withRows } from './paging.js';

/** FROM and WHERE over `penduduk h` (the heads who left) of the cards of `desaId` waiting for a head. */
export const kartuTanpaKepalaSql = (desaId: string): SQL => sql`penduduk h
  where h.desa_id = ${desaId} and h.posisi_dalam_keluarga = 'Kepala Keluarga' and h.status_penduduk in ('meninggal', 'penduduk_keluar')
    and exists (select 1 from penduduk a where a.kk_id = h.kk_id and a.status_penduduk in ('', 'penduduk_masuk'))`;

/** A page of them, the most recently changed head first (the death or move just recorded on top). */
export async function listKartuTanpaKepala(db: DbOrTx, desaId: string, q: PageQuery, links?: FileLinks) {
  const page = await pageIds(db, { ...q, order: q.order ?? 'desc' }, { from: kartuTanpaKepalaSql(desaId), id: sql`h.kk_id`, sort: sql`h.updated_at`, tie: sql`h.kk_id` });
  return withRows(page, (ids) => loadKartuKeluargaByIds(db, desaId, ids, links));
}

/** Member `id` takes `posisi` (the contract has checked it is one of the card's positions). */
export async function setPosisiDalamKeluarga(tx: DbOrTx, id: string, posisi: string): Promise<void> {
  await tx.update(penduduk).set({ posisiDalamKeluarga: posisi, updatedAt: sql`now()` }).where(eq(penduduk.id, id));
}
