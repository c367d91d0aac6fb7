import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { caller } from '../../plugins/auth.js';
import { logActivity } from '../../lib/activity-log.js';
import { forbidden } from '../../lib/errors.js';
import type { PageQuery } from '../../lib/paging.js';
import { revokeSession } from '../auth/queries.js';
import { ADMIN_VISIBLE_ENTITIES, dashboardCounts, listActivities, type ActivitySort } from './queries.js';

export function activityHandlers(ctx: AppContext) {
  const { db, desaId } = ctx;

  async function logout(request: FastifyRequest<{ Params: { userId: string } }>) {
    const auth = caller(request);
    // Only for oneself: nobody records (or forces) a logout in another user's name.
    if (request.params.userId !== auth.user.id) throw forbidden('Anda hanya dapat logout dari akun Anda sendiri');
    await db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      await logActivity(
        tx,
        { id: auth.user.id, name: auth.user.namaLengkap, desaId },
        { activityName: 'Logout', entity: 'session', entityId: auth.sessionId },
      );
    });
    return { success: true, message: 'Logout berhasil' };
  }

  async function getDashboardCounts() {
    return { success: true, data: await dashboardCounts(db, desaId) };
  }

  /** GET /api/activity: a Super Admin reads every entry, an Admin the entries that carry no user records. */
  async function listActivitiesHandler(request: FastifyRequest<{ Querystring: PageQuery<ActivitySort> }>) {
    const scope = caller(request).user.role === 'Super Admin' ? {} : { entities: ADMIN_VISIBLE_ENTITIES };
    const { rows, total } = await listActivities(db, desaId, request.query, scope);
    return {
      success: true,
      total,
      data: rows.map((r) => ({
        _id: r.id,
        activity_name: r.activityName,
        // The contract: null once the user is gone (the name snapshot stays in the database).
        activity_by: r.actorName ? { _id: r.actorId ?? null, nama_lengkap: r.actorName } : null,
        before: (r.before as Record<string, unknown> | null) ?? null,
        after: (r.after as Record<string, unknown> | null) ?? null,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  return { logout, getDashboardCounts, listActivities: listActivitiesHandler };
}
