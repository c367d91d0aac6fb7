/**
 * The import's questions to the registry, each one query for the whole file: which NIKs this village
 * has, which are active in another village (sid_desa_nik_aktif, past the policies, names only), which
 * cards exist here, and who may be the same person (sid_ttl_kunci and sid_desa_duplikat, migration
 * 0008, as the resident form's warnings).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { textArr } from './pg-array.js';
import { rowsOf } from './paging.js';

/** This village's residents among `niks`, any status. */
export async function nikDiDesaIni(db: DbOrTx, desaId: string, niks: string[]): Promise<Map<string, { id: string; nama: string }>> {
  if (niks.length === 0) return new Map();
  const rows = rowsOf<{ nik: string; id: string; nama: string }>(
    await db.execute(sql`select p.nik, p.id, p.nama_lengkap as nama from penduduk p
      where p.desa_id = ${desaId} and p.nik = any(${textArr(niks)})`),
  );
  return new Map(rows.map((r) => [r.nik, { id: r.id, nama: r.nama }]));
}

/** NIK -> the other village where it is an active resident. */
export async function nikAktifDesaLain(db: DbOrTx, niks: string[]): Promise<Map<string, string>> {
  if (niks.length === 0) return new Map();
  const rows = rowsOf<{ nik: string; desa: string | null }>(
    await db.execute(sql`select n as nik, sid_desa_nik_aktif(n) as desa from unnest(${textArr(niks)}) n`),
  );
  return new Map(rows.filter((r) => r.desa).map((r) => [r.nik, r.desa as string]));
}

/** This village's cards among `noKks`, and whether each has its head. */
export async function kartuDiDesaIni(db: DbOrTx, desaId: string, noKks: string[]): Promise<Map<string, { id: string; adaKepala: boolean }>> {
  if (noKks.length === 0) return new Map();
  const rows = rowsOf<{ no_kk: string; id: string; ada_kepala: boolean }>(
    await db.execute(sql`select k.no_kk, k.id,
        exists (select 1 from penduduk p where p.kk_id = k.id and p.posisi_dalam_keluarga = 'Kepala Keluarga') as ada_kepala
      from kartu_keluarga k where k.desa_id = ${desaId} and k.no_kk = any(${textArr(noKks)})`),
  );
  return new Map(rows.map((r) => [r.no_kk, { id: r.id, adaKepala: Boolean(r.ada_kepala) }]));
}

export interface CariOrang {
  nama: string;
  /** kunciTempatTanggalLahir of the row. */
  kunci: string;
  nik: string;
}

/** Residents here with the same name and birth key under another NIK: `i` is the index in `cari`. */
export async function duplikatDiDesaIni(db: DbOrTx, desaId: string, cari: CariOrang[]): Promise<Array<{ i: number; id: string; nama: string; nik: string }>> {
  if (cari.length === 0) return [];
  const rows = rowsOf<{ i: number; id: string; nama: string; nik: string }>(
    await db.execute(sql`select (x.i - 1)::int as i, p.id, p.nama_lengkap as nama, p.nik
      from unnest(${textArr(cari.map((c) => c.nama))}, ${textArr(cari.map((c) => c.kunci))}, ${textArr(cari.map((c) => c.nik))})
        with ordinality as x(nama, kunci, nik, i)
      join penduduk p on p.desa_id = ${desaId} and p.sort_nama = lower(btrim(x.nama))
        and sid_ttl_kunci(p.tempat_tanggal_lahir) = x.kunci and p.nik <> x.nik
      order by x.i`),
  );
  return rows.map((r) => ({ ...r, i: Number(r.i) }));
}

/** Other villages with an active resident of the same name and birth key under another NIK. */
export async function duplikatDiDesaLain(db: DbOrTx, cari: CariOrang[]): Promise<Array<{ i: number; desa: string }>> {
  if (cari.length === 0) return [];
  const rows = rowsOf<{ i: number; desa: string }>(
    await db.execute(sql`select (x.i - 1)::int as i, d.desa
      from unnest(${textArr(cari.map((c) => c.nama))}, ${textArr(cari.map((c) => c.kunci))}, ${textArr(cari.map((c) => c.nik))})
        with ordinality as x(nama, kunci, nik, i)
      cross join lateral sid_desa_duplikat(x.nama, x.kunci, x.nik) as d(desa)
      order by x.i`),
  );
  return rows.map((r) => ({ ...r, i: Number(r.i) }));
}
