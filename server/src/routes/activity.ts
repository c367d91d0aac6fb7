import type { FastifyRequest } from 'fastify';
import { villageOf } from '../plugins/scope.js';
import { pageAnswer } from '../lib/paging.js';
import type { Routes } from '../contract.js';
import { caller } from '../plugins/auth.js';
import { activityService } from '../services/activity.js';
import { tindakanKabupatenService } from '../services/tindakan-kabupaten.js';

/** The activity log and the dashboard. */
export function activityRoutes() {
  const activity = (request: FastifyRequest) => activityService(villageOf(request));
  return {
    listActivities: async (request) => pageAnswer(await activity(request).list(request.query, caller(request).user.role)),
    getActivityPelaku: async (request) => ({ success: true, data: await activity(request).pelaku(caller(request).user.role) }),
    getDashboardCounts: async (request) => ({ success: true, data: await activity(request).dashboard() }),
    // The regency's actions in the village (issue 33): the Super Admins' notice and its acknowledgement.
    listTindakanKabupaten: async (request) => pageAnswer(await tindakanKabupatenService(villageOf(request)).list(request.query)),
    akuiTindakanKabupaten: async (request) => ({
      success: true,
      message: 'Pemberitahuan ditandai sudah diketahui',
      data: await tindakanKabupatenService(villageOf(request)).akui(request.params.id, caller(request)),
    }),
  } satisfies Partial<Routes>;
}
