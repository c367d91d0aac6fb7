/**
 * The queries of the resident form's warnings (POST /api/penduduk/periksa, issue 13): residents who
 * may be the same person, matched by name (case-insensitive, `sort_nama`) and by the key of their
 * birth place and date (`sid_ttl_kunci`, migration 0008_periksa_duplikat.sql, the shared domain's
 * kunciTempatTanggalLahir), under another NIK.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from './paging.js';

export interface CariDuplikat {
  nama: string;
  /** kunciTempatTanggalLahir of the form's text. */
  kunci: string;
  /** The NIK typed, when there is one: a record with the same NIK is the person, not a duplicate. */
  nik?: string;
  /** The record being edited (a UUID), never its own duplicate. */
  kecualiId?: string;
}

/** Possible duplicates in this village, any status (the clerk opens the record and sees it), at most 5. */
export async function duplikatDesaIni(db: DbOrTx, desaId: string, q: CariDuplikat): Promise<Array<{ id: string; nama_lengkap: string; nik: string }>> {
  return rowsOf<{ id: string; nama_lengkap: string; nik: string }>(
    await db.execute(sql`select p.id, p.nama_lengkap, p.nik from penduduk p
      where p.desa_id = ${desaId} and p.sort_nama = lower(btrim(${q.nama}))
        and sid_ttl_kunci(p.tempat_tanggal_lahir) = ${q.kunci}
        and p.nik is distinct from ${q.nik ?? null}::text
        ${q.kecualiId ? sql`and p.id <> ${q.kecualiId}::uuid` : sql``}
      order by p.created_at, p.id
      limit 5`),
  );
}

/**
 * The names of the other villages of the regency where an active resident may be the same person.
 * Their rows are behind the policies: sid_desa_duplikat() answers the village names only.
 */
export async function duplikatDesaLain(db: DbOrTx, q: CariDuplikat): Promise<string[]> {
  const rows = rowsOf<{ desa: string }>(await db.execute(sql`select sid_desa_duplikat(${q.nama}, ${q.kunci}, ${q.nik ?? null}::text) as desa`));
  return rows.map((r) => r.desa);
}
