import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { rowsOf } from '../../src/data/paging.js';

/**
 * The records whose sort keys kept by the database (migrations 0014-0016) differ from the same values
 * computed from scratch: moved-out records (card number, followers, statement, the proposer's columns),
 * deaths (archive) and cards (entry documents).
 * None is the goal, after any change through the API.
 */
export async function kunciUrutSelisih(db: Db): Promise<string[]> {
  const rows = rowsOf<{ id: string; apa: string }>(
    await db.execute(sql`
      select pk.id::text as id, 'penduduk_keluar' as apa from penduduk_keluar pk join kartu_keluarga k on k.id = pk.kk_id
        left join penduduk_keluar_anggota a0 on a0.penduduk_keluar_id = pk.id and a0.urutan = 0
        left join penduduk p on p.id = a0.penduduk_id
      where (pk.sort_no_kk, pk.jumlah_pengikut, pk.data_lengkap, pk.sort_nama, pk.jenis_kelamin, pk.sort_ttl, pk.sort_alamat, pk.sort_umur)
        is distinct from (k.no_kk::text,
        (select count(*) from penduduk_keluar_anggota a where a.penduduk_keluar_id = pk.id)::int - 1,
        exists (select 1 from keterangan_keluar kt where kt.penduduk_keluar_id = pk.id),
        coalesce(p.sort_nama, ''), coalesce(p.jenis_kelamin, ''), coalesce(p.sort_ttl, ''), coalesce(p.sort_alamat, ''), coalesce(p.sort_umur, 2147483647))
      union all
      select km.id::text, 'kematian' from kematian km
      where km.data_lengkap is distinct from exists (select 1 from arsip_kematian a where a.kematian_id = km.id)
      union all
      select k.id::text, 'kartu_keluarga' from kartu_keluarga k
      where k.data_lengkap is distinct from exists (select 1 from keterangan_masuk km where km.kk_id = k.id)`),
  );
  return rows.map((r) => `${r.apa} ${r.id}`);
}
