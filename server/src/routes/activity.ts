import type { FastifyRequest } from 'fastify';
import { villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { caller } from '../plugins/auth.js';
import { activityService } from '../services/activity.js';

/** The activity log and the dashboard. */
export function activityRoutes() {
  const activity = (request: FastifyRequest) => activityService(villageOf(request));
  return {
    listActivities: async (request) => pageAnswer(await activity(request).list(request.query, caller(request).user.role)),
    getDashboardCounts: async (request) => ({ success: true, data: await activity(request).dashboard() }),
  } satisfies Partial<Routes>;
}
