// Issue 16, a clerk's day: their own password changed from the account menu (then signing in with
// it), and a resident corrected from the resident page ('Edit', the family card's member form, back
// to the resident page with the correction shown). A user of its own: the admin's password is the
// other journeys'.
import { test, expect, type Page } from '@playwright/test';
import { adminToken, call, nomorRun } from '../support/api';
import { createUserViaApi, login } from '../support/session';
import { expectAccessible } from '../support/a11y';

// Every run (and retry) uses its own NIK / No. KK, names and username: the e2e database is shared.
const RUN = String(Date.now()).slice(-8);
const LETTERS = RUN.split('').map((d) => 'abcdefghij'[Number(d)]).join('');

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Akun/ }).click();
}

test.describe("a clerk's corrections", () => {
  test('changes their own password from the account menu, then signs in with it', async ({ page, baseURL }) => {
    const username = `juru${LETTERS}`;
    const lama = 'Sandi-Lama-2026';
    const baru = 'Sandi-Baru-2026';
    await createUserViaApi(baseURL!, { nama_lengkap: `Juru Tulis ${LETTERS}`, username, role: 'Admin', password: lama });
    await login(page, username, lama);

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Ubah Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ubah Password' });
    await expect(dialog.getByText(/Minimal 8 karakter/)).toBeVisible();
    await expectAccessible(page, 'ubah password: dialog');

    // Checked before sending: too short, and not repeated the same.
    await dialog.getByLabel('Password Lama').fill(lama);
    await dialog.getByLabel(/^Password Baru/).fill('pendek');
    await dialog.getByLabel('Ulangi Password Baru').fill('lain');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('password_baru minimal 8 karakter')).toBeVisible();
    await expect(dialog.getByText('Ulangi password baru tidak sama dengan password baru')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('ubah-password-dialog.png') });
    await expectAccessible(page, 'ubah password: refused by the form');

    // A wrong current password: the server's refusal under 'Password Lama'.
    await dialog.getByLabel('Password Lama').fill('bukan-password-ini');
    await dialog.getByLabel(/^Password Baru/).fill(baru);
    await dialog.getByLabel('Ulangi Password Baru').fill(baru);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog.getByText('Password lama salah')).toBeVisible();

    await dialog.getByLabel('Password Lama').fill(lama);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-feedback-intent="success"]').filter({ hasText: 'Password berhasil diubah' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Akun/ })).toBeFocused();

    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The old password no longer opens the account; the new one does.
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(lama);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username atau password salah')).toBeVisible();
    await login(page, username, baru);
  });

  test('opens a resident from the list, corrects a field with Edit and sees it on the resident page', async ({ page, baseURL }) => {
    const token = await adminToken(baseURL!);
    const nama = `Sukirno ${LETTERS}`;
    const created = await call<{ data: { _id: string } }>(baseURL!, token, 'POST', '/api/kartu_keluarga', {
      no_kk: nomorRun('36', RUN, 90),
      nik: nomorRun('35', RUN, 90),
      nama_lengkap: nama,
      jenis_kelamin: 'Laki laki',
      tempat_tanggal_lahir: 'Malang, 05 Januari 1980',
      umur: '45',
      agama: 'Islam',
      status_perkawinan: 'Kawin',
      pekerjaan: 'Petani/Pekebun',
      pendidikan_terakhir: 'SLTA/Sederajat',
      posisi_dalam_keluarga: 'Kepala Keluarga',
      alamat_asal: 'Dusun Krajan RT 01 RW 02, Watugede',
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id;

    await login(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Penduduk', exact: true }).click();
    const box = page.getByRole('searchbox', { name: /^Cari penduduk berdasarkan Nama/ });
    await box.fill(nama);
    await box.press('Enter');
    const row = page.getByRole('row').filter({ hasText: nama });
    await expect(row.getByText('Hidup', { exact: true })).toBeVisible();
    await row.getByRole('link', { name: `Lihat Detail ${nama}` }).click();
    await expect(page).toHaveURL(new RegExp(`/penduduk/${id}/d$`));
    await expect(page.getByRole('heading', { name: 'Detail Penduduk' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    // Issue 40: the edit stays in the resident's context: its own title, the drawer still on Penduduk.
    await expect(page).toHaveURL(new RegExp(`/penduduk/${id}/d/update$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Data Penduduk' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Penduduk', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Kartu Keluarga', exact: true })).not.toHaveAttribute('aria-current', 'page');
    const alamat = page.getByRole('textbox', { name: /Alamat Asal/ });
    await expect(alamat).toHaveValue('Dusun Krajan RT 01 RW 02, Watugede');
    await expectAccessible(page, 'penduduk: edit in the resident context');
    await alamat.fill('Dusun Sumberejo RT 03 RW 04, Watugede');
    await page.getByRole('button', { name: 'Perbarui Data' }).click();

    await expect(page).toHaveURL(new RegExp(`/penduduk/${id}/d$`));
    await expect(page.getByText('Dusun Sumberejo RT 03 RW 04, Watugede')).toBeVisible();
    await expectAccessible(page, 'penduduk: detail after edit');
    await page.screenshot({ path: test.info().outputPath('penduduk-detail.png'), fullPage: true });

    // 'Kembali' goes back to where the clerk came from: the list with the search.
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/penduduk(\?.*)?$/);
    await expect(page.getByRole('row').filter({ hasText: nama })).toBeVisible();
  });
});
