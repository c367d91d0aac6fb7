// The calls the standalone page makes, through the typed client of @sid/openapi (the session
// middleware sends the token from localStorage and fires `sid:session-expired` on a 401), as the
// shell's own calls do (shell/src/api/shell-api.ts).
import { api, callApi, type PublicConfig, type Village } from '@sid/openapi';

export { SESSION_EXPIRED_EVENT, getToken, setToken, clearToken } from '@sid/openapi';

/** GET /api/config: the village when the server knows it (a single village's server), and the regency. */
export type StandaloneConfig = Pick<PublicConfig, 'village' | 'regency'>;

export async function loadConfig(): Promise<StandaloneConfig> {
  const body = await callApi(api.GET('/api/config', { params: { query: {} } }));
  return { village: body.data.village, regency: body.data.regency };
}

/** GET /api/desa: the signed-in user's village, with its letterhead. */
export async function loadDesaSaya(): Promise<Village> {
  const body = await callApi(api.GET('/api/desa'));
  return body.data;
}

/** POST /api/auth/admin: the token of a successful login (a refusal rejects with the server's message). */
export async function login(username: string, password: string): Promise<string> {
  const body = await callApi(api.POST('/api/auth/admin', { body: { username, password } }));
  return body.token;
}

/** POST /api/activity/{userId}: records the logout, best effort (the session ends either way). */
export async function recordLogout(userId: string): Promise<void> {
  await callApi(api.POST('/api/activity/{userId}', { params: { path: { userId } } })).catch(() => undefined);
}
