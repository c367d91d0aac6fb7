// Setting up data through the real API, for journeys whose subject is another screen.
import { ADMIN } from './env';

export async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/admin`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** A fresh 16-digit number (NIK, No. KK) for this run. */
export function nomor(prefix: string): string {
  return `${prefix}${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`.slice(0, 16);
}

export async function call<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
