import { test, expect } from '@playwright/test';
import { createUserViaApi, login } from '../support/session';
import { expectAccessible } from '../support/a11y';
import { adminToken, call } from '../support/api';

test.describe('users (Super Admin)', () => {
  test('adds, edits and deletes a user', async ({ page }) => {
    await login(page);
    await page.goto('/users');
    await expect(page.getByText('Daftar Pengguna')).toBeVisible();

    await page.getByRole('button', { name: 'Tambah Pengguna' }).click();
    const add = page.getByRole('dialog', { name: 'Tambah Pengguna' });
    await expect(add.getByLabel('Nama Lengkap')).toBeVisible();
    await expectAccessible(page, 'users: add dialog');
    await add.getByLabel('Nama Lengkap').fill('Siti Aminah');
    await add.getByLabel('Nama Pengguna').fill('siti');
    await add.getByLabel('Role').selectOption('Admin');
    await add.getByRole('textbox', { name: 'Password', exact: true }).fill('Siti-Rahasia-1');
    await add.getByRole('button', { name: 'Tambah' }).click();
    await expect(add).toBeHidden();
    const row = page.getByRole('row', { name: /Siti Aminah/ });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Admin');
    await expect(row).toContainText(/\d{2}-\d{2}-\d{4}/);
    await expectAccessible(page, 'users: list');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Perbarui Pengguna' });
    await expect(edit.getByLabel('Nama Lengkap')).toHaveValue('Siti Aminah');
    await expect(edit.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
    await expectAccessible(page, 'users: edit dialog');
    await edit.getByLabel('Nama Lengkap').fill('Siti Aminah Rahayu');
    await edit.getByRole('button', { name: 'Perbarui' }).click();
    await expect(page.getByRole('row', { name: /Siti Aminah Rahayu/ })).toBeVisible();

    // The activity log says what the edit changed: only the name, before and after.
    await page.goto('/activity');
    await page.getByRole('button', { name: /^Detail Memperbarui pengguna siti,/ }).click();
    const detail = page.getByRole('dialog', { name: 'Detail Aktivitas' });
    const changed = detail.getByRole('row', { name: /Nama Lengkap/ });
    await expect(changed).toContainText('Siti Aminah');
    await expect(changed).toContainText('Siti Aminah Rahayu');
    await expect(detail.getByRole('row', { name: /Role/ })).toHaveCount(0);
    await expectAccessible(page, 'activity: detail dialog');
    await detail.getByRole('button', { name: 'Kembali' }).click();
    await expect(detail).toBeHidden();
    await page.goto('/users');

    await page.getByRole('row', { name: /Siti Aminah Rahayu/ }).getByRole('button', { name: 'Hapus' }).click();
    const del = page.getByRole('alertdialog');
    await expect(del).toContainText('APAKAH ANDA YAKIN INGIN MENGHAPUS PENGGUNA INI ?');
    await expect(del).toContainText('Data akan dihapus permanen setelah anda menekan tombol hapus.');
    await expectAccessible(page, 'users: delete confirmation');
    await del.getByRole('button', { name: 'Hapus' }).click();
    await expect(page.getByRole('row', { name: /Siti Aminah Rahayu/ })).toHaveCount(0);
  });

  test('an Admin does not see Users, and the server refuses the list with 403', async ({ page, baseURL }) => {
    await createUserViaApi(baseURL!, { nama_lengkap: 'Budi Santoso', username: 'budi', role: 'Admin', password: 'Budi-Rahasia-1' });
    await login(page, 'budi', 'Budi-Rahasia-1');
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Activity Logs' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByText('Super Admin')).toHaveCount(0);
    const status = await page.evaluate(async () => (await fetch('/api/auth/all', { headers: { 'x-auth-token': localStorage.getItem('token') ?? '' } })).status);
    expect(status).toBe(403);
    await page.goto('/users');
    await expect(page.getByText(/Akses ditolak/)).toBeVisible();
    await expectAccessible(page, 'access denied');
  });

  // Issue 40: the password a Super Admin chose is changed by its owner before anything else.
  test('an account a Super Admin created changes its password at the first sign-in, then works', async ({ page, baseURL }) => {
    const username = `rina${Date.now().toString(36)}`;
    const created = await call(baseURL!, await adminToken(baseURL!), 'POST', '/api/auth/register', { nama_lengkap: 'Rina Wulandari', username, role: 'Admin', password: 'Dari-Super-Admin-1' });
    expect(created.status).toBe(201);
    await login(page, username, 'Dari-Super-Admin-1');
    const ganti = page.getByRole('alertdialog', { name: 'Ubah Password' });
    await expect(ganti.getByText(/diatur oleh orang lain/)).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(ganti.getByRole('button', { name: 'Log Out' })).toBeVisible();
    // The server refuses the rest meanwhile.
    const status = await page.evaluate(async () => (await fetch('/api/activity/all', { headers: { 'x-auth-token': localStorage.getItem('token') ?? '' } })).status);
    expect(status).toBe(403);
    await expectAccessible(page, 'users: the first password change');
    await ganti.getByLabel(/^Password Lama/).fill('Dari-Super-Admin-1');
    await ganti.getByLabel(/^Password Baru/).fill('Pilihan-Rina-2026');
    await ganti.getByLabel(/^Ulangi Password Baru/).fill('Pilihan-Rina-2026');
    await ganti.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity Logs' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Activity Logs' })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
