/**
 * The replay of Data Terhapus (docs/adr/0012-data-terhapus.md): a deleted row goes back as it was, a
 * changed row gets its old values where it still holds what the delete left.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf } from './paging.js';

/** The tables the trigger writes down, and the key of each row. */
const KUNCI: Record<string, string[]> = {
  penduduk: ['id'],
  kartu_keluarga: ['id'],
  keterangan_masuk: ['id'],
  penduduk_keluar: ['id'],
  penduduk_keluar_anggota: ['penduduk_keluar_id', 'penduduk_id'],
  keterangan_keluar: ['id'],
  kelahiran: ['id'],
  kematian: ['id'],
  arsip_kematian: ['id'],
  signatures: ['id'],
  files: ['id'],
};

/**
 * Columns the database keeps itself and a replay leaves to it: the first-member flag is recomputed by
 * the trigger of 0005 when the member comes back (a restored head must not collide with the flag the
 * next member got meanwhile).
 */
const DITURUNKAN: Record<string, Set<string>> = { penduduk: new Set(['anggota_pertama']) };

const ident = (name: string): SQL => {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not an identifier: ${name}`);
  return sql.raw(`"${name}"`);
};

function tabelOf(tabel: string): SQL {
  if (!Object.hasOwn(KUNCI, tabel)) throw new Error(`not a table of Data Terhapus: ${tabel}`);
  return ident(tabel);
}

/** The writable columns of each table (generated columns are the database's), read once. */
const kolomCache = new Map<string, string[]>();
async function writableColumns(tx: DbOrTx, tabel: string): Promise<string[]> {
  const cached = kolomCache.get(tabel);
  if (cached) return cached;
  const result = await tx.execute(sql`select attname from pg_attribute
    where attrelid = ${`public.${tabel}`}::regclass and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`);
  const cols = rowsOf<{ attname: string }>(result).map((r) => r.attname);
  kolomCache.set(tabel, cols);
  return cols;
}

const keyWhere = (tabel: string, alias: SQL, row: Record<string, unknown>): SQL =>
  sql.join(
    (KUNCI[tabel] as string[]).map((k) => sql`${alias}.${ident(k)} = ${String(row[k])}::uuid`),
    sql` and `,
  );

/** Puts a deleted row back as it was (its id, its timestamps), typed by the table itself. */
export async function sisipkanKembali(tx: DbOrTx, tabel: string, lama: Record<string, unknown>): Promise<void> {
  const derived = DITURUNKAN[tabel];
  const cols = await writableColumns(tx, tabel);
  const row = { ...lama };
  if (derived?.has('anggota_pertama')) row.anggota_pertama = false;
  const list = sql.join(cols.map(ident), sql`, `);
  await tx.execute(sql`insert into ${tabelOf(tabel)} (${list}) select ${list} from jsonb_populate_record(null::${tabelOf(tabel)}, ${JSON.stringify(row)}::jsonb)`);
}

export type HasilUndo = { status: 'diterapkan' | 'tidak_ada' } | { status: 'berubah'; kolom: string[]; sekarang: Record<string, unknown> };

/**
 * Undoes an update the delete made: each column it changed gets its old value back where the row
 * still holds what the delete left. Columns changed since are left as they are and named in the
 * answer (the caller decides whether that stands in the way); a row gone since answers 'tidak_ada'.
 */
export async function batalkanUbah(tx: DbOrTx, tabel: string, lama: Record<string, unknown>, baru: Record<string, unknown>): Promise<HasilUndo> {
  const derived = DITURUNKAN[tabel];
  const writable = new Set(await writableColumns(tx, tabel));
  const changed = Object.keys(lama).filter((c) => writable.has(c) && !derived?.has(c) && JSON.stringify(lama[c]) !== JSON.stringify(baru[c]));
  if (changed.length === 0) return { status: 'diterapkan' };
  const t = tabelOf(tabel);
  const same = sql.join(
    changed.map((c) => sql`(cur.${ident(c)} is not distinct from b.${ident(c)}) as ${ident(`s_${c}`)}`),
    sql`, `,
  );
  const result = await tx.execute(sql`select to_jsonb(cur) as sekarang, ${same}
    from ${t} cur, jsonb_populate_record(null::${t}, ${JSON.stringify(baru)}::jsonb) b
    where ${keyWhere(tabel, sql`cur`, baru)} for update of cur`);
  const [found] = rowsOf<Record<string, unknown>>(result);
  if (!found) return { status: 'tidak_ada' };
  const apply = changed.filter((c) => found[`s_${c}`] === true);
  const skipped = changed.filter((c) => found[`s_${c}`] !== true);
  if (apply.length > 0) {
    const sets = sql.join(apply.map((c) => sql`${ident(c)} = l.${ident(c)}`), sql`, `);
    await tx.execute(sql`update ${t} cur set ${sets}
      from jsonb_populate_record(null::${t}, ${JSON.stringify(lama)}::jsonb) l
      where ${keyWhere(tabel, sql`cur`, lama)}`);
  }
  return skipped.length > 0 ? { status: 'berubah', kolom: skipped, sekarang: found.sekarang as Record<string, unknown> } : { status: 'diterapkan' };
}


/**
 * The links between the registry tables are checked at the end of the replay, not row by row: a SET
 * NULL was written down after the row it pointed at, so its undo comes before that row is back
 * (the foreign keys are DEFERRABLE, migration 0007).
 */
export async function tundaKunciTamu(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set constraints all deferred`);
}

/** Checks every link the replay set, now (a violation is the replay's error, not the commit's). */
export async function periksaKunciTamu(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set constraints all immediate`);
}
