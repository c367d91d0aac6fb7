// Issue 13, bringing a village in: the Super Admin downloads the template, fills three families in it,
// checks the file (one row refused, with its row and column; nothing written), fixes it, checks again,
// imports it and follows it to its end, finds the families in the lists, then downloads the resident
// list as .xlsx and reads it back: the NIK is a text cell with all 16 digits.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { adminToken, call, nomorRun } from '../support/api';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');

/** The i-th NIK of this run, whose date part says `tanggal` (YYYY-MM-DD) and the sex. */
function nik(i: number, tanggal: string, perempuan: boolean): string {
  const base = nomorRun('35', RUN, i);
  const [y, m, d] = tanggal.split('-') as [string, string, string];
  // District 35.07.01 (on the official list), then the birth date, then the run's serial.
  return `350701${String(Number(d) + (perempuan ? 40 : 0)).padStart(2, '0')}${m}${y.slice(2)}${base.slice(12)}`;
}

async function saved(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFileSync((await download.path()) as string);
}

test('imports three families from the template after a dry run that caught a mistake, and exports them as .xlsx', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await login(page);
  await page.goto('/impor_penduduk');
  await expect(page.getByRole('heading', { name: 'Impor Data Penduduk' })).toBeVisible();
  await expectAccessible(page, 'impor penduduk: empty');

  // The template: the columns, and the lists on their own sheet.
  const templat = await saved(page, () => page.getByRole('button', { name: 'Unduh Templat' }).click());
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(templat as unknown as ExcelJS.Buffer);
  const ws = wb.getWorksheet('Penduduk');
  expect(ws).toBeTruthy();
  const header = (ws!.getRow(1).values as unknown[]).slice(1) as string[];
  expect(header.slice(0, 3)).toEqual(['Nomor KK', 'NIK', 'Nama Lengkap']);
  expect(wb.getWorksheet('Pilihan')!.getCell('A1').value).toBe('Jenis Kelamin');

  // Three families in place of the example row; one agama mistyped.
  const families = [
    { kk: nomorRun('36', RUN, 1), people: [['Kepala Keluarga', `Sukirman ${LETTERS}`, '1978-04-12', false], ['Istri', `Sulastri ${LETTERS}`, '1981-09-03', true], ['Anak', `Bayu ${LETTERS}`, '2008-01-20', false]] },
    { kk: nomorRun('36', RUN, 2), people: [['Kepala Keluarga', `Marsini ${LETTERS}`, '1965-11-30', true], ['Anak', `Rina ${LETTERS}`, '1995-06-15', true]] },
    { kk: nomorRun('36', RUN, 3), people: [['Kepala Keluarga', `Darmaji ${LETTERS}`, '1990-02-02', false]] },
  ] as const;
  /** The template as downloaded, filled anew: the families in place of its example row. */
  const isi = async (agamaBaris4: string): Promise<Buffer> => {
    const filled = new ExcelJS.Workbook();
    await filled.xlsx.load(templat as unknown as ExcelJS.Buffer);
    const sheet = filled.getWorksheet('Penduduk')!;
    sheet.spliceRows(2, 1);
    let i = 0;
    for (const f of families) {
      for (const [posisi, nama, lahir, perempuan] of f.people) {
        i++;
        sheet.addRow([f.kk, nik(i, lahir, perempuan), nama, perempuan ? 'Perempuan' : 'Laki laki', 'Malang', new Date(`${lahir}T00:00:00Z`), i === 3 ? agamaBaris4 : 'Islam', 'Kawin', 'Petani/Pekebun', 'SLTA/Sederajat', posisi, 'Dusun Krajan RT 001 RW 002', null]);
      }
    }
    return Buffer.from(await filled.xlsx.writeBuffer());
  };

  const choose = async (name: string, bytes: Buffer) => {
    await page.getByLabel('Pilih Berkas').setInputFiles({ name, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: bytes });
    await page.getByRole('button', { name: 'Periksa Berkas' }).click();
    await expect(page.getByRole('heading', { name: 'Hasil Pemeriksaan' })).toBeVisible();
  };

  const token = await adminToken(baseURL!);
  const total = async () => (await call<{ total: number }>(baseURL!, token, 'GET', '/api/penduduk?limit=1')).body.total;
  const before = await total();

  await choose(`penduduk-${RUN}.xlsx`, await isi('Islma'));
  await expect(page.getByText(/Berkas ini memiliki 1 kesalahan/)).toBeVisible();
  const errors = page.getByRole('table', { name: 'Daftar Kesalahan' });
  await expect(errors.getByRole('row').nth(1)).toContainText('4');
  await expect(errors.getByRole('row').nth(1)).toContainText('Agama');
  await expect(errors.getByRole('row').nth(1)).toContainText('Agama "Islma" tidak ada di daftar pilihan');
  await expect(page.getByRole('button', { name: /^Impor \d+ Penduduk$/ })).toHaveAttribute('aria-disabled', 'true');
  await page.screenshot({ path: test.info().outputPath('dry-run-error.png'), fullPage: true });
  await expectAccessible(page, 'impor penduduk: dry run with an error');
  expect(await total()).toBe(before);

  // Fixed and checked again: six residents, three new cards.
  await choose(`penduduk-${RUN}-perbaikan.xlsx`, await isi('Islam'));
  await expect(page.getByText('Berkas siap diimpor.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Impor 6 Penduduk' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGIMPOR DATA INI ?' });
  await expect(confirm).toContainText('6 penduduk dengan 3 kartu keluarga baru');
  await expectAccessible(page, 'impor penduduk: confirm');
  await confirm.getByRole('button', { name: 'Impor' }).click();
  await expect(page.getByText('Impor selesai: 3 kartu keluarga dan 6 penduduk ditambahkan.')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('import-done.png'), fullPage: true });
  await expectAccessible(page, 'impor penduduk: done');
  expect(await total()).toBe(before + 6);

  // In the lists: the resident list finds a member by name; the card has its three members.
  await page.getByRole('link', { name: 'Lihat Data Penduduk' }).click();
  const search = page.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' });
  await search.fill(`Sulastri ${LETTERS}`);
  await search.press('Enter');
  await expect(page.getByRole('cell', { name: `Sulastri ${LETTERS}`, exact: true })).toBeVisible();
  const kartu = await call<{ data: Array<{ _id: string }> }>(baseURL!, token, 'GET', `/api/penduduk/s/kk?no_kk=${families[0].kk}`);
  const detail = await call<{ data: { anggota_keluarga: Array<{ nama_lengkap: string }> } }>(baseURL!, token, 'GET', `/api/kartu_keluarga/${kartu.body.data[0]!._id}`);
  expect(detail.body.data.anggota_keluarga.map((a) => a.nama_lengkap)).toEqual([`Sukirman ${LETTERS}`, `Sulastri ${LETTERS}`, `Bayu ${LETTERS}`]);

  // The list as .xlsx, filtered by the search: read back, the NIK is text with its 16 digits.
  await page.getByRole('button', { name: 'Pilihan unduhan' }).click();
  const xlsx = await saved(page, () => page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click());
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
  const sheet = back.worksheets[0]!;
  const cols = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((r) => {
    if (r.getCell(cols.indexOf('Nama Lengkap') + 1).value === `Sulastri ${LETTERS}`) found = r;
  });
  expect(found, 'the imported resident is in the workbook').toBeTruthy();
  const nikCell = found!.getCell(cols.indexOf('NIK') + 1).value;
  expect(typeof nikCell).toBe('string');
  expect(nikCell).toBe(nik(2, '1981-09-03', true));
  expect(sheet.views[0]?.state).toBe('frozen');
});
