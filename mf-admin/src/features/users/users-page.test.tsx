import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { UsersPage } from './users-page';

const users: User[] = [
  { _id: 'u1', nama_lengkap: 'Siti Aminah', username: 'siti', role: 'Super Admin', createdAt: '2026-01-05T02:00:00.000Z', updatedAt: '2026-01-05T02:00:00.000Z' },
  { _id: 'u2', nama_lengkap: 'Budi Santoso', username: 'budi', role: 'Admin', createdAt: '2026-11-22T03:00:00.000Z', updatedAt: '2026-11-22T03:00:00.000Z' },
  // An old record without a role: the column shows '-'.
  { _id: 'u3', nama_lengkap: 'Joko Widodo', username: 'joko', role: '' as User['role'], createdAt: '2025-08-17T01:00:00.000Z', updatedAt: '2025-08-17T01:00:00.000Z' },
];

function listOf(rows: User[], total = rows.length) {
  return () => jsonResponse({ success: true, data: rows, total });
}

function query(req: MockRequest) {
  return Object.fromEntries(req.query.entries());
}

// The page size a test chooses is remembered (issue 40, useTableState): each test starts without it.
beforeEach(() => window.localStorage.clear());

describe('UsersPage', () => {
  it('shows a spinner while the list loads', () => {
    renderModulePage(<UsersPage />, { route: '/users', api: { 'GET /api/auth/all': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Daftar Pengguna' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('lists the users with their role ("-" when empty) and creation date as DD-MM-YYYY', async () => {
    renderModulePage(<UsersPage />, { route: '/users', api: { 'GET /api/auth/all': listOf(users, 3) } });
    const table = await screen.findByRole('table', { name: 'Daftar Pengguna' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama Lengkap', 'Nama Pengguna', 'Role', 'Dibuat', 'Aksi']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 4).map((c) => c.textContent))).toEqual([
      ['Siti Aminah', 'siti', 'Super Admin', '05-01-2026'],
      ['Budi Santoso', 'budi', 'Admin', '22-11-2026'],
      ['Joko Widodo', 'joko', '-', '17-08-2025'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Edit Siti Aminah' })).toHaveTextContent('Edit');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Hapus Siti Aminah' })).toHaveTextContent('Hapus');
    expect(screen.getByText('1–3 dari 3')).toBeInTheDocument();
  });

  it('asks the server for each page, sort and page size', async () => {
    const { user, api } = renderModulePage(<UsersPage />, { route: '/users', api: { 'GET /api/auth/all': listOf(users, 12) } });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/auth/all').at(-1) as MockRequest);
    // Newest first: the user just added is on the first page.
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });

    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '5', sort: 'createdAt', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Nama Lengkap' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'nama_lengkap', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Nama Lengkap' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'nama_lengkap', order: 'desc' }));

    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '10');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '10', sort: 'nama_lengkap', order: 'desc' }));
  });

  it('opens at the page, size and sort of the URL', async () => {
    const { api } = renderModulePage(<UsersPage />, { route: '/users?page=1&limit=25&sort=createdAt&order=desc', api: { 'GET /api/auth/all': listOf(users, 30) } });
    await screen.findByRole('table');
    expect(query(api.callsTo('GET /api/auth/all')[0] as MockRequest)).toEqual({ page: '1', limit: '25', sort: 'createdAt', order: 'desc' });
  });

  it('searches the users on Enter, from the first page, and shows them all again when cleared', async () => {
    const { user, api, location } = renderModulePage(<UsersPage />, {
      route: '/users?page=1',
      api: {
        'GET /api/auth/all': (req) => {
          const q = req.query.get('q')?.toLowerCase();
          const data = q ? users.filter((u) => u.nama_lengkap.toLowerCase().includes(q) || u.username.includes(q)) : users;
          return jsonResponse({ success: true, data, total: q ? data.length : 12 });
        },
      },
    });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/auth/all').at(-1) as MockRequest);
    const box = screen.getByRole('searchbox', { name: 'Cari pengguna' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama atau nama pengguna');
    await user.type(box, 'budi');
    expect(last()).not.toHaveProperty('q');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', q: 'budi' }));
    expect(location().search).toBe('?q=budi');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Edit Budi Santoso' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(last()).not.toHaveProperty('q'));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it("says 'PENGGUNA TIDAK DITEMUKAN' when the search finds nobody, and keeps the box", async () => {
    const { api } = renderModulePage(<UsersPage />, { route: '/users?q=zzz', api: { 'GET /api/auth/all': listOf([]) } });
    const notFound = await screen.findByRole('region', { name: 'PENGGUNA TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Silakan cari berdasarkan nama atau nama pengguna dengan benar');
    expect(query(api.callsTo('GET /api/auth/all')[0] as MockRequest)).toMatchObject({ q: 'zzz' });
    expect(screen.getByRole('searchbox', { name: 'Cari pengguna' })).toHaveValue('zzz');
  });

  it('adds a user, then says so and reloads the list', async () => {
    let rows = users.slice(0, 2);
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': () => jsonResponse({ success: true, data: rows, total: rows.length }),
        'POST /api/auth/register': (req) => {
          const body = req.body as Record<string, string>;
          const created = { _id: 'u9', nama_lengkap: body.nama_lengkap ?? '', username: body.username ?? '', role: 'Admin' as const, createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z' };
          rows = [...rows, created];
          return jsonResponse({ success: true, message: 'Sukses menambahkan pengguna', data: created }, 201);
        },
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pengguna' });
    expect(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /Nama Pengguna/ })).toHaveValue('');
    const role = within(dialog).getByRole('combobox', { name: /Role/ });
    expect(Array.from((role as HTMLSelectElement).options).filter((o) => !o.disabled).map((o) => o.value)).toEqual(['Admin', 'Super Admin']);
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Dewi Lestari');
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Pengguna/ }), 'dewi');
    await user.selectOptions(role, 'Super Admin');
    await user.type(within(dialog).getByLabelText(/Password/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));

    expect(await screen.findByText('Sukses menambahkan pengguna')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      nama_lengkap: 'Dewi Lestari', username: 'dewi', role: 'Super Admin', password: 'rahasia123',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Dewi Lestari')).toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/all').length).toBeGreaterThanOrEqual(2);
  });

  it('closes the add dialog and shows the server message when the user cannot be added', async () => {
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': listOf(users),
        'POST /api/auth/register': () => jsonResponse({ success: false, code: 'USERNAME_TAKEN', message: 'Username sudah dipakai' }, 409),
      },
    });
    await screen.findByRole('table');
    const loads = api.callsTo('GET /api/auth/all').length;
    await user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pengguna' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Siti Lain');
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Pengguna/ }), 'siti');
    // A valid password: the dialog checks its length before sending (issue 16).
    await user.type(within(dialog).getByLabelText(/Password/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));

    const message = await screen.findByText('Username sudah dipakai');
    expect(message.closest('[data-feedback-intent]')).toHaveAttribute('data-feedback-intent', 'error');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('GET /api/auth/all')).toHaveLength(loads);
  });

  it('refuses an empty or blank full name on add: the message under the field, the dialog open, nothing sent', async () => {
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: { 'GET /api/auth/all': listOf(users), 'POST /api/auth/register': () => jsonResponse({ success: true }, 201) },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tambah Pengguna' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pengguna' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Pengguna/ }), 'dewi');
    await user.type(within(dialog).getByLabelText(/Password/), 'rahasia123');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Tambah Pengguna' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('refuses a full name emptied to spaces on edit, and sends once it is filled', async () => {
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': listOf(users),
        'PUT /api/auth/update/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui pengguna', data: users[1] }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Pengguna' });
    const nama = within(dialog).getByRole('textbox', { name: /Nama Lengkap/ });
    await user.clear(nama);
    await user.type(nama, '  ');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('Nama Lengkap tidak boleh kosong')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/update/:id')).toHaveLength(0);

    await user.type(nama, 'Budi');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Sukses memperbarui pengguna')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/auth/update/:id')).toHaveLength(1);
  });

  it('edits a user with the form prefilled and leaves the password out when empty', async () => {
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': listOf(users),
        'PUT /api/auth/update/:id': (req) => jsonResponse({ success: true, message: 'Sukses memperbarui pengguna', data: { ...users[1], ...(req.body as object) } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Pengguna' });
    expect(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Budi Santoso');
    expect(within(dialog).getByRole('textbox', { name: /Nama Pengguna/ })).toHaveValue('budi');
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveValue('Admin');
    expect(within(dialog).getByLabelText(/Password/)).toHaveValue('');

    await user.clear(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Budi S.');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));

    expect(await screen.findByText('Sukses memperbarui pengguna')).toBeInTheDocument();
    const call = api.callsTo('PUT /api/auth/update/:id')[0];
    expect(call?.params).toEqual({ id: 'u2' });
    expect(call?.body).toEqual({ nama_lengkap: 'Budi S.', username: 'budi', role: 'Admin' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/auth/all').length).toBeGreaterThanOrEqual(2));
  });

  it('sends the new password when one is typed on edit', async () => {
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': listOf(users),
        'PUT /api/auth/update/:id': () => jsonResponse({ success: true, message: 'Sukses memperbarui pengguna', data: users[0] }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Siti Aminah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Pengguna' });
    await user.type(within(dialog).getByLabelText(/Password/), 'baru12345');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await screen.findByText('Sukses memperbarui pengguna');
    expect(api.callsTo('PUT /api/auth/update/:id')[0]?.body).toEqual({
      nama_lengkap: 'Siti Aminah', username: 'siti', role: 'Super Admin', password: 'baru12345',
    });
  });

  it('deletes a user after the confirmation, then reloads the list', async () => {
    let rows = users;
    const { user, api } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': () => jsonResponse({ success: true, data: rows, total: rows.length }),
        'DELETE /api/auth/delete/:id': (req) => {
          rows = rows.filter((u) => u._id !== req.params.id);
          return jsonResponse({ success: true, message: 'Sukses menghapus pengguna' });
        },
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Budi Santoso' }));
    const dialog = screen.getByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGGUNA INI ?' });
    expect(dialog).toHaveTextContent('Data akan dihapus permanen setelah anda menekan tombol hapus.');
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText('Sukses menghapus pengguna')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/auth/delete/:id').map((c) => c.params.id)).toEqual(['u2']);
    await waitFor(() => expect(screen.queryByText('Budi Santoso')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the user when the delete is cancelled', async () => {
    const { user, api } = renderModulePage(<UsersPage />, { route: '/users', api: { 'GET /api/auth/all': listOf(users) } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Siti Aminah' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('says why the last Super Admin cannot be deleted', async () => {
    const { user } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': listOf(users),
        'DELETE /api/auth/delete/:id': () => jsonResponse({ success: false, code: 'CONFLICT', message: 'Super Admin terakhir tidak dapat dihapus' }, 409),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Siti Aminah' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Super Admin terakhir tidak dapat dihapus')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Siti Aminah')).toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and loads it again on "Coba lagi"', async () => {
    let fail = true;
    const { user } = renderModulePage(<UsersPage />, {
      route: '/users',
      api: {
        'GET /api/auth/all': () => (fail
          ? jsonResponse({ success: false, code: 'FORBIDDEN', message: 'Akses ditolak' }, 403)
          : jsonResponse({ success: true, data: users, total: 3 })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Akses ditolak');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the empty state when there are no users', async () => {
    renderModulePage(<UsersPage />, { route: '/users', api: { 'GET /api/auth/all': listOf([], 0) } });
    expect(await screen.findByRole('heading', { name: 'DATA PENGGUNA KOSONG' })).toBeInTheDocument();
  });
});
