import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui/testing';
import { DesaPage } from './desa-page';
import { AktivitasKabupatenPage } from './aktivitas-kabupaten-page';
import { tulungrejo } from './test-data';

const LAZY = { timeout: 15_000 };
const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const withAdmin = { ...tulungrejo, super_admin: [{ _id: 'sa1', nama_lengkap: 'Sekretaris Tulungrejo', username: 'sa.tulungrejo' }] };
const open = (api: Record<string, (req: MockRequest) => Response | Promise<Response>>) =>
  renderModulePage(<DesaPage />, { route: '/kabupaten/desa/d1', path: '/kabupaten/desa/:id', session, api });

describe('DesaPage (one village of the regency)', () => {
  it('shows a spinner while the village loads', () => {
    open({ 'GET /api/kabupaten/desa/:id': () => pendingResponse() });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the village, its counts and its Super Admins', async () => {
    open({ 'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }) });
    expect(await screen.findByRole('heading', { name: 'Desa Tulungrejo' })).toBeInTheDocument();
    expect(screen.getByText('35.07.01.2001')).toBeInTheDocument();
    expect(screen.getByText('Sekretaris Tulungrejo')).toBeInTheDocument();
    expect(screen.getByLabelText('Jumlah Desa Tulungrejo')).toHaveTextContent('1.200');
  });

  it('says when the village does not exist', async () => {
    open({ 'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Desa tidak ditemukan' }, 404) });
    expect(await screen.findByText('DESA TIDAK DITEMUKAN')).toBeInTheDocument();
  });

  it('deactivates the village after a confirmation that says nothing is deleted', async () => {
    let aktif = true;
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: { ...withAdmin, aktif } }),
      'PUT /api/kabupaten/desa/:id/status': (req) => {
        aktif = (req.body as { aktif: boolean }).aktif;
        return jsonResponse({ success: true, message: 'Desa dinonaktifkan', data: { ...withAdmin, aktif } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Tidak ada data yang dihapus/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id/status')[0]?.body).toEqual({ aktif: false }));
    expect(await screen.findByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();
  });

  it("resets a Super Admin's password, checking its length before sending", async () => {
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }),
      'PUT /api/kabupaten/desa/:id/super_admin/:userId/password': () => jsonResponse({ success: true, message: 'Password Super Admin berhasil diatur ulang' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Atur ulang password sa.tulungrejo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur Ulang Password sa.tulungrejo' }, LAZY);
    expect(within(dialog).getByText(/Minimal 8 karakter/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Password Baru/), 'pendek');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('password minimal 8 karakter')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/kabupaten/desa/:id/super_admin/:userId/password')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Password Baru/), '-cukup');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id/super_admin/:userId/password')[0]?.body).toEqual({ password: 'pendek-cukup' }));
  });

  it('creates a Super Admin; a username taken in the regency stays on its field', async () => {
    const { user } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: tulungrejo }),
      'POST /api/kabupaten/desa/:id/super_admin': () => jsonResponse({ success: false, code: 'USERNAME_TAKEN', message: 'Username sudah digunakan' }, 409),
    });
    expect(await screen.findByText(/belum memiliki Super Admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Super Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Super Admin Desa Tulungrejo' }, LAZY);
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Sekretaris Desa');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'admin');
    await user.type(within(dialog).getByLabelText(/^Password/), 'sandi-desa-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));
    expect(await within(dialog).findByText('Username sudah digunakan')).toBeInTheDocument();
  });
});

describe('AktivitasKabupatenPage', () => {
  it("lists the console's own log, newest first", async () => {
    const { api } = renderModulePage(<AktivitasKabupatenPage />, {
      route: '/kabupaten/aktivitas', session,
      api: {
        'GET /api/kabupaten/aktivitas': () => jsonResponse({
          success: true,
          total: 1,
          data: [{ _id: 'a1', activity_name: 'Menambahkan desa Tulungrejo (35.07.01.2001)', activity_by: { _id: 'k1', nama_lengkap: 'Operator Kabupaten' }, createdAt: '2026-11-20T02:00:00.000Z' }],
        }),
      },
    });
    expect(await screen.findByText('Menambahkan desa Tulungrejo (35.07.01.2001)')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/kabupaten/aktivitas')[0]?.query.entries() ?? [])).toMatchObject({ sort: 'createdAt', order: 'desc' });
  });

  it('says when nothing has been done yet', async () => {
    renderModulePage(<AktivitasKabupatenPage />, { route: '/kabupaten/aktivitas', session, api: { 'GET /api/kabupaten/aktivitas': () => jsonResponse({ success: true, total: 0, data: [] }) } });
    expect(await screen.findByText('BELUM ADA AKTIVITAS')).toBeInTheDocument();
  });
});
