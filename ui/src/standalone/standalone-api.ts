// The three calls the standalone page needs, straight through fetch: @sid/ui imports nothing of
// ours, so not the typed client either. Same paths and envelope as the contract.
import type { Village } from '@sid/ui/module';
import { TOKEN_KEY } from './token';

async function readMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : fallback;
  } catch {
    return fallback;
  }
}

export async function loadVillage(): Promise<Village> {
  const response = await fetch('/api/config');
  if (!response.ok) throw new Error(await readMessage(response, 'Konfigurasi desa tidak dapat dimuat'));
  const body = (await response.json()) as { data?: { village?: Village } };
  if (!body.data?.village) throw new Error('Konfigurasi desa tidak lengkap');
  return body.data.village;
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
