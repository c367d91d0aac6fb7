import type { AppContext } from '../context.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { caller } from '../plugins/auth.js';
import { activityService } from '../services/activity.js';

/** The activity log and the dashboard. */
export function activityRoutes(ctx: AppContext) {
  const activity = activityService(ctx);
  return {
    listActivities: async (request) => pageAnswer(await activity.list(request.query, caller(request).user.role)),
    getDashboardCounts: async () => ({ success: true, data: await activity.dashboard() }),
  } satisfies Partial<Routes>;
}
