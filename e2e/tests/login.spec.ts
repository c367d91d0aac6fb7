import { test, expect } from '@playwright/test';
import { ADMIN } from '../support/env';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

test.describe('login', () => {
  test('shows the welcome text with the village name and toggles the password', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'SELAMAT DATANG' })).toBeVisible();
    await expect(page.getByText(/Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa/)).toContainText('Watugede');
    await expectAccessible(page, 'login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('rahasia');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password shows the server message in a red snackbar for 4 seconds', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
    await page.getByRole('button', { name: 'Login' }).click();
    const snackbar = page.getByText('Username atau password salah');
    await expect(snackbar).toBeVisible();
    await expectAccessible(page, 'login, refused');
    await expect(page).toHaveURL(/\/login$/);
    await expect(snackbar).toBeHidden({ timeout: 7_000 });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('signs in, lands on / and shows the shell; /login then goes back to /', async ({ page }) => {
    await login(page);
    await expect(page.getByText(/SISTEM KEPENDUDUKAN DESA/)).toBeVisible();
    await expect(page.getByText(/WATUGEDE/i).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statistik Penduduk' })).toBeVisible();
    // Issue 40: the dashboard links to the resident list, which has its own page and drawer entry.
    await expect(page.getByRole('link', { name: 'halaman Penduduk' })).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Penduduk', exact: true }).click();
    await expect(page).toHaveURL(/\/penduduk$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daftar Penduduk' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Daftar Penduduk' })).toBeVisible();
    await expectAccessible(page, 'daftar penduduk');
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});
