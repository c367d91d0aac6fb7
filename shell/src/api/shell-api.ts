// The three calls the shell itself makes, through the shared typed client. Everything else is the
// modules' business.
import { api, callApi, type ModuleEntry, type PublicConfig } from '@sid/openapi';

export type { ModuleEntry, PublicConfig };

/** GET /api/config (public): the village identity and the modules enabled for this village. */
export async function fetchPublicConfig(): Promise<PublicConfig> {
  const body = await callApi(api.GET('/api/config'));
  return body.data;
}

export interface LoginSuccess {
  token: string;
}

/** POST /api/auth/admin. Rejects with an ApiError carrying the server's message on failure. */
export async function login(username: string, password: string): Promise<LoginSuccess> {
  const body = await callApi(api.POST('/api/auth/admin', { body: { username, password } }));
  return { token: body.token };
}

/** How long the logout record may take before the shell signs out anyway. */
export const LOGOUT_TIMEOUT_MS = 8000;

/** POST /api/activity/{userId}: records the logout in the activity log. */
export async function recordLogout(userId: string): Promise<void> {
  await callApi(api.POST('/api/activity/{userId}', {
    params: { path: { userId } },
    signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
  }));
}
