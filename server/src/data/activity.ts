/** The activity log as a list, and the dashboard's figures. Entries are written by lib/activity-log.ts. */
import { inArray, sql } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { activityLog } from '../db/schema.js';
import { inOrderOf, listPage, rowsOf, type PageQuery } from './paging.js';
import { searchCondition } from './cari/index.js';
import { kartuMasukSql } from './penduduk-masuk.js';
import { kartuTanpaKepalaSql } from './kepala-baru.js';

export type ActivityRow = typeof activityLog.$inferSelect;
export type ActivitySort = Schemas['ActivitySort'];
export type DashboardCounts = Schemas['DashboardCounts'];

const SORT_COLUMNS = {
  createdAt: sql`a.created_at`,
  activity_name: sql`lower(a.activity_name)`,
  activity_by: sql`lower(a.actor_name)`,
} as const satisfies Record<ActivitySort, unknown>;

export interface ActivityScope {
  /** Only entries of these entities (rows and total alike); undefined: every entry. */
  entities?: readonly string[];
}

/** The log's filters (issue 40): the search box, one user, one kind (its entities). */
export interface ActivityFilter {
  q?: string | undefined;
  pengguna?: string | undefined;
  entities?: readonly string[] | undefined;
}

const inEntities = (entities: readonly string[] | undefined) =>
  entities ? sql` and a.entity in (${sql.join(entities.map((e) => sql`${e}`), sql`, `)})` : sql``;

async function loadActivitiesByIds(db: DbOrTx, ids: string[]): Promise<ActivityRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(activityLog).where(inArray(activityLog.id, ids));
  return inOrderOf(ids, new Map(rows.map((r) => [r.id, r])));
}

export async function listActivities(db: DbOrTx, desaId: string, q: PageQuery<ActivitySort>, scope: ActivityScope = {}, filter: ActivityFilter = {}) {
  const cari = searchCondition(filter.q, { text: [sql`a.activity_name`, sql`a.actor_name`] });
  const narrowed = sql`${inEntities(scope.entities)}${inEntities(filter.entities)}${filter.pengguna ? sql` and a.actor_id = ${filter.pengguna}` : sql``}${cari ? sql` and ${cari}` : sql``}`;
  // Without an explicit sort the log reads newest first (the contract's `order` default is asc).
  const [sortKey, order] = q.sort ? [q.sort, q.order ?? 'asc'] : (['createdAt', 'desc'] as const);
  const plan = { from: sql`activity_log a where a.desa_id = ${desaId}${narrowed}`, id: sql`a.id`, sort: SORT_COLUMNS[sortKey] };
  return listPage(db, { ...q, order }, plan, (ids) => loadActivitiesByIds(db, ids));
}

/** The users of the village's log (within `scope`), each once with the newest name the log keeps, by name. */
export async function listActivityActors(db: DbOrTx, desaId: string, scope: ActivityScope = {}): Promise<Array<{ id: string; name: string }>> {
  const result = await db.execute(sql`
    select distinct on (a.actor_id) a.actor_id as id, a.actor_name as name
    from activity_log a
    where a.desa_id = ${desaId} and a.actor_id is not null and a.actor_name <> ''${inEntities(scope.entities)}
    order by a.actor_id, a.created_at desc`);
  return rowsOf<{ id: string; name: string }>(result).sort((x, y) => x.name.localeCompare(y.name, 'id'));
}

/**
 * Every dashboard figure in one round trip. The resident and card figures come from statistik_desa,
 * which triggers keep exact (counting 100,000 rows on every dashboard load would not); the three
 * "incomplete" figures count a village's records and documents through their village indexes. Counts are cast to int:
 * PostgreSQL returns bigint as a string through node-postgres, PGlite as a number.
 */
export async function dashboardCounts(db: DbOrTx, desaId: string): Promise<DashboardCounts> {
  const result = await db.execute(sql`
    select
      coalesce(s.hidup, 0) as data_penduduk,
      coalesce(s.pria, 0) as data_pria,
      coalesce(s.wanita, 0) as data_wanita,
      coalesce(s.masuk, 0) as data_penduduk_masuk,
      coalesce(s.keluar, 0) as data_penduduk_keluar,
      coalesce(s.kartu_keluarga, 0) as data_kk,
      -- Each "incomplete" figure is the village's records less their documents (at most one per
      -- record, unique): two index counts of the village, not a probe per record for a document
      -- (0.4 s at 30,000 deaths; issue 15).
      -- An incoming card's documents count while it has members: its kept data_lengkap (migration 0015).
      (select count(*)::int from kartu_keluarga k where ${kartuMasukSql(desaId)} and not k.data_lengkap) as inc_data_penduduk_masuk,
      (select count(*)::int from penduduk_keluar where desa_id = ${desaId})
        - (select count(*)::int from keterangan_keluar where desa_id = ${desaId}) as inc_data_penduduk_keluar,
      (select count(*)::int from kematian where desa_id = ${desaId})
        - (select count(*)::int from arsip_kematian where desa_id = ${desaId}) as inc_data_kematian,
      -- Records with fields left to complete (issue 35): their partial index.
      (select count(*)::int from penduduk p where p.desa_id = ${desaId} and p.perlu_dilengkapi <> '{}') as perlu_dilengkapi,
      -- Cards whose head died or moved out while others still live on them (issue 40): the heads who left.
      (select count(*)::int from ${kartuTanpaKepalaSql(desaId)}) as tanpa_kepala,
      -- Families another village of the regency sent here, waiting for this village's decision (issue 38).
      (select count(*)::int from pindah_antar_desa m where m.desa_tujuan_id = ${desaId} and m.status = 'dikirim') as kedatangan_desa_lain
    from (select 1) one
    left join statistik_desa s on s.desa_id = ${desaId}`);
  const row = rowsOf<Record<keyof DashboardCounts, unknown>>(result)[0];
  const n = (k: keyof DashboardCounts) => Number(row?.[k] ?? 0);
  return {
    data_penduduk: n('data_penduduk'),
    data_pria: n('data_pria'),
    data_wanita: n('data_wanita'),
    data_kk: n('data_kk'),
    data_penduduk_masuk: n('data_penduduk_masuk'),
    data_penduduk_keluar: n('data_penduduk_keluar'),
    inc_data_penduduk_masuk: n('inc_data_penduduk_masuk'),
    inc_data_penduduk_keluar: n('inc_data_penduduk_keluar'),
    inc_data_kematian: n('inc_data_kematian'),
    perlu_dilengkapi: n('perlu_dilengkapi'),
    kedatangan_desa_lain: n('kedatangan_desa_lain'),
    tanpa_kepala: n('tanpa_kepala'),
  };
}
