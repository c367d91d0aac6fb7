// Births, end to end: register a birth for two existing parents, add the signer, print the extract.
import { test, expect, type Page } from '@playwright/test';
import { adminToken, nomor } from '../support/api';
import { catchPrints, nextPrint } from '../support/print';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

interface Resident { _id: string; nik: string; nama_lengkap: string }

/** A parent as the head of a new family card (POST /api/kartu_keluarga). */
async function kepalaKeluarga(baseURL: string, token: string, person: { nama_lengkap: string; jenis_kelamin: 'Laki laki' | 'Perempuan'; umur: string; pekerjaan: string }): Promise<Resident> {
  const res = await fetch(`${baseURL}/api/kartu_keluarga`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-auth-token': token },
    body: JSON.stringify({
      no_kk: nomor('35070'), nik: nomor('35071'), ...person,
      tempat_tanggal_lahir: 'Malang, 01 Januari 1990', agama: 'Islam', status_perkawinan: 'Kawin',
      pendidikan_terakhir: 'SLTA/Sederajat', alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: Resident }).data;
}

/** The A4 PDF of the page as the browser prints it (the preview's print rules keep only the letter). */
async function printToPdf(page: Page, name: string): Promise<Buffer> {
  const pdf = await page.pdf({ format: 'A4', path: test.info().outputPath(`${name}.pdf`) });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // One A4 page (595 x 842 points).
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox\s*\[\s*0\s+0\s+595\.\d+\s+841\.\d+|\/MediaBox\s*\[\s*0\s+0\s+595\.\d+\s+842\.\d+/);
  return pdf;
}

test.describe('kelahiran', () => {
  test('registers a birth for two existing parents, adds the signer and prints the extract', async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const ayah = await kepalaKeluarga(baseURL!, token, { nama_lengkap: 'Budi Santoso', jenis_kelamin: 'Laki laki', umur: '36', pekerjaan: 'Petani/Pekebun' });
    const ibu = await kepalaKeluarga(baseURL!, token, { nama_lengkap: 'Siti Aminah', jenis_kelamin: 'Perempuan', umur: '34', pekerjaan: 'Mengurus Rumah Tangga' });

    await login(page);
    await page.goto('/kelahiran');
    await expect(page.getByRole('heading', { name: 'Daftar Kelahiran' })).toBeVisible();
    await expectAccessible(page, 'kelahiran: list');
    await page.getByRole('button', { name: 'Tambah Data' }).first().click();
    await expect(page).toHaveURL(/\/kelahiran\/insert$/);

    // The parents' NIK are required, with the spec's messages.
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('NIK Ayah tidak boleh kosong')).toBeVisible();
    await expect(page.getByText('NIK Ibu tidak boleh kosong')).toBeVisible();
    await expectAccessible(page, 'kelahiran: add form, refused');

    // An unknown father: the server's 404 message, and the form stays usable.
    await page.getByLabel('NIK Ayah').fill('3507999999999999');
    await page.getByLabel('NIK Ibu').fill(ibu.nik);
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Data ayah tidak ditemukan' })).toBeVisible();

    await page.getByLabel('NIK Ayah').fill(ayah.nik);
    await page.getByLabel('Nama Lengkap').fill('Ahmad Fauzi');
    await page.getByLabel('Jenis Kelamin').selectOption('Laki laki');
    await page.getByLabel('Tempat Lahir').fill('Malang');
    // Typed as the clerk types it: the dashes come by themselves (issue 40).
    await page.getByLabel('Tanggal Lahir').pressSequentially('05012026');
    await expect(page.getByLabel('Tanggal Lahir')).toHaveValue('05-01-2026');
    await expect(page.getByLabel('Hari Kelahiran')).toHaveValue('Senin');
    // Typed as digits, the ':' put in by the field (issue 40: 24 hours, no AM/PM).
    await page.getByLabel('Jam Lahir').pressSequentially('0830');
    await expect(page.getByLabel('Jam Lahir')).toHaveValue('08:30');
    await page.getByLabel('Agama').selectOption('Islam');
    await page.getByLabel('Nomor Surat Kelahiran').fill('474.1/012/35.07.01/2026');
    await page.getByLabel('Hubungan Pelapor').fill('Ayah');
    await page.getByRole('button', { name: 'Tambahkan' }).click();

    await expect(page).toHaveURL(/\/kelahiran\/[^/]+\/d$/);
    await expect(page.getByRole('heading', { name: 'Detail Data Kelahiran' })).toBeVisible();
    await expect(page.getByText('Ahmad Fauzi')).toBeVisible();
    await expectAccessible(page, 'kelahiran: detail');
    await page.getByRole('button', { name: 'Lihat Data Ayah' }).click();
    await expect(page.getByRole('dialog', { name: 'Detail Data Ayah' })).toContainText(ayah.nik);
    await expectAccessible(page, 'kelahiran: father dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Kembali' }).click();

    await page.getByRole('button', { name: 'Lihat PDF' }).click();
    await expect(page).toHaveURL(/\/kelahiran\/[^/]+\/d\/preview$/);
    const letter = page.getByRole('document', { name: 'Kutipan Surat Keterangan Kelahiran' });
    await expect(letter.locator('[data-letter-copy]')).toHaveCount(2);
    await expect(letter.getByText('AHMAD FAUZI')).toHaveCount(2);
    await expect(letter.getByText('Tambahkan nama lengkap')).toHaveCount(2);
    await expectAccessible(page, 'kelahiran: letter preview');

    await page.getByRole('button', { name: 'Tambah Nama TTD' }).click();
    const add = page.getByRole('dialog', { name: 'Tambahkan Data TTD' });
    await expect(add.getByLabel('Nama Jabatan')).toBeVisible();
    await expectAccessible(page, 'kelahiran: signer dialog');
    await add.getByLabel('Nama Jabatan').fill('Kepala Desa');
    await add.getByLabel('Nama Lengkap').fill('Slamet Riyadi');
    await add.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(add).toBeHidden();
    await expect(letter.getByText('Slamet Riyadi')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Perbarui Nama TTD' })).toBeVisible();

    // 'Unduh PDF' hands only the sheet to the printer, under the letter's title.
    await catchPrints(page);
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const printed = await nextPrint(page);
    expect(printed.title).toBe('kutipan-kelahiran-Ahmad Fauzi');
    expect(printed.text).toContain('SURAT KETERANGAN KELAHIRAN');
    expect(printed.text).not.toContain('Unduh PDF');

    // A print of the page itself shows the letter only: no drawer, no buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Unduh PDF' })).toBeHidden();
    await expect(letter).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('kutipan-kelahiran-print.png'), fullPage: true });
    await page.emulateMedia({ media: null });
    await printToPdf(page, 'kutipan-kelahiran');

    // The list shows the birth; its CSV carries the spec's file name.
    await page.goto('/kelahiran');
    const row = page.getByRole('row', { name: /Ahmad Fauzi/ });
    await expect(row).toContainText('05 Januari 2026');
    await expect(row).toContainText('Ayah');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data_kelahiran_\d{2}-\d{2}-\d{4}\.csv$/);
  });
});
