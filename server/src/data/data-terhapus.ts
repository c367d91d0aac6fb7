/**
 * Data Terhapus (docs/adr/0012-data-terhapus.md): the entries, the rows the database wrote down for
 * each (trigger `data_terhapus_catat`, migration 0007) and the replay that puts them back.
 */
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { dataTerhapus, dataTerhapusBaris, files } from '../db/schema.js';
import { listPage, rowsOf } from './paging.js';
import { searchCondition, type DaftarOpsi } from './cari/index.js';

export type DataTerhapusDto = Schemas['DataTerhapus'];
export type JenisDataTerhapus = Schemas['JenisDataTerhapus'];
export type DataTerhapusSort = Schemas['DataTerhapusSort'];
export type DataTerhapusRow = typeof dataTerhapus.$inferSelect;
export type BarisRow = typeof dataTerhapusBaris.$inferSelect;

export const DATA_TERHAPUS_TIDAK_DITEMUKAN = 'Data terhapus tidak ditemukan';

/** How long a deleted record is kept (the default of data_terhapus.dihapus_permanen_pada says the same). */
export const HARI_DISIMPAN = 30;

export interface EntriBaru {
  desaId: string;
  jenis: JenisDataTerhapus;
  judul: string;
  keterangan: string;
  ikutTerhapus: string[];
  alasan: string;
  entitasId: string;
  dihapusOlehId: string | null;
  dihapusOlehNama: string;
}

/**
 * The entry of a delete, and from here on in this transaction every row the registry tables lose or
 * change is written down under it (sid.data_terhapus_id, read by the trigger). Call before the delete.
 */
export async function mulaiCatat(tx: DbOrTx, entri: EntriBaru): Promise<string> {
  const [row] = await tx.insert(dataTerhapus).values(entri).returning({ id: dataTerhapus.id });
  const id = (row as { id: string }).id;
  await tx.execute(sql`select set_config('sid.data_terhapus_id', ${id}, true)`);
  return id;
}

/** What the delete learnt while deleting (a card that went with its last member). */
export async function ubahEntri(tx: DbOrTx, id: string, ubah: Partial<Pick<EntriBaru, 'jenis' | 'judul' | 'keterangan' | 'entitasId'>>): Promise<void> {
  await tx.update(dataTerhapus).set(ubah).where(eq(dataTerhapus.id, id));
}

/** Stops writing down (the rest of the request's transaction is not the delete's). */
export async function selesaiCatat(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('sid.data_terhapus_id', '', true)`);
}

function toDto(r: DataTerhapusRow): DataTerhapusDto {
  return {
    _id: r.id,
    jenis: r.jenis,
    judul: r.judul,
    keterangan: r.keterangan,
    ikut_terhapus: r.ikutTerhapus,
    alasan: r.alasan,
    dihapus_oleh: r.dihapusOlehNama,
    dihapus_pada: r.dihapusPada.toISOString(),
    dihapus_permanen_pada: r.dihapusPermanenPada.toISOString(),
  };
}

export async function loadDataTerhapusByIds(db: DbOrTx, desaId: string, ids: string[]): Promise<DataTerhapusDto[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(dataTerhapus)
    .where(and(eq(dataTerhapus.desaId, desaId), inArray(dataTerhapus.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, toDto(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is DataTerhapusDto => r !== undefined);
}

const SORT: Record<DataTerhapusSort, SQL> = {
  dihapus_pada: sql`dt.dihapus_pada`,
  jenis: sql`dt.jenis`,
};

/** The list's filter: the search box (title, details and reason) and the kind. */
export type DataTerhapusFilter = { q?: string | undefined; jenis?: JenisDataTerhapus | undefined };

/** The entries still kept, newest first unless told otherwise; `q` over title, details and reason. */
export async function listDataTerhapus(
  db: DbOrTx,
  desaId: string,
  { filter, ...q }: DaftarOpsi<DataTerhapusFilter, DataTerhapusSort>,
): Promise<{ rows: DataTerhapusDto[]; total: number }> {
  const cari = searchCondition(filter.q, { text: [sql`dt.judul`, sql`dt.keterangan`, sql`dt.alasan`] });
  const where = [sql`dt.desa_id = ${desaId}`, sql`dt.dihapus_permanen_pada > now()`];
  if (filter.jenis) where.push(sql`dt.jenis = ${filter.jenis}`);
  if (cari) where.push(cari);
  // Without a sort the list is newest first (the contract fills `order` with its default, asc).
  const sort = q.sort ?? 'dihapus_pada';
  const order = q.sort ? (q.order ?? 'asc') : 'desc';
  return listPage(
    db,
    { ...q, order },
    { from: sql`data_terhapus dt where ${sql.join(where, sql` and `)}`, id: sql`dt.id`, sort: SORT[sort], tie: sort === 'jenis' ? sql`dt.dihapus_pada desc, dt.id` : sql`dt.id` },
    (ids) => loadDataTerhapusByIds(db, desaId, ids),
  );
}

/** An entry still kept, locked (FOR UPDATE): a restore and a purge of one entry take turns. */
export async function lockDataTerhapus(tx: DbOrTx, desaId: string, id: string): Promise<DataTerhapusRow | undefined> {
  const [row] = await tx
    .select()
    .from(dataTerhapus)
    .where(and(eq(dataTerhapus.id, id), eq(dataTerhapus.desaId, desaId), sql`${dataTerhapus.dihapusPermanenPada} > now()`))
    .for('update');
  return row;
}

/** The rows written down for an entry, the last change first (the order a replay undoes them in). */
export async function barisTerbalik(tx: DbOrTx, id: string): Promise<BarisRow[]> {
  return tx.select().from(dataTerhapusBaris).where(eq(dataTerhapusBaris.dataTerhapusId, id)).orderBy(desc(dataTerhapusBaris.urutan));
}

/** The stored names of the uploaded files entries `ids` hold (their bytes stay on disk until the purge). */
async function storedNamesOf(tx: DbOrTx, where: SQL): Promise<string[]> {
  const result = await tx.execute(sql`select b.lama->>'stored_name' as name from data_terhapus_baris b
    join data_terhapus dt on dt.id = b.data_terhapus_id
    where b.tabel = 'files' and b.operasi = 'D' and ${where}`);
  const names = rowsOf<{ name: string | null }>(result).map((r) => r.name).filter((n): n is string => !!n);
  if (names.length === 0) return [];
  // A file back in use (never expected: a restored entry is gone) keeps its bytes.
  const used = await tx.select({ name: files.storedName }).from(files).where(inArray(files.storedName, names));
  const inUse = new Set(used.map((u) => u.name));
  return names.filter((n) => !inUse.has(n));
}

/** Removes one entry (after a restore, or a purge); answers the stored names whose bytes may now go. */
export async function deleteDataTerhapus(tx: DbOrTx, id: string, purge: boolean): Promise<string[]> {
  const names = purge ? await storedNamesOf(tx, sql`dt.id = ${id}`) : [];
  await tx.delete(dataTerhapus).where(eq(dataTerhapus.id, id));
  return names;
}

/**
 * Every entry past its 30 days, in every village (runs as the database's owner, at start and by the
 * timer): answers the stored names whose bytes may now go.
 */
export async function purgeKedaluwarsa(db: DbOrTx): Promise<{ entri: number; storedNames: string[] }> {
  return db.transaction(async (tx) => {
    const storedNames = await storedNamesOf(tx, sql`dt.dihapus_permanen_pada <= now()`);
    const gone = await tx.delete(dataTerhapus).where(lte(dataTerhapus.dihapusPermanenPada, sql`now()`)).returning({ id: dataTerhapus.id });
    return { entri: gone.length, storedNames };
  });
}

// ------------------------------------------------------------------ what a delete takes with it

export interface DampakAnggota {
  kematian: { id: string; adaArsip: boolean } | null;
  keluar: { recordId: string; urutan: number; jumlah: number } | null;
  kelahiran: Array<{ nama: string; sebagai: 'ayah' | 'ibu' }>;
  kartu: { noKk: string; terakhir: boolean; adaDokumenMasuk: boolean; jumlahPendudukKeluar: number };
}

/** What deleting member `pendudukId` of card `kkId` touches. */
export async function dampakAnggota(db: DbOrTx, pendudukId: string, kkId: string): Promise<DampakAnggota> {
  const result = await db.execute(sql`select
      (select jsonb_build_object('id', k.id, 'adaArsip', exists (select 1 from arsip_kematian a where a.kematian_id = k.id))
         from kematian k where k.penduduk_id = ${pendudukId}) as kematian,
      (select jsonb_build_object('recordId', a.penduduk_keluar_id, 'urutan', a.urutan,
              'jumlah', (select count(*) from penduduk_keluar_anggota x where x.penduduk_keluar_id = a.penduduk_keluar_id))
         from penduduk_keluar_anggota a where a.penduduk_id = ${pendudukId}) as keluar,
      (select coalesce(jsonb_agg(jsonb_build_object('nama', kl.nama, 'sebagai', case when kl.ayah_id = ${pendudukId} then 'ayah' else 'ibu' end)
              order by kl.created_at, kl.id), '[]'::jsonb)
         from kelahiran kl where kl.ayah_id = ${pendudukId} or kl.ibu_id = ${pendudukId}) as kelahiran,
      (select jsonb_build_object('noKk', kk.no_kk, 'terakhir', kk.jumlah_anggota <= 1,
              'adaDokumenMasuk', exists (select 1 from keterangan_masuk km where km.kk_id = kk.id),
              'jumlahPendudukKeluar', (select count(*) from penduduk_keluar pk where pk.kk_id = kk.id))
         from kartu_keluarga kk where kk.id = ${kkId}) as kartu`);
  const [row] = rowsOf<{ kematian: DampakAnggota['kematian']; keluar: DampakAnggota['keluar']; kelahiran: DampakAnggota['kelahiran']; kartu: DampakAnggota['kartu'] }>(result);
  return {
    kematian: row?.kematian ?? null,
    keluar: row?.keluar ? { ...row.keluar, urutan: Number(row.keluar.urutan), jumlah: Number(row.keluar.jumlah) } : null,
    kelahiran: row?.kelahiran ?? [],
    kartu: row?.kartu
      ? { ...row.kartu, jumlahPendudukKeluar: Number(row.kartu.jumlahPendudukKeluar) }
      : { noKk: '', terakhir: false, adaDokumenMasuk: false, jumlahPendudukKeluar: 0 },
  };
}

/** Whether a birth has a signer. */
export async function adaPenandatangan(db: DbOrTx, kolom: 'kelahiran_id' | 'kematian_id', id: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from signatures where ${sql.raw(kolom === 'kelahiran_id' ? 'kelahiran_id' : 'kematian_id')} = ${id}) as ada`);
  return rowsOf<{ ada: boolean }>(result)[0]?.ada === true;
}

/** Whether a death has an archive photo. */
export async function adaArsip(db: DbOrTx, kematianId: string): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from arsip_kematian where kematian_id = ${kematianId}) as ada`);
  return rowsOf<{ ada: boolean }>(result)[0]?.ada === true;
}
