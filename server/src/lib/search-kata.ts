/**
 * A name search in a large village, through the words of the names (migration 0013, issue 15). The
 * rule stays the one of lib/search-nama.ts: `sort_nama` holds the lower-cased term. A term without a
 * space is in a name exactly when it is in one of the name's words (sort_nama split at spaces), so the
 * matches are the residents of the village's words that hold the term (kataYangMemuat), and each
 * word's residents come in name order from penduduk_kata's key (village, word, sort_nama, id, card):
 *
 * - sorted by name, a page is a merge of those runs, the first offset + limit of each, whatever the
 *   density (pageNamaPerKata): 'siti', in 3 % of a million names but only from the S's on, no longer
 *   walks 680,000 names of the name index to meet them;
 * - in another order, or for the family cards, the list's sort index is walked against the set of
 *   those residents or their cards, when it is small enough to hash (pageDenganKata, himpunanKecil).
 *
 * A name holding two such words ('siti sitiawati') is in two runs; it is kept in the first word's and
 * left out of the later ones (each run skips names holding an earlier word), so the merge has no
 * duplicates and needs no DISTINCT, which would stop the planner merging.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { BATAS_HITUNG, direction, pageIds, pageSemuaCocok, paging, rowsOf, type IdPage, type ListPlan, type PageQuery } from './paging.js';
import { textArr } from './pg-array.js';
import { containsPattern } from './search.js';

/**
 * More words than this holding the term (a letter, a common syllable) and the merge is left to the
 * other ways (lib/search-nama.ts), which meet such dense matches early in the name index anyway.
 */
export const MAKS_KATA = 24;

/**
 * The village's words holding `term`, or undefined when the words cannot answer it: a term with a
 * space (it may run across two words) or more than MAKS_KATA words hold it.
 */
export async function kataYangMemuat(db: DbOrTx, desaId: string, term: string): Promise<string[] | undefined> {
  if (term === '' || term.includes(' ')) return undefined;
  const rows = rowsOf<{ kata: string }>(
    await db.execute(sql`select kata from kata_nama_desa where desa_id = ${desaId} and kata like lower(${containsPattern(term)})
      order by kata limit ${MAKS_KATA + 1}`),
  );
  return rows.length > MAKS_KATA ? undefined : rows.map((r) => String(r.kata));
}

/** The runs of `kata`, each its first `take` names in the order `d`, a name only in its first word's run. */
function runs(desaId: string, kata: string[], d: SQL, take: number): SQL {
  const run = (w: string, i: number) => {
    const skip = i === 0 ? sql`` : sql` and not (string_to_array(sort_nama, ' ') && ${textArr(kata.slice(0, i))})`;
    return sql`(select sort_nama, penduduk_id from penduduk_kata where desa_id = ${desaId} and kata = ${w}${skip}
      order by sort_nama ${d}, penduduk_id ${d} limit ${take})`;
  };
  return sql.join(kata.map(run), sql` union all `);
}

/**
 * A page of the residents whose names hold one of `kata` (kataYangMemuat), sorted by name, and their
 * count up to BATAS_HITUNG ("more than" past it, as every large search: lib/paging.ts).
 */
export async function pageNamaPerKata(db: DbOrTx, desaId: string, kata: string[], q: PageQuery): Promise<IdPage> {
  if (kata.length === 0) return { ids: [], total: 0 };
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const ids = await db.execute(sql`select penduduk_id as id from (${runs(desaId, kata, d, offset + limit)}) m
    order by sort_nama ${d}, penduduk_id ${d} limit ${limit} offset ${offset}`);
  const n = await hitungPendudukKata(db, desaId, kata);
  return {
    ids: rowsOf<{ id: string }>(ids).map((r) => String(r.id)),
    ...(n > BATAS_HITUNG ? { total: BATAS_HITUNG, terbatas: true } : { total: n }),
  };
}

/** The residents of the runs counted up to `batas` + 1 (each in one run only: no DISTINCT, which would read them all). */
async function hitungPendudukKata(db: DbOrTx, desaId: string, kata: string[], batas = BATAS_HITUNG): Promise<number> {
  if (kata.length === 0) return 0;
  const r = await db.execute(sql`select count(*)::int as n from (select 1 from (${runs(desaId, kata, direction('asc'), batas + 1)}) m limit ${batas + 1}) x`);
  return Number(rowsOf<{ n: unknown }>(r)[0]?.n ?? 0);
}

/**
 * Up to how many residents a set of the words' residents (or their cards) is hashed for the walk of a
 * sort index: building it costs ~1 µs a resident (54,000 Sitis: ~55 ms). Past it ('w', 'ri': a third of
 * a village) the walk checks each row's own name instead and meets them at once. In the default order
 * (creation, the order rows lie in) that walk is cheap for any common name, so only a smaller set is
 * worth hashing; in another order the walk can pass half a village first (the Sitis sorted by NIK, all
 * women's: 3 s), so a larger one is.
 */
export const MAKS_HIMPUNAN = { urutanBawaan: 20_000, urutanLain: 60_000 };

/** The words' residents number at most `batas`, counted off the key. */
export async function himpunanKecil(db: DbOrTx, desaId: string, kata: string[], batas: number): Promise<boolean> {
  return (await hitungPendudukKata(db, desaId, kata, batas)) <= batas;
}

/** What a set of penduduk_kata gives: its residents, or their cards (the key's last column). */
export type KolomKata = 'penduduk_id' | 'kk_id';

/** The residents (or their cards) of the runs of `kata`, off penduduk_kata's key alone. */
const himpunan = (desaId: string, kata: string[], kolom: KolomKata) =>
  sql`select pk.${sql.raw(kolom)} from penduduk_kata pk where pk.desa_id = ${desaId} and pk.kata = any(${textArr(kata)})`;

/**
 * `id` (a resident's or a card's) is in the set, in the shape the page needs. `jalan`, past the bound,
 * where a page walks a sort index and stops: IS TRUE keeps it a hashed set the walk checks (a plain IN
 * becomes a join, and the planner fetched every match and sorted them all: 'nurul', 11,000 cards of a
 * million residents, 0.12 s). `semua`, up to the bound, where all of them are read and sorted: the
 * plain IN, joined from the few matches (as a hashed set the planner would read the whole village).
 */
function denganKata(desaId: string, kata: string[], kolom: KolomKata, id: SQL, bentuk: 'jalan' | 'semua'): SQL {
  const di = sql`${id} in (${himpunan(desaId, kata, kolom)})`;
  return bentuk === 'jalan' ? sql`(${di}) is true` : di;
}

/**
 * A page of a list restricted to the residents (or cards) whose names hold a word of `kata`, in any
 * sort: counted off the key up to BATAS_HITUNG (every id of the runs is one of the village), then all
 * of them sorted, or past the bound the list's sort index walked ("more than", as every large search).
 * `plan` builds the list with the condition on its id column (`punya(sql\`p.id\`)`).
 */
export async function pageDenganKata(
  db: DbOrTx,
  q: PageQuery,
  desaId: string,
  kata: string[],
  kolom: KolomKata,
  plan: (punya: (id: SQL) => SQL) => ListPlan,
): Promise<IdPage> {
  // No word of the village holds the term: nobody's name does.
  if (kata.length === 0) return { ids: [], total: 0 };
  // A card of several matching members is in the set several times: its cards are counted distinct.
  const n =
    kolom === 'penduduk_id'
      ? await hitungPendudukKata(db, desaId, kata)
      : Number(rowsOf<{ n: unknown }>(await db.execute(sql`select count(*)::int as n from (select distinct x.id from (${himpunan(desaId, kata, kolom)}) x(id) limit ${BATAS_HITUNG + 1}) c`))[0]?.n ?? 0);
  if (n <= BATAS_HITUNG) return pageSemuaCocok(db, q, plan((id) => denganKata(desaId, kata, kolom, id, 'semua')));
  return pageIds(db, q, { ...plan((id) => denganKata(desaId, kata, kolom, id, 'jalan')), total: Promise.resolve(BATAS_HITUNG), terbatas: true });
}
