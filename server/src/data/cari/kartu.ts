/**
 * The family cards' search planner: which way a search of the cards takes (README.md, "The paths"),
 * for the card list and the No. KK search, and the condition of their export. Moved here from
 * data/kartu-keluarga.ts (issue 34); the list keeps its sort keys, its unfiltered pages and its rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { BATAS_HITUNG, hitungTerbatas, pageIds, pageSemuaCocok, type IdPage, type ListPlan, type PageQuery } from '../paging.js';
import { statistikTotal } from '../statistik.js';
import { isDigits, numberPrefix } from './dasar.js';
import { hitungHimpunan, kataYangMemuat, MAKS_HIMPUNAN, pageDenganKata } from './kata.js';
import { kepadatanCari, namaCocok, PENCARIAN, type Kepadatan } from './nama.js';

export type KartuKeluargaFilter =
  | { kind: 'semua' }
  /** The list's search: digits match No. KK or a member's NIK by prefix; text a member's name. */
  | { kind: 'q'; q: string }
  | { kind: 'noKk'; prefix: string };

/** A condition on the card `k`, or undefined for all cards; a member's name in the shape `kepadatan`. */
function compileFilter(desaId: string, f: KartuKeluargaFilter, kepadatan: Kepadatan): SQL | undefined {
  switch (f.kind) {
    case 'semua':
      return undefined;
    case 'noKk':
      return numberPrefix(sql`k.no_kk`, f.prefix);
    case 'q':
      // Padat: each card walked asks its own members (OFFSET 0 keeps the probe per card: as a join the
      // planner would gather every matching member of the village first). Jarang: the matches through
      // their indexes, a union for digits.
      if (isDigits(f.q)) {
        return kepadatan === 'padat'
          ? sql`(${numberPrefix(sql`k.no_kk`, f.q)} or exists (select 1 from penduduk px where px.kk_id = k.id and ${numberPrefix(sql`px.nik`, f.q)} offset 0))`
          : sql`k.id in (select kx.id from kartu_keluarga kx where kx.desa_id = ${desaId} and ${numberPrefix(sql`kx.no_kk`, f.q)}
              union select px.kk_id from penduduk px where px.desa_id = ${desaId} and ${numberPrefix(sql`px.nik`, f.q)})`;
      }
      return kepadatan === 'padat'
        ? sql`exists (select 1 from penduduk px where px.kk_id = k.id and ${namaCocok(sql`px`, f.q, 'padat')} offset 0)`
        : sql`k.id in (select px.kk_id from penduduk px where px.desa_id = ${desaId} and ${namaCocok(sql`px`, f.q, kepadatan)})`;
  }
}

/** The filter's condition on the card `k` for a read of every match (an export): the padat shape. */
export const saringKartu = (desaId: string, filter: KartuKeluargaFilter): SQL | undefined => compileFilter(desaId, filter, 'padat');

/** How the card list builds its page for a condition: on the card `k`, or on its id (as the words' set asks). */
export interface RencanaKartu {
  /** The list with a condition on `k` (joined where the sort is a first member's column). */
  dengan: (where: SQL | undefined) => ListPlan;
  /** The list with a condition on the card's id column alone (`punya(sql\`k.id\`)` or `p.kk_id`): no join. */
  denganId: (punya: (id: SQL) => SQL) => ListPlan;
}

/**
 * A page of card ids matching `filter` (not 'semua': the list pages those itself). A No. KK prefix is
 * a range of (desa_id, no_kk), counted off that index up to the bound whatever the density; the search
 * box takes the way its density asks for (nama.ts), sampled on the members' side.
 */
export async function pageCariKartu(db: DbOrTx, desaId: string, filter: Exclude<KartuKeluargaFilter, { kind: 'semua' }>, q: PageQuery, rencana: RencanaKartu): Promise<IdPage> {
  const walk = compileFilter(desaId, filter, 'padat');
  if (filter.kind === 'noKk') {
    // Up to the bound: all of them, sorted; past it: "more than", the sort index walked, which meets them soon.
    const hitung = await hitungTerbatas(db, sql`kartu_keluarga k where k.desa_id = ${desaId} and ${walk}`);
    if (!hitung.terbatas) return pageSemuaCocok(db, q, rencana.dengan(walk));
    return pageIds(db, q, { ...rencana.dengan(walk), total: Promise.resolve(hitung.total), terbatas: true });
  }
  const term = filter.q;
  const villageSize = await statistikTotal(db, desaId, 'penduduk');
  // The sample counts members: the bound in members is the card bound times the members of a card.
  const perKartu = Math.max(1, villageSize / Math.max(1, await statistikTotal(db, desaId, 'kartuKeluarga')));
  const cara = await kepadatanCari(db, desaId, term, villageSize, BATAS_HITUNG * perKartu);
  if (cara.kepadatan !== 'padat') {
    // Few names (or a small village's, kecil), but in a large village maybe thousands of cards ('nurul'): the cards of the words
    // holding it (kata.ts), a condition on the card's id alone (by a first member's column asked of
    // p.kk_id, no join to the card), counted up to the bound.
    const kata = !isDigits(term) && villageSize >= PENCARIAN.desaBesar ? await kataYangMemuat(db, desaId, term) : undefined;
    const kartu = kata && (await hitungHimpunan(db, desaId, kata, MAKS_HIMPUNAN.urutanLain, 'kk_id'));
    if (!kata || kartu === undefined) return pageSemuaCocok(db, q, rencana.dengan(compileFilter(desaId, filter, cara.kepadatan)));
    return pageDenganKata(db, q, desaId, kata, { kolom: 'kk_id', n: kartu }, rencana.denganId);
  }
  // Many: cards counted up to BATAS_HITUNG ("more than" past it, known already when the sample is sure), pages read from the front.
  const hitung = cara.lewatBatas ? { total: BATAS_HITUNG, terbatas: true } : await hitungTerbatas(db, sql`kartu_keluarga k where k.desa_id = ${desaId} and ${walk}`);
  if (!hitung.terbatas) return pageSemuaCocok(db, q, rencana.dengan(walk));
  return pageIds(db, q, { ...rencana.dengan(walk), total: Promise.resolve(hitung.total), terbatas: true, jalan: true });
}
