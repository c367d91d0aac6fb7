// Outgoing residents, end to end: a family moves out from its card page (mf-kependudukan), the
// record appears in /penduduk_keluar, the statement is added with a proposer photo, the signer is
// added on the letter, the letter prints as one A4 page, and removing a follower gives them back
// the status they had. A second journey prints the letter of a family with five followers.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { adminToken, call, nomor } from '../support/api';
import { catchPrints, keepPrintedDocuments, nextPrint, nextPrintedDocument } from '../support/print';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

interface Resident { _id: string; nik: string; nama_lengkap: string; status_penduduk: string; data_penduduk_keluar: string | null; keluarga_dari: { _id: string } }
interface Member { nama_lengkap: string; posisi_dalam_keluarga: string; jenis_kelamin: 'Laki laki' | 'Perempuan'; umur: string; pendidikan_terakhir?: string; status_perkawinan?: string }

const SHOTS = resolve(__dirname, '..', '..', '.tmp', 'shots');

function fields(m: Member) {
  return {
    nik: nomor('3507'),
    tempat_tanggal_lahir: 'Malang, 05 Januari 1980',
    agama: 'Islam',
    status_perkawinan: 'Kawin',
    pekerjaan: 'Karyawan Swasta',
    pendidikan_terakhir: 'SLTA/Sederajat',
    alamat_asal: 'Dusun Krajan RT 03 RW 01, Watugede',
    ...m,
  };
}

/** A card, its head and the other members, through the API (the subject here is moving out). */
async function createFamily(baseURL: string, token: string, [head, ...others]: Member[]): Promise<{ kkId: string; people: Resident[] }> {
  const created = await call<{ data: Resident; message?: string }>(baseURL, token, 'POST', '/api/kartu_keluarga', { no_kk: nomor('3507'), ...fields(head as Member) });
  expect(created.status, created.body.message).toBe(201);
  const kkId = created.body.data.keluarga_dari._id;
  const people = [created.body.data];
  for (const m of others) {
    const member = await call<{ data: Resident; message?: string }>(baseURL, token, 'POST', `/api/penduduk/${kkId}`, fields(m));
    expect(member.status, member.body.message).toBe(201);
    people.push(member.body.data);
  }
  return { kkId, people };
}

/** A real PNG drawn by the browser (a stand-in pas foto: a figure on a blue background), 300 x 400. */
async function pasFoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#2f6fb5';
    g.fillRect(0, 0, 300, 400);
    g.fillStyle = '#f1c9a5';
    g.beginPath(); g.arc(150, 150, 70, 0, Math.PI * 2); g.fill();
    g.fillStyle = '#333333';
    g.fillRect(50, 260, 200, 140);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** The letter as Chromium prints it: A4 as the page's own @page rule asks; returns the page count. */
async function printToPdf(page: Page, name: string): Promise<number> {
  const pdf = await page.pdf({ preferCSSPageSize: true, format: 'A4', path: resolve(SHOTS, name) });
  await page.pdf({ preferCSSPageSize: true, format: 'A4', path: test.info().outputPath(name) });
  return pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
}

/**
 * A picture of the whole screen for a person to look at: the app scrolls inside its own layout, so
 * a full-page screenshot would stop at the window; a tall window shows everything.
 */
async function shot(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 2000 });
  await page.screenshot({ path: resolve(SHOTS, name) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A toast the page showed: Fluent repeats its text in an aria-live region too. */
function feedback(page: Page, text: string | RegExp) {
  return page.locator('[data-feedback-intent="success"]').filter({ hasText: text });
}

test.describe('penduduk keluar', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('moves a family out, adds the statement and the signer, prints one A4 letter, and removing a follower restores them', async ({ page, baseURL }) => {
    test.setTimeout(150_000);
    const run = String(Date.now()).slice(-5);
    const kepala = `Hartono ${run}`;
    const istri = `Sri Wahyuni ${run}`;
    const anak = `Rizky ${run}`;
    const token = await adminToken(baseURL!);
    const { kkId, people } = await createFamily(baseURL!, token, [
      { nama_lengkap: kepala, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki', umur: '46' },
      { nama_lengkap: istri, posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan', umur: '43' },
      { nama_lengkap: anak, posisi_dalam_keluarga: 'Anak', jenis_kelamin: 'Laki laki', umur: '16', status_perkawinan: 'Belum Kawin', pendidikan_terakhir: 'SLTP/Sederajat' },
    ]);
    const [head, wife] = people as [Resident, Resident, Resident];

    // The whole family moves out from its card page (mf-kependudukan), as a clerk does it.
    await login(page);
    await page.goto(`/kartu_keluarga/${kkId}/d`);
    await page.getByRole('button', { name: 'Mutasi' }).click();
    const mutasi = page.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MEMUTASI SELURUH ANGGOTA KELUARGA INI ?' });
    await expect(mutasi.getByRole('button', { name: 'Mutasi' })).toBeVisible();
    await expectAccessible(page, 'kartu keluarga: family move-out confirmation');
    await mutasi.getByRole('button', { name: 'Mutasi' }).click();
    await expect(mutasi).toBeHidden();
    await expect(feedback(page, /dipindahkan keluar desa/)).toBeVisible();
    const moved = await call<{ data: Resident }>(baseURL!, token, 'GET', `/api/penduduk/${head._id}`);
    expect(moved.body.data.status_penduduk).toBe('penduduk_keluar');
    const recordId = moved.body.data.data_penduduk_keluar!;
    expect(recordId).toBeTruthy();

    // The list (newest first): the proposer's row, two followers, incomplete until the statement exists.
    await page.goto('/penduduk_keluar');
    await expect(page.getByRole('heading', { name: 'Daftar Penduduk Keluar' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(kepala) });
    await expect(row).toContainText('Tidak Lengkap');
    // Counted from the row's end (Data last): narrower than 1000 px of card, some columns wait (issue 40).
    await expect(row.getByRole('cell').nth(-2)).toHaveText('2');
    await expectAccessible(page, 'penduduk keluar: list');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data_penduduk_keluar_\d{2}-\d{2}-\d{4}\.csv$/);
    await shot(page, 'penduduk-keluar-list.png');
    await row.getByRole('link', { name: `Lihat detail ${kepala}` }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/d$`));

    // Without a statement: the empty state, no letter yet.
    await expect(page.getByRole('region', { name: 'KETERANGAN KELUAR BELUM DITAMBAHKAN' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lihat PDF' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Pengikut (2)' })).toBeVisible();
    await expectAccessible(page, 'penduduk keluar: detail without statement');
    await page.getByRole('region', { name: 'KETERANGAN KELUAR BELUM DITAMBAHKAN' }).getByRole('button', { name: 'Tambah Keterangan Keluar' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/i/k$`));

    // The statement, with the spec's rules, defaults and a proposer photo.
    await expect(page.getByRole('textbox', { name: /^Jumlah Pengikut/ })).toHaveValue('2');
    await expect(page.getByRole('textbox', { name: /^Kewarganegaraan/ })).toHaveValue('Indonesia');
    await page.getByRole('textbox', { name: /^Jumlah Pengikut/ }).fill('dua');
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page.getByText('Input harus berupa angka')).toBeVisible();
    await expect(page.getByText('Alamat Pindah tidak boleh kosong')).toBeVisible();
    await expectAccessible(page, 'penduduk keluar: statement form, refused');
    await page.getByRole('textbox', { name: /^Jumlah Pengikut/ }).fill('2');
    await page.getByRole('textbox', { name: /^Nomor Surat/ }).fill(`474.4/${run}/35.07.01/2026`);
    await page.getByLabel(/^Tanggal KTP/).fill('15/03/2020');
    await expect(page.getByText('15 Maret 2020')).toBeVisible();
    await page.getByRole('textbox', { name: /^Alamat Pindah/ }).fill('Jl. Melati No. 5, Kelurahan Sisir, Kota Batu');
    await page.getByRole('textbox', { name: /^Alasan Pindah/ }).fill('Pekerjaan');
    await page.getByRole('textbox', { name: /^Catatan/ }).fill('Pindah bersama keluarga');
    await page.getByLabel(/^Foto Pengusul/).setInputFiles({ name: 'pas-foto.png', mimeType: 'image/png', buffer: await pasFoto(page) });
    await shot(page, 'penduduk-keluar-tambah-keterangan.png');
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/d$`));
    await expect(page.locator('[data-banner-intent="success"]')).toHaveText('Sukses Menambahkan Keterangan Keluar');
    const thumb = page.getByRole('img', { name: `Foto pengusul ${kepala}` });
    await expect(thumb).toHaveAttribute('src', /\/files\/.+sig=/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await expectAccessible(page, 'penduduk keluar: detail with statement');
    await shot(page, 'penduduk-keluar-detail.png');
    await page.getByRole('button', { name: `Perbesar foto pengusul ${kepala}` }).click();
    await expect(page.getByRole('dialog', { name: 'Foto Pengusul' })).toBeVisible();
    await expectAccessible(page, 'penduduk keluar: photo dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Kembali' }).click();

    // The letter: placeholders first, then the signer.
    await page.getByRole('button', { name: 'Lihat PDF' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/d/preview$`));
    const letter = page.getByRole('document', { name: 'Surat Keterangan Pindah' });
    await expect(letter.getByText('SURAT KETERANGAN PINDAH')).toHaveCount(1);
    await expect(letter.getByText('Tambahkan Jabatan')).toBeVisible();
    await expect(letter.getByText('Tambahkan Nama Lengkap')).toBeVisible();
    await expect(letter.locator('[data-item="13"]')).toContainText('2 (Dua) Orang');
    await expect(letter.locator('[data-item="4"]')).toContainText('Indonesia');
    await expectAccessible(page, 'penduduk keluar: letter preview');
    await expect(letter.getByRole('table', { name: 'Anggota keluarga yang pindah' }).getByRole('row')).toHaveCount(3);
    await page.getByRole('button', { name: 'Tambah Nama TTD' }).click();
    const signer = page.getByRole('dialog', { name: 'Tambahkan Data TTD' });
    await signer.getByLabel('Nama Jabatan').fill('Kepala Desa Watugede');
    await signer.getByLabel('Nama Lengkap').fill('Slamet Riyadi');
    await signer.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(letter.getByText('Slamet Riyadi')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Perbarui Nama TTD' })).toBeVisible();
    const photo = letter.locator('[data-foto-box] img');
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    const box = await letter.locator('[data-foto-box]').boundingBox();
    expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([113, 151]);

    await shot(page, 'penduduk-keluar-preview.png');
    await catchPrints(page);
    await keepPrintedDocuments(page);
    await page.getByRole('button', { name: 'Unduh PDF' }).click();
    const printed = await nextPrint(page);
    expect(printed.title).toBe(`surat-keterangan-keluar-${kepala}`);
    expect(printed.text.match(/SURAT KETERANGAN PINDAH/g)).toHaveLength(1);
    expect(printed.text).toContain('Slamet Riyadi');
    expect(printed.text).not.toContain('Perbarui Nama TTD');
    // What 'Unduh PDF' hands to the printer (react-to-print's copy, with the A4 page style) is one page.
    const sent = await nextPrintedDocument(page);
    const paper = await page.context().newPage();
    // On the app's origin, as the iframe was: the photo's signed link answers same-origin requests.
    await paper.goto('/api/config');
    await paper.setContent(sent, { waitUntil: 'load' });
    await expect.poll(() => paper.locator('[data-foto-box] img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    const unduh = await paper.pdf({ preferCSSPageSize: true, format: 'A4', path: resolve(SHOTS, 'surat-keterangan-pindah-unduh.pdf') });
    expect(unduh.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await paper.close();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Unduh PDF' })).toBeHidden();
    await expect(letter).toBeVisible();
    await page.emulateMedia({ media: null });
    expect(await printToPdf(page, 'surat-keterangan-pindah.pdf')).toBe(1);

    // Removing one follower gives them back the status they had before ('' = Hidup).
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/d$`));
    await page.getByRole('button', { name: `Hapus pengikut ${istri}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGIKUT INI ?' });
    await expect(confirm.getByRole('button', { name: 'Hapus' })).toBeVisible();
    await expectAccessible(page, 'penduduk keluar: remove follower confirmation');
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Pengikut (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Hapus pengikut ${istri}` })).toHaveCount(0);
    await shot(page, 'penduduk-keluar-detail-setelah-hapus-pengikut.png');
    const restored = await call<{ data: Resident }>(baseURL!, token, 'GET', `/api/penduduk/${wife._id}`);
    expect(restored.body.data.status_penduduk).toBe('');
    expect(restored.body.data.data_penduduk_keluar).toBeNull();
    await page.goto(`/penduduk/${wife._id}/d`);
    await expect(page.getByText('Hidup', { exact: true })).toBeVisible();
  });

  test('prints the letter of a family with five followers on one A4 page', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const run = String(Date.now()).slice(-5);
    const token = await adminToken(baseURL!);
    const { kkId } = await createFamily(baseURL!, token, [
      { nama_lengkap: `Bambang Sutrisno ${run}`, posisi_dalam_keluarga: 'Kepala Keluarga', jenis_kelamin: 'Laki laki', umur: '52' },
      { nama_lengkap: `Endang Purwaningsih ${run}`, posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan', umur: '49', pendidikan_terakhir: 'Akademi/Diploma III/Sarjana Muda' },
      { nama_lengkap: `Dwi Cahyo Nugroho ${run}`, posisi_dalam_keluarga: 'Anak', jenis_kelamin: 'Laki laki', umur: '24', status_perkawinan: 'Belum Kawin', pendidikan_terakhir: 'Diploma IV/Strata I' },
      { nama_lengkap: `Tri Wulandari ${run}`, posisi_dalam_keluarga: 'Anak', jenis_kelamin: 'Perempuan', umur: '19', status_perkawinan: 'Belum Kawin' },
      { nama_lengkap: `Catur Prasetyo ${run}`, posisi_dalam_keluarga: 'Anak', jenis_kelamin: 'Laki laki', umur: '12', status_perkawinan: 'Belum Kawin', pendidikan_terakhir: 'Tamat SD/Sederajat' },
      { nama_lengkap: `Mbok Sarinah ${run}`, posisi_dalam_keluarga: 'Orang Tua', jenis_kelamin: 'Perempuan', umur: '78', status_perkawinan: 'Cerai Mati', pendidikan_terakhir: 'Tidak/Belum Sekolah' },
    ]);
    const moved = await call<{ data: { _id: string } }>(baseURL!, token, 'POST', `/api/penduduk_keluar/${kkId}/m`, { idKK: kkId });
    expect(moved.status).toBe(201);
    const recordId = moved.body.data._id;

    await login(page);
    await page.goto(`/penduduk_keluar/${recordId}/i/k`);
    await expect(page.getByRole('textbox', { name: /^Jumlah Pengikut/ })).toHaveValue('5');
    await page.getByRole('textbox', { name: /^Nomor Surat/ }).fill(`474.4/${run}/35.07.01/2026`);
    await page.getByRole('textbox', { name: /^Alamat Pindah/ }).fill('Perumahan Griya Asri Blok C-12 RT 04 RW 09, Kelurahan Tlogomas, Kecamatan Lowokwaru, Kota Malang');
    await page.getByRole('textbox', { name: /^Alasan Pindah/ }).fill('Mengikuti suami/istri bekerja');
    await page.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_keluar/${recordId}/d$`));
    await page.getByRole('button', { name: 'Lihat PDF' }).click();
    const letter = page.getByRole('document', { name: 'Surat Keterangan Pindah' });
    await expect(letter.getByRole('table', { name: 'Anggota keluarga yang pindah' }).getByRole('row')).toHaveCount(6);
    await expect(letter.locator('[data-item="13"]')).toContainText('5 (Lima) Orang');
    await expect(letter.locator('[data-foto-box]')).toHaveText('Foto 3x4');
    expect(await printToPdf(page, 'surat-keterangan-pindah-5-pengikut.pdf')).toBe(1);
  });
});
