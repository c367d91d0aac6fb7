/**
 * The regency console's reads and writes. They run in a regency transaction (withKabupaten): the
 * policies show the villages and their counters (statistik_desa, kept by the database's triggers,
 * "Perlu dilengkapi" among them since migration 0041) and no registry row.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { activityLogKabupaten, desa, users } from '../db/schema.js';
import { direction, paging, rowsOf, type PageQuery } from './paging.js';
import type { DesaRow } from './desa.js';

export type DesaSort = Schemas['DesaSort'];
export type DesaRingkasan = Schemas['DesaRingkasan'];
export type JumlahRegister = Schemas['JumlahRegister'];

const JUMLAH_COLUMNS = ['penduduk', 'kartu_keluarga', 'penduduk_masuk', 'penduduk_keluar', 'meninggal', 'belum_lengkap'] as const;

/** Per village: its row and its counts (living = Hidup + Penduduk Masuk Desa, as the dashboard's sexes). */
const DESA_DENGAN_JUMLAH = sql`(
  select d.*,
    coalesce(s.hidup, 0) + coalesce(s.masuk, 0) as penduduk,
    coalesce(s.kartu_keluarga, 0) as kartu_keluarga,
    coalesce(s.masuk, 0) as penduduk_masuk,
    coalesce(s.keluar, 0) as penduduk_keluar,
    coalesce(s.meninggal, 0) as meninggal,
    coalesce(s.belum_lengkap, 0) as belum_lengkap
  from desa d
  left join statistik_desa s on s.desa_id = d.id) v`;

const SORT_COLUMNS = {
  nama_desa: sql`lower(v.nama_desa)`,
  kecamatan: sql`lower(v.kecamatan)`,
  kode_wilayah: sql`v.kode_wilayah`,
  penduduk: sql`v.penduduk`,
  kartu_keluarga: sql`v.kartu_keluarga`,
  penduduk_masuk: sql`v.penduduk_masuk`,
  penduduk_keluar: sql`v.penduduk_keluar`,
  meninggal: sql`v.meninggal`,
  belum_lengkap: sql`v.belum_lengkap`,
} as const satisfies Record<DesaSort, SQL>;

type Row = Record<string, unknown>;

function jumlahOf(r: Row): JumlahRegister {
  return Object.fromEntries(JUMLAH_COLUMNS.map((k) => [k, Number(r[k] ?? 0)])) as unknown as JumlahRegister;
}

function toRingkasan(r: Row): DesaRingkasan {
  const created = r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at));
  return {
    _id: String(r.id),
    kode_wilayah: (r.kode_wilayah as string | null) ?? null,
    nama_desa: String(r.nama_desa),
    kecamatan: String(r.kecamatan),
    kabupaten: String(r.kabupaten),
    provinsi: String(r.provinsi),
    alamat_kantor: String(r.alamat_kantor),
    kode_pos: String(r.kode_pos),
    jabatan_kepala: String(r.jabatan_kepala),
    aktif: r.aktif === true || r.aktif === 't',
    jumlah: jumlahOf(r),
    createdAt: created.toISOString(),
  };
}

export interface DesaFilter {
  q?: string | undefined;
  kecamatan?: string | undefined;
}

/** The filter of a list of villages aliased `v` (q: name, kecamatan or code; an exact kecamatan). */
export function whereOf(f: DesaFilter): SQL {
  const conds: SQL[] = [sql`true`];
  const q = f.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(v.nama_desa) like ${like} or lower(v.kecamatan) like ${like} or coalesce(v.kode_wilayah, '') like ${like})`);
  }
  if (f.kecamatan?.trim()) conds.push(sql`v.kecamatan = ${f.kecamatan.trim()}`);
  return sql.join(conds, sql` and `);
}

/** A page of villages with their counts, and how many villages match. */
export async function listDesaRingkasan(db: DbOrTx, q: PageQuery<DesaSort>, f: DesaFilter): Promise<{ rows: DesaRingkasan[]; total: number }> {
  const { limit, offset } = paging(q);
  const d = direction(q.order);
  const where = whereOf(f);
  const sort = SORT_COLUMNS[q.sort ?? 'nama_desa'];
  const result = await db.execute(sql`
    select v.*, count(*) over () as total from ${DESA_DENGAN_JUMLAH}
    where ${where} order by ${sort} ${d}, v.id ${d} limit ${limit} offset ${offset}`);
  const rows = rowsOf<Row>(result);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) {
    const c = await db.execute(sql`select count(*)::int as total from desa v where ${where}`);
    total = Number(rowsOf<{ total: unknown }>(c)[0]?.total ?? 0);
  }
  return { rows: rows.map(toRingkasan), total };
}

export async function findDesaRingkasan(db: DbOrTx, id: string): Promise<DesaRingkasan | undefined> {
  const result = await db.execute(sql`select v.* from ${DESA_DENGAN_JUMLAH} where v.id = ${id}`);
  const row = rowsOf<Row>(result)[0];
  return row ? toRingkasan(row) : undefined;
}

/** The regency's totals and per kecamatan, in one pass over the villages. */
export async function ringkasanKabupaten(db: DbOrTx): Promise<{ jumlahDesa: number; desaAktif: number; jumlah: JumlahRegister; kecamatan: Schemas['RingkasanKecamatan'][] }> {
  const sums = sql.join(JUMLAH_COLUMNS.map((k) => sql`coalesce(sum(v.${sql.raw(k)}), 0)::bigint as ${sql.raw(k)}`), sql`, `);
  const result = await db.execute(sql`
    select v.kecamatan, count(*)::int as jumlah_desa, count(*) filter (where v.aktif)::int as desa_aktif, ${sums}
    from ${DESA_DENGAN_JUMLAH} group by rollup (v.kecamatan) order by v.kecamatan nulls first`);
  const rows = rowsOf<Row>(result);
  const total = rows.find((r) => r.kecamatan === null);
  return {
    jumlahDesa: Number(total?.jumlah_desa ?? 0),
    desaAktif: Number(total?.desa_aktif ?? 0),
    jumlah: jumlahOf(total ?? {}),
    kecamatan: rows.filter((r) => r.kecamatan !== null).map((r) => ({ kecamatan: String(r.kecamatan), jumlah_desa: Number(r.jumlah_desa), jumlah: jumlahOf(r) })),
  };
}

/** The prefix "NN.NN" of the villages that have a Kemendagri code (one regency: one prefix). */
export async function kodeKabupatenTerdaftar(db: DbOrTx): Promise<string | undefined> {
  const result = await db.execute(sql`select left(kode_wilayah, 5) as kode from desa where kode_wilayah is not null limit 1`);
  return rowsOf<{ kode: string }>(result)[0]?.kode;
}

export async function insertDesa(db: DbOrTx, values: typeof desa.$inferInsert): Promise<DesaRow> {
  const [row] = await db.insert(desa).values(values).returning();
  return row as DesaRow;
}

export async function lockDesa(db: DbOrTx, id: string): Promise<DesaRow | undefined> {
  const [row] = await db.select().from(desa).where(eq(desa.id, id)).for('update');
  return row;
}

export async function updateDesaRow(db: DbOrTx, id: string, values: Partial<typeof desa.$inferInsert>): Promise<DesaRow> {
  const [row] = await db
    .update(desa)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(desa.id, id))
    .returning();
  return row as DesaRow;
}

export type AktivitasKabupatenRow = typeof activityLogKabupaten.$inferSelect;

/** The regency's log, newest first unless sorted otherwise. */
export async function listAktivitasKabupaten(db: DbOrTx, q: PageQuery<Schemas['ActivitySort']>): Promise<{ rows: AktivitasKabupatenRow[]; total: number }> {
  const { limit, offset } = paging(q);
  const [sortKey, order] = q.sort ? [q.sort, q.order ?? 'asc'] : (['createdAt', 'desc'] as const);
  const sort = { createdAt: sql`created_at`, activity_name: sql`lower(activity_name)`, activity_by: sql`lower(actor_name)` }[sortKey];
  const d = direction(order);
  const result = await db.execute(sql`
    select id, count(*) over () as total from activity_log_kabupaten order by ${sort} ${d}, id ${d} limit ${limit} offset ${offset}`);
  const ids = rowsOf<{ id: string; total: unknown }>(result);
  if (ids.length === 0) {
    const c = await db.execute(sql`select count(*)::int as total from activity_log_kabupaten`);
    return { rows: [], total: Number(rowsOf<{ total: unknown }>(c)[0]?.total ?? 0) };
  }
  const rows = await db
    .select()
    .from(activityLogKabupaten)
    .where(sql`${activityLogKabupaten.id} in (${sql.join(ids.map((r) => sql`${r.id}`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.map((r) => byId.get(String(r.id))).filter((r): r is AktivitasKabupatenRow => !!r), total: Number(ids[0]?.total ?? 0) };
}

/** Serialises registering villages: two at once must not start two regencies (held to the transaction's end). */
export async function kunciKodeKabupaten(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('sid:kabupaten-kode'))`);
}

/** A village's Super Admins, oldest first (run in the village's scope). */
export async function superAdminDesa(db: DbOrTx, desaId: string): Promise<Array<{ id: string; namaLengkap: string; username: string }>> {
  return db
    .select({ id: users.id, namaLengkap: users.namaLengkap, username: users.username })
    .from(users)
    .where(and(eq(users.desaId, desaId), eq(users.role, 'Super Admin')))
    .orderBy(users.createdAt, users.id);
}
