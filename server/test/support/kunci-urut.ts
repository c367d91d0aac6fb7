import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/lib/paging.js';

/**
 * The records whose sort keys kept by the database (migrations 0014, 0015) differ from the same values
 * computed from scratch: moved-out records (card number, followers, statement), deaths (archive) and
 * cards (entry documents).
 * None is the goal, after any change through the API.
 */
export async function kunciUrutSelisih(db: Db): Promise<string[]> {
  const rows = rowsOf<{ id: string; apa: string }>(
    await db.execute(sql`
      select pk.id::text as id, 'penduduk_keluar' as apa from penduduk_keluar pk join kartu_keluarga k on k.id = pk.kk_id
      where (pk.sort_no_kk, pk.jumlah_pengikut, pk.data_lengkap) is distinct from (k.no_kk::text,
        (select count(*) from penduduk_keluar_anggota a where a.penduduk_keluar_id = pk.id)::int - 1,
        exists (select 1 from keterangan_keluar kt where kt.penduduk_keluar_id = pk.id))
      union all
      select km.id::text, 'kematian' from kematian km
      where km.data_lengkap is distinct from exists (select 1 from arsip_kematian a where a.kematian_id = km.id)
      union all
      select k.id::text, 'kartu_keluarga' from kartu_keluarga k
      where k.data_lengkap is distinct from exists (select 1 from keterangan_masuk km where km.kk_id = k.id)`),
  );
  return rows.map((r) => `${r.apa} ${r.id}`);
}
