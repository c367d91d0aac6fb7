import { expect, type Page } from '@playwright/test';
import { ADMIN } from './env';
import { gantiPasswordAwal, PASSWORD_AWAL } from './api';

/** Signs in through the login page of `base` (the default server when empty) and waits for `landing`. */
export async function login(page: Page, username = ADMIN.username, password = ADMIN.password, base = '', landing: RegExp = /\/$/): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Creates a user through the API as the first Super Admin (faster than the dialog, for setup), ready to
 * sign in with `user.password`: created with a temporary one it then changes (issue 40).
 */
export async function createUserViaApi(baseURL: string, user: { nama_lengkap: string; username: string; role: 'Admin' | 'Super Admin'; password: string }): Promise<void> {
  const loginRes = await fetch(`${baseURL}/api/auth/admin`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const { token } = (await loginRes.json()) as { token: string };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({ ...user, password: PASSWORD_AWAL }),
  });
  if (res.status === 201) await gantiPasswordAwal(baseURL, user.username, user.password);
  else if (res.status !== 409) throw new Error(`register failed: ${res.status} ${await res.text()}`);
}
