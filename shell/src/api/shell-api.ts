// The three calls the shell itself makes, through the shared typed client. Everything else is the
// modules' business.
import { api, callApi, type components, type ModuleEntry, type PublicConfig } from '@sid/openapi';

export type { ModuleEntry, PublicConfig };
export type VillageDto = components['schemas']['Village'];

/**
 * GET /api/config (public): the village when it is known (a single village's server, or the village
 * `desaHint` names on a regency's), the regency, and the modules.
 */
export async function fetchPublicConfig(desaHint?: string | null): Promise<PublicConfig> {
  const body = await callApi(api.GET('/api/config', { params: { query: desaHint ? { desa: desaHint } : {} } }));
  return body.data;
}

/** How long the signed-in configuration may take before the start-up list is used instead. */
export const SIGNED_IN_CONFIG_TIMEOUT_MS = 8000;

/** GET /api/config with the session's token: the signed-in user's village's modules. */
export async function fetchSignedInModules(timeoutMs = SIGNED_IN_CONFIG_TIMEOUT_MS): Promise<ModuleEntry[]> {
  const body = await callApi(api.GET('/api/config', { params: { query: {} }, signal: AbortSignal.timeout(timeoutMs) }));
  return body.data.modules;
}

/** GET /api/desa: the signed-in user's village, with its letterhead. */
export async function fetchDesaSaya(): Promise<VillageDto> {
  const body = await callApi(api.GET('/api/desa'));
  return body.data;
}

export interface LoginSuccess {
  token: string;
  /** Who signed in: the name for the top bar, the village for the login page's next visit. */
  user: Pick<components['schemas']['SessionUser'], 'nama_lengkap' | 'desa_id' | 'harus_ganti_password'>;
}

/** POST /api/auth/admin. Rejects with an ApiError carrying the server's message on failure. */
export async function login(username: string, password: string): Promise<LoginSuccess> {
  const body = await callApi(api.POST('/api/auth/admin', { body: { username, password } }));
  return { token: body.token, user: { nama_lengkap: body.data.nama_lengkap, desa_id: body.data.desa_id, harus_ganti_password: body.data.harus_ganti_password === true } };
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

export type PasswordChange = components['schemas']['PasswordChangeInput'];

/** PUT /api/auth/password: one's own password; this session stays, every other one of the user ends. */
export async function changeOwnPassword(body: PasswordChange): Promise<{ message?: string }> {
  return callApi(api.PUT('/api/auth/password', { body }));
}

export type TindakanKabupaten = components['schemas']['TindakanKabupaten'];

/**
 * GET /api/tindakan_kabupaten?belum_diakui=true (a village's Super Admin): the regency's actions in the
 * village no Super Admin has acknowledged yet (issue 33), newest first.
 */
export async function fetchTindakanBelumDiakui(): Promise<TindakanKabupaten[]> {
  const body = await callApi(api.GET('/api/tindakan_kabupaten', { params: { query: { belum_diakui: true, limit: 100 } } }));
  return body.data;
}

/** PUT /api/tindakan_kabupaten/{id}/diakui: acknowledged for every Super Admin of the village. */
export async function akuiTindakan(id: string): Promise<TindakanKabupaten> {
  const body = await callApi(api.PUT('/api/tindakan_kabupaten/{id}/diakui', { params: { path: { id } } }));
  return body.data;
}
