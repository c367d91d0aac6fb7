// Module releases and per-village rollout (issue 12), through the regency console of a server of its
// own: a new mf-admin release with a visible change (its drawer label) is installed from the console,
// rolled out to one village only (seen there, not in the other), and rolled back; mf-mutasi is switched
// off for one village (its drawer entries, routes and API go, for that village only); and a shell that
// meets a module it cannot serve shows that module's panel with the reason.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { call, gantiPasswordAwal, PASSWORD_AWAL } from '../support/api';
import { repoRoot } from '../support/env';
import { login } from '../support/session';
import { startServer, type RunningServer } from '../support/server';

const KABUPATEN = { username: 'operator.rilis', password: 'Rahasia-Rilis-2026' };
const run = Date.now().toString(36);
const DESA = [
  { kode: '35.07.01.2001', nama: 'Tulungrejo', username: `sa.rintis.${run}`, password: 'Sandi-Rintis-2026' },
  { kode: '35.07.01.2002', nama: 'Sumberoto', username: `sa.lain.${run}`, password: 'Sandi-Lain-2026' },
];

let server: RunningServer;
let workDir: string;
let kabupatenToken: string;
const desaIds: string[] = [];

async function apiLogin(username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body = (await res.json()) as { token: string };
  return body.token;
}

/** mf-admin's built dist as a new release, 0.1.1, whose drawer says 'Activity Logs Baru'. */
async function rilisAdminBaru(): Promise<string> {
  const dist = join(workDir, 'mf-admin-0.1.1');
  cpSync(join(repoRoot, 'mf-admin', 'dist'), dist, { recursive: true });
  for (const name of readdirSync(dist)) {
    if (!name.endsWith('.js')) continue;
    const text = readFileSync(join(dist, name), 'utf8');
    if (!text.includes("'Activity Logs'") && !text.includes('"Activity Logs"')) continue;
    writeFileSync(join(dist, name), text.replace(/(['"])Activity Logs\1/g, '$1Activity Logs Baru$1'));
    // The precompressed copies would still say the old label: the server sends the file itself.
    rmSync(join(dist, `${name}.br`), { force: true });
    rmSync(join(dist, `${name}.gz`), { force: true });
  }
  const identitas = JSON.parse(readFileSync(join(dist, 'sid-modul.json'), 'utf8')) as { versi: string };
  writeFileSync(join(dist, 'sid-modul.json'), JSON.stringify({ ...identitas, versi: '0.1.1' }));
  const { packRelease } = (await import(pathToFileURL(join(repoRoot, 'scripts', 'release-pack.mjs')).href)) as { packRelease: (d: string, o: string) => Promise<unknown> };
  const out = join(workDir, 'mf-admin-0.1.1.tgz');
  await packRelease(dist, out);
  return out;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  workDir = mkdtempSync(join(tmpdir(), 'sid-e2e-rilis-'));
  server = await startServer({ KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password, KODE_KABUPATEN: '35.07' });
  kabupatenToken = await apiLogin(KABUPATEN.username, KABUPATEN.password);
  for (const d of DESA) {
    const created = await call<{ data: { _id: string } }>(server.url, kabupatenToken, 'POST', '/api/kabupaten/desa', { kode_wilayah: d.kode, nama_desa: d.nama, alamat_kantor: `Jl. Balai Desa ${d.nama}`, kode_pos: '65171', jabatan_kepala: 'Kepala Desa' });
    expect(created.status).toBe(201);
    desaIds.push(created.body.data._id);
    const sa = await call(server.url, kabupatenToken, 'POST', `/api/kabupaten/desa/${created.body.data._id}/super_admin`, { nama_lengkap: `Sekretaris ${d.nama}`, username: d.username, password: PASSWORD_AWAL });
    expect(sa.status).toBe(201);
    // Issue 40: the regency's password is changed at the first sign-in; here, for the setup, through the API.
    await gantiPasswordAwal(server.url, d.username, d.password);
  }
});

test.afterAll(async () => {
  await server?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const signIn = (page: Page, username: string, password: string, landing: RegExp) => login(page, username, password, server.url, landing);

/** The success toast covers no button of the page (issue 40: it sat over the button just pressed). */
async function expectToastClearOfButtons(page: Page): Promise<void> {
  const toast = page.locator('.fui-Toast').first();
  await expect(toast).toBeVisible();
  const covered = await toast.evaluate((t) => {
    const a = t.getBoundingClientRect();
    return Array.from(document.querySelectorAll('main button, main a, main [role="checkbox"], main select, main input'))
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < a.right && r.right > a.left && r.top < a.bottom && r.bottom > a.top;
      })
      .map((b) => b.textContent || b.getAttribute('aria-label') || b.tagName);
  });
  expect(covered, 'controls under the toast').toEqual([]);
}

const drawer = (page: Page) => page.getByRole('navigation');
/** A page of a browser of its own (its own session), as axe wants it. */
const newPage = async (browser: Browser) => (await browser.newContext()).newPage();

test('a new mf-admin release reaches one village only, then is rolled back', async ({ browser }) => {
  test.setTimeout(240_000);
  const file = await rilisAdminBaru();
  const console_ = await newPage(browser);
  await signIn(console_, KABUPATEN.username, KABUPATEN.password, /\/kabupaten$/);
  await drawer(console_).getByRole('link', { name: 'Rilis Modul' }).click();
  await expect(console_.getByRole('heading', { name: 'Rilis Modul', level: 1 })).toBeVisible();
  await expectAccessible(console_, 'module releases');

  // Installed from the console, with no restart.
  await console_.getByRole('button', { name: 'Pasang Rilis' }).click();
  const dialog = console_.getByRole('dialog', { name: 'Pasang Rilis Modul' });
  await dialog.getByLabel('Berkas rilis').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Pasang' }).click();
  await expect(dialog).toBeHidden();
  await expect(console_.getByText(/0\.1\.1/).first()).toBeVisible();

  // Rolled out to the first village only.
  await console_.getByRole('link', { name: /Admin/ }).first().click();
  await expect(console_).toHaveURL(/\/kabupaten\/modul\/mf-admin$/);
  await expectAccessible(console_, 'one module');
  await console_.getByRole('checkbox', { name: `Pilih desa ${DESA[0]!.nama}` }).check();
  await console_.getByLabel('Versi untuk desa').selectOption('0.1.1');
  // As a person reaches it, scrolling down: the button at the bottom of the window, where a toast once landed.
  await console_.getByRole('button', { name: 'Pakai versi 0.1.1' }).evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await console_.getByRole('button', { name: 'Pakai versi 0.1.1' }).click();
  // Every change is confirmed, saying what happens to how many villages (issue 40).
  const pin = console_.getByRole('alertdialog', { name: 'PAKAI VERSI 0.1.1 UNTUK 1 DESA TERPILIH ?' });
  await expect(pin).toContainText('Modul Admin di 1 desa terpilih berganti ke versi 0.1.1');
  await expectAccessible(console_, 'confirming a version for villages');
  await pin.getByRole('button', { name: 'Pakai versi 0.1.1' }).click();
  await expect(console_.getByRole('row', { name: new RegExp(DESA[0]!.nama) })).toContainText('0.1.1');
  await expectToastClearOfButtons(console_);

  const rintis = await newPage(browser);
  await signIn(rintis, DESA[0]!.username, DESA[0]!.password, /\/$/);
  await expect(drawer(rintis).getByRole('link', { name: 'Activity Logs Baru' })).toBeVisible();
  const lain = await newPage(browser);
  await signIn(lain, DESA[1]!.username, DESA[1]!.password, /\/$/);
  await expect(drawer(lain).getByRole('link', { name: 'Activity Logs', exact: true })).toBeVisible();

  // The console sees what the village loaded.
  await console_.reload();
  const rowRintis = console_.getByRole('row', { name: new RegExp(DESA[0]!.nama) });
  await expect(rowRintis).toContainText('0.1.1');

  // Rolled back in one action: the village gets the built-in build on its next page load.
  // The way back is named for what it does: from 0.1.1 down to the regency's built-in 0.1.0.
  await console_.getByRole('checkbox', { name: `Pilih desa ${DESA[0]!.nama}` }).check();
  await console_.getByRole('button', { name: 'Turunkan ke versi kabupaten' }).click();
  const back = console_.getByRole('alertdialog', { name: 'TURUNKAN KE VERSI KABUPATEN UNTUK 1 DESA TERPILIH ?' });
  await expect(back).toContainText(`${DESA[0]!.nama}: turunkan ke versi kabupaten`);
  await back.getByRole('button', { name: 'Kembalikan' }).click();
  await expect(console_.getByRole('row', { name: new RegExp(DESA[0]!.nama) })).toContainText('Ikut kabupaten');
  await rintis.reload();
  await expect(drawer(rintis).getByRole('link', { name: 'Activity Logs', exact: true })).toBeVisible();
  await expect(drawer(rintis).getByRole('link', { name: 'Activity Logs Baru' })).toHaveCount(0);
});

test("the regency's version goes up and back down, each way named for what it does; every village's versions on one page", async ({ browser }) => {
  test.setTimeout(180_000);
  const console_ = await newPage(browser);
  await signIn(console_, KABUPATEN.username, KABUPATEN.password, /\/kabupaten$/);
  await console_.goto(`${server.url}/kabupaten/modul/mf-admin`);
  await expect(console_.getByRole('heading', { level: 1, name: 'Modul Admin' })).toBeVisible();
  await console_.getByRole('combobox', { name: /Pilih versi kabupaten/ }).selectOption('0.1.1');
  await console_.getByRole('button', { name: 'Terapkan ke semua desa' }).click();
  const up = console_.getByRole('alertdialog', { name: 'TERAPKAN VERSI 0.1.1 KE SEMUA DESA ?' });
  await expect(up).toContainText('Naikkan versi kabupaten dari versi bawaan');
  await up.getByRole('button', { name: 'Terapkan' }).click();
  await expect(up).toBeHidden();
  await expectToastClearOfButtons(console_);
  // Back down in one action, then up again: never 'Kembalikan ke versi sebelumnya' for a way forward.
  await console_.getByRole('button', { name: /^Turunkan ke versi bawaan/ }).click();
  const down = console_.getByRole('alertdialog', { name: /^TURUNKAN KE VERSI BAWAAN/ });
  await down.getByRole('button', { name: 'Turunkan' }).click();
  await expect(down).toBeHidden();
  await expect(console_.getByRole('button', { name: 'Naikkan ke versi 0.1.1' })).toBeVisible();
  await expect(console_.getByRole('button', { name: /Kembalikan ke versi sebelumnya/ })).toHaveCount(0);

  // Versi per Desa: every village by every village module, at both widths.
  await drawer(console_).getByRole('link', { name: 'Versi per Desa' }).click();
  await expect(console_.getByRole('heading', { level: 1, name: 'Versi per Desa' })).toBeVisible();
  const matrix = console_.getByRole('table', { name: 'Versi modul per desa' });
  await expect(matrix.getByRole('columnheader')).toHaveText(['Desa', 'Kependudukan', 'Mutasi', 'Kelahiran & Kematian', 'Admin', 'Layanan Surat', 'Laporan']);
  const row = matrix.getByRole('row', { name: new RegExp(DESA[0]!.nama) });
  await expect(row.getByRole('cell').nth(4)).toContainText('Versi bawaan (0.1.0)');
  await expect(row.getByRole('cell').nth(4)).toContainText(/Dimuat/);
  await console_.getByRole('textbox', { name: 'Cari desa' }).fill(DESA[1]!.nama);
  await console_.getByRole('textbox', { name: 'Cari desa' }).press('Enter');
  await expect(matrix.getByRole('row')).toHaveCount(2);
  await expectAccessible(console_, 'versions by village (1366)');
  await console_.setViewportSize({ width: 1024, height: 768 });
  await expect(matrix.getByRole('columnheader', { name: 'Admin' })).toBeInViewport();
  await expectAccessible(console_, 'versions by village (1024)');
  await console_.setViewportSize({ width: 1366, height: 768 });

  // The village's page lists its versions.
  await matrix.getByRole('link', { name: DESA[1]!.nama }).click();
  await expect(console_.getByRole('heading', { level: 1, name: `Desa ${DESA[1]!.nama}` })).toBeVisible();
  await expect(console_.getByRole('table', { name: 'Versi modul desa ini' }).getByRole('row', { name: /^Admin/ })).toContainText('Versi bawaan (0.1.0)');
  await expectAccessible(console_, "a village's versions");
});

test('mf-mutasi switched off for one village: its drawer entries, routes and API go there only', async ({ browser }) => {
  test.setTimeout(180_000);
  const off = await call<{ message: string }>(server.url, kabupatenToken, 'PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [desaIds[0]], aktif: false });
  expect(off.status).toBe(200);

  const rintis = await newPage(browser);
  await signIn(rintis, DESA[0]!.username, DESA[0]!.password, /\/$/);
  await expect(drawer(rintis).getByRole('link', { name: 'Kartu Keluarga' })).toBeVisible();
  await expect(drawer(rintis).getByRole('link', { name: 'Penduduk Masuk' })).toHaveCount(0);
  await expect(drawer(rintis).getByRole('link', { name: 'Penduduk Keluar' })).toHaveCount(0);
  await rintis.goto(`${server.url}/penduduk_masuk`);
  await expect(rintis.getByTestId('not-found')).toBeVisible();
  const token = await apiLogin(DESA[0]!.username, DESA[0]!.password);
  const refused = await call<{ code: string; message: string }>(server.url, token, 'GET', '/api/penduduk_masuk/k');
  expect(refused.status).toBe(403);
  expect(refused.body.message).toMatch(/Modul Mutasi tidak aktif untuk desa ini/);

  const lain = await newPage(browser);
  await signIn(lain, DESA[1]!.username, DESA[1]!.password, /\/$/);
  await expect(drawer(lain).getByRole('link', { name: 'Penduduk Masuk' })).toBeVisible();
  const lainToken = await apiLogin(DESA[1]!.username, DESA[1]!.password);
  expect((await call(server.url, lainToken, 'GET', '/api/penduduk_masuk/k')).status).toBe(200);

  expect((await call(server.url, kabupatenToken, 'PUT', '/api/kabupaten/modul/mf-mutasi/desa', { desa_ids: [desaIds[0]], aktif: true })).status).toBe(200);
  await rintis.reload();
  await expect(drawer(rintis).getByRole('link', { name: 'Penduduk Masuk' })).toBeVisible();
});

test('a module the shell cannot serve shows its panel with the reason and a reload, never a white screen', async ({ page }) => {
  test.setTimeout(120_000);
  // A shell cached before the server moved on: the config offers a release for a newer module contract.
  await page.route('**/api/config*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { modules: { id: string; rentang_shell: string | null; versi: string | null }[] } };
    for (const m of body.data.modules) if (m.id === 'mf-kelahiran-kematian') Object.assign(m, { rentang_shell: '^99.0.0', versi: '9.0.0' });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, DESA[1]!.username, DESA[1]!.password, /\/$/);
  await page.goto(`${server.url}/kelahiran`);
  await expect(page.getByText(/memerlukan shell dengan kontrak modul \^99\.0\.0/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Muat ulang halaman' })).toBeVisible();
  await expect(drawer(page).getByRole('link', { name: 'Kartu Keluarga' })).toBeVisible();
  await expectAccessible(page, 'incompatible module');
});
