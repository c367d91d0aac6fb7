// Backups in the product (issue 14, docs/adr/0011-backups.md), on a server of its own (backups into
// a folder of its own, the schedule off so that no scheduled run meets the one started here): the
// single village's Super Admin is warned on the dashboard that there is no backup yet, opens Cadangan
// Data, starts a backup, sees it succeed with its size, downloads the archive, and the warning is gone.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/session';
import { startServer, type RunningServer } from '../support/server';
import { ADMIN } from '../support/env';

/** A message the page showed (a toast): Fluent repeats its text in an aria-live region too. */
function feedback(page: Page, text: string | RegExp) {
  return page.locator('[data-feedback-intent="success"]').filter({ hasText: text });
}

let server: RunningServer;
let backupDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  backupDir = mkdtempSync(join(tmpdir(), 'sid-e2e-cadangan-'));
  server = await startServer({ BACKUP_DIR: backupDir, BACKUP_SCHEDULE: 'off' });
});

test.afterAll(async () => {
  await server?.stop();
  if (backupDir) rmSync(backupDir, { recursive: true, force: true });
});

test('the Super Admin is warned, backs up now, sees the size and downloads the archive', async ({ page }) => {
  // A server of its own, a backup and a download: more than one journey's time on a busy machine.
  test.slow();
  await login(page, ADMIN.username, ADMIN.password, server.url);

  // No good backup yet: the dashboard says so and leads to the page.
  const warning = page.getByRole('group', { name: 'Cadangan data perlu diperiksa' });
  await expect(warning).toContainText('Belum ada cadangan yang berhasil');
  await expectAccessible(page, 'dashboard: backup warning');
  await warning.getByRole('link', { name: 'Buka Cadangan Data' }).click();
  await expect(page).toHaveURL(/\/cadangan$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Cadangan Data' })).toBeVisible();
  await expect(page.getByText('BELUM ADA CADANGAN', { exact: true })).toBeVisible();
  await expect(page.getByText('Pencadangan otomatis dimatikan di server')).toBeVisible();
  await expect(page.getByRole('navigation').getByText('Cadangan Data')).toBeVisible();
  await expectAccessible(page, 'cadangan: empty');

  await page.getByRole('button', { name: 'Cadangkan Sekarang' }).first().click();
  await expect(feedback(page, 'Pencadangan dimulai')).toBeVisible();
  const row = page.getByRole('table', { name: 'Daftar Cadangan' }).getByRole('row').nth(1);
  await expect(row).toContainText('Berhasil', { timeout: 30_000 });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText(/\d+(,\d)? (KB|MB)/);
  await expect(row).toContainText(/\d{2} \w+ \d{4} \d{2}\.\d{2} WIB/);
  await expect(page.getByText(/^Cadangan terakhir yang berhasil: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cadangkan Sekarang' })).toBeEnabled();
  // The start's toast leaves on its own timer: axe reads the page once it has gone, not mid-fade.
  await expect(feedback(page, 'Pencadangan dimulai')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page, 'cadangan: a good run');
  await page.screenshot({ path: test.info().outputPath('cadangan-data.png') });

  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /^Unduh cadangan / }).click()]);
  expect(download.suggestedFilename()).toMatch(/^sid-cadangan-.+\.tar\.gz$/);
  const saved = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(saved);
  expect(statSync(saved).size).toBeGreaterThan(1000);
  await expect(feedback(page, /^Arsip sid-cadangan-.+\.tar\.gz diunduh$/)).toBeVisible();

  // Backed up: the dashboard no longer warns.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Diagram Penduduk' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cadangan data perlu diperiksa' })).toHaveCount(0);
});
