import { screen, waitFor, within } from '@testing-library/react';
import type { Kelahiran } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { kelahiran } from '../../test/fixtures';
import { KelahiranPage } from './kelahiran-page';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

const rows: Kelahiran[] = [
  kelahiran(),
  kelahiran({ _id: 'k2', nama: 'Putri Ayu', jenis_kelamin: 'Perempuan', tempat_lahir: 'Singosari', tanggal_lahir: '2025-12-24', agama: 'Islam', hubungan_pelapor: 'Ibu' }),
  // An old record with empty optional fields: the cells show '-'.
  kelahiran({ _id: 'k3', nama: null, jenis_kelamin: null, tempat_lahir: null, tanggal_lahir: null, agama: null, hubungan_pelapor: null }),
];

const listOf = (data: Kelahiran[], total = data.length) => () => jsonResponse({ success: true, data, total });
const query = (req: MockRequest) => Object.fromEntries(req.query.entries());

// The page size a test chooses is remembered (issue 40, useTableState): each test starts without it.
beforeEach(() => window.localStorage.clear());

describe('KelahiranPage (/kelahiran)', () => {
  it('shows a spinner while the list loads', () => {
    renderModulePage(<KelahiranPage />, { route: '/kelahiran', api: { 'GET /api/kelahiran': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Daftar Kelahiran' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the births with the spec columns and a link to each detail', async () => {
    renderModulePage(<KelahiranPage />, { route: '/kelahiran', api: { 'GET /api/kelahiran': listOf(rows) } });
    const table = await screen.findByRole('table', { name: 'Daftar Kelahiran' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nama Lengkap', 'Jenis Kelamin', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Pelapor', 'Aksi',
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent))).toEqual([
      ['Ahmad Fauzi', 'Laki laki', 'Malang', '05 Januari 2026', 'Islam', 'Ayah'],
      ['Putri Ayu', 'Perempuan', 'Singosari', '24 Desember 2025', 'Islam', 'Ibu'],
      ['-', '-', '-', '-', '-', '-'],
    ]);
    expect(within(body[0] as HTMLElement).getByRole('link', { name: 'Lihat Detail Ahmad Fauzi' })).toHaveAttribute('href', '/kelahiran/k1/d');
  });

  it('asks the server for each sort and page', async () => {
    const { user, api } = renderModulePage(<KelahiranPage />, { route: '/kelahiran', api: { 'GET /api/kelahiran': listOf(rows, 12) } });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/kelahiran').at(-1) as MockRequest);
    // Newest first: what the clerk has just added is on the first page.
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Tanggal Lahir' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'tanggal_lahir', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Tanggal Lahir' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'tanggal_lahir', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Pelapor' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'hubungan_pelapor', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '25', sort: 'hubungan_pelapor', order: 'asc' }));
  });

  it('searches the server on Enter, from the first page, and shows the whole list again when cleared', async () => {
    const { user, api, location } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran?page=1',
      api: {
        'GET /api/kelahiran': (req) => {
          const q = req.query.get('q')?.toLowerCase();
          const data = q ? rows.filter((k) => (k.nama ?? '').toLowerCase().includes(q)) : rows;
          return jsonResponse({ success: true, data, total: q ? data.length : 12 });
        },
      },
    });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/kelahiran').at(-1) as MockRequest);
    const box = screen.getByRole('searchbox', { name: 'Cari kelahiran' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama, NIK atau nomor surat');
    await user.type(box, 'putri');
    expect(last()).not.toHaveProperty('q');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', q: 'putri' }));
    expect(location().search).toBe('?q=putri');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Lihat Detail Putri Ayu' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
    expect(box).toHaveValue('');
    expect(location().search).toBe('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it('opens at the search of the URL', async () => {
    const { api } = renderModulePage(<KelahiranPage />, { route: '/kelahiran?q=474.1', api: { 'GET /api/kelahiran': listOf(rows.slice(0, 1)) } });
    await screen.findByRole('table');
    expect(query(api.callsTo('GET /api/kelahiran')[0] as MockRequest)).toMatchObject({ page: '0', q: '474.1' });
    expect(screen.getByRole('searchbox', { name: 'Cari kelahiran' })).toHaveValue('474.1');
  });

  it("says 'DATA KELAHIRAN TIDAK DITEMUKAN' when the search finds nothing, and keeps the box", async () => {
    renderModulePage(<KelahiranPage />, { route: '/kelahiran?q=zzz', api: { 'GET /api/kelahiran': listOf([]) } });
    const notFound = await screen.findByRole('region', { name: 'DATA KELAHIRAN TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar');
    expect(screen.queryByRole('region', { name: 'DATA KELAHIRAN KOSONG' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari kelahiran' })).toHaveValue('zzz');
  });

  it("shows 'DATA KELAHIRAN KOSONG' with an add button when there are no births", async () => {
    const { user, location } = renderModulePage(<KelahiranPage />, { route: '/kelahiran', api: { 'GET /api/kelahiran': listOf([]) } });
    const empty = await screen.findByRole('region', { name: 'DATA KELAHIRAN KOSONG' });
    await user.click(within(empty).getByRole('button', { name: 'Tambah Data' }));
    expect(location().pathname).toBe('/kelahiran/insert');
  });

  it('goes to the add form from the header button', async () => {
    const { user, location } = renderModulePage(<KelahiranPage />, { route: '/kelahiran', api: { 'GET /api/kelahiran': listOf(rows) } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    expect(location().pathname).toBe('/kelahiran/insert');
  });

  it('shows why the list failed and loads it again on "Coba lagi"', async () => {
    let fail = true;
    const { user } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran',
      api: {
        'GET /api/kelahiran': () => (fail
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
          : jsonResponse({ success: true, data: rows, total: 3 })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('downloads the CSV as data_kelahiran_{date}.csv in the order of the list', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user, api } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran?sort=nama&order=desc',
      api: {
        'GET /api/kelahiran': listOf(rows),
        'GET /api/kelahiran/csv': () => new Response('\uFEFFnama\nAhmad', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kelahiran_05-01-2026.csv"` } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kelahiran_05-01-2026.csv']));
    expect(query(api.callsTo('GET /api/kelahiran/csv')[0] as MockRequest)).toEqual({ sort: 'nama', order: 'desc' });
    click.mockRestore();
  });

  it('downloads what the list shows: its search and its order (issue 16)', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran?q=ahmad&sort=nama&order=desc',
      api: {
        'GET /api/kelahiran': listOf(rows.slice(0, 1)),
        'GET /api/kelahiran/csv': () => new Response('\uFEFFnama\nAhmad', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kelahiran_05-01-2026.csv"` } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kelahiran_05-01-2026.csv']));
    expect(query(api.callsTo('GET /api/kelahiran/csv')[0] as MockRequest)).toEqual({ q: 'ahmad', sort: 'nama', order: 'desc' });
    click.mockRestore();
  });

  it("downloads the same rows as Excel from the 'Pilihan unduhan' menu (format=xlsx)", async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:xlsx'), revokeObjectURL: jest.fn() });
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const { user, api } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran?q=ahmad&sort=nama&order=desc',
      api: {
        'GET /api/kelahiran': listOf(rows.slice(0, 1)),
        'GET /api/kelahiran/csv': () => new Response('PK', { headers: { 'content-type': xlsxType, 'content-disposition': `attachment; filename="data_kelahiran_05-01-2026.xlsx"` } }),
      },
    });
    await screen.findByRole('table');
    const menu = await screen.findByRole('button', { name: 'Pilihan unduhan' });
    await waitFor(() => expect(menu).toBeEnabled());
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(saved).toEqual(['data_kelahiran_05-01-2026.xlsx']));
    expect(query(api.callsTo('GET /api/kelahiran/csv')[0] as MockRequest)).toEqual({ q: 'ahmad', sort: 'nama', order: 'desc', format: 'xlsx' });
    click.mockRestore();
  });

  it('offers no CSV when the search found nothing', async () => {
    renderModulePage(<KelahiranPage />, { route: '/kelahiran?q=zzz', api: { 'GET /api/kelahiran': listOf([]) } });
    expect(await screen.findByRole('region', { name: 'DATA KELAHIRAN TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('names the CSV with the Indonesian numeric date', () => {
  });

  it('says why the CSV could not be downloaded', async () => {
    const { user } = renderModulePage(<KelahiranPage />, {
      route: '/kelahiran',
      api: {
        'GET /api/kelahiran': listOf(rows),
        'GET /api/kelahiran/csv': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    const message = await screen.findByText('Terjadi kesalahan pada server');
    expect(message.closest('[data-feedback-intent]')).toHaveAttribute('data-feedback-intent', 'error');
  });
});
