/**
 * Family cards: their public shape (each with its members, head first, and its entry documents),
 * locks and writes, the card list with its searches and its CSV. A card's member count and first
 * member are kept by the database (triggers on penduduk, migration 0005).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx, Reads } from '../db/client.js';
import { kartuKeluarga, keteranganMasuk, pendudukKeluar, keteranganKeluar } from '../db/schema.js';
import { csvChunks } from '../lib/csv.js';
import { countColumn, csvTable, numberColumn, textColumn } from '../lib/csv-columns.js';
import { storedNamesById } from './files.js';
import type { FileLinks } from '../lib/files.js';
import { BATAS_HITUNG, hitungTerbatas, inOrderOf, pageIds, pageSemuaCocok, withRows, type IdPage, type ListPlan, type PageQuery } from './paging.js';
import { loadAnggotaKeluarga } from './penduduk.js';
import { isDigits, numberPrefix } from '../lib/search.js';
import { kepadatanCari, namaCocok, PENCARIAN, type Kepadatan } from '../lib/search-nama.js';
import { hitungHimpunan, kataYangMemuat, MAKS_HIMPUNAN, pageDenganKata } from '../lib/search-kata.js';
import { statistikTotal } from './statistik.js';
import { pagePerKepala } from './kepala-kartu.js';
import { samaDesa } from './sama-desa.js';

export type KartuKeluargaRow = typeof kartuKeluarga.$inferSelect;
export type KartuKeluargaDto = Schemas['KartuKeluarga'];
export type KeteranganMasukDto = Schemas['KeteranganMasuk'];
export type KeteranganMasukRow = typeof keteranganMasuk.$inferSelect;
export type KartuKeluargaSort = Schemas['KartuKeluargaSort'];

export const KK_TIDAK_DITEMUKAN = 'Kartu keluarga tidak ditemukan';

/** The entry-document record as the contract shows it: the photos as signed links (null without `links`). */
export function keteranganMasukDto(km: KeteranganMasukRow, names: Map<string, string>, links?: FileLinks): KeteranganMasukDto {
  return {
    _id: km.id,
    foto_kk: links?.url(names.get(km.fotoKkId)) ?? null,
    foto_surat_masuk: links?.url(names.get(km.fotoSuratMasukId)) ?? null,
    createdAt: km.createdAt.toISOString(),
    updatedAt: km.updatedAt.toISOString(),
  };
}

/**
 * Cards by id, in the order of `ids`, each with its members (head first) and entry documents (their
 * photos as signed links when `links` is given).
 */
export async function loadKartuKeluargaByIds(db: DbOrTx, desaId: string, ids: string[], links?: FileLinks): Promise<KartuKeluargaDto[]> {
  if (ids.length === 0) return [];
  const [cards, anggota] = await Promise.all([
    db
      .select({ kk: kartuKeluarga, km: keteranganMasuk })
      .from(kartuKeluarga)
      .leftJoin(keteranganMasuk, samaDesa(eq(keteranganMasuk.kkId, kartuKeluarga.id), keteranganMasuk.desaId, kartuKeluarga.desaId))
      .where(and(eq(kartuKeluarga.desaId, desaId), inArray(kartuKeluarga.id, ids))),
    loadAnggotaKeluarga(db, desaId, ids),
  ]);
  const names = links ? await storedNamesById(db, cards.flatMap(({ km }) => (km ? [km.fotoKkId, km.fotoSuratMasukId] : []))) : new Map<string, string>();
  const byId = new Map<string, KartuKeluargaDto>(
    cards.map(({ kk, km }) => [
      kk.id,
      {
        _id: kk.id,
        no_kk: kk.noKk,
        anggota_keluarga: anggota.get(kk.id) ?? [],
        data_penduduk_masuk: km ? keteranganMasukDto(km, names, links) : null,
        createdAt: kk.createdAt.toISOString(),
        updatedAt: kk.updatedAt.toISOString(),
      },
    ]),
  );
  return inOrderOf(ids, byId);
}

export async function findKartuKeluarga(db: DbOrTx, desaId: string, id: string, links?: FileLinks): Promise<KartuKeluargaDto | undefined> {
  return (await loadKartuKeluargaByIds(db, desaId, [id], links))[0];
}

/** Locks the card: every change to its members takes this lock first, so they never deadlock. */
export async function lockKartuKeluarga(tx: DbOrTx, desaId: string, id: string): Promise<KartuKeluargaRow | undefined> {
  const [row] = await tx
    .select()
    .from(kartuKeluarga)
    .where(and(eq(kartuKeluarga.desaId, desaId), eq(kartuKeluarga.id, id)))
    .for('update');
  return row;
}

export async function insertKartuKeluarga(tx: DbOrTx, values: { desaId: string; noKk: string; dataMasuk: boolean }): Promise<KartuKeluargaRow> {
  const [row] = await tx.insert(kartuKeluarga).values(values).returning();
  return row as KartuKeluargaRow;
}

/** The member count of a card as the database keeps it (after a member change in this transaction). */
export async function jumlahAnggota(tx: DbOrTx, kkId: string): Promise<number> {
  const [row] = await tx.select({ jumlah: kartuKeluarga.jumlahAnggota }).from(kartuKeluarga).where(eq(kartuKeluarga.id, kkId));
  return row?.jumlah ?? 0;
}

/**
 * Deletes a card that has no member left, with what hangs off it: its entry documents and any
 * moved-out record left without people. Returns the file ids those owned (the caller deletes them).
 */
export async function deleteKartuKeluargaKosong(tx: DbOrTx, kkId: string): Promise<Array<string | null>> {
  const km = await tx.delete(keteranganMasuk).where(eq(keteranganMasuk.kkId, kkId)).returning();
  const records = await tx.select({ id: pendudukKeluar.id }).from(pendudukKeluar).where(eq(pendudukKeluar.kkId, kkId));
  const statements = records.length
    ? await tx.delete(keteranganKeluar).where(inArray(keteranganKeluar.pendudukKeluarId, records.map((r) => r.id))).returning()
    : [];
  if (records.length) await tx.delete(pendudukKeluar).where(eq(pendudukKeluar.kkId, kkId));
  await tx.delete(kartuKeluarga).where(eq(kartuKeluarga.id, kkId));
  return [...km.flatMap((k) => [k.fotoKkId, k.fotoSuratMasukId]), ...statements.map((s) => s.fotoPengusulId)];
}

// ------------------------------------------------------------------ list, search, CSV

/**
 * Card columns sort through the card's indexes; the first member's columns through the partial
 * indexes `penduduk_pertama_*` (one entry per card). Both give ids for a page without a join.
 */
const KK_SORT: Record<KartuKeluargaSort, { side: 'kk' | 'p'; expr: SQL; cast: string }> = {
  no_kk: { side: 'kk', expr: sql`k.no_kk`, cast: 'bpchar' },
  jumlah_anggota: { side: 'kk', expr: sql`k.jumlah_anggota`, cast: 'int' },
  createdAt: { side: 'kk', expr: sql`k.created_at`, cast: 'timestamptz' },
  nik: { side: 'p', expr: sql`p.nik`, cast: 'bpchar' },
  nama_lengkap: { side: 'p', expr: sql`p.sort_nama`, cast: 'text' },
  tempat_tanggal_lahir: { side: 'p', expr: sql`p.sort_ttl`, cast: 'text' },
  umur: { side: 'p', expr: sql`p.sort_umur`, cast: 'int' },
  alamat_asal: { side: 'p', expr: sql`p.sort_alamat`, cast: 'text' },
  jenis_kelamin: { side: 'p', expr: sql`p.jenis_kelamin`, cast: 'text' },
};

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
        : sql`k.id in (select px.kk_id from penduduk px where px.desa_id = ${desaId} and ${namaCocok(sql`px`, f.q, 'jarang')})`;
  }
}

/** A page of card ids: by a card column over the cards, or by a first member's column over first members. */
export async function pageKartuKeluargaIds(db: DbOrTx, desaId: string, filter: KartuKeluargaFilter, q: PageQuery<KartuKeluargaSort>): Promise<IdPage> {
  const sort = KK_SORT[q.sort ?? 'createdAt'];
  const villageSize = await statistikTotal(db, desaId, 'penduduk');
  const walk = compileFilter(desaId, filter, 'padat');
  const plan = (where: SQL | undefined): ListPlan =>
    sort.side === 'kk'
      ? { from: sql`kartu_keluarga k where k.desa_id = ${desaId} ${where ? sql`and ${where}` : sql``}`, id: sql`k.id`, sort: sort.expr }
      : {
          from: sql`penduduk p ${where ? sql`join kartu_keluarga k on k.id = p.kk_id and k.desa_id = p.desa_id` : sql``}
            where p.desa_id = ${desaId} and p.anggota_pertama ${where ? sql`and ${where}` : sql``}`,
          id: sql`p.kk_id`,
          tie: sql`p.id`,
          sort: sort.expr,
        };
  if (!walk) {
    const total = statistikTotal(db, desaId, 'kartuKeluarga');
    return sort.side === 'kk' ? pageIds(db, q, { ...plan(undefined), total }) : pagePerKepala(db, desaId, q, sort.expr, undefined, total);
  }
  if (filter.kind === 'noKk') {
    // A range of (desa_id, no_kk), counted off that index up to the bound whatever the density. Up to
    // it: all of them, sorted; past it: "more than", the sort index walked, which meets them soon.
    const hitung = await hitungTerbatas(db, sql`kartu_keluarga k where k.desa_id = ${desaId} and ${walk}`);
    if (!hitung.terbatas) return pageSemuaCocok(db, q, plan(walk));
    return pageIds(db, q, { ...plan(walk), total: Promise.resolve(hitung.total), terbatas: true });
  }
  const term = filter.kind === 'q' ? filter.q : '';
  // A search takes the way its density asks for (lib/search-nama.ts), sampled on the members' side.
  // The sample counts members: the bound in members is the card bound times the members of a card.
  const perKartu = Math.max(1, villageSize / Math.max(1, await statistikTotal(db, desaId, 'kartuKeluarga')));
  const cara = await kepadatanCari(db, desaId, term, villageSize, BATAS_HITUNG * perKartu);
  if (cara.kepadatan === 'jarang') {
    // Few names, but in a large village maybe thousands of cards ('nurul'): the cards of the words
    // holding it (lib/search-kata.ts), a condition on the card's id alone (by a first member's column
    // asked of p.kk_id, no join to the card), counted up to the bound.
    const kata = !isDigits(term) && villageSize >= PENCARIAN.desaBesar ? await kataYangMemuat(db, desaId, term) : undefined;
    const kartu = kata && (await hitungHimpunan(db, desaId, kata, MAKS_HIMPUNAN.urutanLain, 'kk_id'));
    if (!kata || kartu === undefined) return pageSemuaCocok(db, q, plan(compileFilter(desaId, filter, 'jarang')));
    return pageDenganKata(db, q, desaId, kata, { kolom: 'kk_id', n: kartu }, (punya) =>
      sort.side === 'kk' ? plan(punya(sql`k.id`)) : { ...plan(undefined), from: sql`penduduk p where p.desa_id = ${desaId} and p.anggota_pertama and ${punya(sql`p.kk_id`)}` },
    );
  }
  // Many: cards counted up to BATAS_HITUNG ("more than" past it, known already when the sample is sure), pages read from the front.
  const hitung = cara.lewatBatas ? { total: BATAS_HITUNG, terbatas: true } : await hitungTerbatas(db, sql`kartu_keluarga k where k.desa_id = ${desaId} and ${walk}`);
  if (!hitung.terbatas) return pageSemuaCocok(db, q, plan(walk));
  return pageIds(db, q, { ...plan(walk), total: Promise.resolve(hitung.total), terbatas: true, jalan: true });
}

export async function listKartuKeluarga(db: DbOrTx, desaId: string, filter: KartuKeluargaFilter, q: PageQuery<KartuKeluargaSort>, links?: FileLinks) {
  return withRows(await pageKartuKeluargaIds(db, desaId, filter, q), (ids) => loadKartuKeluargaByIds(db, desaId, ids, links));
}

/** data_kartu_keluarga_{date}.csv: one card with its first member, over `kartu_keluarga k` and `p`. */
export const KK_CSV = csvTable([
  numberColumn('Nomor KK', sql`k.no_kk`),
  numberColumn('NIK', sql`p.nik`),
  textColumn('Nama Lengkap', sql`p.nama_lengkap`),
  textColumn('Jenis Kelamin', sql`p.jenis_kelamin`),
  textColumn('Tempat Tgl. Lahir', sql`p.tempat_tanggal_lahir`),
  textColumn('Umur', sql`p.umur`),
  textColumn('Alamat', sql`p.alamat_asal`),
  countColumn('Jumlah Anggota', sql`k.jumlah_anggota`),
]);

/** One row per card with its first member, as CSV chunks in the list's order (see csvChunks); `line` another form of KK_CSV's row. */
export function kartuKeluargaCsv(
  read: Reads,
  desaId: string,
  filter: KartuKeluargaFilter,
  sortKey: KartuKeluargaSort = 'createdAt',
  order: 'asc' | 'desc' = 'asc',
  batchSize?: number,
  line: SQL = KK_CSV.line,
): AsyncGenerator<string> {
  const sort = KK_SORT[sortKey];
  const where = compileFilter(desaId, filter, 'padat');
  return csvChunks(
    read,
    {
      line,
      from: sql`kartu_keluarga k join penduduk p on p.kk_id = k.id and p.desa_id = k.desa_id and p.anggota_pertama`,
      where: where ? [sql`k.desa_id = ${desaId}`, where] : [sql`k.desa_id = ${desaId}`],
      sort: sort.expr,
      cast: sort.cast,
      tie: sort.side === 'kk' ? sql`k.id` : sql`p.id`,
      order,
    },
    batchSize,
  );
}
