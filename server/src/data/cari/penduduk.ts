/**
 * The residents' search planner: which way a search of `penduduk p` takes (README.md, "The paths"),
 * for the resident list, the dashboard's name search and the NIK search, and the condition of their
 * export. Moved here from data/penduduk-list.ts (issue 34); the list keeps its sort keys and rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { BATAS_HITUNG, hitungTerbatas, pageIds, pageSemuaCocok, type IdPage, type PageQuery } from '../paging.js';
import { statistikTotal } from '../statistik.js';
import { isDigits, numberPrefix } from './dasar.js';
import { hitungHimpunan, kataYangMemuat, MAKS_HIMPUNAN, pageDenganKata, pageNamaPerKata } from './kata.js';
import { kepadatanCari, namaCocok, PENCARIAN, type Kepadatan } from './nama.js';

/** What a resident list or search is restricted to. */
export type PendudukFilter =
  | { kind: 'semua' }
  /** The list's search box: digits search NIK and No. KK by prefix, anything else the name. */
  | { kind: 'q'; q: string }
  | { kind: 'nama'; nama: string }
  | { kind: 'nik'; prefix: string }
  /**
   * An age range (issue 35) as birth dates, both inclusive (YYYY-MM-DD, from batasLahir of
   * @sid/openapi/domain), with the list's search box if any: read on sort_umur (the birth date's
   * key), so the age order walks its index and any other order counts the range through it.
   */
  | { kind: 'umur'; lahirDari?: string | undefined; lahirSampai?: string | undefined; q?: PendudukFilter | undefined };

/** The name term of a filter, if it searches names. */
function namaOf(f: PendudukFilter): string | undefined {
  if (f.kind === 'umur') return undefined;
  if (f.kind === 'nama') return f.nama;
  if (f.kind === 'q' && !isDigits(f.q)) return f.q;
  return undefined;
}

/**
 * The filter's condition on `p` in the shape `kepadatan` (nama.ts): padat walks a sort index, jarang
 * is the form the trigram, pair or prefix indexes serve, kecil reads a small village's names whole (its
 * digits take jarang's prefix indexes). All select the same rows.
 */
function compileFilter(desaId: string, f: PendudukFilter, kepadatan: Kepadatan): SQL | undefined {
  const nama = namaOf(f);
  if (nama !== undefined) return namaCocok(sql`p`, nama, kepadatan);
  switch (f.kind) {
    case 'umur': {
      // sort_umur = 2999-12-31 minus the birth date: a later birth date is a smaller key.
      const cond = [
        ...(f.lahirSampai ? [sql`p.sort_umur >= (date '2999-12-31' - ${f.lahirSampai}::date)`] : []),
        ...(f.lahirDari ? [sql`p.sort_umur <= (date '2999-12-31' - ${f.lahirDari}::date)`] : []),
        ...(f.lahirDari || f.lahirSampai ? [] : [sql`p.tanggal_lahir is not null`]),
      ];
      const cari = f.q ? compileFilter(desaId, f.q, 'padat') : undefined;
      return sql.join(cari ? [...cond, cari] : cond, sql` and `);
    }
    case 'nik':
      return numberPrefix(sql`p.nik`, f.prefix);
    case 'q':
      // A NIK or the card's number (sort_no_kk, the card's copied on the resident): both on the row
      // itself; jarang as a union, each side through its own index.
      return kepadatan === 'padat'
        ? sql`(${numberPrefix(sql`p.nik`, f.q)} or ${numberPrefix(sql`p.sort_no_kk`, f.q, 'text')})`
        : sql`p.id in (select px.id from penduduk px where px.desa_id = ${desaId} and ${numberPrefix(sql`px.nik`, f.q)}
            union select px.id from penduduk px where px.desa_id = ${desaId} and ${numberPrefix(sql`px.sort_no_kk`, f.q, 'text')})`;
    default:
      return undefined;
  }
}

/**
 * The filter's condition on `p` for a read of every match (an export): the padat shape, walked in the
 * list's order. Undefined: no filter.
 */
export const saringPenduduk = (desaId: string, filter: PendudukFilter): SQL | undefined => compileFilter(desaId, filter, 'padat');

/**
 * One page of resident ids matching `filter` in the order `sort` (an expression over `p`; `q.sort` its
 * key, 'nama_lengkap' and 'createdAt' have ways of their own). Without a filter: the sort index, the
 * total from statistik_desa. A search takes the way its density asks for (nama.ts): few matches (a rare name, a long NIK
 * prefix) are found at once through an index and counted exactly (pageSemuaCocok); many (a common
 * letter, a short NIK prefix) are counted up to BATAS_HITUNG, and past it the sort index is walked,
 * which meets matches soon, and the answer says "more than" the bound.
 */
export async function pageCariPenduduk(db: DbOrTx, desaId: string, filter: PendudukFilter, q: PageQuery, sort: SQL): Promise<IdPage> {
  const villageSize = await statistikTotal(db, desaId, 'penduduk');
  const walk = compileFilter(desaId, filter, 'padat');
  const from = (cond: SQL | undefined) => sql`penduduk p where p.desa_id = ${desaId}${cond ? sql` and ${cond}` : sql``}`;
  if (!walk) return pageIds(db, q, { from: from(undefined), id: sql`p.id`, sort, total: Promise.resolve(villageSize) });
  // An age range: few matches read at once; many counted up to the bound and walked in the list's
  // order (the age order walks the age's index itself), as a common name is.
  if (filter.kind === 'umur') {
    const umur = await hitungTerbatas(db, sql`penduduk p where p.desa_id = ${desaId} and ${walk}`);
    if (!umur.terbatas) return pageSemuaCocok(db, q, { from: from(walk), id: sql`p.id`, sort });
    return pageIds(db, q, { from: from(walk), id: sql`p.id`, sort, total: Promise.resolve(umur.total), terbatas: true, jalan: true });
  }
  // A name in a large village, through the words holding it (kata.ts): sorted by name, a merge of
  // their runs; in another order, the sort index walked against their set, if it is not huge
  // (MAKS_HIMPUNAN; a huge one is met at once by the walk below). Through the trigram index a rare
  // name's matches were all fetched and sorted; a common one's LIKE on a walk fetched a row per entry
  // of the sort index, or was planned as a sort of the whole village ('santoso' by age: 1.5 s, 'siti'
  // by NIK: 11 s at a million residents).
  const nama = namaOf(filter);
  const kata = nama !== undefined && villageSize >= PENCARIAN.desaBesar ? await kataYangMemuat(db, desaId, nama) : undefined;
  if (kata && q.sort === 'nama_lengkap') return pageNamaPerKata(db, desaId, kata, q);
  const batasHimpunan = (q.sort ?? 'createdAt') === 'createdAt' ? MAKS_HIMPUNAN.urutanBawaan : MAKS_HIMPUNAN.urutanLain;
  const penduduk = kata && (await hitungHimpunan(db, desaId, kata, batasHimpunan, 'penduduk_id'));
  if (kata && penduduk !== undefined) {
    return pageDenganKata(db, q, desaId, kata, { kolom: 'penduduk_id', n: penduduk }, (punya) => ({ from: from(punya(sql`p.id`)), id: sql`p.id`, sort }));
  }
  const term = filter.kind === 'q' ? filter.q : filter.kind === 'nama' ? filter.nama : filter.kind === 'nik' ? filter.prefix : '';
  const cara = await kepadatanCari(db, desaId, term, villageSize, BATAS_HITUNG);
  // Few matches (an index) or a small village (its own rows): all of them, counted exactly.
  if (cara.kepadatan !== 'padat') {
    return pageSemuaCocok(db, q, { from: from(compileFilter(desaId, filter, cara.kepadatan)), id: sql`p.id`, sort });
  }
  // Many: counted up to the bound (unless the sample is sure they pass it) and walked in the list's order.
  const hitung = cara.lewatBatas ? { total: BATAS_HITUNG, terbatas: true } : await hitungTerbatas(db, sql`penduduk p where p.desa_id = ${desaId} and ${walk}`);
  if (!hitung.terbatas) return pageSemuaCocok(db, q, { from: from(walk), id: sql`p.id`, sort });
  return pageIds(db, q, { from: from(walk), id: sql`p.id`, sort, total: Promise.resolve(hitung.total), terbatas: true, jalan: true });
}
