// A regency on one server (issue 11), through the screens of a server of its own (the regency's
// operator configured, its code 35.07): the Admin Kabupaten adds a village by its official code and
// its first Super Admin; that Super Admin signs in, sees their village and adds a family; the regency's
// totals follow; the staff of the other village never see that family.
import { test, expect, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { adminToken, call, nomor } from '../support/api';
import { addKartuKeluarga } from '../support/penduduk-form';
import { login } from '../support/session';
import { startServer, type RunningServer } from '../support/server';
import { ADMIN } from '../support/env';

const KABUPATEN = { username: 'operator.kabupaten', password: 'Rahasia-Kabupaten-2026' };
const SUPER_DESA = { nama: 'Sekretaris Tulungrejo', username: `sa.tulungrejo.${Date.now().toString(36)}`, password: 'Sandi-Tulungrejo-2026' };

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({
    KABUPATEN_ADMIN_USERNAME: KABUPATEN.username,
    KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password,
    KODE_KABUPATEN: '35.07',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const signIn = (page: Page, username: string, password: string, landing: RegExp) => login(page, username, password, server.url, landing);

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Akun/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The regency's resident total as the console shows it. */
async function pendudukKabupaten(page: Page): Promise<string> {
  const totals = page.getByLabel('Jumlah kabupaten');
  await expect(totals).toBeVisible();
  return (await totals.locator('div', { has: page.getByText('Penduduk', { exact: true }) }).locator('dd').textContent()) ?? '';
}

test('the Admin Kabupaten adds a village and its Super Admin, who adds a family; totals follow; the other village never sees it', async ({ page }) => {
  test.setTimeout(180_000);
  const head = { nik: nomor('35070141'), nama: 'Parman Tulungrejo', jenisKelamin: 'Laki laki' as const, tempatTanggalLahir: 'Malang, 01 Januari 1980', umur: '46', alamat: 'Dusun Krajan RT 01 RW 01, Tulungrejo' };

  // The regency's operator signs in at the same URL and lands on the console.
  await signIn(page, KABUPATEN.username, KABUPATEN.password, /\/kabupaten$/);
  await expect(page.getByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA KABUPATEN MALANG' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ringkasan Kabupaten Malang' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  const before = await pendudukKabupaten(page);
  await expectAccessible(page, 'regency console');

  // A village by its official code: 'Cek Kode' finds it in the Kemendagri list.
  await page.getByRole('button', { name: 'Tambah Desa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Desa' });
  await dialog.getByRole('textbox', { name: /Kode Wilayah/ }).fill('35.07.01.2001');
  await dialog.getByRole('button', { name: 'Cek Kode' }).click();
  await expect(dialog.getByText('Tulungrejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Nama Desa/ })).toHaveValue('Tulungrejo');
  await dialog.getByRole('textbox', { name: /Alamat Kantor/ }).fill('Jl. Raya Tulungrejo No. 3');
  await dialog.getByRole('textbox', { name: /Kode Pos/ }).fill('65167');
  await expectAccessible(page, 'add a village');
  await dialog.getByRole('button', { name: 'Tambah' }).click();
  await expect(page.getByRole('heading', { name: 'Desa Tulungrejo' })).toBeVisible();
  await expect(page.getByText(/belum memiliki Super Admin/)).toBeVisible();

  // Its first Super Admin.
  await page.getByRole('button', { name: 'Tambah Super Admin' }).click();
  const sa = page.getByRole('dialog', { name: 'Super Admin Desa Tulungrejo' });
  await sa.getByRole('textbox', { name: /Nama Lengkap/ }).fill(SUPER_DESA.nama);
  await sa.getByRole('textbox', { name: /Username/ }).fill(SUPER_DESA.username);
  await sa.getByLabel(/^Password/).fill(SUPER_DESA.password);
  await sa.getByRole('button', { name: 'Buat' }).click();
  await expect(page.getByText(SUPER_DESA.nama)).toBeVisible();
  await expectAccessible(page, 'a village of the regency');
  await signOut(page);

  // That Super Admin signs in, sees their own village, and adds a family.
  await signIn(page, SUPER_DESA.username, SUPER_DESA.password, /\/$/);
  await expect(page.getByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA TULUNGREJO' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Kartu Keluarga' }).click();
  await page.getByRole('button', { name: 'Tambah Kartu Keluarga' }).first().click();
  await addKartuKeluarga(page, nomor('35070142'), head);
  await signOut(page);
  // The login page now remembers the village this browser signed in to.
  await expect(page.getByText('Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa Tulungrejo')).toBeVisible();

  // The regency's totals follow.
  await signIn(page, KABUPATEN.username, KABUPATEN.password, /\/kabupaten$/);
  await expect.poll(() => pendudukKabupaten(page)).not.toBe(before);
  const row = page.getByRole('table', { name: 'Daftar Desa' }).getByRole('row', { name: /Tulungrejo/ });
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await signOut(page);

  // The other village's staff never see it: not in their list, not by its NIK.
  await signIn(page, ADMIN.username, ADMIN.password, /\/$/);
  await expect(page.getByRole('heading', { name: 'SISTEM KEPENDUDUKAN DESA WATUGEDE' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Daftar Penduduk' }).getByRole('cell', { name: head.nama, exact: true })).toHaveCount(0);
  const token = await adminToken(server.url);
  const byNik = await call<{ data: unknown[] }>(server.url, token, 'GET', `/api/penduduk/all/nik/s?nik=${head.nik}`);
  expect(byNik.status === 404 || (byNik.status === 200 && byNik.body.data.length === 0)).toBe(true);
});
