// Laporan (issue 37), end to end on the shared server: the monthly report and the population books.
import { test, expect } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { login } from '../support/session';

test.describe('laporan', () => {
  test('the monthly report shows the month from the ledger', async ({ page }) => {
    await login(page);
    await page.getByRole('link', { name: 'Laporan Bulanan' }).click();
    await expect(page).toHaveURL(/\/laporan$/);
    await expect(page.getByRole('heading', { name: 'Laporan Bulanan Penduduk' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Laporan Bulanan Penduduk / })).toBeVisible();
    await expectAccessible(page, 'Laporan Bulanan Penduduk');
  });
});
