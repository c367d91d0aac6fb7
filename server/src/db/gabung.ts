/**
 * A whole village's rows, read and written as the database's owner (issue 38, docs/adr/0023-ekspor-gabung-desa.md):
 * the export of a standalone village and its import into the regency. Generic over the schema: every public
 * table with a `desa_id` column is the village's (but the sessions and an import's progress), read from the
 * catalog, so a table added later travels without a change here. Generated, identity and serial columns are
 * left to the target (rows are written in the order of their identity/serial column, which keeps the ledger's
 * and Data Terhapus' order).
 */
import { sql } from 'drizzle-orm';
import { logActivity } from '../data/activity-log.js';
import { rowsOf } from '../data/paging.js';
import type { Db, DbOrTx } from './client.js';
import { schemaVersionOf, type SchemaVersion } from './migrate.js';

/**
 * Tables with desa_id that do not travel: sign-in sessions, a running import's progress, the statistics counts
 * kept for a day (recomputed), the old install's read-only setting (issue 38: the joined village writes).
 */
const TIDAK_DIBAWA = new Set(['sessions', 'impor_progres', 'statistik_simpan', 'statistik_simpan_baris', 'laporan_simpan', 'desa_hanya_baca']);
/**
 * Kept in an existing empty village that receives an export (its Super Admin made by the console, the regency's
 * entries about it); every other table's rows of that village (areas, settings, counters) give way to the export's.
 */
const TETAP_DI_TUJUAN = new Set(['users', 'activity_log', 'tindakan_kabupaten']);
/** Tables that, with rows, make a village not empty (it cannot receive an export). */
const ISI_DESA = ['kartu_keluarga', 'penduduk', 'penduduk_keluar', 'kelahiran', 'kematian', 'surat', 'files'];

export interface TabelDesa {
  nama: string;
  /** Columns written on import (not generated, identity or serial). */
  kolom: string[];
  uuid: string[];
  json: string[];
  /** Foreign-key columns: a value naming no exported row (a user of the standalone's regency console) is cleared. */
  fk: string[];
  /** The identity or serial column the rows are ordered by, if any. */
  urut: string | null;
}

export type Baris = Record<string, unknown>;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The village's tables, from the catalog, in name order. */
export async function tabelDesa(db: DbOrTx): Promise<TabelDesa[]> {
  const rows = rowsOf<{ nama: string; kolom: string[] | null; uuid: string[] | null; json: string[] | null; urut: string | null; ada_desa: boolean }>(
    await db.execute(sql`
      select c.table_name as nama,
        array_agg(c.column_name::text order by c.ordinal_position) filter (where c.is_generated = 'NEVER' and c.is_identity = 'NO' and coalesce(c.column_default, '') not like 'nextval(%') as kolom,
        array_agg(c.column_name::text order by c.ordinal_position) filter (where c.data_type = 'uuid') as uuid,
        array_agg(c.column_name::text order by c.ordinal_position) filter (where c.data_type in ('jsonb', 'json')) as json,
        max(c.column_name::text) filter (where c.is_identity = 'YES' or coalesce(c.column_default, '') like 'nextval(%') as urut,
        bool_or(c.column_name = 'desa_id') as ada_desa
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = 'public'
      group by c.table_name order by c.table_name`),
  );
  const fk = rowsOf<{ nama: string; kolom: string }>(
    await db.execute(sql`
      select k.table_name as nama, k.column_name as kolom from information_schema.key_column_usage k
      join information_schema.table_constraints c on c.constraint_name = k.constraint_name and c.table_schema = k.table_schema and c.table_name = k.table_name
      where c.constraint_type = 'FOREIGN KEY' and k.table_schema = 'public' and k.column_name <> 'desa_id'`),
  );
  return rows
    .filter((r) => r.ada_desa && !TIDAK_DIBAWA.has(r.nama))
    .map((r) => ({ nama: r.nama, kolom: r.kolom ?? [], uuid: r.uuid ?? [], json: r.json ?? [], fk: [...new Set(fk.filter((f) => f.nama === r.nama).map((f) => f.kolom))].sort(), urut: r.urut }));
}

/** The schema version the database's migrations say. */
export async function skemaDatabase(db: DbOrTx): Promise<SchemaVersion> {
  const rows = rowsOf<{ c: string | number }>(await db.execute(sql`select created_at as c from drizzle.__drizzle_migrations`));
  return schemaVersionOf(rows.map((r) => Number(r.c)));
}

const desaDiekspor = (desaId: string | null) =>
  desaId ? sql`select * from desa where id = ${desaId}` : sql`select * from desa order by (kode = 'default') desc, created_at limit 1`;

/** The village's log: its whole data exported to join a regency (written before the export reads it). */
export async function catatEkspor(db: Db, desaId: string | null, eksporId: string, pelaku: { id: string | null; name: string } = { id: null, name: 'Sistem (ekspor-desa)' }): Promise<void> {
  const [desa] = rowsOf<{ id: string }>(await db.execute(desaDiekspor(desaId)));
  if (!desa) throw new Error('Desa tidak ditemukan di basis data ini');
  await logActivity(db, { ...pelaku, desaId: desa.id }, { activityName: 'Mengekspor seluruh data desa untuk digabungkan ke kabupaten', entity: 'ekspor_desa', entityId: eksporId });
}

export interface IsiDesa {
  desa: Baris;
  tabel: Array<{ def: TabelDesa; baris: Baris[] }>;
  /** The uploads' stored names (files.stored_name). */
  berkas: string[];
  schema: SchemaVersion;
}

/** Every row of village `desaId`, read in one REPEATABLE READ transaction (one moment of the village). */
export async function bacaDesa(database: Db, desaId: string | null): Promise<IsiDesa> {
  return database.transaction(
    async (tx) => {
      const [desa] = rowsOf<Baris>(await tx.execute(desaDiekspor(desaId)));
      if (!desa) throw new Error('Desa tidak ditemukan di basis data ini');
      const id = String(desa.id);
      const tabel: IsiDesa['tabel'] = [];
      for (const def of await tabelDesa(tx)) {
        const cols = [...def.kolom, ...(def.urut ? [def.urut] : [])].map(q).join(', ');
        const [r] = rowsOf<{ j: Baris[] | string | null }>(
          await tx.execute(sql.raw(`select coalesce(json_agg(x), '[]'::json) as j from (select ${cols} from ${q(def.nama)} where desa_id = '${id.replace(/'/g, '')}' order by ${def.urut ? q(def.urut) : '1'}) x`)),
        );
        const j = r?.j ?? [];
        tabel.push({ def, baris: typeof j === 'string' ? (JSON.parse(j) as Baris[]) : j });
      }
      const berkas = (tabel.find((t) => t.def.nama === 'files')?.baris ?? []).map((b) => String(b.stored_name));
      return { desa, tabel, berkas, schema: await skemaDatabase(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const jsonArray = (xs: string[]) => JSON.stringify(xs);

export interface KonflikData {
  /** Active NIKs of the export found active in another village: the NIK and that village's name. */
  nik: Array<{ nik: string; nama_desa: string }>;
  username: string[];
  /** A village of the regency with the export's code. */
  kode: { id: string; nama_desa: string } | null;
  /** Letter kinds the export uses that the regency does not have. */
  jenisSurat: string[];
  /** The export was already imported (the regency's log names its id). */
  sudahDigabung: boolean;
}

export async function cariKonflik(
  db: DbOrTx,
  a: { nikAktif: string[]; username: string[]; kode: string | null; tujuanId: string | null; jenisSurat: string[]; eksporId: string },
): Promise<KonflikData> {
  const nik = rowsOf<{ nik: string; nama_desa: string }>(
    await db.execute(sql`
      select p.nik::text as nik, d.nama_desa from penduduk p join desa d on d.id = p.desa_id
      where p.status_penduduk in ('', 'penduduk_masuk') and p.nik in (select x from jsonb_array_elements_text(${jsonArray(a.nikAktif)}::jsonb) x)
        and (${a.tujuanId}::uuid is null or p.desa_id <> ${a.tujuanId}::uuid)
      order by p.nik`),
  );
  const username = rowsOf<{ username: string }>(
    await db.execute(sql`select username from users where lower(username) in (select lower(x) from jsonb_array_elements_text(${jsonArray(a.username)}::jsonb) x) order by 1`),
  ).map((r) => r.username);
  const [kode] = a.kode ? rowsOf<{ id: string; nama_desa: string }>(await db.execute(sql`select id, nama_desa from desa where kode = ${a.kode} or kode_wilayah = ${a.kode} limit 1`)) : [];
  const jenisSurat = rowsOf<{ x: string }>(
    await db.execute(sql`select x from jsonb_array_elements_text(${jsonArray(a.jenisSurat)}::jsonb) x where x not in (select id from surat_jenis) order by 1`),
  ).map((r) => r.x);
  const sudah = rowsOf(await db.execute(sql`select 1 from activity_log_kabupaten where entity = 'ekspor_desa' and entity_id = ${a.eksporId} limit 1`));
  return { nik, username, kode: kode ?? null, jenisSurat, sudahDigabung: sudah.length > 0 };
}

/** A village of the regency as a target: null when it does not exist; `kosong` when it has no records. */
export async function desaTujuan(db: DbOrTx, id: string): Promise<{ nama_desa: string; kode: string; kosong: boolean } | null> {
  const [d] = rowsOf<{ nama_desa: string; kode: string }>(await db.execute(sql`select nama_desa, kode from desa where id = ${id}::uuid`));
  if (!d) return null;
  let kosong = true;
  for (const t of ISI_DESA) {
    if (rowsOf(await db.execute(sql.raw(`select 1 from ${q(t)} where desa_id = '${id.replace(/'/g, '')}' limit 1`))).length > 0) kosong = false;
  }
  return { ...d, kosong };
}

/** One export at a time per export id (two Admin Kabupaten importing the same file at once: one waits, then finds it imported). */
export async function kunciEkspor(tx: DbOrTx, eksporId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ekspor-desa:${eksporId}`}))`);
}

export class ReplikaDitolak extends Error {}

/**
 * Writes a village's rows (ids already remapped, desa_id set) in the caller's transaction, with the tables'
 * triggers off for it (session_replication_role = replica, local to the transaction): the rows come whole from a
 * consistent database, the derived tables (counters, search words, the ledger) with them, so nothing is derived
 * twice. Needs an owner allowed to set it (PGlite's; on PostgreSQL a superuser, or `GRANT SET ON PARAMETER`).
 * `desaBaru`: the desa row to insert; else `tujuanId` is an existing empty village whose rows (but TETAP_DI_TUJUAN) go.
 */
export async function tulisDesa(tx: DbOrTx, a: { desaBaru: Baris | null; tujuanId: string; tabel: Array<{ def: TabelDesa; baris: Baris[] }> }): Promise<void> {
  try {
    await tx.execute(sql`set local session_replication_role = replica`);
  } catch (err) {
    throw new ReplikaDitolak(`Pengguna basis data pemilik tidak boleh mengatur session_replication_role (${(err as Error).message})`);
  }
  if (a.desaBaru) {
    const cols = Object.keys(a.desaBaru);
    await tx.execute(sql.raw(`insert into desa (${cols.map(q).join(', ')}) select ${cols.map(q).join(', ')} from json_populate_record(null::desa, '${JSON.stringify(a.desaBaru).replace(/'/g, "''")}'::json)`));
  } else {
    for (const { def } of a.tabel) {
      if (!TETAP_DI_TUJUAN.has(def.nama)) await tx.execute(sql.raw(`delete from ${q(def.nama)} where desa_id = '${a.tujuanId.replace(/'/g, '')}'`));
    }
    // What was kept from the empty village's counters (their versions) would not describe the rows that come.
    for (const kept of ['statistik_simpan_baris', 'statistik_simpan', 'laporan_simpan']) {
      await tx.execute(sql.raw(`delete from ${q(kept)} where desa_id = '${a.tujuanId.replace(/'/g, '')}'`));
    }
  }
  for (const { def, baris } of a.tabel) {
    const cols = def.kolom.map(q).join(', ');
    for (let i = 0; i < baris.length; i += 2000) {
      const chunk = JSON.stringify(baris.slice(i, i + 2000));
      await tx.execute(
        sql`insert into ${sql.raw(q(def.nama))} (${sql.raw(cols)}) select ${sql.raw(cols)} from jsonb_populate_recordset(null::${sql.raw(q(def.nama))}, ${chunk}::jsonb) with ordinality r order by r.ordinality`,
      );
    }
  }
  await tx.execute(sql`set local session_replication_role = origin`);
}

/** Rows per village table of village `desaId` (the tests and the bench compare them). */
export async function hitungDesa(db: DbOrTx, desaId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const def of await tabelDesa(db)) {
    const [r] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${q(def.nama)} where desa_id = '${desaId.replace(/'/g, '')}'`)));
    out[def.nama] = Number(r?.n ?? 0);
  }
  return out;
}
