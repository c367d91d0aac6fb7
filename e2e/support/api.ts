// Setting up data through the real API, for journeys whose subject is another screen.
import { ADMIN } from './env';

export async function adminToken(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/admin`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Digits 7-10 made a real day (01-28, unless the prefix gives them) and month, so the number is a NIK
 * whose date part the server accepts (issue 13: 400 NIK_TANGGAL_TIDAK_VALID otherwise). `tetap`: how
 * many leading digits are the caller's.
 */
export function tanggalNikValid(raw: string, tetap = 0): string {
  let s = raw;
  if (tetap <= 6) s = `${s.slice(0, 6)}${pad2(1 + (Number(s.slice(6, 8)) % 28))}${s.slice(8)}`;
  if (tetap <= 8) s = `${s.slice(0, 8)}${pad2(1 + (Number(s.slice(8, 10)) % 12))}${s.slice(10)}`;
  return s;
}

/** A fresh 16-digit number (NIK, No. KK) for this run, with a real date part. */
export function nomor(prefix: string): string {
  return tanggalNikValid(`${prefix}${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 1e6).toString().padStart(6, '0')}`.slice(0, 16), prefix.length);
}

/**
 * The i-th number of a run: a 2-digit prefix, then region and date from the run, the serial from i
 * (i < 10000): unique per (run, i), with a real date part, and one 10-digit prefix per run.
 */
export function nomorRun(prefix: string, run: string, i: number): string {
  const u = Number(run) % 100_000_000;
  const x = Math.floor(u / 10_000);
  return `${prefix}${String(u % 10_000).padStart(4, '0')}${pad2(1 + (x % 28))}${pad2(1 + (Math.floor(x / 28) % 12))}${pad2(Math.floor(x / 336) % 100)}${String(i).padStart(4, '0')}`;
}

export async function call<T>(baseURL: string, token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'x-auth-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The temporary password a journey's setup gives an account it creates through the API (issue 40). */
export const PASSWORD_AWAL = 'Sandi-Awal-Dari-Pembuat-1';

/**
 * Issue 40: an account whose password someone else set changes it before anything else. For a
 * journey's setup (its subject is another screen): signs in with `awal` and changes it to `baru`.
 */
export async function gantiPasswordAwal(baseURL: string, username: string, baru: string, awal = PASSWORD_AWAL): Promise<void> {
  const res = await fetch(`${baseURL}/api/auth/admin`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: awal }),
  });
  if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const ganti = await call(baseURL, token, 'PUT', '/api/auth/password', { password_lama: awal, password_baru: baru });
  if (ganti.status !== 200) throw new Error(`changeOwnPassword ${username} failed: ${ganti.status} ${JSON.stringify(ganti.body)}`);
}
