/**
 * A name search in a large village, through the words of the names (migration 0013, issue 15). The
 * rule stays the one of data/cari/nama.ts: `sort_nama` holds the lower-cased term. A term without a
 * space is in a name exactly when it is in one of the name's words (sort_nama split at spaces), so the
 * matches are the residents of the village's words that hold the term (kataYangMemuat), and each
 * word's residents come in name order from penduduk_kata's key (village, word, sort_nama, id, card):
 *
 * - sorted by name, a page is a merge of those runs, the first offset + limit of each, whatever the
 *   density (pageNamaPerKata): 'siti', in 3 % of a million names but only from the S's on, no longer
 *   walks 680,000 names of the name index to meet them;
 * - in another order, or for the family cards, the list's sort index is walked against the set of
 *   those residents or their cards, when it is small enough to hash (hitungHimpunan, pageDenganKata).
 *
 * A term with a space ('agus pra') runs across words: a name holding it has a word ending in 'agus'
 * followed by one starting with 'pra'. Sorted by name, it is answered through one of its parts' words,
 * each name of their runs checked against the whole term (KataCari.saring), off the same key. Its set
 * (and its count) comes, for a term of two parts, off the pairs of adjacent words (migration 0021,
 * KataCari.pasangan): only the names with such a pair, not every name of one part's words.
 *
 * A name holding two such words ('siti sitiawati') is in two runs; it is kept in the first word's and
 * left out of the later ones (each run skips names holding an earlier word), so the merge has no
 * duplicates and needs no DISTINCT, which would stop the planner merging.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { BATAS_HITUNG, direction, pageIds, pageSemuaCocok, paging, rowsOf, type IdPage, type ListPlan, type PageQuery } from '../paging.js';
import { textArr } from '../pg-array.js';
import { containsPattern, escapeLike } from './dasar.js';

/**
 * More words than this holding the term (a letter, a common syllable) and the merge is left to the
 * other ways (data/cari/nama.ts), which meet such dense matches early in the name index anyway.
 */
export const MAKS_KATA = 24;

/**
 * What the words can answer of a term: the village's words one of which every matching name holds,
 * and, when holding one is not enough (a term with a space), the whole term, which each name of their
 * runs is then checked against (`sort_nama LIKE`, off penduduk_kata's key).
 */
export interface KataCari {
  kata: string[];
  saring?: string;
  /** A term of two parts: the words of each (`kata` ending in the first, `lanjut` starting with the second). */
  pasangan?: { kata: string[]; lanjut: string[] };
}

/**
 * The parts of a term split at its spaces, each with what a matching name's word must be: a term
 * 'agus pra' runs across words, so a name holding it has a word ending in 'agus' followed by one
 * starting with 'pra'; a part between two spaces is a whole word. The LIKE pattern of each part.
 */
function polaBagian(term: string): { pola: string; utuh: boolean; panjang: number }[] {
  const bagian = term.split(' ');
  const akhir = bagian.length - 1;
  return bagian.flatMap((b, i) => {
    if (b === '') return [];
    const e = escapeLike(b);
    const pola = akhir === 0 ? `%${e}%` : i === 0 ? `%${e}` : i === akhir ? `${e}%` : e;
    return [{ pola, utuh: i > 0 && i < akhir, panjang: b.length }];
  });
}

/**
 * The village's words holding `term` (kataYangMemuat), or undefined when the words cannot answer it:
 * more than MAKS_KATA words hold it. A term with a space is answered through one of its parts (a
 * whole word first, else the longest: the fewest names) and checked whole on each name.
 */
export async function kataYangMemuat(db: DbOrTx, desaId: string, term: string): Promise<KataCari | undefined> {
  const bagian = polaBagian(term);
  const kosakata = async (pola: string): Promise<string[] | undefined> => {
    const rows = rowsOf<{ kata: string }>(
      await db.execute(sql`select kata from kata_nama_desa where desa_id = ${desaId} and kata like lower(${pola})
        order by kata limit ${MAKS_KATA + 1}`),
    );
    return rows.length > MAKS_KATA ? undefined : rows.map((r) => String(r.kata));
  };
  for (const b of [...bagian].sort((x, y) => Number(y.utuh) - Number(x.utuh) || y.panjang - x.panjang)) {
    const kata = await kosakata(b.pola);
    if (!kata) continue;
    if (!term.includes(' ')) return { kata };
    const cari = { kata, saring: containsPattern(term) };
    // Two parts around one space: a word ending in the first directly followed by one starting with
    // the second, exactly the names `saring` keeps (neither part can hold a space).
    const [kiri, kanan] = bagian;
    if (bagian.length !== 2 || term.split(' ').length !== 2 || !kiri || !kanan) return cari;
    const kataKiri = kiri === b ? kata : await kosakata(kiri.pola);
    const kataKanan = kanan === b ? kata : await kosakata(kanan.pola);
    return kataKiri && kataKanan ? { ...cari, pasangan: { kata: kataKiri, lanjut: kataKanan } } : cari;
  }
  return undefined;
}

/** `sort_nama` of `alias` holds the whole term, for a term the words alone do not answer. */
const saringNama = (cari: KataCari, alias = sql``): SQL => (cari.saring === undefined ? sql`` : sql` and ${alias}sort_nama like lower(${cari.saring})`);

/** The runs of the words, each its first `take` names in the order `d`, a name only in its first word's run. */
function runs(desaId: string, cari: KataCari, d: SQL, take: number): SQL {
  const { kata } = cari;
  const run = (w: string, i: number) => {
    const skip = i === 0 ? sql`` : sql` and not (string_to_array(sort_nama, ' ') && ${textArr(kata.slice(0, i))})`;
    return sql`(select sort_nama, penduduk_id, kk_id from penduduk_kata where desa_id = ${desaId} and kata = ${w}${skip}${saringNama(cari)}
      order by sort_nama ${d}, penduduk_id ${d} limit ${take})`;
  };
  return sql.join(kata.map(run), sql` union all `);
}

/**
 * A page of the residents whose names hold the term through its words (kataYangMemuat), sorted by
 * name, and their count up to BATAS_HITUNG ("more than" past it, as every large search: data/paging.ts).
 */
export async function pageNamaPerKata(db: DbOrTx, desaId: string, cari: KataCari, q: PageQuery): Promise<IdPage> {
  if (cari.kata.length === 0) return { ids: [], total: 0 };
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const ids = await db.execute(sql`select penduduk_id as id from (${runs(desaId, cari, d, offset + limit)}) m
    order by sort_nama ${d}, penduduk_id ${d} limit ${limit} offset ${offset}`);
  const { penduduk: n } = await hitungPendudukKata(db, desaId, cari);
  return {
    ids: rowsOf<{ id: string }>(ids).map((r) => String(r.id)),
    ...(n > BATAS_HITUNG ? { total: BATAS_HITUNG, terbatas: true } : { total: n }),
  };
}

/**
 * The residents of the runs counted up to `batas` + 1 (each in one run only: no DISTINCT, which would
 * read them all), and with `kolom` 'kk_id' their cards in the same pass (exact when the residents are
 * within the bound).
 */
async function hitungPendudukKata(db: DbOrTx, desaId: string, cari: KataCari, batas = BATAS_HITUNG, kolom: KolomKata = 'penduduk_id'): Promise<{ penduduk: number; kartu: number }> {
  if (cari.kata.length === 0) return { penduduk: 0, kartu: 0 };
  const kartu = kolom === 'kk_id' ? sql`count(distinct kk_id)::int` : sql`0`;
  if (cari.pasangan) {
    // A name with two such pairs ('agus pratama agus prasetyo') is two rows: counted once. Past the
    // bound in rows, the residents are taken as past it too: only a set within a few names of the bound,
    // holding such names, is then walked instead of hashed, or shown as "more than" the bound it meets.
    const r = await db.execute(sql`select count(*)::int as baris, count(distinct penduduk_id)::int as n, ${kartu} as kartu
      from (${pasangan(desaId, cari.pasangan, sql`penduduk_id, kk_id`)} limit ${batas + 1}) x`);
    const row = rowsOf<{ baris: unknown; n: unknown; kartu: unknown }>(r)[0];
    const baris = Number(row?.baris ?? 0);
    return { penduduk: baris > batas ? baris : Number(row?.n ?? 0), kartu: Number(row?.kartu ?? 0) };
  }
  const r = await db.execute(sql`select count(*)::int as n, ${kartu} as kartu from (select kk_id from (${runs(desaId, cari, direction('asc'), batas + 1)}) m limit ${batas + 1}) x`);
  const row = rowsOf<{ n: unknown; kartu: unknown }>(r)[0];
  return { penduduk: Number(row?.n ?? 0), kartu: Number(row?.kartu ?? 0) };
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

/**
 * The size of the words' set of matching residents, or of their cards (a card of several matching
 * members once), counted off the key in one pass, when the residents number at most `batas` (else
 * undefined: too many to hash).
 */
export async function hitungHimpunan(db: DbOrTx, desaId: string, cari: KataCari, batas: number, kolom: KolomKata): Promise<number | undefined> {
  const n = await hitungPendudukKata(db, desaId, cari, batas, kolom);
  if (n.penduduk > batas) return undefined;
  return kolom === 'kk_id' ? n.kartu : n.penduduk;
}

/** What a set of penduduk_kata gives: its residents, or their cards (the key's last column). */
export type KolomKata = 'penduduk_id' | 'kk_id';

/** The rows of the pairs of a term of two parts, off penduduk_pasangan_kata's key alone. */
const pasangan = (desaId: string, p: NonNullable<KataCari['pasangan']>, kolom: SQL) =>
  sql`select ${kolom} from penduduk_pasangan_kata pp where pp.desa_id = ${desaId} and pp.kata = any(${textArr(p.kata)}) and pp.lanjut = any(${textArr(p.lanjut)})`;

/** The matching residents (or their cards) of the words, off penduduk_kata's key (or the pairs') alone. */
const himpunan = (desaId: string, cari: KataCari, kolom: KolomKata) =>
  cari.pasangan
    ? pasangan(desaId, cari.pasangan, sql`pp.${sql.raw(kolom)}`)
    : sql`select pk.${sql.raw(kolom)} from penduduk_kata pk where pk.desa_id = ${desaId} and pk.kata = any(${textArr(cari.kata)})${saringNama(cari, sql`pk.`)}`;

/**
 * `id` (a resident's or a card's) is in the set, in the shape the page needs. `jalan`, past the bound,
 * where a page walks a sort index and stops: IS TRUE keeps it a hashed set the walk checks (a plain IN
 * becomes a join, and the planner fetched every match and sorted them all: 'nurul', 11,000 cards of a
 * million residents, 0.12 s). `semua`, up to the bound, where all of them are read and sorted: the
 * plain IN, joined from the few matches (as a hashed set the planner would read the whole village).
 */
function denganKata(desaId: string, cari: KataCari, kolom: KolomKata, id: SQL, bentuk: 'jalan' | 'semua'): SQL {
  const di = sql`${id} in (${himpunan(desaId, cari, kolom)})`;
  return bentuk === 'jalan' ? sql`(${di}) is true` : di;
}

/**
 * A page of a list restricted to the residents (or cards) whose names hold the term through its words,
 * in any sort: `n`, the set's size in `kolom` as hitungHimpunan counted it; up to BATAS_HITUNG all of
 * them sorted, past it the list's sort index walked ("more than", as every large search). `plan` builds
 * the list with the condition on its id column (`punya(sql\`p.id\`)`).
 */
export async function pageDenganKata(
  db: DbOrTx,
  q: PageQuery,
  desaId: string,
  cari: KataCari,
  { kolom, n }: { kolom: KolomKata; n: number },
  plan: (punya: (id: SQL) => SQL) => ListPlan,
): Promise<IdPage> {
  // No word of the village holds the term: nobody's name does.
  if (n === 0) return { ids: [], total: 0 };
  if (n <= BATAS_HITUNG) return pageSemuaCocok(db, q, plan((id) => denganKata(desaId, cari, kolom, id, 'semua')));
  return pageIds(db, q, { ...plan((id) => denganKata(desaId, cari, kolom, id, 'jalan')), total: Promise.resolve(BATAS_HITUNG), terbatas: true });
}
