// Incoming residents, end to end: register an incoming family (card + head) through the form, add a
// second member, add both entry documents, see the card 'Lengkap' in the list, and look at the
// documents in their dialog.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { adminToken, call, nomor } from '../support/api';
import { fillKartuKeluargaForm, fillPendudukForm } from '../support/penduduk-form';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

interface Member { _id: string; nik: string; status_penduduk: string; posisi_dalam_keluarga: string }

const SHOTS = resolve(__dirname, '..', '..', '.tmp', 'shots');

/** A real PNG made by the browser itself (a screenshot of part of the page), for the byte check. */
async function pngOf(page: Page, x: number): Promise<Buffer> {
  return page.screenshot({ clip: { x, y: 0, width: 480, height: 360 } });
}

test.describe('penduduk masuk', () => {
  test("registers an incoming family with two members and both documents, and the list says 'Lengkap'", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    const noKk = nomor('35071');
    const nikKepala = nomor('35072');
    const nikIstri = nomor('35074');

    await login(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Penduduk Masuk' }).click();
    await expect(page).toHaveURL(/\/penduduk_masuk$/);
    await expect(page.getByRole('heading', { name: 'Daftar Penduduk Masuk' })).toBeVisible();
    await expectAccessible(page, 'penduduk masuk: list');

    // The card and its head, through the form.
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await expect(page).toHaveURL(/\/penduduk_masuk\/insert\/kk$/);
    await expect(page.getByRole('heading', { name: 'Halaman Tambah Kartu Keluarga Penduduk Masuk' })).toBeVisible();
    await page.getByRole('button', { name: 'Tambahkan Penduduk' }).click();
    await expect(page.getByText('Nomor KK tidak boleh kosong')).toBeVisible();
    await expectAccessible(page, 'penduduk masuk: add card form, refused');
    await fillKartuKeluargaForm(page, noKk, {
      nik: nikKepala, nama: 'Agus Prasetyo', jenisKelamin: 'Laki laki', tempatLahir: 'Blitar', tanggalLahir: '1985-02-02',
      pekerjaan: 'Karyawan Swasta', alamat: 'Jl. Merdeka No. 7, Blitar',
    });
    await expect(page.getByRole('combobox', { name: /Posisi dalam Keluarga/ })).toHaveValue('Kepala Keluarga');
    await page.getByRole('button', { name: 'Tambahkan Penduduk' }).click();
    const lihat = page.getByRole('link', { name: `Lihat Data KK ${noKk}` });
    await expect(lihat).toBeVisible();
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-insert-kk.png') });
    await lihat.click();
    await expect(page).toHaveURL(/\/penduduk_masuk\/[^/]+\/d$/);
    const idKK = new URL(page.url()).pathname.split('/')[2]!;
    await expect(page.getByRole('heading', { name: 'Daftar Anggota Keluarga Penduduk Masuk' })).toBeVisible();
    const docs = page.getByRole('region', { name: 'Data Keterangan Masuk' });
    await expect(docs.getByText('Tidak Lengkap')).toBeVisible();
    await expectAccessible(page, 'penduduk masuk: detail');

    // A second member.
    await page.getByRole('button', { name: 'Tambah Data' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_masuk/${idKK}/i$`));
    await expect(page.getByRole('combobox', { name: /Posisi dalam Keluarga/ }).locator('option', { hasText: 'Kepala Keluarga' })).toHaveCount(0);
    await expectAccessible(page, 'penduduk masuk: add member form');
    await fillPendudukForm(page, {
      nik: nikIstri, nama: 'Dewi Lestari', jenisKelamin: 'Perempuan', tempatLahir: 'Blitar', tanggalLahir: '1987-02-02',
      pekerjaan: 'Karyawan Swasta', posisi: 'Istri', alamat: 'Jl. Merdeka No. 7, Blitar',
    });
    await page.getByRole('button', { name: 'Tambahkan Penduduk' }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_masuk/${idKK}/d$`));
    const members = page.getByRole('table', { name: 'Daftar Anggota Keluarga Penduduk Masuk' });
    await expect(members.getByRole('row')).toHaveCount(3);
    await expect(members.getByRole('row', { name: /Dewi Lestari/ })).toContainText('Istri');

    // Both are incoming residents on the server.
    const token = await adminToken(baseURL!);
    const card = await call<{ data: { anggota_keluarga: Member[] } }>(baseURL!, token, 'GET', `/api/penduduk_masuk/${idKK}`);
    expect(card.body.data.anggota_keluarga.map((m) => [m.nik, m.status_penduduk, m.posisi_dalam_keluarga])).toEqual([
      [nikKepala, 'penduduk_masuk', 'Kepala Keluarga'],
      [nikIstri, 'penduduk_masuk', 'Istri'],
    ]);

    // The entry documents: a renamed non-image is refused from its bytes, then two real PNGs.
    await docs.getByRole('button', { name: 'Tambahkan Data Keterangan Masuk' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Data Keterangan Masuk' });
    await add.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(add.getByText('A file is Required')).toHaveCount(2);
    await add.getByLabel(/Upload Foto KK/).setInputFiles({ name: 'bukan-foto.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar') });
    await add.getByLabel(/Upload Foto Surat Masuk/).setInputFiles({ name: 'surat.png', mimeType: 'image/png', buffer: await pngOf(page, 0) });
    await add.getByRole('button', { name: 'Tambahkan' }).click();
    // The server names no part; the dialog shows its message under the photo that is not an image.
    await expect(add.getByText('Unsupported Format, We just Support : jpg/jpeg/png')).toHaveCount(1);
    await expect(add.getByLabel(/Upload Foto KK/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'penduduk masuk: documents dialog, refused');
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-tambah-dokumen.png') });
    await add.getByLabel(/Upload Foto KK/).setInputFiles({ name: 'kk.png', mimeType: 'image/png', buffer: await pngOf(page, 400) });
    await add.getByRole('button', { name: 'Tambahkan' }).click();
    await expect(add).toBeHidden();
    await expect(docs.getByText('Lengkap', { exact: true })).toBeVisible();

    // The documents dialog: both photos from signed links; one enlarged.
    await docs.getByRole('button', { name: 'Lihat Data Keterangan Masuk' }).click();
    const view = page.getByRole('dialog', { name: 'Detail Data Keterangan Masuk' });
    for (const name of ['Foto KK', 'Foto Surat Masuk']) {
      const img = view.getByRole('img', { name, exact: true });
      await expect(img).toHaveAttribute('src', /\/files\/.+sig=/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(480);
    }
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-detail-dokumen.png') });
    await expectAccessible(page, 'penduduk masuk: documents view dialog');
    await view.getByRole('button', { name: 'Perbesar Foto KK' }).click();
    await expect(view.getByRole('img', { name: 'Foto KK (diperbesar)' })).toBeVisible();
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-dokumen-diperbesar.png') });
    await view.getByRole('button', { name: 'Kembali' }).click();
    await expect(view).toBeHidden();
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-detail.png'), fullPage: true });

    // The list: the card with its two members, complete.
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/penduduk_masuk$/);
    const row = page.getByRole('row', { name: new RegExp(noKk) });
    await expect(row).toContainText('Agus Prasetyo');
    await expect(row.getByRole('cell').nth(6)).toHaveText('2');
    await expect(row.getByRole('cell').nth(7)).toHaveText('Lengkap');
    await page.screenshot({ path: resolve(SHOTS, 'penduduk-masuk-list.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Unduh CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^data_kartu_keluarga_penduduk_masuk_\d{2}-\d{2}-\d{4}\.csv$/);
    await row.getByRole('link', { name: `Lihat Detail KK ${noKk}` }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk_masuk/${idKK}/d$`));
  });
});
