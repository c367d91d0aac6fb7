import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '@sid/ui-desa/testing';
import { renderShell } from '../test/render-shell';
import { makeToken } from '@sid/ui-desa/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

async function openDialog(user: ReturnType<typeof renderShell>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Akun/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Ubah Password' }));
  return screen.findByRole('dialog', { name: 'Ubah Password' });
}

describe('Ubah Password (account menu)', () => {
  it('says the rule first, checks it and the repetition before sending, then changes the password', async () => {
    localStorage.setItem('token', makeToken({ id: 'user-42', role: 'Admin' }));
    const answer = deferred<Response>();
    const { user, api } = renderShell({ route: '/', api: { 'PUT /api/auth/password': () => answer.promise } });
    const dialog = await openDialog(user);

    expect(within(dialog).getByText(/Minimal 8 karakter/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Password Lama/), 'sandi-lama-1');
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'pendek');
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'lain');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('password_baru minimal 8 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Ulangi password baru tidak sama dengan password baru')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/password')).toHaveLength(0);
    // Focus on the first field to fix (issue 16), not on Simpan.
    await waitFor(() => expect(within(dialog).getByLabelText(/^Password Baru/)).toHaveFocus());

    await user.clear(within(dialog).getByLabelText(/^Password Baru/));
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'sandi-baru-2026');
    await user.clear(within(dialog).getByLabelText(/^Ulangi Password Baru/));
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'sandi-baru-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/auth/password')).toHaveLength(1));
    expect(api.callsTo('PUT /api/auth/password')[0]?.body).toEqual({ password_lama: 'sandi-lama-1', password_baru: 'sandi-baru-2026' });

    answer.resolve(jsonResponse({ success: true, message: 'Password berhasil diubah' }));
    // The answer's chain (toast, close, focus) on a busy machine: waited for, not timed.
    const slow = { timeout: 5000 };
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Password' })).not.toBeInTheDocument(), slow);
    expect(await screen.findByText('Password berhasil diubah', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /^Akun/ })).toHaveFocus());
  });

  it('shows a wrong current password under Password Lama and stays open', async () => {
    localStorage.setItem('token', makeToken({ role: 'Super Admin' }));
    const { user } = renderShell({
      route: '/',
      api: { 'PUT /api/auth/password': () => jsonResponse({ success: false, code: 'PASSWORD_LAMA_SALAH', message: 'Password lama salah' }, 400) },
    });
    const dialog = await openDialog(user);
    const lama = within(dialog).getByLabelText(/^Password Lama/);
    await user.type(lama, 'bukan-ini');
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'sandi-baru-2026');
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'sandi-baru-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Password lama salah')).toBeInTheDocument();
    expect(lama).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(lama).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Ubah Password' })).toBeInTheDocument();
  });

  it('closes on Escape with focus back on the menu button, sending nothing', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin' }));
    const { user, api } = renderShell({ route: '/', api: {} });
    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ubah Password' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Akun/ })).toHaveFocus());
    expect(api.callsTo('PUT /api/auth/password')).toHaveLength(0);
  });

  // Issue 33: the regency's operator changes their own password the same way.
  it('is offered to the regency operator too, and changes their password', async () => {
    localStorage.setItem('token', makeToken({ role: 'Admin Kabupaten', desa: null }));
    const { user, api } = renderShell({ route: '/kabupaten', api: { 'PUT /api/auth/password': () => jsonResponse({ success: true, message: 'Password berhasil diubah' }) } });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password Lama/), 'sandi-lama-1');
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'sandi-baru-2026');
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'sandi-baru-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/auth/password')[0]?.body).toEqual({ password_lama: 'sandi-lama-1', password_baru: 'sandi-baru-2026' }));
  });
});

// Issue 40: an account whose password someone else set changes it before anything else.
describe('the first sign-in with a password someone else set', () => {
  it('shows only the change (no drawer, no module, Escape does nothing), refuses the same password, then opens the shell', async () => {
    const token = makeToken({ id: 'user-40', role: 'Admin' });
    const { user, api } = renderShell({
      route: '/login',
      api: {
        'POST /api/auth/admin': () => jsonResponse({ success: true, message: 'Login berhasil', token, data: { _id: 'user-40', nama_lengkap: 'Sri Wahyuni', username: 'sri', role: 'Admin', desa_id: 'desa-1', harus_ganti_password: true } }),
        'PUT /api/auth/password': () => jsonResponse({ success: true, message: 'Password berhasil diubah' }),
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'sri');
    await user.type(screen.getByLabelText('Password'), 'dari-admin-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Ubah Password' });
    expect(within(dialog).getByText(/diatur oleh orang lain/)).toBeInTheDocument();
    expect(screen.queryByTestId('app-drawer')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/desa')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Ubah Password' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Password Lama/), 'dari-admin-1');
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'dari-admin-1');
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'dari-admin-1');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('Password baru harus berbeda dari password lama')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/password')).toHaveLength(0);
    // A reload still shows the change first.
    expect(localStorage.getItem('sid.harus-ganti-password')).toBe('user-40');

    await user.clear(within(dialog).getByLabelText(/^Password Baru/));
    await user.type(within(dialog).getByLabelText(/^Password Baru/), 'pilihan-sendiri-1');
    await user.clear(within(dialog).getByLabelText(/^Ulangi Password Baru/));
    await user.type(within(dialog).getByLabelText(/^Ulangi Password Baru/), 'pilihan-sendiri-1');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByTestId('app-drawer', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Ubah Password' })).not.toBeInTheDocument();
    // Reachable, not left hidden by the dialog's modal mode (aria-hidden on the new page).
    expect(await screen.findByRole('navigation', { name: 'Menu utama' })).toBeInTheDocument();
    expect(document.querySelector('[aria-hidden="true"] [data-testid="app-drawer"], [data-testid="app-drawer"][aria-hidden="true"]')).toBeNull();
    expect(localStorage.getItem('sid.harus-ganti-password')).toBeNull();
  });

  it("leaves by 'Log Out' only", async () => {
    localStorage.setItem('token', makeToken({ id: 'user-41', role: 'Admin' }));
    localStorage.setItem('sid.harus-ganti-password', 'user-41');
    const { user, path, api } = renderShell({ route: '/', api: { 'POST /api/activity/user-41': () => jsonResponse({ success: true, message: 'Logout berhasil' }) } });
    const dialog = await screen.findByRole('alertdialog', { name: 'Ubah Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(api.callsTo('POST /api/activity/user-41')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('sid.harus-ganti-password')).toBeNull();
  });
});
