// Issue 16, 'Data Terhapus': a delete says why and keeps the record 30 days; a Super Admin restores
// it exactly. Here a family card goes with its last member (the dialog says so first), a too-short
// reason is refused in the dialog, the card and the resident are gone from the API, and 'Pulihkan' in
// Data Terhapus brings both back with the resident's status, opened through the banner's link.
import { test, expect } from '@playwright/test';
import { adminToken, call, nomorRun } from '../support/api';
import { login } from '../support/session';
import { expectAccessible } from '../support/a11y';

// Every run (and retry) uses its own NIK / No. KK and names: the e2e database is shared.
const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');

type Created = { data: { _id: string; status_penduduk: string; keluarga_dari: { _id: string; no_kk: string } } };

test('deletes a family card with its last member, giving a reason, and restores it from Data Terhapus', async ({ page, baseURL }) => {
  const token = await adminToken(baseURL!);
  const nama = `Wartini ${LETTERS}`;
  const noKK = nomorRun('36', RUN, 71);
  const created = await call<Created>(baseURL!, token, 'POST', '/api/kartu_keluarga', {
    no_kk: noKK,
    nik: nomorRun('35', RUN, 71),
    nama_lengkap: nama,
    jenis_kelamin: 'Perempuan',
    tempat_tanggal_lahir: 'Malang, 12 Maret 1975',
    umur: '50',
    agama: 'Islam',
    status_perkawinan: 'Cerai Mati',
    pekerjaan: 'Pedagang',
    pendidikan_terakhir: 'SLTP/Sederajat',
    posisi_dalam_keluarga: 'Kepala Keluarga',
    alamat_asal: 'Dusun Krajan RT 02 RW 01, Watugede',
  });
  expect(created.status).toBe(201);
  const idPenduduk = created.body.data._id;
  const idKK = created.body.data.keluarga_dari._id;

  await login(page);
  await page.goto(`/kartu_keluarga/${idKK}/d`);
  await page.getByRole('button', { name: `Hapus ${nama}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS ANGGOTA KELUARGA INI ?' });
  // The impact is read first: the card goes too, and the data is kept 30 days.
  const alasan = confirm.getByRole('textbox', { name: /Alasan penghapusan/ });
  await expect(alasan).toBeVisible();
  await expect(confirm.getByRole('list', { name: 'Yang ikut terhapus:' })).toContainText(noKK);
  await expect(confirm.getByText(/disimpan selama 30 hari di Data Terhapus/)).toBeVisible();

  // A reason too short is refused in the dialog, before anything is sent.
  await alasan.fill('x');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm.getByText(/minimal 3 karakter/).first()).toBeVisible();
  await expect(alasan).toBeFocused();
  await alasan.fill('Tercatat ganda, sudah ada di KK lain');
  await page.screenshot({ path: test.info().outputPath('hapus-dengan-alasan.png') });
  await expectAccessible(page, 'kartu keluarga: delete with a reason');
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  // The card went with its last member: back to the list.
  await expect(page).toHaveURL(/\/kartu_keluarga(\?.*)?$/);
  expect((await call(baseURL!, token, 'GET', `/api/penduduk/${idPenduduk}`)).status).toBe(404);

  // Data Terhapus (Super Admin): found by the name, with its reason; restored.
  await page.getByRole('navigation').getByRole('link', { name: 'Data Terhapus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Terhapus' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Cari data terhapus' });
  await box.fill(nama);
  await box.press('Enter');
  const table = page.getByRole('table', { name: 'Daftar Data Terhapus' });
  const row = table.getByRole('row').filter({ hasText: 'Tercatat ganda, sudah ada di KK lain' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(noKK);
  await page.screenshot({ path: test.info().outputPath('data-terhapus.png'), fullPage: true });
  await expectAccessible(page, 'data terhapus: list');

  await row.getByRole('button', { name: /^Pulihkan / }).click();
  const restore = page.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MEMULIHKAN DATA INI ?' });
  await expectAccessible(page, 'data terhapus: restore confirmation');
  await restore.getByRole('button', { name: 'Pulihkan' }).click();
  await expect(restore).toBeHidden();
  const done = page.getByRole('status').filter({ has: page.getByRole('link', { name: 'Lihat data yang dipulihkan' }) });
  await expect(done).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Tercatat ganda, sudah ada di KK lain' })).toHaveCount(0);

  // Exactly as it was: the resident, their card and status.
  const back = await call<Created>(baseURL!, token, 'GET', `/api/penduduk/${idPenduduk}`);
  expect(back.status).toBe(200);
  expect(back.body.data.keluarga_dari._id).toBe(idKK);
  expect(back.body.data.status_penduduk).toBe(created.body.data.status_penduduk);
  await done.getByRole('link', { name: 'Lihat data yang dipulihkan' }).click();
  await expect(page.getByText(nama).first()).toBeVisible();
  await expectAccessible(page, 'data terhapus: the restored record');
});
