// 'FILTER' on the dashboard's list (issue 16): another field empties the box and ends the search
// (the old text searched in the new field found nothing), and the field shows beside the box.
import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import { keluargaBudi, queryOf } from '../../../test/fixtures';
import { PendudukListPage } from '../penduduk-list-page';

// The spec's 'Search By: Nama' (the one box, issue 40, is the default: tested on its own below).
const BY_NAMA = '/penduduk?by=nama';

const { budi, siti } = keluargaBudi();
const page = (rows = [budi, siti]) => () => jsonResponse({ success: true, data: rows, total: rows.length });

async function chooseInFilter(user: ReturnType<typeof renderModulePage>['user'], label: string) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  const dialog = await screen.findByRole('dialog', { name: 'FILTER' });
  await user.click(within(dialog).getByRole('radio', { name: label }));
  await user.click(within(dialog).getByRole('button', { name: 'Filter' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

// The page size a test chooses is remembered (issue 40): each test starts without it.
beforeEach(() => window.localStorage.clear());

describe("'FILTER' mode of Daftar Penduduk", () => {
  it('shows the field beside the box, also once something is typed', async () => {
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page() } });
    await screen.findByRole('table');
    const search = screen.getByRole('search', { name: 'Pencarian penduduk' });
    expect(within(search).getByTestId('search-by')).toHaveTextContent('Search By: Nama');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' }), 'sit');
    expect(within(search).getByTestId('search-by')).toBeVisible();
    await chooseInFilter(user, 'Nomor KK');
    expect(within(search).getByTestId('search-by')).toHaveTextContent('Search By: Nomor KK');
  });

  it('clears a running search and its text when another field is chosen, instead of searching the name as a NIK', async () => {
    const { user, api, location } = renderModulePage(<PendudukListPage />, {
      route: '/penduduk?by=nama&cari=siti',
      api: { 'GET /api/penduduk/all/s': page([siti]), 'GET /api/penduduk': page() },
    });
    expect(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' })).toHaveValue('siti');
    await screen.findByText('Siti Aminah');
    await chooseInFilter(user, 'NIK');

    const box = await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' });
    expect(box).toHaveValue('');
    expect(screen.getByTestId('search-by')).toHaveTextContent('Search By: NIK');
    expect(new URLSearchParams(location().search).get('cari')).toBeNull();
    expect(new URLSearchParams(location().search).get('by')).toBe('nik');
    // The whole list again, not 'HASIL TIDAK DITEMUKAN'; nothing was asked by NIK.
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/penduduk/all/nik/s')).toHaveLength(0);
    await waitFor(() => expect(queryOf(api.callsTo('GET /api/penduduk').at(-1))).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' }));
  });

  it('empties text typed but not yet searched when the field changes', async () => {
    const { user } = renderModulePage(<PendudukListPage />, { route: BY_NAMA, api: { 'GET /api/penduduk': page() } });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' }), 'budi');
    await chooseInFilter(user, 'NIK');
    expect(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan NIK' })).toHaveValue('');
  });

  it('keeps the text when the same field is chosen again', async () => {
    const { user } = renderModulePage(<PendudukListPage />, {
      route: '/penduduk?by=nama&cari=siti',
      api: { 'GET /api/penduduk/all/s': page([siti]) },
    });
    await screen.findByText('Siti Aminah');
    await chooseInFilter(user, 'Nama');
    // The page behind the dialog is inert until the dialog has gone.
    expect(await screen.findByRole('searchbox', { name: 'Cari penduduk berdasarkan Nama' })).toHaveValue('siti');
    expect(screen.getByText('Siti Aminah')).toBeInTheDocument();
  });
});
