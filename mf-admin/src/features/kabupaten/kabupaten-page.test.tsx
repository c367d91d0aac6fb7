import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui/testing';
import { KabupatenPage } from './kabupaten-page';
import { ringkasan, tulungrejo, watugede } from './test-data';

const LAZY = { timeout: 15_000 };
const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const list = (rows = [tulungrejo, watugede]) => () => jsonResponse({ success: true, data: rows, total: rows.length });
const api = (over: Record<string, (req: MockRequest) => Response | Promise<Response>> = {}) => ({
  'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
  'GET /api/kabupaten/desa': list(),
  ...over,
});

describe('KabupatenPage (the regency console)', () => {
  it('shows a spinner while the totals load', () => {
    renderModulePage(<KabupatenPage />, { route: '/kabupaten', session, api: api({ 'GET /api/kabupaten/ringkasan': () => pendingResponse() }) });
    expect(screen.getAllByRole('progressbar').length).toBeGreaterThan(0);
  });

  it("shows the regency's totals, per kecamatan, and its villages with their counts and status", async () => {
    renderModulePage(<KabupatenPage />, { route: '/kabupaten', session, api: api() });
    expect(await screen.findByRole('heading', { name: 'Ringkasan Kabupaten Malang' })).toBeInTheDocument();
    const totals = screen.getByLabelText('Jumlah kabupaten');
    expect(within(totals).getByText('Penduduk').nextSibling?.textContent).toBe('4.400');
    expect(within(totals).getByText('Desa Aktif').nextSibling?.textContent).toBe('1');
    expect(within(screen.getByRole('table', { name: 'Jumlah per kecamatan' })).getByText('Donomulyo')).toBeInTheDocument();
    const villages = await screen.findByRole('table', { name: 'Daftar Desa' });
    const rows = within(villages).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent))).toEqual([
      ['Tulungrejo', '35.07.01.2001', 'Donomulyo', 'Aktif', '1.200'],
      ['Watugede', '-', 'Singosari', 'Nonaktif', '3.200'],
    ]);
    expect(within(villages).getByRole('link', { name: 'Tulungrejo' })).toHaveAttribute('href', '/kabupaten/desa/d1');
  });

  it('searches and filters the villages on the server, from the first page', async () => {
    const { user, api: calls } = renderModulePage(<KabupatenPage />, { route: '/kabupaten', session, api: api() });
    await screen.findByRole('table', { name: 'Daftar Desa' });
    await user.type(screen.getByLabelText('Cari desa'), 'tulung{Enter}');
    await waitFor(() => expect(Object.fromEntries(calls.callsTo('GET /api/kabupaten/desa').at(-1)?.query.entries() ?? [])).toMatchObject({ q: 'tulung', page: '0' }));
    await user.selectOptions(screen.getByLabelText('Kecamatan'), 'Donomulyo');
    await waitFor(() => expect(Object.fromEntries(calls.callsTo('GET /api/kabupaten/desa').at(-1)?.query.entries() ?? [])).toMatchObject({ q: 'tulung', kecamatan: 'Donomulyo' }));
  });

  it('says so when no village matches, and invites to add the first one when there is none', async () => {
    renderModulePage(<KabupatenPage />, { route: '/kabupaten', session, api: api({ 'GET /api/kabupaten/desa': list([]) }) });
    expect(await screen.findByText('BELUM ADA DESA')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the totals cannot be loaded', async () => {
    renderModulePage(<KabupatenPage />, {
      route: '/kabupaten', session,
      api: api({ 'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) }),
    });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
  });

  it("adds a village: 'Cek Kode' shows the official data, the form is checked first, then it opens the new village", async () => {
    let created: unknown;
    const { user, location } = renderModulePage(<KabupatenPage />, {
      route: '/kabupaten', session,
      api: api({
        'GET /api/kabupaten/wilayah/:kode': (req) => (req.params.kode === '35.07.01.2002'
          ? jsonResponse({ success: true, data: { kode_wilayah: '35.07.01.2002', nama_desa: 'Banjarejo', kecamatan: 'Donomulyo', kabupaten: 'Malang', provinsi: 'Jawa Timur' } })
          : jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kode wilayah tidak ditemukan dalam daftar wilayah Kemendagri' }, 404)),
        'POST /api/kabupaten/desa': (req) => {
          created = req.body;
          return jsonResponse({ success: true, message: 'Desa berhasil ditambahkan', data: { ...tulungrejo, _id: 'd9', nama_desa: 'Banjarejo' } }, 201);
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Desa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Desa' }, LAZY);
    const kode = within(dialog).getByRole('textbox', { name: /Kode Wilayah/ });
    await user.type(kode, '35.07.01.9999');
    await user.click(within(dialog).getByRole('button', { name: 'Cek Kode' }));
    expect(await within(dialog).findByText('Kode wilayah tidak ditemukan dalam daftar wilayah Kemendagri')).toBeInTheDocument();
    await user.clear(kode);
    await user.type(kode, '35.07.01.2002');
    await user.click(within(dialog).getByRole('button', { name: 'Cek Kode' }));
    expect(await within(dialog).findByText('Banjarejo, Kecamatan Donomulyo, Kabupaten Malang, Jawa Timur')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nama Desa/ })).toHaveValue('Banjarejo');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Alamat Kantor tidak boleh kosong')).toBeInTheDocument();
    expect(created).toBeUndefined();
    await user.type(within(dialog).getByRole('textbox', { name: /Alamat Kantor/ }), 'Jl. Raya Banjarejo 2');
    await user.type(within(dialog).getByRole('textbox', { name: /Kode Pos/ }), '6516');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Kode pos harus 5 digit angka')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Kode Pos/ }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(location().pathname).toBe('/kabupaten/desa/d9'));
    expect(created).toEqual({ kode_wilayah: '35.07.01.2002', nama_desa: 'Banjarejo', alamat_kantor: 'Jl. Raya Banjarejo 2', kode_pos: '65167', jabatan_kepala: 'Kepala Desa' });
  });

  it('keeps the dialog and what was typed when the code is taken (409 on its field)', async () => {
    const { user } = renderModulePage(<KabupatenPage />, {
      route: '/kabupaten', session,
      api: api({ 'POST /api/kabupaten/desa': () => jsonResponse({ success: false, code: 'KODE_WILAYAH_TAKEN', message: 'Kode wilayah 35.07.01.2001 sudah terdaftar' }, 409) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tambah Desa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Desa' }, LAZY);
    await user.type(within(dialog).getByRole('textbox', { name: /Kode Wilayah/ }), '35.07.01.2001');
    await user.type(within(dialog).getByRole('textbox', { name: /Nama Desa/ }), 'Tulungrejo');
    await user.type(within(dialog).getByRole('textbox', { name: /Alamat Kantor/ }), 'Jl. Balai Desa 1');
    await user.type(within(dialog).getByRole('textbox', { name: /Kode Pos/ }), '65167');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('Kode wilayah 35.07.01.2001 sudah terdaftar')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nama Desa/ })).toHaveValue('Tulungrejo');
  });
});
