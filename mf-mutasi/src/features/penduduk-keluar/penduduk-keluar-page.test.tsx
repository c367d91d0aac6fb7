import { screen, waitFor, within } from '@testing-library/react';
import type { PendudukKeluar } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, type MockRequest } from '@sid/ui-desa/testing';
import { pendudukKeluar, pengusulKeluar, wargaKeluar } from '../../test/fixtures';
import { PendudukKeluarPage } from './penduduk-keluar-page';

const rows: PendudukKeluar[] = [
  pendudukKeluar(),
  // A single move-out still waiting for its statement: no followers, 'Tidak Lengkap'.
  pendudukKeluar({
    _id: 'keluar-2',
    penduduk_keluar_desa: [wargaKeluar({ _id: 'pk-2', nama_lengkap: 'Wati Lestari', jenis_kelamin: 'Perempuan', umur: '29', keluarga_dari: { _id: 'kk-2', no_kk: '3507010101900200' } })],
    keterangan_keluar_desa: null,
  }),
];

const listOf = (data: PendudukKeluar[], total = data.length) => () => jsonResponse({ success: true, data, total });
const query = (req: MockRequest) => Object.fromEntries(req.query.entries());
const render = (api: MockApi, route = '/penduduk_keluar') =>
  renderModulePage(<PendudukKeluarPage />, { route, api });

describe('PendudukKeluarPage (/penduduk_keluar)', () => {
  it('shows a spinner while the list loads', () => {
    render({ 'GET /api/penduduk_keluar': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Daftar Penduduk Keluar' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the records with the spec columns, the Data chip and a link to each detail', async () => {
    render({ 'GET /api/penduduk_keluar': listOf(rows) });
    const table = await screen.findByRole('table', { name: 'Daftar Penduduk Keluar' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'No. Kartu Keluarga', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Tgl. Lahir', 'Alamat Asal', 'Umur', 'Jumlah Pengikut', 'Data',
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(body[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '3507010101800100', 'Hartono Wijaya', 'Laki laki', 'Malang, 01 Januari 1980', 'Dusun Krajan RT 02 RW 01, Watugede', '46', '2', 'Lengkap',
    ]);
    expect(within(body[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent).slice(-3)).toEqual(['29', '0', 'Tidak Lengkap']);
    expect(within(body[0] as HTMLElement).getByRole('link', { name: `Lihat detail ${pengusulKeluar.nama_lengkap}` }))
      .toHaveAttribute('href', '/penduduk_keluar/keluar-1/d');
    expect(within(body[1] as HTMLElement).getByRole('link', { name: 'Lihat detail Wati Lestari' }))
      .toHaveAttribute('href', '/penduduk_keluar/keluar-2/d');
  });

  it('opens the detail from a row', async () => {
    const { user, location } = render({ 'GET /api/penduduk_keluar': listOf(rows) });
    await user.click(await screen.findByRole('link', { name: 'Lihat detail Wati Lestari' }));
    await waitFor(() => expect(location().pathname).toBe('/penduduk_keluar/keluar-2/d'));
  });

  it('asks the server for each sort and page', async () => {
    const { user, api } = render({ 'GET /api/penduduk_keluar': listOf(rows, 9) });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_keluar').at(-1) as MockRequest);
    // Newest first: the move just recorded is on the first page.
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Jumlah Pengikut' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'jumlah_pengikut', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Jumlah Pengikut' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'jumlah_pengikut', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Data' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'data_lengkap', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'No. Kartu Keluarga' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'no_kk' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
  });

  it('searches the server on Enter, from the first page, and shows the whole list again when cleared', async () => {
    const { user, api, location } = render({
      'GET /api/penduduk_keluar': (req) => {
        const q = req.query.get('q')?.toLowerCase();
        const data = q ? rows.filter((r) => r.penduduk_keluar_desa.some((p) => p.nama_lengkap.toLowerCase().includes(q))) : rows;
        return jsonResponse({ success: true, data, total: q ? data.length : 9 });
      },
    }, '/penduduk_keluar?page=1');
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_keluar').at(-1) as MockRequest);
    const box = screen.getByRole('searchbox', { name: 'Cari penduduk keluar' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama, NIK, No. KK atau nomor surat');
    await user.type(box, 'wati');
    expect(last()).not.toHaveProperty('q');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', q: 'wati' }));
    expect(location().search).toBe('?q=wati');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Lihat detail Wati Lestari' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(last()).not.toHaveProperty('q'));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it("says 'PENDUDUK KELUAR TIDAK DITEMUKAN' when the search finds nothing", async () => {
    render({ 'GET /api/penduduk_keluar': listOf([]) }, '/penduduk_keluar?q=zzz');
    const notFound = await screen.findByRole('region', { name: 'PENDUDUK KELUAR TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Silakan cari berdasarkan Nomor KK, NIK, Nama atau nomor surat dengan benar');
    expect(screen.getByRole('searchbox', { name: 'Cari penduduk keluar' })).toHaveValue('zzz');
  });

  it("opens with 'Belum lengkap saja' on from the URL (the dashboard's link), and turns it off and on", async () => {
    const { user, api, location } = render({ 'GET /api/penduduk_keluar': listOf(rows.slice(1)) }, '/penduduk_keluar?belum_lengkap=1');
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_keluar').at(-1) as MockRequest);
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', belum_lengkap: 'true' });
    const toggle = screen.getByRole('switch', { name: 'Belum lengkap saja' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(last()).not.toHaveProperty('belum_lengkap'));
    expect(location().search).toBe('');
    await user.click(toggle);
    await waitFor(() => expect(last()).toMatchObject({ page: '0', belum_lengkap: 'true' }));
    expect(location().search).toBe('?belum_lengkap=1');
  });

  it('says every moved-out record is complete when the filter finds nothing', async () => {
    render({ 'GET /api/penduduk_keluar': listOf([]) }, '/penduduk_keluar?belum_lengkap=1');
    expect(await screen.findByRole('region', { name: 'SEMUA DATA PENDUDUK KELUAR SUDAH LENGKAP' })).toBeInTheDocument();
  });

  it('says the list is empty and where outgoing residents come from', async () => {
    render({ 'GET /api/penduduk_keluar': listOf([]) });
    const empty = await screen.findByRole('region', { name: 'DATA PENDUDUK KELUAR KOSONG' });
    expect(empty).toHaveTextContent("tombol 'Mutasi'");
    expect(empty).toHaveTextContent('halaman detail penduduk');
    expect(empty).toHaveTextContent('halaman detail kartu keluarga');
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it("shows why the list failed, without spinning, and 'Coba lagi' reloads it", async () => {
    let fail = true;
    const { user } = render({
      'GET /api/penduduk_keluar': () => (fail
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
        : listOf(rows)()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar Penduduk Keluar' })).toBeInTheDocument();
  });

  it('downloads what the list shows: its search and its filter (issue 16)', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = render({
      'GET /api/penduduk_keluar': listOf(rows.slice(0, 1)),
      'GET /api/penduduk_keluar/csv': () => new Response('\uFEFFno_kk\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_penduduk_keluar_22-11-2026.csv"` } }),
    }, '/penduduk_keluar?q=3507&belum_lengkap=1&sort=nama_lengkap&order=desc');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_penduduk_keluar_22-11-2026.csv']));
    expect(query(api.callsTo('GET /api/penduduk_keluar/csv')[0] as MockRequest)).toEqual({ q: '3507', belum_lengkap: 'true', sort: 'nama_lengkap', order: 'desc' });
    click.mockRestore();
  });

  it('downloads the CSV as data_penduduk_keluar_{date}.csv in the list order', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = renderModulePage(<PendudukKeluarPage />, {
      route: '/penduduk_keluar?sort=nama_lengkap&order=desc',
      api: {
        'GET /api/penduduk_keluar': listOf(rows),
        'GET /api/penduduk_keluar/csv': () => new Response('\uFEFFno_kk\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_penduduk_keluar_22-11-2026.csv"` } }),
      },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_penduduk_keluar_22-11-2026.csv']));
    expect(query(api.callsTo('GET /api/penduduk_keluar/csv')[0] as MockRequest)).toEqual({ sort: 'nama_lengkap', order: 'desc' });
    click.mockRestore();
  });

  it('shows a failed download in red', async () => {
    const { user } = render({
      'GET /api/penduduk_keluar': listOf(rows),
      'GET /api/penduduk_keluar/csv': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Gagal membuat CSV' }, 500),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(await screen.findByText('Gagal membuat CSV')).toBeInTheDocument();
  });
});
