import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { KabupatenPage } from './kabupaten-page';
import { ringkasan, tulungrejo, watugede } from './test-data';

const statusCadangan = (peringatan: boolean) => ({
  peringatan,
  pesan: peringatan ? 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (2026-11-20). Periksa pencadangan otomatis.' : null,
  berjalan: false, terakhir: null, terakhir_berhasil: null,
  jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: false,
});

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const list = (rows = [tulungrejo, watugede]) => () => jsonResponse({ success: true, data: rows, total: rows.length });
const api = (over: Record<string, (req: MockRequest) => Response | Promise<Response>> = {}) => ({
  'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
  'GET /api/kabupaten/desa': list(),
  'GET /api/cadangan/status': () => jsonResponse({ success: true, data: statusCadangan(false) }),
  ...over,
});
/** The window as wide (1366px) or narrow (1024px) as `matches` says, for `useLayarLebar`. */
const media = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
};
const matchMediaAsli = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMediaAsli;
});
const open = (over?: Parameters<typeof api>[0]) => renderModulePage(<KabupatenPage />, { route: '/kabupaten', session, api: api(over) });
const lastQuery = (calls: ReturnType<typeof open>['api']) => Object.fromEntries(calls.callsTo('GET /api/kabupaten/desa').at(-1)?.query.entries() ?? []);

describe('KabupatenPage (the regency console)', () => {
  it('shows a spinner while the totals and the villages load', () => {
    open({ 'GET /api/kabupaten/ringkasan': () => pendingResponse(), 'GET /api/kabupaten/desa': () => pendingResponse() });
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Ringkasan Kabupaten' })).toBeInTheDocument();
  });

  it("shows the regency's totals, per kecamatan, and its villages with their counts and status", async () => {
    media(true);
    open();
    expect(await screen.findByRole('heading', { name: 'Ringkasan Kabupaten Malang' })).toBeInTheDocument();
    const totals = screen.getByLabelText('Jumlah kabupaten');
    expect(within(totals).getByText('Penduduk').nextSibling?.textContent).toBe('4.400');
    expect(within(totals).getByText('Desa').nextSibling?.textContent).toBe('2');
    expect(within(totals).getByText('Desa Aktif').nextSibling?.textContent).toBe('1');
    expect(within(totals).getByText('Belum Lengkap').nextSibling?.textContent).toBe('6');
    const perKecamatan = screen.getByRole('table', { name: 'Jumlah per kecamatan' });
    const donomulyo = within(perKecamatan).getAllByRole('row')[1];
    expect(donomulyo && within(donomulyo).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Donomulyo', '1', '1.200', '300', '12', '5', '7', '3']);
    const villages = await screen.findByRole('table', { name: 'Daftar Desa' });
    const rows = within(villages).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Tulungrejo', '35.07.01.2001', 'Donomulyo', 'Aktif', '1.200', '300', '12', '5', '7', '3'],
      ['Watugede', 'Belum ditetapkan', 'Singosari', 'Nonaktif', '3.200', '800', '12', '5', '7', '3'],
    ]);
    expect(within(villages).getByRole('link', { name: 'Tulungrejo' })).toHaveAttribute('href', '/kabupaten/desa/d1');
  });

  it('at 1024px leaves the moved-in, moved-out and deceased counts to the village page, the code under the name and the status in sight', async () => {
    media(false);
    {
      open();
      const villages = await screen.findByRole('table', { name: 'Daftar Desa' });
      expect(within(villages).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Desa', 'Kecamatan', 'Status', 'Penduduk', 'KK', 'Belum Lengkap']);
      const rows = within(villages).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
        ['Tulungrejo35.07.01.2001', 'Donomulyo', 'Aktif', '1.200', '300', '3'],
        ['WatugedeTanpa kode wilayah', 'Singosari', 'Nonaktif', '3.200', '800', '3'],
      ]);
    }
  });

  it("warns when the server's backups are stale, with a link to Cadangan Data", async () => {
    open({ 'GET /api/cadangan/status': () => jsonResponse({ success: true, data: statusCadangan(true) }) });
    const warning = await screen.findByRole('group', { name: 'Cadangan data perlu diperiksa' });
    expect(within(warning).getByRole('link', { name: 'Buka Cadangan Data' })).toHaveAttribute('href', '/cadangan');
  });

  it('shows no backup warning when the last backup is fresh', async () => {
    const { api: calls } = open();
    await screen.findByRole('table', { name: 'Daftar Desa' });
    await waitFor(() => expect(calls.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Cadangan data perlu diperiksa' })).not.toBeInTheDocument();
  });

  it('names a city as a city', async () => {
    open({ 'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: { ...ringkasan, kabupaten: 'Kota Batu' } }) });
    expect(await screen.findByRole('heading', { name: 'Ringkasan Kota Batu' })).toBeInTheDocument();
  });

  it('asks the server for the villages sorted by name, 5 a page, and sorts by a count on request', async () => {
    const { user, api: calls } = open();
    const villages = await screen.findByRole('table', { name: 'Daftar Desa' });
    expect(lastQuery(calls)).toMatchObject({ page: '0', limit: '5', sort: 'nama_desa', order: 'asc' });
    await user.click(within(villages).getByRole('button', { name: /Penduduk/ }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'penduduk' }));
  });

  it('searches and filters the villages on the server, from the first page, and clears the search', async () => {
    const { user, api: calls } = open();
    await screen.findByRole('table', { name: 'Daftar Desa' });
    await user.type(screen.getByRole('textbox', { name: 'Cari desa' }), 'tulung{Enter}');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'tulung', page: '0' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan' }), 'Donomulyo');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'tulung', kecamatan: 'Donomulyo' }));
    await user.click(screen.getByRole('button', { name: 'Hapus pencarian' }));
    await waitFor(() => expect(lastQuery(calls)).not.toHaveProperty('q'));
    expect(screen.getByRole('textbox', { name: 'Cari desa' })).toHaveValue('');
    expect(lastQuery(calls)).toMatchObject({ kecamatan: 'Donomulyo' });
  });

  it('invites to add the first village when the regency has none', async () => {
    open({ 'GET /api/kabupaten/desa': list([]) });
    expect(await screen.findByText('BELUM ADA DESA')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tambah Desa' })).toHaveLength(2);
  });

  it('says so when no village matches the search', async () => {
    const { user } = open({ 'GET /api/kabupaten/desa': (req) => (req.query.get('q') ? list([])() : list()()) });
    await screen.findByRole('table', { name: 'Daftar Desa' });
    await user.type(screen.getByRole('textbox', { name: 'Cari desa' }), 'zzz{Enter}');
    expect(await screen.findByText('DESA TIDAK DITEMUKAN')).toBeInTheDocument();
  });

  it('shows the failure with a retry when the totals cannot be loaded, the villages still listed', async () => {
    const { user, api: calls } = open({ 'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500) });
    expect(await screen.findByText('Terjadi kesalahan pada server')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Daftar Desa' })).toBeInTheDocument();
    calls.set('GET /api/kabupaten/ringkasan', () => jsonResponse({ success: true, data: ringkasan }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Ringkasan Kabupaten Malang' })).toBeInTheDocument();
  });

  it('shows the failure when the villages cannot be loaded', async () => {
    open({ 'GET /api/kabupaten/desa': () => jsonResponse({ success: false, code: 'NETWORK', message: 'Tidak dapat terhubung ke server' }, 503) });
    expect(await screen.findByText('Tidak dapat terhubung ke server')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Daftar Desa' })).not.toBeInTheDocument();
  });
});
