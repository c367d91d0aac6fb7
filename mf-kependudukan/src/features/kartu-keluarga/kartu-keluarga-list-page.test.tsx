import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage } from '@sid/ui-desa/testing';
import { captureDownloads, csvResponse, kartuKeluarga, keluargaBudi, penduduk, queryOf } from '../../test/fixtures';
import { KartuKeluargaListPage } from './kartu-keluarga-list-page';

const { budi, siti, kk } = keluargaBudi();
const kk2 = kartuKeluarga([penduduk({ nama_lengkap: 'Agus Salim', nik: '3507010101800009', keluarga_dari: { _id: 'kk2', no_kk: '3507010000002000' } })]);
const cards = (rows = [kk, kk2], total = rows.length) => () => jsonResponse({ success: true, data: rows, total });

// The page size a test chooses is remembered (issue 40): each test starts without it.
beforeEach(() => window.localStorage.clear());

describe('KartuKeluargaListPage', () => {
  it('shows a spinner while the cards load', () => {
    renderModulePage(<KartuKeluargaListPage />, { route: '/kartu_keluarga', api: { 'GET /api/kartu_keluarga': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Daftar Kartu Keluarga' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('lists one row per card with its first member, linking to the card', async () => {
    renderModulePage(<KartuKeluargaListPage />, { route: '/kartu_keluarga', api: { 'GET /api/kartu_keluarga': cards([kk, kk2], 7) } });
    const table = await screen.findByRole('table', { name: 'Daftar Kartu Keluarga' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nomor KK', 'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Anggota Keluarga', 'Aksi',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').slice(0, 3).map((c) => c.textContent))).toEqual([
      ['3507010000001000', '3507010101800001', 'Budi Santoso'],
      ['3507010000002000', '3507010101800009', 'Agus Salim'],
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[7]).toHaveTextContent('3');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Lihat Detail KK 3507010000001000' })).toHaveAttribute('href', '/kartu_keluarga/kk1/d');
    expect(screen.getByText('1–5 dari 7')).toBeInTheDocument();
  });

  it('pages and sorts on the server', async () => {
    const { user, api } = renderModulePage(<KartuKeluargaListPage />, { route: '/kartu_keluarga', api: { 'GET /api/kartu_keluarga': cards([kk, kk2], 30) } });
    await screen.findByRole('table');
    const last = () => queryOf(api.callsTo('GET /api/kartu_keluarga').at(-1));
    // Newest first (issue 40, useTableState for every list).
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Anggota Keluarga' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'jumlah_anggota', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toMatchObject({ page: '1' }));
  });

  it('says there are no cards yet and offers to add one', async () => {
    const { user, location } = renderModulePage(<KartuKeluargaListPage />, { route: '/kartu_keluarga', api: { 'GET /api/kartu_keluarga': cards([], 0) } });
    expect(await screen.findByRole('heading', { name: 'DATA KARTU KELUARGA KOSONG' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Tambah Kartu Keluarga' })[0] as HTMLElement);
    expect(location().pathname).toBe('/kartu_keluarga/insert');
  });

  it('searches by name on Enter; results link to the card with that member', async () => {
    const { user, api } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga',
      api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/penduduk/s': () => jsonResponse({ success: true, data: [budi], total: 1 }) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan Nama' }), 'bud');
    expect(api.callsTo('GET /api/penduduk/s')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk/s')[0])).toEqual({ name: 'bud', page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
    const link = await screen.findByRole('link', { name: 'Lihat Detail KK Budi Santoso' });
    expect(link).toHaveAttribute('href', '/kartu_keluarga/kk1/d/p-budi');
    expect(screen.getByRole('columnheader', { name: /Kedudukan/ })).toBeInTheDocument();
  });

  it('finds a card by the name of a member who is not its head (issue 16), linking to that member', async () => {
    const { user } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga',
      api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/penduduk/s': () => jsonResponse({ success: true, data: [siti], total: 1 }) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan Nama' }), 'siti{Enter}');
    const link = await screen.findByRole('link', { name: 'Lihat Detail KK Siti Aminah' });
    expect(link).toHaveAttribute('href', '/kartu_keluarga/kk1/d/p-siti');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Istri')).toBeInTheDocument();
    expect(within(row).getByText('3507010000001000')).toBeInTheDocument();
  });

  it('choosing another field empties the box and shows the whole list, not the old text searched in the new field', async () => {
    const { user, api, location } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga?cari=siti',
      api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/penduduk/s': () => jsonResponse({ success: true, data: [siti], total: 1 }) },
    });
    await screen.findByRole('link', { name: 'Lihat Detail KK Siti Aminah' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cari berdasarkan' }), 'nik');
    expect(await screen.findByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan NIK' })).toHaveValue('');
    expect(await screen.findByRole('link', { name: 'Lihat Detail KK 3507010000001000' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/penduduk/all/nik/s')).toHaveLength(0);
    expect(location().search).toBe('?by=nik');
    // The select shows the field; no second sign of it beside the box.
    expect(screen.getByRole('combobox', { name: 'Cari berdasarkan' })).toHaveValue('nik');
    expect(screen.queryByTestId('search-by')).not.toBeInTheDocument();
  });

  it('searches by NIK, and links the member found', async () => {
    const { user, api } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga',
      api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/penduduk/all/nik/s': () => jsonResponse({ success: true, data: [siti], total: 1 }) },
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cari berdasarkan' }), 'nik');
    await user.type(screen.getByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan NIK' }), '3507010101800002{Enter}');
    expect(await screen.findByRole('link', { name: 'Lihat Detail KK Siti Aminah' })).toHaveAttribute('href', '/kartu_keluarga/kk1/d/p-siti');
    expect(queryOf(api.callsTo('GET /api/penduduk/all/nik/s')[0])).toMatchObject({ nik: '3507010101800002' });
  });

  it('searches by card number', async () => {
    const { user, api } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga',
      api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/penduduk/s/kk': cards([kk2], 1) },
    });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cari berdasarkan' }), 'no_kk');
    await user.type(screen.getByRole('searchbox', { name: 'Cari kartu keluarga berdasarkan Nomor KK' }), '3507010000002000{Enter}');
    expect(await screen.findByRole('link', { name: 'Lihat Detail KK 3507010000002000' })).toHaveAttribute('href', '/kartu_keluarga/kk2/d');
    expect(screen.queryByText('Budi Santoso')).not.toBeInTheDocument();
    expect(queryOf(api.callsTo('GET /api/penduduk/s/kk')[0])).toMatchObject({ no_kk: '3507010000002000', page: '0' });
  });

  it.each([
    ['nama', 'GET /api/penduduk/s', 'SEARCH_BY_NAME_NOT_FOUND', 'zzz'],
    ['nik', 'GET /api/penduduk/all/nik/s', 'SEARCH_BY_NIK_NOT_FOUND', '9999'],
    ['no_kk', 'GET /api/penduduk/s/kk', 'SEARCH_BY_NIK_NOT_FOUND', '9999'],
  ])("clears the result and shows 'KARTU KELUARGA TIDAK DITEMUKAN' (search by %s, %s %s)", async (by, key, code, text) => {
    renderModulePage(<KartuKeluargaListPage />, {
      route: `/kartu_keluarga?by=${by}&cari=${text}`,
      api: { [key]: () => jsonResponse({ success: false, code, message: 'tidak ditemukan' }, 404) },
    });
    expect(await screen.findByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getByText('Silakan cari berdasarkan NIK atau Nama dengan benar')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('the clear button brings the whole list back', async () => {
    const { user, location } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga?by=nik&cari=1',
      api: { 'GET /api/penduduk/all/nik/s': () => jsonResponse({ success: false, code: 'SEARCH_BY_NIK_NOT_FOUND', message: 'x' }, 404), 'GET /api/kartu_keluarga': cards() },
    });
    await screen.findByRole('heading', { name: 'KARTU KELUARGA TIDAK DITEMUKAN' });
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(screen.getByRole('combobox', { name: 'Cari berdasarkan' })).toHaveValue('nama');
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    const { user } = renderModulePage(<KartuKeluargaListPage />, {
      route: '/kartu_keluarga',
      api: { 'GET /api/kartu_keluarga': () => (fail ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) : cards()()) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
  });

  it("'Unduh CSV' saves the server's export as data_kartu_keluarga_{date}.csv", async () => {
    const downloads = captureDownloads();
    try {
      const { user, api } = renderModulePage(<KartuKeluargaListPage />, {
        route: '/kartu_keluarga',
        api: { 'GET /api/kartu_keluarga': cards(), 'GET /api/kartu_keluarga/csv': () => csvResponse('data_kartu_keluarga_05-01-2026.csv') },
      });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      await waitFor(() => expect(downloads.names).toEqual(['data_kartu_keluarga_05-01-2026.csv']));
      expect(api.callsTo('GET /api/kartu_keluarga/csv')).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });

  it("'Unduh CSV' downloads the cards of what the list shows: the running search's text as q (issue 16)", async () => {
    const downloads = captureDownloads();
    try {
      const { user, api } = renderModulePage(<KartuKeluargaListPage />, {
        route: '/kartu_keluarga?by=no_kk&cari=3507',
        api: { 'GET /api/penduduk/s/kk': cards(), 'GET /api/kartu_keluarga/csv': () => csvResponse('data_kartu_keluarga_05-01-2026.csv') },
      });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      await waitFor(() => expect(downloads.names).toEqual(['data_kartu_keluarga_05-01-2026.csv']));
      expect(queryOf(api.callsTo('GET /api/kartu_keluarga/csv')[0])).toEqual({ q: '3507', sort: 'createdAt', order: 'desc' });
    } finally {
      downloads.restore();
    }
  });
});
