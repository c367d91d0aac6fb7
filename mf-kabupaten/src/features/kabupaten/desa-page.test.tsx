import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { DesaPage } from './desa-page';
import { tulungrejo, watugede, wilayahHandler } from './test-data';
import type { components } from '@sid/openapi';

type ModulDiDesa = components['schemas']['ModulDiDesa'];
const modul = (id: string, judul: string): components['schemas']['ModulKabupaten'] => ({
  id, judul, wajib: false, untuk_desa: true, bawaan: { versi: '0.1.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0', cocok: true, alasan: null },
  versi_default: null, versi_sebelumnya: null, ada_versi_sebelumnya: false, rilis: [], desa_nonaktif: 0, desa_versi_khusus: 0,
});

const LAZY = { timeout: 15_000 };
const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const withAdmin = { ...tulungrejo, super_admin: [{ _id: 'sa1', nama_lengkap: 'Sekretaris Tulungrejo', username: 'sa.tulungrejo' }] };
const tanpaTindakan = () => jsonResponse({ success: true, data: [], total: 0 });
const sel = (modul_id: string, over: Partial<ModulDiDesa> = {}): ModulDiDesa => ({
  modul_id, aktif: true, versi: null, versi_sebelumnya: null, ada_versi_sebelumnya: false, versi_berlaku: null, muat_terakhir: null, gagal: 0, gagal_terakhir: null, ...over,
});
const versiModul = () => jsonResponse({
  success: true,
  data: {
    desa_id: 'd1', nama_desa: 'Tulungrejo', kecamatan: 'Donomulyo', kode_wilayah: '35.07.01.2001', desa_aktif: true,
    modul: [
      sel('mf-kependudukan'),
      sel('mf-mutasi', { aktif: false }),
      sel('mf-admin', { versi: '0.2.0', versi_berlaku: '0.2.0', muat_terakhir: { versi: '0.2.0', pada: '2026-11-20T03:07:00.000Z' }, gagal: 1, gagal_terakhir: { versi: '0.2.0', pada: '2026-11-20T04:00:00.000Z', alasan: 'Waktu habis' } }),
    ],
  },
});
const modulList = () => jsonResponse({ success: true, data: [modul('mf-kependudukan', 'Kependudukan'), modul('mf-mutasi', 'Mutasi Penduduk'), modul('mf-admin', 'Admin')] });
const open = (api: Record<string, (req: MockRequest) => Response | Promise<Response>>) =>
  renderModulePage(<DesaPage />, {
    route: '/kabupaten/desa/d1',
    path: '/kabupaten/desa/:id',
    session,
    api: { 'GET /api/kabupaten/desa/:id/tindakan': tanpaTindakan, 'GET /api/kabupaten/desa/:id/versi_modul': versiModul, 'GET /api/kabupaten/modul': modulList, ...api },
  });
const ALASAN = 'Sekretaris lupa password dan meminta lewat surat';

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

  it('lists its modules with the version each runs, its last load and its failures', async () => {
    open({ 'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }) });
    const table = await screen.findByRole('table', { name: 'Versi modul desa ini' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Admin' })).toBeInTheDocument());
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[0]).toEqual(['Kependudukan', 'Versi bawaan (0.1.0)Ikut kabupaten', 'Belum pernah dimuat', 'Tidak ada']);
    expect(rows[1]).toEqual(['Mutasi Penduduk', 'Nonaktif', 'Belum pernah dimuat', 'Tidak ada']);
    expect(rows[2]?.[1]).toBe('0.2.0Versi khusus desa');
    expect(rows[2]?.[3]).toBe('1 kali gagalWaktu habis (20 November 2026 11.00)');
    expect(within(table).getByRole('link', { name: 'Mutasi Penduduk' })).toHaveAttribute('href', '/kabupaten/modul/mf-mutasi');
    // A village that has its code offers none to set.
    expect(screen.queryByRole('button', { name: 'Tetapkan Kode Wilayah' })).not.toBeInTheDocument();
  });

  it("sets the code of the first village (none yet), looked up in the official list; a taken code stays on its field", async () => {
    let kode: string | null = null;
    const first = { ...watugede, _id: 'd1', aktif: true, super_admin: [] };
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: { ...first, kode_wilayah: kode } }),
      'GET /api/kabupaten/wilayah/:kode': wilayahHandler,
      'PUT /api/kabupaten/desa/:id/kode_wilayah': (req) => {
        const asked = (req.body as { kode_wilayah: string }).kode_wilayah;
        if (asked === '35.07.01.2002') return jsonResponse({ success: false, code: 'KODE_WILAYAH_TAKEN', message: 'Desa dengan kode wilayah ini sudah terdaftar' }, 409);
        kode = asked;
        return jsonResponse({ success: true, message: 'Kode wilayah desa berhasil ditetapkan', data: { ...first, kode_wilayah: kode } });
      },
    });
    expect(await screen.findByText('Belum ditetapkan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tetapkan Kode Wilayah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tetapkan Kode Wilayah' }, LAZY);
    expect(dialog).toHaveTextContent('Kode hanya dapat ditetapkan sekali');
    expect(within(dialog).queryByRole('textbox', { name: /Alamat Kantor/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Kode Wilayah/ }), '3507012002');
    expect(await within(dialog).findByText('Banjarejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Tetapkan' }));
    expect(await within(dialog).findByText('Desa dengan kode wilayah ini sudah terdaftar')).toBeInTheDocument();
    const input = within(dialog).getByRole('textbox', { name: /Kode Wilayah/ });
    await user.clear(input);
    await user.type(input, '3507012001');
    await user.click(within(dialog).getByRole('button', { name: 'Tetapkan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /api/kabupaten/desa/:id/kode_wilayah').map((c) => c.body)).toEqual([{ kode_wilayah: '35.07.01.2002' }, { kode_wilayah: '35.07.01.2001' }]);
    expect(await screen.findByText('35.07.01.2001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tetapkan Kode Wilayah' })).not.toBeInTheDocument();
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
    expect(within(dialog).getByText(/tidak dapat masuk lagi/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Tidak ada data yang dihapus/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id/status')[0]?.body).toEqual({ aktif: false }));
    expect(await screen.findByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();
  });

  it("resets a Super Admin's password with a reason, checking both before sending", async () => {
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }),
      'PUT /api/kabupaten/desa/:id/super_admin/:userId/password': () => jsonResponse({ success: true, message: 'Password Super Admin berhasil diatur ulang' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Atur ulang password sa.tulungrejo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atur Ulang Password sa.tulungrejo' }, LAZY);
    expect(within(dialog).getByText(/Minimal 8 karakter/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Dicatat di log aktivitas desa/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Password Baru/), 'pendek');
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), 'lupa');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText('password minimal 8 karakter')).toBeInTheDocument();
    expect(within(dialog).getByText('Alasan minimal 10 karakter')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/kabupaten/desa/:id/super_admin/:userId/password')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Password Baru/), '-cukup');
    await user.clear(within(dialog).getByRole('textbox', { name: /Alasan/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), ALASAN);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id/super_admin/:userId/password')[0]?.body).toEqual({ password: 'pendek-cukup', alasan_tindakan: ALASAN }));
  });

  it('asks why for another Super Admin of a village that has one, and sends it', async () => {
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }),
      'POST /api/kabupaten/desa/:id/super_admin': (req) => jsonResponse({ success: true, message: 'Super Admin desa berhasil dibuat', data: { _id: 'sa9', ...(req.body as object), role: 'Super Admin' } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Super Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Super Admin Desa Tulungrejo' }, LAZY);
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Operator Kabupaten');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'op.tulungrejo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'sandi-desa-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));
    expect(await within(dialog).findByText('Alasan wajib diisi: desa akan membaca alasan ini')).toBeInTheDocument();
    expect(api.callsTo('POST /api/kabupaten/desa/:id/super_admin')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan/ }), ALASAN);
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));
    await waitFor(() => expect(api.callsTo('POST /api/kabupaten/desa/:id/super_admin')[0]?.body).toEqual({ nama_lengkap: 'Operator Kabupaten', username: 'op.tulungrejo', password: 'sandi-desa-2026', alasan_tindakan: ALASAN }));
  });

  it("lists the regency's actions in the village with their reasons and whether the village knows", async () => {
    open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: withAdmin }),
      'GET /api/kabupaten/desa/:id/tindakan': () => jsonResponse({ success: true, total: 2, data: [
        { _id: 't2', jenis: 'password_diatur', username: 'sa.tulungrejo', pelaku: 'Bambang Wijaya', alasan: ALASAN, createdAt: '2026-01-06T01:00:00.000Z', diakui_pada: null, diakui_oleh: null },
        { _id: 't1', jenis: 'super_admin_dibuat', username: 'op.tulungrejo', pelaku: 'Bambang Wijaya', alasan: 'Membantu pendataan ulang', createdAt: '2026-01-05T01:00:00.000Z', diakui_pada: '2026-01-05T03:00:00.000Z', diakui_oleh: 'Sekretaris Tulungrejo' },
      ] }),
    });
    const table = await screen.findByRole('table', { name: 'Tindakan Kabupaten di Desa Ini' });
    expect(table).toHaveTextContent('Mengatur ulang password sa.tulungrejo');
    expect(table).toHaveTextContent(ALASAN);
    expect(table).toHaveTextContent('Belum diketahui desa');
    expect(table).toHaveTextContent('Diketahui Sekretaris Tulungrejo');
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
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Username/ })).toHaveAccessibleDescription(expect.stringContaining('Username sudah digunakan')));
    expect(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ })).toHaveValue('Sekretaris Desa');
  });

  it('creates the first Super Admin, the password rule said before typing, and lists them', async () => {
    let admins: { _id: string; nama_lengkap: string; username: string }[] = [];
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: { ...tulungrejo, super_admin: admins } }),
      'POST /api/kabupaten/desa/:id/super_admin': (req) => {
        const body = req.body as { nama_lengkap: string; username: string };
        admins = [{ _id: 'sa9', nama_lengkap: body.nama_lengkap, username: body.username }];
        return jsonResponse({ success: true, message: 'Super Admin desa berhasil dibuat', data: { _id: 'sa9', ...body, role: 'Super Admin' } }, 201);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Super Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Super Admin Desa Tulungrejo' }, LAZY);
    expect(within(dialog).getByText('Minimal 8 karakter')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Lengkap/ }), 'Sekretaris Desa');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'sa.tulungrejo');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pendek');
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));
    expect(await within(dialog).findByText('password minimal 8 karakter')).toBeInTheDocument();
    expect(api.callsTo('POST /api/kabupaten/desa/:id/super_admin')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Password/), '-sekali');
    await user.click(within(dialog).getByRole('button', { name: 'Buat' }));
    expect(await screen.findByText('Sekretaris Desa')).toBeInTheDocument();
    expect(api.callsTo('POST /api/kabupaten/desa/:id/super_admin')[0]?.body).toEqual({ nama_lengkap: 'Sekretaris Desa', username: 'sa.tulungrejo', password: 'pendek-sekali' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edits the letterhead (the code stays)', async () => {
    let desa = withAdmin;
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: desa }),
      'PUT /api/kabupaten/desa/:id': (req) => {
        desa = { ...desa, ...(req.body as object) };
        return jsonResponse({ success: true, message: 'Desa berhasil diperbarui', data: desa });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Perbarui' }));
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Desa' }, LAZY);
    expect(within(dialog).queryByRole('textbox', { name: /Kode Wilayah/ })).not.toBeInTheDocument();
    const jabatan = within(dialog).getByRole('textbox', { name: /Jabatan Kepala Desa/ });
    expect(jabatan).toHaveValue('Kepala Desa');
    await user.clear(jabatan);
    await user.type(jabatan, 'Petinggi');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id')[0]?.body).toEqual({
      nama_desa: 'Tulungrejo', alamat_kantor: 'Jl. Balai Desa 1', kode_pos: '65167', jabatan_kepala: 'Petinggi',
    }));
    expect(await screen.findByText('Petinggi')).toBeInTheDocument();
  });

  it('says a deactivated village keeps its data, and activates it again after a confirmation', async () => {
    let aktif = false;
    const { user, api } = open({
      'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: true, data: { ...withAdmin, aktif } }),
      'PUT /api/kabupaten/desa/:id/status': (req) => {
        aktif = (req.body as { aktif: boolean }).aktif;
        return jsonResponse({ success: true, message: 'Desa diaktifkan kembali', data: { ...withAdmin, aktif } });
      },
    });
    expect(await screen.findByText(/Desa ini nonaktif: stafnya tidak dapat masuk/)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Data Desa')).getByText('Nonaktif')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.callsTo('PUT /api/kabupaten/desa/:id/status')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Aktifkan' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(api.callsTo('PUT /api/kabupaten/desa/:id/status')[0]?.body).toEqual({ aktif: true }));
    expect(await screen.findByRole('button', { name: 'Nonaktifkan' })).toBeInTheDocument();
    expect(screen.queryByText(/Desa ini nonaktif/)).not.toBeInTheDocument();
  });

  it('shows the failure with a retry when the village cannot be loaded', async () => {
    const { user, api } = open({ 'GET /api/kabupaten/desa/:id': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nonaktifkan' })).not.toBeInTheDocument();
    api.set('GET /api/kabupaten/desa/:id', () => jsonResponse({ success: true, data: withAdmin }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Desa Tulungrejo' })).toBeInTheDocument();
  });
});
