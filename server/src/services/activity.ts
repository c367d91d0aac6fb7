/** The activity log as the screens read it, and the dashboard. */
import type { VillageContext } from '../context.js';
import type { Role } from '../db/schema.js';
import type { Schemas } from '../contract.js';
import { entitasJenisAktivitas, type JenisAktivitas } from '@sid/openapi/domain/aktivitas';
import { dashboardCounts, listActivities, listActivityActors, type ActivitySort, type DashboardCounts } from '../data/activity.js';
import type { PageQuery } from '../lib/paging.js';
import { isUuid } from '../lib/ids.js';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The entries an Admin may read: changes to the registry (residents, cards, documents, moves, births,
 * deaths, signers) and sign-ins. Entries about users carry their names, usernames and roles, which
 * only a Super Admin may list (`entity` 'user', written by the user service and the first start); they
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

/** One log entry as the contract shows it (a village's log and the regency's alike). */
export function toActivityDto(r: {
  id: string;
  activityName: string;
  actorId: string | null;
  actorName: string;
  before: unknown;
  after: unknown;
  createdAt: Date;
}): Schemas['Activity'] {
  return {
    _id: r.id,
    activity_name: r.activityName,
    // The contract: null once the user is gone (the name snapshot stays in the database).
    activity_by: r.actorName ? { _id: r.actorId ?? null, nama_lengkap: r.actorName } : null,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function activityService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  const scopeOf = (role: Role) => (role === 'Super Admin' ? {} : { entities: ADMIN_VISIBLE_ENTITIES });

  /**
   * A Super Admin reads every entry, an Admin the entries that carry no user records; either narrowed
   * by the search box, one user and one kind (issue 40).
   */
  async function list(
    q: PageQuery<ActivitySort> & { q?: string | undefined; pengguna?: string | undefined; jenis?: JenisAktivitas | undefined },
    role: Role,
  ): Promise<{ rows: Array<Schemas['Activity']>; total: number }> {
    // An id that is no user's id (not even a UUID) keeps nothing: an empty page, not an error.
    const pengguna = q.pengguna === undefined ? undefined : isUuid(q.pengguna) ? q.pengguna : NO_USER;
    const filter = { q: q.q, pengguna, entities: q.jenis ? entitasJenisAktivitas(q.jenis) : undefined };
    const { rows, total } = await listActivities(db, desaId, q, scopeOf(role), filter);
    return { total, rows: rows.map(toActivityDto) };
  }

  /** The users of the log the caller may read (its user filter). */
  async function pelaku(role: Role): Promise<Array<Schemas['ActivityPelaku']>> {
    return (await listActivityActors(db, desaId, scopeOf(role))).map((a) => ({ _id: a.id, nama_lengkap: a.name }));
  }

  async function dashboard(): Promise<DashboardCounts> {
    return dashboardCounts(db, desaId);
  }

  return { list, pelaku, dashboard };
}
