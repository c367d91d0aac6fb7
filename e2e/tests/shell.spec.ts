import { test, expect } from '@playwright/test';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

test.describe('shell', () => {
  test('the drawer shows its groups and highlights the current route', async ({ page }) => {
    await login(page);
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Aktifitas Admin')).toBeVisible();
    await expect(nav.getByText('Super Admin')).toBeVisible();
    await nav.getByRole('link', { name: 'Activity Logs' }).click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(nav.getByRole('link', { name: 'Activity Logs' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('table')).toBeVisible();
    await expectAccessible(page, 'activity logs');
    // Issue 40: the log's search box and its filters by user and by kind, against the real server.
    await page.getByRole('combobox', { name: 'Pengguna' }).selectOption({ label: 'Administrator' });
    await page.getByRole('combobox', { name: 'Jenis aktivitas' }).selectOption({ label: 'Masuk dan Keluar Aplikasi' });
    await expect(page).toHaveURL(/jenis=sesi/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(page).toHaveURL(/pengguna=/);
    await expect(rows.nth(1)).toContainText('Administrator');
    // Only the header row is without the user's name.
    await expect(rows.filter({ hasNotText: 'Administrator' })).toHaveCount(1);
    const box = page.getByRole('searchbox', { name: 'Cari aktivitas' });
    await box.fill('tidak ada aktivitas seperti ini');
    await box.press('Enter');
    await expect(page.getByRole('region', { name: 'DATA AKTIVITAS TIDAK DITEMUKAN' })).toBeVisible();
    await expectAccessible(page, 'activity logs: filtered, nothing found');
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByText('Daftar Pengguna')).toBeVisible();
    await expect(page.getByRole('row', { name: /Administrator/ })).toBeVisible();
    await expectAccessible(page, 'users');
  });

  test('the drawer collapses and expands', async ({ page }) => {
    await login(page);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    // Issue 40: the first Tab stop skips the top bar and the drawer; the next one is in the page.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Lewati ke konten utama' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectAccessible(page, 'skip link');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false)).toBe(true);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
    await expectAccessible(page, 'drawer collapsed');
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  });

  test('an unknown path shows PAGE NOT FOUND and Go Back returns', async ({ page }) => {
    await login(page);
    await page.goto('/activity');
    await page.goto('/tidak-ada-halaman-ini');
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await expectAccessible(page, '404');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/activity$/);
  });

  test('without a session every page goes to /login', async ({ page }) => {
    await page.goto('/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired token sends the user to /login', async ({ page }) => {
    await login(page);
    // Replace the token by one whose exp lies in the past (the shell reads exp in seconds).
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const expired = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 'x', role: 'Super Admin', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
      localStorage.setItem('token', expired);
    });
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a token the server rejects (revoked) sends the user to /login', async ({ page }) => {
    await login(page);
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      localStorage.setItem('token', `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 'x', role: 'Super Admin', exp: Math.floor(Date.now() / 1000) + 3600 })}.forged`);
    });
    await page.goto('/activity');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Log Out records the logout, clears the session and goes to /login', async ({ page }) => {
    await login(page);
    await page.getByRole('button', { name: /akun|account/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expectAccessible(page, 'account menu');
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await login(page);
    await page.goto('/activity');
    await expect(page.getByRole('cell', { name: 'Logout' }).first()).toBeVisible();
  });
});
