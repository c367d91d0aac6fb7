import { screen, waitFor, within } from '@testing-library/react';
import type { Kematian } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { ARSIP_URL, kematian, penduduk } from '../../test/fixtures';
import { KematianPage } from './kematian-page';

// Typing through user-event is slow on a busy machine (the root run has every package's tests in
// parallel, and ignores the preset's testTimeout): give each test room.

const rows: Kematian[] = [
  kematian(),
  kematian({
    _id: 'm2',
    arsip_kematian: { _id: 'a2', arsip_kematian: ARSIP_URL },
    pemilik_data: penduduk({ _id: 'p2', nik: '3507014101400004', nama_lengkap: 'Painem', jenis_kelamin: 'Perempuan', umur: '86', alamat_asal: 'Dusun Krajan', status_penduduk: 'meninggal' }),
  }),
  // A record of someone who has since moved out: the row is tinted.
  kematian({ _id: 'm3', pemilik_data: penduduk({ _id: 'p3', nik: '3507010101700005', nama_lengkap: 'Karto', status_penduduk: 'penduduk_keluar' }) }),
];

const listOf = (data: Kematian[], total = data.length) => () => jsonResponse({ success: true, data, total });
const query = (req: MockRequest) => Object.fromEntries(req.query.entries());

describe('KematianPage (/kematian)', () => {
  it('shows a spinner while the list loads', () => {
    renderModulePage(<KematianPage />, { route: '/kematian', api: { 'GET /api/kematian': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Daftar Kematian' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the deaths with the spec columns, the archive chip and a link to each detail', async () => {
    renderModulePage(<KematianPage />, { route: '/kematian', api: { 'GET /api/kematian': listOf(rows) } });
    const table = await screen.findByRole('table', { name: 'Daftar Kematian' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Tanggal Meninggal', 'Data Arsip', 'Aksi',
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(body[0] as HTMLElement).getAllByRole('cell').slice(0, 8).map((c) => c.textContent)).toEqual([
      '3507010101500009', 'Sukardi', 'Malang, 01 Januari 1950', '76', 'Dusun Krajan RT 01 RW 02, Watugede', 'Laki laki', '04 Januari 2026', 'Tidak Lengkap',
    ]);
    expect(within(body[1] as HTMLElement).getByText('Lengkap')).toBeInTheDocument();
    expect(within(body[0] as HTMLElement).getByRole('link', { name: 'Lihat Detail Sukardi' })).toHaveAttribute('href', '/kematian/m1/d');
    expect(within(body[2] as HTMLElement).getByRole('link', { name: 'Lihat Detail Karto' })).toHaveAttribute('href', '/kematian/m3/d');
  });

  it('marks the rows of residents with status penduduk_keluar for the tint, and only those', async () => {
    renderModulePage(<KematianPage />, { route: '/kematian', api: { 'GET /api/kematian': listOf(rows) } });
    const table = await screen.findByRole('table');
    const body = within(table).getAllByRole('row').slice(1);
    const tinted = body.map((r) => r.querySelector('[data-row-status="penduduk_keluar"]') !== null);
    expect(tinted).toEqual([false, false, true]);
  });

  it('asks the server for each sort, including the archive column', async () => {
    const { user, api } = renderModulePage(<KematianPage />, { route: '/kematian', api: { 'GET /api/kematian': listOf(rows, 9) } });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/kematian').at(-1) as MockRequest);
    // Newest first: the death just recorded is on the first page.
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Data Arsip' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'data_lengkap', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Alamat' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'alamat_asal', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Tanggal Meninggal' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'tanggal_meninggal', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
  });

  it('searches the server on Enter, from the first page, and shows the whole list again when cleared', async () => {
    const { user, api, location } = renderModulePage(<KematianPage />, {
      route: '/kematian?page=1',
      api: {
        'GET /api/kematian': (req) => {
          const q = req.query.get('q');
          const data = q ? rows.filter((k) => k.pemilik_data.nik.startsWith(q)) : rows;
          return jsonResponse({ success: true, data, total: q ? data.length : 9 });
        },
      },
    });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/kematian').at(-1) as MockRequest);
    const box = screen.getByRole('searchbox', { name: 'Cari kematian' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama, NIK atau nomor surat');
    await user.type(box, '3507014101{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', q: '3507014101' }));
    expect(location().search).toBe('?q=3507014101');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Lihat Detail Painem' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(last()).not.toHaveProperty('q'));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
  });

  it("says 'DATA KEMATIAN TIDAK DITEMUKAN' when the search finds nothing", async () => {
    renderModulePage(<KematianPage />, { route: '/kematian?q=zzz', api: { 'GET /api/kematian': listOf([]) } });
    const notFound = await screen.findByRole('region', { name: 'DATA KEMATIAN TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar');
    expect(screen.getByRole('searchbox', { name: 'Cari kematian' })).toHaveValue('zzz');
  });

  it("opens with 'Belum lengkap saja' on from the URL (the dashboard's link), and turns it off and on", async () => {
    const { user, api, location } = renderModulePage(<KematianPage />, { route: '/kematian?belum_lengkap=1', api: { 'GET /api/kematian': listOf(rows.slice(0, 1)) } });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/kematian').at(-1) as MockRequest);
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', belum_lengkap: 'true' });
    const toggle = screen.getByRole('switch', { name: 'Belum lengkap saja' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(last()).not.toHaveProperty('belum_lengkap'));
    expect(location().search).toBe('');
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(last()).toMatchObject({ page: '0', belum_lengkap: 'true' }));
    expect(location().search).toBe('?belum_lengkap=1');
  });

  it('says every death is complete when the filter finds nothing', async () => {
    renderModulePage(<KematianPage />, { route: '/kematian?belum_lengkap=1', api: { 'GET /api/kematian': listOf([]) } });
    expect(await screen.findByRole('region', { name: 'SEMUA DATA KEMATIAN SUDAH LENGKAP' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Belum lengkap saja' })).toBeChecked();
  });

  it("tells the user to add deaths from the resident's page when there are none", async () => {
    renderModulePage(<KematianPage />, { route: '/kematian', api: { 'GET /api/kematian': listOf([]) } });
    const empty = await screen.findByRole('region', { name: 'DATA KEMATIAN KOSONG' });
    expect(empty).toHaveTextContent('halaman detail penduduk');
    expect(empty).toHaveTextContent('Tambahkan ke Data Kematian');
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('shows why the list failed, without spinning', async () => {
    renderModulePage(<KematianPage />, {
      route: '/kematian',
      api: { 'GET /api/kematian': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('downloads what the list shows: its search and its filter (issue 16)', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = renderModulePage(<KematianPage />, {
      route: '/kematian?q=budi&belum_lengkap=1',
      api: {
        'GET /api/kematian': listOf(rows.slice(0, 1)),
        'GET /api/kematian/csv': () => new Response('\uFEFFnik\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kematian_22-11-2026.csv"` } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kematian_22-11-2026.csv']));
    expect(query(api.callsTo('GET /api/kematian/csv')[0] as MockRequest)).toEqual({ q: 'budi', belum_lengkap: 'true', sort: 'createdAt', order: 'desc' });
    click.mockRestore();
  });

  it('downloads the CSV as data_kematian_{date}.csv', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = renderModulePage(<KematianPage />, {
      route: '/kematian',
      api: {
        'GET /api/kematian': listOf(rows),
        'GET /api/kematian/csv': () => new Response('\uFEFFnik\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kematian_22-11-2026.csv"` } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kematian_22-11-2026.csv']));
    expect(api.callsTo('GET /api/kematian/csv')).toHaveLength(1);
    click.mockRestore();
  });
});
