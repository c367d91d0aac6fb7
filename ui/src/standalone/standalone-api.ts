// The three calls the standalone page needs, straight through fetch: @sid/ui imports nothing of
// ours, so not the typed client either. Same paths and envelope as the contract.
import type { Village } from '@sid/ui/module';
import { TOKEN_KEY } from './token';

/** What the API client fires on a 401: the standalone page returns to its login form. */
export const SESSION_EXPIRED_EVENT = 'sid:session-expired';

async function readMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

/** The regency a server serves (GET /api/config's `regency`). */
export interface StandaloneRegency {
  kabupaten: string;
  provinsi: string;
}

/** GET /api/config: the village when the server knows it (a single village's server), and the regency. */
export interface StandaloneConfig {
  village: Village | null;
  regency: StandaloneRegency;
}

export async function loadConfig(): Promise<StandaloneConfig> {
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(await readMessage(response, 'Konfigurasi desa tidak dapat dimuat'));
  const body = (await response.json()) as { data?: { village?: Village | null; regency?: StandaloneRegency } };
  const village = body.data?.village ?? null;
  // A server before the regency had no `regency`: the village's own regency stands in.
  const regency = body.data?.regency ?? (village ? { kabupaten: village.kabupaten, provinsi: village.provinsi } : null);
  if (!regency) throw new Error('Konfigurasi desa tidak lengkap');
  return { village, regency };
}

/** GET /api/desa: the signed-in user's village, with its letterhead. */
export async function loadDesaSaya(token: string): Promise<Village> {
  const response = await fetch('/api/desa', { headers: { 'x-auth-token': token } });
  if (response.status === 401) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  if (!response.ok) throw new Error(await readMessage(response, 'Data desa tidak dapat dimuat'));
  const body = (await response.json()) as { data?: Village };
  if (!body.data) throw new Error('Data desa tidak lengkap');
  return body.data;
}

export async function login(username: string, password: string): Promise<string> {
  const response = await fetch('/api/auth/admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(await readMessage(response, 'Login gagal'));
  const body = (await response.json()) as { token?: unknown };
  if (typeof body.token !== 'string') throw new Error('Login gagal');
  return body.token;
}

export async function recordLogout(userId: string, token: string): Promise<void> {
  // The logout is recorded on a best-effort basis: the session ends either way.
  await fetch(`/api/activity/${encodeURIComponent(userId)}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
  }).catch(() => undefined);
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage disabled: the session lives in memory only
  }
}
