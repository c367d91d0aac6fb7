import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, findFeedback } from '@sid/ui-desa/testing';
import { captureDownloads, csvResponse, kartuKeluarga, keluargaBudi, penduduk, queryOf } from '../../test/fixtures';
import { PendudukListPage } from './penduduk-list-page';

// The spec's 'Search By: Nama' (the one box, issue 40, is the default: tested on its own below).
const BY_NAMA = '/penduduk?by=nama';

const { budi, siti, rudi } = keluargaBudi();
const page = (rows = [budi, siti, rudi], total = rows.length) => () => jsonResponse({ success: true, data: rows, total });
const notFound = (code: string, message = 'Penduduk tidak ditemukan') => () => jsonResponse({ success: false, code, message }, 404);

// The page size a test chooses is remembered (issue 40): each test starts without it.
beforeEach(() => window.localStorage.clear());

describe('Daftar Penduduk', () => {
  it('shows a spinner while the list loads', () => {
    renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': () => pendingResponse() } });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('says the list is empty and offers to add a family card', async () => {
    const { user, location } = renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page([], 0) } });
    expect(await screen.findByRole('heading', { name: 'DATA PENDUDUK KOSONG' })).toBeInTheDocument();
    expect(screen.getByText('Silakan tambah data penduduk terlebih dahulu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Kartu Keluarga' }));
    expect(location().pathname).toBe('/kartu_keluarga/insert');
  });

  it("lists the residents with the spec's columns and a 'Lihat Detail' link", async () => {
    renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page([budi, siti, rudi], 12) } });
    const table = await screen.findByRole('table', { name: 'Daftar Penduduk' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Nomor KK', 'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Kedudukan', 'Status', 'Aksi',
    ]);
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '3507010000001000', '3507010101800001', 'Budi Santoso', 'Malang, 05 Januari 1980', '45', 'Dusun Krajan RT 01 RW 02', 'Laki laki', 'Kepala Keluarga', 'Hidup', 'Lihat Detail',
    ]);
    expect(within(first).getByRole('link', { name: 'Lihat Detail Budi Santoso' })).toHaveAttribute('href', '/penduduk/p-budi/d');
    expect(screen.getByText('1–5 dari 12')).toBeInTheDocument();
  });

  it("shows each resident's status as a chip with the spec's labels, in the list and in search results", async () => {
    const { budi, siti, rudi } = keluargaBudi({ siti: 'meninggal', rudi: 'penduduk_keluar' });
    const masuk = penduduk({ _id: 'p-masuk', nama_lengkap: 'Andi Pendatang', status_penduduk: 'penduduk_masuk' });
    const statusOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => {
      const cells = within(r).getAllByRole('cell');
      return [cells[2]?.textContent, cells[8]?.textContent];
    });
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: { 'GET /api/penduduk': page([budi, siti, rudi, masuk], 4), 'GET /api/penduduk/all/s': page([siti], 1) },
    });
    const table = await screen.findByRole('table', { name: 'Daftar Penduduk' });
    expect(statusOf(table)).toEqual([
      ['Budi Santoso', 'Hidup'], ['Siti Aminah', 'Meninggal'], ['Rudi Hartono', 'Penduduk Keluar Desa'], ['Andi Pendatang', 'Penduduk Masuk Desa'],
    ]);
    // The chip is not a sort button: the codes do not sort as the labels read.
    expect(within(table).queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' }), 'sit{Enter}');
    await waitFor(() => expect(statusOf(screen.getByRole('table', { name: 'Daftar Penduduk' }))).toEqual([['Siti Aminah', 'Meninggal']]));
  });

  it('asks the server for each page, sort and page size', async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page([budi, siti, rudi], 30) } });
    await screen.findByRole('table');
    const last = () => queryOf(api.callsTo('GET /api/penduduk').at(-1));
    expect(last()).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(last()).toEqual({ page: '1', limit: '5', sort: 'createdAt', order: 'desc' }));
    await user.click(screen.getByRole('button', { name: 'Nama Lengkap' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'nama_lengkap', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Nama Lengkap' }));
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '5', sort: 'nama_lengkap', order: 'desc' }));
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    await waitFor(() => expect(last()).toEqual({ page: '0', limit: '25', sort: 'nama_lengkap', order: 'desc' }));
  });

  // Issue 40: the one box, as the other lists: digits a NIK or a No. KK, letters a name (the list's q).
  it('finds a person by name, NIK or No. KK from the one box it opens with', async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, { route: '/penduduk', api: { 'GET /api/penduduk': page() } });
    await screen.findByRole('table');
    expect(screen.getByTestId('search-by')).toHaveTextContent('Search By: Nama, NIK atau Nomor KK');
    const box = screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama, NIK atau Nomor KK' });
    await user.type(box, '3507010101800003{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk').at(-1))).toEqual({ q: '3507010101800003', page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
    await user.clear(box);
    await user.type(box, 'siti{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk').at(-1))).toMatchObject({ q: 'siti' }));
    // Neither of the spec's per-field searches was asked.
    expect(api.callsTo('GET /api/penduduk/all/s')).toHaveLength(0);
    expect(api.callsTo('GET /api/penduduk/all/nik/s')).toHaveLength(0);
    expect(api.callsTo('GET /api/penduduk/s/kk')).toHaveLength(0);
  });

  it('searches by name only on Enter, on the server', async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/all/s': page([siti], 1) },
    });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' });
    await user.type(box, 'sit');
    expect(api.callsTo('GET /api/penduduk/all/s')).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk/all/s')[0])).toEqual({ name: 'sit', page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
    expect(await screen.findByText('Siti Aminah')).toBeInTheDocument();
    expect(screen.queryByText('Budi Santoso')).not.toBeInTheDocument();
  });

  it('says "lebih dari" when the server stopped counting the matches', async () => {
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/all/s': () => jsonResponse({ success: true, data: [budi, siti], total: 1000, total_terbatas: true }) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' }), 'a{Enter}');
    expect(await screen.findByText('1–5 dari lebih dari 1.000')).toBeInTheDocument();
  });

  it("shows 'HASIL TIDAK DITEMUKAN' when a search finds nothing (404)", async () => {
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/all/s': notFound('SEARCH_BY_NAME_NOT_FOUND') },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getByText('Silakan cari berdasarkan NIK, Nomor KK, atau Nama dengan benar')).toBeInTheDocument();
  });

  it("searches by NIK after choosing it in 'FILTER'", async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/all/nik/s': page([rudi], 1) },
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'FILTER' });
    expect(within(dialog).getByText('Search By')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Nama, NIK atau Nomor KK', 'Nama', 'NIK', 'Nomor KK']);
    expect(within(dialog).getByRole('radio', { name: 'Nama' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'NIK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The page behind the dialog is inert until the dialog has gone.
    await user.type(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' }), '3507010101800003{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk/all/nik/s')[0])).toMatchObject({ nik: '3507010101800003' }));
    expect(await screen.findByText('Rudi Hartono')).toBeInTheDocument();
  });

  it("'Batal' leaves the search field as it was", async () => {
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page() } });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'FILTER' });
    await user.click(within(dialog).getByRole('radio', { name: 'Nomor KK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' })).toBeInTheDocument();
    // Focus back on the button that opened the dialog (issue 16).
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveFocus();
  });

  it('does not ask the server for a NIK with letters in it: nothing can match', async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, { route: '/penduduk?by=nik', api: { 'GET /api/penduduk': page() } });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' }), 'abc{Enter}');
    expect(await screen.findByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).toBeInTheDocument();
    // Only the list and the areas of its filter (issue 35): no search call.
    expect(api.calls.filter((c) => c.path !== '/api/penduduk' && c.path !== '/api/wilayah_desa')).toHaveLength(0);
  });

  it('searches by card number and lists the members of the cards found', async () => {
    const ref = { _id: 'kk9', no_kk: '3507010000009999' };
    const card = kartuKeluarga([penduduk({ nama_lengkap: 'Agus Salim', keluarga_dari: ref }), penduduk({ nama_lengkap: 'Rina Wati', keluarga_dari: ref, posisi_dalam_keluarga: 'Istri' })]);
    const { user, api } = renderModulePage(<PendudukListPage />, {
      route: '/?by=no_kk',
      api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/s/kk': () => jsonResponse({ success: true, data: [card], total: 1 }) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nomor KK' }), '3507010000009999{Enter}');
    expect(await screen.findByText('Agus Salim')).toBeInTheDocument();
    expect(screen.getByText('Rina Wati')).toBeInTheDocument();
    expect(queryOf(api.callsTo('GET /api/penduduk/s/kk')[0])).toEqual({ no_kk: '3507010000009999', page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    expect(screen.getByText(/Anggota dari 1 kartu keluarga/)).toBeInTheDocument();
  });

  it("shows 'HASIL TIDAK DITEMUKAN' for an unknown card number (SEARCH_BY_NIK_NOT_FOUND)", async () => {
    renderModulePage(<PendudukListPage />, {
      route: '/?by=no_kk&cari=1234',
      api: { 'GET /api/penduduk/s/kk': notFound('SEARCH_BY_NIK_NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).toBeInTheDocument();
  });

  it('the clear button resets the search, its field and the page', async () => {
    const { user, api, location } = renderModulePage(<PendudukListPage />, {
      route: '/penduduk?by=nik&cari=3507&page=2',
      api: { 'GET /api/penduduk/all/nik/s': page([budi], 30), 'GET /api/penduduk': page() },
    });
    expect(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' })).toHaveValue('3507');
    await screen.findByText('Budi Santoso');
    expect(queryOf(api.callsTo('GET /api/penduduk/all/nik/s')[0])).toMatchObject({ nik: '3507', page: '2' });
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    expect(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama, NIK atau Nomor KK' })).toHaveValue('');
    expect(location().search).toBe('');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk').at(-1))).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
  });

  it('a new search starts at the first page', async () => {
    const { user, api } = renderModulePage(<PendudukListPage />, {
      route: '/penduduk?by=nama&page=3',
      api: { 'GET /api/penduduk': page([budi], 30), 'GET /api/penduduk/all/s': page([budi], 30) },
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox'), 'budi{Enter}');
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk/all/s')[0])).toMatchObject({ name: 'budi', page: '0' }));
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
      api: {
        'GET /api/penduduk': () => (fail ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) : page()()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
  });

  it("'Unduh CSV' downloads the server's export as data_penduduk_desa_{village}_{date}.csv", async () => {
    const downloads = captureDownloads();
    try {
      const { user, api } = renderModulePage(<PendudukListPage />, {
        route: '/?sort=nama_lengkap&order=desc',
        village: { nama_desa: 'Watu Gede' },
        api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/csv': () => csvResponse('data_penduduk_desa_Watu_Gede_05-01-2026.csv') },
      });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      await waitFor(() => expect(downloads.names).toEqual(['data_penduduk_desa_Watu_Gede_05-01-2026.csv']));
      expect(queryOf(api.callsTo('GET /api/penduduk/csv')[0])).toEqual({ sort: 'nama_lengkap', order: 'desc' });
    } finally {
      downloads.restore();
    }
  });

  it("'Unduh CSV' downloads what the list shows: the running search's text as q (issue 16)", async () => {
    const downloads = captureDownloads();
    try {
      const { user, api } = renderModulePage(<PendudukListPage />, {
        route: '/?by=nama&cari=budi&sort=nama_lengkap&order=asc',
        api: {
          'GET /api/penduduk/all/s': page(),
          'GET /api/penduduk/csv': () => csvResponse('data_penduduk_desa_Watu_Gede_05-01-2026.csv'),
        },
      });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      await waitFor(() => expect(downloads.names).toEqual(['data_penduduk_desa_Watu_Gede_05-01-2026.csv']));
      expect(queryOf(api.callsTo('GET /api/penduduk/csv')[0])).toEqual({ q: 'budi', sort: 'nama_lengkap', order: 'asc' });
    } finally {
      downloads.restore();
    }
  });

  it('offers no CSV when a search found nothing (a NIK with letters finds nothing)', async () => {
    renderModulePage(<PendudukListPage />, { route: '/penduduk?by=nik&cari=abc', api: { 'GET /api/penduduk': page() } });
    expect(await screen.findByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('says why the CSV could not be made', async () => {
    const downloads = captureDownloads();
    try {
      const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA,
        api: { 'GET /api/penduduk': page(), 'GET /api/penduduk/csv': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) },
      });
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
      expect(await findFeedback('Terjadi kesalahan pada server')).toHaveAttribute('data-feedback-intent', 'error');
      expect(downloads.names).toEqual([]);
    } finally {
      downloads.restore();
    }
  });
});
