// Seeds a realistic registry straight into the database, through the server's own db layer (same
// schema, same migrations), before the server starts: one village (seedRegistry) or a whole regency of
// villages (seedRegency). Everything is generated in SQL (`generate_series`/`unnest` + deterministic
// hashes), so 100,000 residents take seconds and 1,000,000 minutes, and two runs produce the same data.
// It runs as the database owner: no row-level security in the way, and every row gets its desa_id
// explicitly (the child tables' default, the transaction's sid.desa_id, is unset here).
//
// What it makes, per village of N residents:
// - family cards of 1..8 members (mostly 3..5), head first, then spouse, children, sometimes a parent
//   or a grandchild; ~8 % of the cards came in through the incoming flow (members penduduk_masuk,
//   half of those cards with entry documents, the other half without: "incomplete");
// - Indonesian names (given name + second name; common ones weighted as in East Java: ~11 % of the
//   women's given names are Siti, ~4 % of the men's Budi), NIK and No. KK of 16 digits in the
//   Dukcapil layout (PP KK CC + DDMMYY + serial; women's day + 40), birth place and date, age,
//   religion, marital status, occupation and education from Dukcapil's lists, an address;
// - moved-out records: ~2 % of the cards moved out whole (head first), ~1 % of the other people moved
//   out alone (joining the open record of their card); ~60 % of the records have a statement;
// - deaths: ~3 % of the people still here, each with a death record (status before kept), a third of
//   them with an archive photo;
// - cards' member counts and first members, and statistik_desa, as the database's triggers keep them.
//
// Villages are seeded in batches of whole kecamatan (each batch one transaction; the NIK serial is
// numbered per kecamatan and birth date). The families of all villages are spread over the same two
// years and inserted in creation order, so a village's rows lie scattered over the table as they would
// after years of use, not in one block.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { seedBatch, type PlannedVillage, type Rows, type SeedOptions, type VillageSeed } from './demo-seed-batch.js';
import { familySizes } from './demo-seed-plan.js';

export { familySizes, regencyPlan, villageSizes, type VillagePlan } from './demo-seed-plan.js';
export type { SeedOptions, VillageSeed } from './demo-seed-batch.js';


/**
 * Seeds `villages` (their desa rows exist; the database is migrated; one call per database: the NIK
 * serials start at 1 per kecamatan) in transactions of whole kecamatan. What the load goes faster
 * without (rebuiltAfterLoad) is dropped for it and put back once at the end. Returns the numbers made.
 */
export async function seedVillages(db: Db, villages: VillageSeed[], options: SeedOptions = {}): Promise<Record<string, number>> {
  if (villages.length === 0) throw new Error('villages: at least one');
  let kkOffset = 0;
  let gOffset = 0;
  const planned: PlannedVillage[] = villages.map((v, i) => {
    if (!Number.isInteger(v.residents) || v.residents < 1) throw new Error(`residents of ${v.namaDesa}: at least 1`);
    if (!/^[0-9]{2}$/.test(v.kodeKecamatan)) throw new Error(`kodeKecamatan of ${v.namaDesa}: two digits`);
    const families = familySizes(v.residents, 20260105 + i * 7919);
    const p = { ...v, kkOffset, gOffset, families };
    kkOffset += families.length;
    gOffset += v.residents;
    return p;
  });
  // Batches of whole kecamatan, up to about batchResidents each.
  const byKecamatan = new Map<string, PlannedVillage[]>();
  for (const p of planned) byKecamatan.set(p.kodeKecamatan, [...(byKecamatan.get(p.kodeKecamatan) ?? []), p]);
  const limit = options.batchResidents ?? 250_000;
  const batches: PlannedVillage[][] = [];
  let current: PlannedVillage[] = [];
  let size = 0;
  for (const group of [...byKecamatan.values()]) {
    if (current.length > 0 && size + group.reduce((a, v) => a + v.residents, 0) > limit) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(...group);
    size += group.reduce((a, v) => a + v.residents, 0);
  }
  if (current.length > 0) batches.push(current);

  const rebuilt = await rebuiltAfterLoad(db);
  await db.transaction(async (tx) => {
    for (const { drop } of rebuilt) await tx.execute(sql.raw(drop));
  });
  // They come back whatever happens; an error seeding wins over one rebuilding them. Each index is
  // built with room to sort in memory (PGlite's default of 64 MB spills a million rows to its files:
  // ~25 % slower per index), for this transaction only.
  const putBack = () =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql`set local work_mem = '128MB'`);
      for (const { restore } of rebuilt) await tx.execute(sql.raw(restore));
    });
  try {
    let done = 0;
    const started = Date.now();
    for (const batch of batches) {
      await seedBatch(db, batch);
      done += batch.reduce((a, v) => a + v.residents, 0);
      options.onProgress?.(done, gOffset, Date.now() - started);
    }
  } catch (error) {
    await putBack().catch(() => undefined);
    throw error;
  }
  await putBack();
  // Fresh statistics, as autovacuum would have them on a server that has been running for a while.
  await db.execute(sql`vacuum analyze`);

  const ids = sql`${`{${villages.map((v) => v.desaId).join(',')}}`}::uuid[]`;
  const result = (await db.execute(sql`select
      (select count(*)::int from penduduk where desa_id = any(${ids})) as penduduk,
      (select count(*)::int from kartu_keluarga where desa_id = any(${ids})) as kartu_keluarga,
      (select count(*)::int from penduduk_keluar where desa_id = any(${ids})) as penduduk_keluar,
      (select count(*)::int from kematian where desa_id = any(${ids})) as kematian,
      (select count(*)::int from penduduk where desa_id = any(${ids}) and status_penduduk = 'penduduk_masuk') as masuk,
      (select count(*)::int from penduduk where desa_id = any(${ids}) and status_penduduk = 'penduduk_keluar') as keluar,
      (select count(*)::int from kartu_keluarga k where desa_id = any(${ids}) and data_masuk
         and not exists (select 1 from keterangan_masuk m where m.kk_id = k.id)) as masuk_tanpa_dokumen`)) as unknown as Rows<Record<string, number>>;
  return { ...result.rows[0]!, batches: batches.length };
}

/**
 * What a bulk load goes faster without, each with the statement that puts it back as it was:
 * - the secondary indexes of penduduk and kartu_keluarga (from their own definitions): building an
 *   index once is far cheaper than maintaining 30 of them row by row;
 * - the foreign keys of penduduk and kartu_keluarga: checked row by row they cost two lookups per
 *   resident (~22 s of a million on PGlite); added back, each is checked once over the whole table;
 * - the primary keys of penduduk_kata and penduduk_pasangan_kata (one to three rows per resident each,
 *   kept by the words' trigger, whose INSERT ... ON CONFLICT DO NOTHING names no index and adds each
 *   statement's words once).
 */
async function rebuiltAfterLoad(db: Db): Promise<{ drop: string; restore: string }[]> {
  const indexes = (await db.execute(sql`select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = 'public' and i.tablename in ('penduduk', 'kartu_keluarga')
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`)) as unknown as Rows<{
    indexname: string;
    indexdef: string;
  }>;
  const constraints = (await db.execute(sql`select c.conrelid::regclass::text as tabel, c.conname, pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where (c.contype = 'f' and c.conrelid in ('penduduk'::regclass, 'kartu_keluarga'::regclass))
       or (c.contype = 'p' and c.conrelid in ('penduduk_kata'::regclass, 'penduduk_pasangan_kata'::regclass))
    order by c.contype desc, c.conname`)) as unknown as Rows<{ tabel: string; conname: string; def: string }>;
  return [
    ...indexes.rows.map((i) => ({ drop: `drop index "${i.indexname}"`, restore: i.indexdef })),
    ...constraints.rows.map((c) => ({ drop: `alter table ${c.tabel} drop constraint "${c.conname}"`, restore: `alter table ${c.tabel} add constraint "${c.conname}" ${c.def}` })),
  ];
}

/** One village's registry of `residents` (the database is migrated and the village created). Returns the numbers made. */
export async function seedRegistry(db: Db, desaId: string, residents: number, options: SeedOptions & { kodeKecamatan?: string; namaDesa?: string } = {}) {
  const counts = await seedVillages(db, [{ desaId, residents, kodeKecamatan: options.kodeKecamatan ?? '12', namaDesa: options.namaDesa ?? 'Watugede' }], options);
  const result = (await db.execute(sql`select row_to_json(s) as statistik from statistik_desa s where s.desa_id = ${desaId}`)) as unknown as Rows<{ statistik: unknown }>;
  return { ...counts, statistik: result.rows[0]?.statistik };
}
