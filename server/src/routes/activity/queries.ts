import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { activityLog } from '../../db/schema.js';
import { orderBy, paging, type PageQuery } from '../../lib/paging.js';

export type ActivitySort = 'createdAt' | 'activity_name' | 'activity_by';

const SORT_COLUMNS = {
  createdAt: activityLog.createdAt,
  activity_name: sql`lower(${activityLog.activityName})`,
  activity_by: sql`lower(${activityLog.actorName})`,
} as const;

/**
 * The entries an Admin may read: changes to the registry (residents, cards, documents, moves, births,
 * deaths, signers) and sign-ins. Entries about users carry their names, usernames and roles, which
 * only a Super Admin may list (`entity` 'user', written by the user routes and the first start); they
 * and any kind of entry not named here are for Super Admins only, so a new kind stays hidden from
 * Admins until it is added on purpose.
 */
export const ADMIN_VISIBLE_ENTITIES: readonly string[] = [
  'penduduk',
  'kartu_keluarga',
  'keterangan_masuk',
  'penduduk_keluar',
  'keterangan_keluar',
  'kelahiran',
  'kematian',
  'arsip_kematian',
  'signatures',
  'session',
];

export interface ActivityScope {
  /** Only entries of these entities (rows and total alike); undefined: every entry. */
  entities?: readonly string[];
}

export async function listActivities(db: DbOrTx, desaId: string, q: PageQuery<ActivitySort>, scope: ActivityScope = {}) {
  const { limit, offset } = paging(q);
  const where = scope.entities
    ? and(eq(activityLog.desaId, desaId), inArray(activityLog.entity, [...scope.entities]))
    : eq(activityLog.desaId, desaId);
  // Without an explicit sort the log reads newest first (the contract's `order` default is asc).
  const [sortKey, order] = q.sort ? [q.sort, q.order ?? 'asc'] : (['createdAt', 'desc'] as const);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(...orderBy(SORT_COLUMNS[sortKey], activityLog.id, order))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(activityLog).where(where),
  ]);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export interface DashboardCounts {
  data_penduduk: number;
  data_pria: number;
  data_wanita: number;
  data_kk: number;
  data_penduduk_masuk: number;
  data_penduduk_keluar: number;
  inc_data_penduduk_masuk: number;
  inc_data_penduduk_keluar: number;
  inc_data_kematian: number;
}

/**
 * Every dashboard figure in one round trip. The resident and card figures come from statistik_desa,
 * which triggers keep exact (counting 100,000 rows on every dashboard load would not); the three
 * "incomplete" figures count small tables through their foreign-key indexes. Counts are cast to int:
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
      (select count(*)::int from kartu_keluarga kk
        where kk.desa_id = ${desaId} and kk.data_masuk
          and exists (select 1 from penduduk m where m.kk_id = kk.id)
          and not exists (select 1 from keterangan_masuk km where km.kk_id = kk.id)) as inc_data_penduduk_masuk,
      (select count(*)::int from penduduk_keluar pk
        where pk.desa_id = ${desaId}
          and not exists (select 1 from keterangan_keluar kk where kk.penduduk_keluar_id = pk.id)) as inc_data_penduduk_keluar,
      (select count(*)::int from kematian k
        where k.desa_id = ${desaId}
          and not exists (select 1 from arsip_kematian a where a.kematian_id = k.id)) as inc_data_kematian
    from (select 1) one
    left join statistik_desa s on s.desa_id = ${desaId}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const n = (k: keyof DashboardCounts) => Number(row[k] ?? 0);
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
  };
}
