/**
 * A search for part of a resident's name, at any size of village (issue 15). The rule is one:
 * `lower(nama_lengkap)` (the stored `sort_nama`) holds the lower-cased term, which is what ILIKE means.
 * How the database finds the rows depends on how many names hold the term, so it is written in one of
 * two shapes:
 *
 * - **jarang** (few names hold it): an index finds them all at once. A term of 3+ characters through
 *   the trigram index, of one or two through the pair index, both inside sid_penduduk_nama_cocok
 *   (migration 0010): under row-level security no LIKE may use an index in the caller's own query.
 *   The cost follows the number of matches.
 * - **padat** (many do, e.g. 'siti', 'a'): `sort_nama LIKE` alone, which no trigram index serves, so
 *   the rows come in the list's order from its sort index and the search stops as soon as it has a
 *   page and its bounded count (BATAS_HITUNG). The cost follows 1 / density: small when matches are
 *   dense. Sorted by name it is an index-only walk of (desa_id, sort_nama, id).
 *
 * - **kecil** (a village under PENCARIAN.desaBesar): `sort_nama LIKE` over the village's own rows, which
 *   its (desa_id, ...) indexes narrow to at most ~20,000 names, a few milliseconds to read whole. The
 *   trigram and pair indexes span the whole table: in a regency they answer every village's matches
 *   and the village keeps its own, so a small village paid for the regency's ('siti' 69 ms, 'an' 133 ms
 *   for 473 residents among 1,000,000; issue 35). Counted exactly, as jarang.
 *
 * Which one: a village under desaBesar residents is kecil. In a large one a
 * sample of ~5,000 rows (TABLESAMPLE SYSTEM, the same pages each time) estimates the share of names
 * holding the term; from 3 % up it is padat: the trigram index would then read tens of thousands of
 * entries before the first page.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern, isDigits, ngramUsable, trigramUsable } from './dasar.js';
import { rowsOf } from '../paging.js';

export type Kepadatan = 'padat' | 'jarang' | 'kecil';

/**
 * Below `desaBesar` residents a village reads its own names whole (kecil): a few milliseconds, whatever
 * the rest of the table holds. A setting (not a constant) so a test can try the large-village
 * ways on a few thousand residents.
 */
export const PENCARIAN = { desaBesar: 20_000 };
/** From this share of names holding the term, the sort index is walked (padat). */
export const AMBANG_PADAT = 0.03;
const SAMPEL = 5_000;
/** Fewer of the village's rows than this in a sample and it cannot say. */
const SAMPEL_GENAP = 300;

/**
 * The name of the resident row `alias` (e.g. sql`p`) holds `term`. Both shapes select the same rows
 * (ILIKE is `lower(a) LIKE lower(b)`); the jarang one is the form an index can serve.
 */
export function namaCocok(alias: SQL, term: string, kepadatan: Kepadatan): SQL {
  const pattern = containsPattern(term);
  const rule = sql`${alias}.sort_nama like lower(${pattern})`;
  if (kepadatan !== 'jarang') return rule;
  // Through sid_penduduk_nama_cocok (migration 0010): under the village policies no LIKE may use an index.
  if (trigramUsable(term)) return sql`${alias}.id in (select sid_penduduk_nama_cocok(${pattern}, null))`;
  if (ngramUsable(term)) return sql`${alias}.id in (select sid_penduduk_nama_cocok(${pattern}, lower(${term})))`;
  // No run of 3 letters and more than 2 characters ('a b'): no index can narrow it.
  return rule;
}

/**
 * A search's way, and whether its matches are known to run past `batas` (the count's bound) already.
 * `lewatBatas`: the sample holds enough of them and puts their number far enough past the bound
 * (PASTI_LEWAT) that counting them up to the bound would only confirm it
 * (and cost a walk of thousands of rows: 'budi' is 22,000 of a million); the answer says "more than".
 */
export interface CaraCari {
  kepadatan: Kepadatan;
  lewatBatas: boolean;
}

/**
 * How sure the sample must be before a count is skipped: 20 hits putting the matches at 3x the bound,
 * or 40 at 2x (the odds of the sample overestimating that much are ~1e-5 either way, Poisson).
 */
export const PASTI_LEWAT = [
  { hits: 20, kali: 3 },
  { hits: 40, kali: 2 },
] as const;

/**
 * Padat or jarang for a search box's `term` in the village of `villageSize` residents (see the module
 * comment): digits by the residents' NIKs (a card's number shares its region digits), text by their
 * names. `batas`: the count's bound in residents (a family-card search passes it in members).
 */
export async function kepadatanCari(db: DbOrTx, desaId: string, term: string, villageSize: number, batas: number, besar = PENCARIAN.desaBesar): Promise<CaraCari> {
  const jarang: CaraCari = { kepadatan: 'jarang', lewatBatas: false };
  if (villageSize < besar) return { kepadatan: 'kecil', lewatBatas: false };
  const { nama, nik } = await sampelDesa(db, desaId, villageSize);
  // What `sort_nama LIKE lower(containsPattern(term))` and `nik LIKE term || '%'` ask, on the sample.
  const kecil = term.toLowerCase();
  const hits = isDigits(term) ? nik.filter((n) => n.startsWith(term)).length : nama.filter((n) => n.includes(kecil)).length;
  const seen = nama.length;
  // Too few of the village's rows in the sample to say: the indexes are the safe side.
  if (seen < SAMPEL_GENAP) return jarang;
  // Padat from AMBANG_PADAT of the names, and whenever the matches are known to run past the bound:
  // the indexes would fetch thousands of rows to sort them all, where the sort index meets a page soon.
  const lewatBatas = PASTI_LEWAT.some((p) => hits >= p.hits && (hits / seen) * villageSize >= p.kali * batas);
  return { kepadatan: lewatBatas || hits / seen >= AMBANG_PADAT ? 'padat' : 'jarang', lewatBatas };
}

/** A village's sample: its residents' names (sort_nama) and NIKs among ~SAMPEL rows of the table. */
interface Sampel {
  ukuran: number;
  diambil: number;
  nama: string[];
  nik: string[];
}

/**
 * The samples are kept in memory for SAMPEL_UMUR_MS, per village: on PGlite at a million residents
 * reading the sample's ~270 pages cost 10-30 ms of every search (20-45 ms at 100,000). A village whose
 * number of residents has moved by more than SAMPEL_SELISIH since takes a new one. Not at every
 * change: an office adding a resident every few seconds made nearly every search read a new sample
 * (issue 15, `pnpm bench:load`), while the estimate scales the sample's share by today's size anyway,
 * and 1 % more residents or a name corrected moves it by about as much. Only the estimate reads a
 * sample, never a page or a count, and only for its own village.
 */
const SAMPEL_UMUR_MS = 10 * 60_000;
const SAMPEL_SELISIH = 0.01;
const SAMPEL_DESA_MAKS = 64;
const sampelSimpan = new Map<string, Sampel>();

async function sampelDesa(db: DbOrTx, desaId: string, villageSize: number): Promise<Sampel> {
  const now = Date.now();
  const kept = sampelSimpan.get(desaId);
  if (kept && Math.abs(kept.ukuran - villageSize) <= kept.ukuran * SAMPEL_SELISIH && now - kept.diambil < SAMPEL_UMUR_MS) return kept;
  const [table] = rowsOf<{ n: unknown }>(await db.execute(sql`select greatest(reltuples, 1)::float8 as n from pg_class where oid = 'penduduk'::regclass`));
  // Enough pages for ~SAMPEL rows of the whole table (the same pages each time); the village's share of them.
  const percent = Math.min(100, Math.max(0.01, (SAMPEL * 100) / Number(table?.n ?? 1)));
  let rows = rowsOf<{ sort_nama: string; nik: string }>(
    await db.execute(sql`select p.sort_nama, p.nik from penduduk p tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (1) where p.desa_id = ${desaId}`),
  );
  // In a regency the table's sample holds few of one village's rows (of 2.7 million in 390 villages,
  // ~250 of the largest, 135,000): then ~SAMPEL of the village's own, those whose id (a random UUID)
  // falls in the first SAMPEL / villageSize of the ids (issue 39).
  if (rows.length < SAMPEL_GENAP && villageSize > rows.length) {
    const batas = Math.min(0xffffffff, Math.floor((SAMPEL / villageSize) * 0x100000000)).toString(16).padStart(8, '0');
    rows = rowsOf<{ sort_nama: string; nik: string }>(
      await db.execute(sql`select p.sort_nama, p.nik from penduduk p where p.desa_id = ${desaId} and p.id < ${`${batas}-0000-0000-0000-000000000000`}::uuid`),
    );
  }
  const sampel: Sampel = { ukuran: villageSize, diambil: now, nama: rows.map((r) => String(r.sort_nama)), nik: rows.map((r) => String(r.nik)) };
  sampelSimpan.delete(desaId);
  if (sampelSimpan.size >= SAMPEL_DESA_MAKS) sampelSimpan.delete(sampelSimpan.keys().next().value!);
  sampelSimpan.set(desaId, sampel);
  return sampel;
}
