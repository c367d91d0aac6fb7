import { screen, waitFor, within } from '@testing-library/react';
import type { KartuKeluarga } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockApi, type MockRequest } from '@sid/ui-desa/testing';
import { kartuKeluargaMasuk, keteranganMasuk, wargaMasuk } from '../../test/fixtures';
import { PendudukMasukPage } from './penduduk-masuk-page';

const rows: KartuKeluarga[] = [
  kartuKeluargaMasuk(),
  kartuKeluargaMasuk({
    _id: 'kk-masuk-2',
    no_kk: '3507010303900200',
    anggota_keluarga: [wargaMasuk({ _id: 'pm-2', nik: '3507014303920009', nama_lengkap: 'Sumiati', jenis_kelamin: 'Perempuan', umur: '33', tempat_tanggal_lahir: 'Kediri, 03 Maret 1992', alamat_asal: 'Kediri' })],
    data_penduduk_masuk: keteranganMasuk(),
  }),
];

const listOf = (data: KartuKeluarga[], total = data.length) => () => jsonResponse({ success: true, data, total });
const query = (req: MockRequest) => Object.fromEntries(req.query.entries());

function render(api: MockApi, route = '/penduduk_masuk') {
  return renderModulePage(<PendudukMasukPage />, { route, path: '/penduduk_masuk', api });
}

describe("PendudukMasukPage (/penduduk_masuk 'Daftar Penduduk Masuk')", () => {
  it('shows a spinner while the list loads', () => {
    render({ 'GET /api/penduduk_masuk/k': () => pendingResponse() });
    expect(screen.getByRole('heading', { name: 'Daftar Penduduk Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the cards with the spec columns, the member count, the document chip and a detail link', async () => {
    render({ 'GET /api/penduduk_masuk/k': listOf(rows) });
    const table = await screen.findByRole('table', { name: 'Daftar Penduduk Masuk' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nomor KK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Anggota Keluarga', 'Tanggal Datang', 'Data Pend. Masuk', 'Aksi',
    ]);
    const body = within(table).getAllByRole('row').slice(1);
    expect(within(body[0] as HTMLElement).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '3507010202850100', 'Agus Prasetyo', 'Blitar, 02 Februari 1985', '40', 'Jl. Merdeka No. 7, Blitar', 'Laki laki', '2', '03 November 2025', 'Tidak Lengkap', 'Lihat Detail',
    ]);
    expect(within(body[1] as HTMLElement).getAllByRole('cell').slice(6, 9).map((c) => c.textContent)).toEqual(['1', '03 November 2025', 'Lengkap']);
    expect(within(body[0] as HTMLElement).getByRole('link', { name: 'Lihat Detail KK 3507010202850100' })).toHaveAttribute('href', '/penduduk_masuk/kk-masuk/d');
    expect(within(body[1] as HTMLElement).getByRole('link', { name: 'Lihat Detail KK 3507010303900200' })).toHaveAttribute('href', '/penduduk_masuk/kk-masuk-2/d');
  });

  it('asks the server for the first page of 5, then for each sort and page', async () => {
    const { user, api } = render({ 'GET /api/penduduk_masuk/k': listOf(rows, 12) });
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_masuk/k').at(-1) as MockRequest);
    // Newest first: the card just added is on the first page.
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Data Pend. Masuk' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'data_lengkap', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Data Pend. Masuk' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'data_lengkap', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Anggota Keluarga' }));
    await waitFor(() => expect(last()).toMatchObject({ sort: 'jumlah_anggota', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
  });

  it('searches the server on Enter, from the first page, and shows the whole list again when cleared', async () => {
    const { user, api, location } = render({
      'GET /api/penduduk_masuk/k': (req) => {
        const q = req.query.get('q')?.toLowerCase();
        const data = q ? rows.filter((kk) => kk.no_kk.startsWith(q) || kk.anggota_keluarga.some((p) => p.nama_lengkap.toLowerCase().includes(q))) : rows;
        return jsonResponse({ success: true, data, total: q ? data.length : 12 });
      },
    }, '/penduduk_masuk?page=2');
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_masuk/k').at(-1) as MockRequest);
    const box = screen.getByRole('searchbox', { name: 'Cari penduduk masuk' });
    expect(box).toHaveAttribute('placeholder', 'Cari nama, NIK atau No. KK');
    await user.type(box, 'sumiati');
    expect(last()).not.toHaveProperty('q');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc', q: 'sumiati' }));
    expect(location().search).toBe('?q=sumiati');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Lihat Detail KK 3507010303900200' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(last()).not.toHaveProperty('q'));
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it("says 'PENDUDUK MASUK TIDAK DITEMUKAN' when the search finds nothing", async () => {
    render({ 'GET /api/penduduk_masuk/k': listOf([]) }, '/penduduk_masuk?q=zzz');
    const notFound = await screen.findByRole('region', { name: 'PENDUDUK MASUK TIDAK DITEMUKAN' });
    expect(notFound).toHaveTextContent('Silakan cari berdasarkan Nomor KK, NIK atau Nama dengan benar');
    expect(screen.getByRole('searchbox', { name: 'Cari penduduk masuk' })).toHaveValue('zzz');
  });

  it("opens with 'Belum lengkap saja' on from the URL (the dashboard's link), and turns it off and on", async () => {
    const { user, api, location } = render({ 'GET /api/penduduk_masuk/k': listOf(rows.slice(0, 1)) }, '/penduduk_masuk?belum_lengkap=1');
    await screen.findByRole('table');
    const last = () => query(api.callsTo('GET /api/penduduk_masuk/k').at(-1) as MockRequest);
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

  it('says every incoming card is complete when the filter finds nothing', async () => {
    render({ 'GET /api/penduduk_masuk/k': listOf([]) }, '/penduduk_masuk?belum_lengkap=1');
    expect(await screen.findByRole('region', { name: 'SEMUA DATA PENDUDUK MASUK SUDAH LENGKAP' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'DATA PENDUDUK MASUK KOSONG' })).not.toBeInTheDocument();
  });

  it("goes to the add form with 'Tambah Data'", async () => {
    const { user, location } = render({ 'GET /api/penduduk_masuk/k': listOf(rows) });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tambah Data' }));
    expect(location().pathname).toBe('/penduduk_masuk/insert/kk');
  });

  it("shows 'DATA PENDUDUK MASUK KOSONG' with a button to add a family card", async () => {
    const { user, location } = render({ 'GET /api/penduduk_masuk/k': listOf([]) });
    const empty = await screen.findByRole('region', { name: 'DATA PENDUDUK MASUK KOSONG' });
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
    await user.click(within(empty).getByRole('button', { name: 'Tambah Kartu Keluarga' }));
    expect(location().pathname).toBe('/penduduk_masuk/insert/kk');
  });

  it("shows why the list failed, without spinning, and loads again with 'Coba lagi'", async () => {
    let fail = true;
    const { user } = render({
      'GET /api/penduduk_masuk/k': () => (fail
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
        : listOf(rows)()),
    });
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Terjadi kesalahan pada server');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('table', { name: 'Daftar Penduduk Masuk' })).toBeInTheDocument();
  });

  it('downloads what the list shows: its search and its filter (issue 16)', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = render({
      'GET /api/penduduk_masuk/k': listOf(rows.slice(0, 1)),
      'GET /api/penduduk_masuk/csv': () => new Response('\uFEFFno_kk\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kartu_keluarga_penduduk_masuk_22-11-2026.csv"` } }),
    }, '/penduduk_masuk?q=siti&belum_lengkap=1');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kartu_keluarga_penduduk_masuk_22-11-2026.csv']));
    expect(query(api.callsTo('GET /api/penduduk_masuk/csv')[0] as MockRequest)).toEqual({ q: 'siti', belum_lengkap: 'true', sort: 'createdAt', order: 'desc' });
    click.mockRestore();
  });

  it('downloads the CSV as data_kartu_keluarga_penduduk_masuk_{date}.csv in the list order', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
    const { user, api } = render({
      'GET /api/penduduk_masuk/k': listOf(rows),
      'GET /api/penduduk_masuk/csv': () => new Response('\uFEFFno_kk\n', { headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="data_kartu_keluarga_penduduk_masuk_22-11-2026.csv"` } }),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Nama Lengkap' }));
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(saved).toEqual(['data_kartu_keluarga_penduduk_masuk_22-11-2026.csv']));
    expect(query(api.callsTo('GET /api/penduduk_masuk/csv')[0] as MockRequest)).toEqual({ sort: 'nama_lengkap', order: 'asc' });
    click.mockRestore();
  });

  it('says why the CSV could not be downloaded', async () => {
    const { user } = render({
      'GET /api/penduduk_masuk/k': listOf(rows),
      'GET /api/penduduk_masuk/csv': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    const message = await screen.findByText('Terjadi kesalahan pada server');
    expect(message.closest('[data-feedback-intent]')).toHaveAttribute('data-feedback-intent', 'error');
  });
});
