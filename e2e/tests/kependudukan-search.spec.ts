// Issue 16, "A clerk's day": a family card found by a wife's name, leading to her on the card; the
// dashboard's search field shown beside the box and cleared when it changes; the dashboard's figures
// adding up on screen, and its 'Lengkapi' links opening the filtered lists.
import { test, expect, type Page } from '@playwright/test';
import { adminToken, nomorRun } from '../support/api';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

// Every run (and retry) uses its own NIK / No. KK and names: the e2e database is shared by the run.
const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');
// A NIK whose date part is real (issue 13); one 10-digit prefix per run, as before.
const nomor = (prefix: string, i: number) => nomorRun(prefix, RUN, i);
const nik = (i: number) => nomor('37', i);
const noKk = (i: number) => nomor('38', i);

interface Anggota { nik: string; nama_lengkap: string; posisi_dalam_keluarga: string; jenis_kelamin: 'Laki laki' | 'Perempuan' }
interface Answer { status: number; json: { message?: string; data?: { _id: string; keluarga_dari?: { _id: string } } & Record<string, unknown> } }

function fields(a: Anggota) {
  return {
    ...a,
    tempat_tanggal_lahir: 'Malang, 05 Januari 1980',
    umur: '45',
    agama: 'Islam',
    status_perkawinan: 'Kawin',
    pekerjaan: 'Petani/Pekebun',
    pendidikan_terakhir: 'SLTA/Sederajat',
    alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
  };
}

async function call(baseURL: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-auth-token': await adminToken(baseURL) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** A family card through the API (`/in`: an incoming one); returns the card and member ids. */
async function createFamily(baseURL: string, kk: string, [head, ...others]: Anggota[], masuk = false): Promise<{ kkId: string; ids: string[] }> {
  const created = await call(baseURL, 'POST', masuk ? '/api/kartu_keluarga/in' : '/api/kartu_keluarga', { no_kk: kk, ...fields(head as Anggota) });
  expect(created.status, created.json.message).toBe(201);
  const kkId = created.json.data?.keluarga_dari?._id as string;
  const ids = [created.json.data?._id as string];
  for (const a of others) {
    const member = await call(baseURL, 'POST', `/api/penduduk/${kkId}`, { ...fields(a), ...(masuk ? { status_penduduk: 'penduduk_masuk' } : {}) });
    expect(member.status, member.json.message).toBe(201);
    ids.push(member.json.data?._id as string);
  }
  return { kkId, ids };
}

type Figures = Record<'hidup' | 'penduduk' | 'masuk' | 'pria' | 'wanita', number>;

/** The figures the statistics panel shows. */
async function figuresOnScreen(page: Page): Promise<Figures> {
  const stats = page.getByRole('region', { name: 'Statistik Penduduk' });
  const value = async (label: string) => Number(await stats.locator(`[data-stat="${label}"] dd`).first().textContent());
  return {
    hidup: await value('Jumlah Penduduk Hidup'),
    penduduk: await value('Penduduk'),
    masuk: await value('Penduduk Masuk'),
    pria: await value('Laki-laki'),
    wanita: await value('Perempuan'),
  };
}

async function countsOfApi(baseURL: string): Promise<Figures> {
  const c = (await call(baseURL, 'GET', '/api/activity/all')).json.data as unknown as Record<string, number>;
  return {
    hidup: (c.data_penduduk ?? 0) + (c.data_penduduk_masuk ?? 0),
    penduduk: c.data_penduduk ?? 0,
    masuk: c.data_penduduk_masuk ?? 0,
    pria: c.data_pria ?? 0,
    wanita: c.data_wanita ?? 0,
  };
}

test.describe('kependudukan: search and dashboard (issue 16)', () => {
  test("finds a family card by a wife's name and opens her on the card", async ({ page, baseURL }) => {
    const kepala = `Budiman ${LETTERS}`;
    const istri = `Rina Marlina ${LETTERS}`;
    const { kkId, ids } = await createFamily(baseURL!, noKk(1), [
      { nik: nik(1), nama_lengkap: kepala, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki' },
      { nik: nik(2), nama_lengkap: istri, posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' },
    ]);
    await login(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Kartu Keluarga' }).click();
    const box = page.getByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan Nama' });
    await box.fill(`marlina ${LETTERS}`);
    await box.press('Enter');
    const row = page.getByRole('row', { name: new RegExp(istri) });
    await expect(row.getByRole('cell', { name: 'Istri', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: noKk(1), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).toHaveCount(0);
    await expectAccessible(page, 'kartu keluarga: found by a member name');

    await row.getByRole('link', { name: `Lihat Detail KK ${istri}` }).click();
    await expect(page).toHaveURL(new RegExp(`/kartu_keluarga/${kkId}/d/${ids[1]}$`));
    await expect(page.getByRole('row', { name: new RegExp(istri) })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('row', { name: new RegExp(kepala) })).toBeVisible();
  });

  test("changing the dashboard's FILTER field clears the box and shows the field beside it", async ({ page, baseURL }) => {
    const nama = `Sugiarto ${LETTERS}`;
    await createFamily(baseURL!, noKk(3), [{ nik: nik(3), nama_lengkap: nama, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki' }]);
    await login(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Penduduk', exact: true }).click();
    const search = page.getByRole('search', { name: 'Pencarian penduduk' });
    await expect(search.getByText('Search By: Nama')).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' });
    await box.fill(nama);
    await box.press('Enter');
    await expect(page.getByRole('cell', { name: nama, exact: true })).toBeVisible();
    await expect(search.getByText('Search By: Nama')).toBeVisible();

    await page.getByRole('button', { name: /^Filter/ }).click();
    const dialog = page.getByRole('dialog', { name: 'FILTER' });
    await dialog.getByRole('radio', { name: 'NIK', exact: true }).check();
    await dialog.getByRole('button', { name: 'Filter' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' })).toHaveValue('');
    await expect(search.getByText('Search By: NIK')).toBeVisible();
    await expect(page).not.toHaveURL(/cari=/);
    await expect(page.getByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Daftar Penduduk' })).toBeVisible();
    await expectAccessible(page, 'dashboard: search field changed');
  });

  test("the dashboard's figures add up, and 'Lengkapi' opens the incomplete records", async ({ page, baseURL }, testInfo) => {
    const before = await countsOfApi(baseURL!);
    // Two residents "Hidup" (a man and a woman) and an incoming family (a man and a woman).
    await createFamily(baseURL!, noKk(4), [
      { nik: nik(4), nama_lengkap: `Slamet ${LETTERS}`, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki' },
      { nik: nik(5), nama_lengkap: `Sri ${LETTERS}`, posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' },
    ]);
    await createFamily(baseURL!, noKk(6), [
      { nik: nik(6), nama_lengkap: `Darto ${LETTERS}`, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki' },
      { nik: nik(7), nama_lengkap: `Darmi ${LETTERS}`, posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' },
    ], true);

    await login(page);
    const stats = page.getByRole('region', { name: 'Statistik Penduduk' });
    await expect(stats.locator('[data-stat="Jumlah Penduduk Hidup"] dd').first()).toHaveText(String(before.hidup + 4));
    const shown = await figuresOnScreen(page);
    expect(shown).toEqual({
      hidup: before.hidup + 4,
      penduduk: before.penduduk + 2,
      masuk: before.masuk + 2,
      pria: before.pria + 2,
      wanita: before.wanita + 2,
    });
    // The two sums are written out beside the total, and both hold.
    expect(shown.penduduk + shown.masuk).toBe(shown.hidup);
    expect(shown.pria + shown.wanita).toBe(shown.hidup);
    const sums = stats.getByTestId('jumlah-hidup');
    await expect(sums).toContainText(`= ${shown.penduduk} Penduduk + ${shown.masuk} Penduduk Masuk`);
    await expect(sums).toContainText(`= ${shown.pria} Laki-laki + ${shown.wanita} Perempuan`);
    await expect(stats.getByText('Penduduk hidup, termasuk penduduk masuk')).toHaveCount(2);
    // The donut's total is the living and the moved out: written out beside it, so 16 beside 15 reads right.
    const keluar = Number(await stats.locator('[data-stat="Penduduk Keluar"] dd').first().textContent());
    await expect(page.getByTestId('donut-total')).toHaveText(
      `Total ${shown.hidup + keluar} = ${keluar} Penduduk Keluar + ${shown.masuk} Penduduk Masuk + ${shown.penduduk} Penduduk`,
    );
    await expectAccessible(page, 'dashboard: figures');

    // The incoming family has no entry documents yet: its 'Lengkapi' opens the filtered list.
    const lengkapi = stats.getByRole('link', { name: 'Lengkapi data penduduk masuk' });
    await expect(lengkapi).toHaveAttribute('href', '/penduduk_masuk?belum_lengkap=1');

    for (const [width, height] of [[1280, 800], [1024, 768]] as const) {
      await page.setViewportSize({ width, height });
      await expect(stats).toBeVisible();
      const path = testInfo.outputPath(`dashboard-${width}x${height}.png`);
      await page.screenshot({ path });
      await testInfo.attach(`dashboard ${width}x${height}`, { path, contentType: 'image/png' });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await lengkapi.click();
    await expect(page).toHaveURL(/\/penduduk_masuk\?belum_lengkap=1$/);
    await page.reload();
    await expect(page).toHaveURL(/\/penduduk_masuk\?belum_lengkap=1$/);
  });
});
