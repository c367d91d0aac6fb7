import { screen, waitFor, within } from '@testing-library/react';
import { findFeedback, jsonResponse, pendingResponse, renderModulePage, type MockApi, type MockRequest } from '@sid/ui-desa/testing';
import type { DataTerhapus } from './api/list-data-terhapus';
import { DataTerhapusPage } from './data-terhapus-page';

const penduduk: DataTerhapus = {
  _id: 'dt1',
  jenis: 'penduduk',
  judul: 'Rudi Hartono',
  keterangan: 'NIK 3507010101900003 · No. KK 3507010000001000',
  ikut_terhapus: ['Data kematian beserta arsipnya'],
  alasan: 'Tercatat dua kali',
  dihapus_oleh: 'Siti Aminah',
  dihapus_pada: '2026-11-27T03:05:00.000Z',
  dihapus_permanen_pada: '2026-12-27T03:05:00.000Z',
};
const kelahiran: DataTerhapus = {
  _id: 'dt2',
  jenis: 'kelahiran',
  judul: 'Bayu Santoso',
  keterangan: 'No. Surat 474.1/12/2026',
  ikut_terhapus: [],
  alasan: 'Salah input',
  dihapus_oleh: 'Budi Santoso',
  dihapus_pada: '2026-11-20T01:00:00.000Z',
  dihapus_permanen_pada: '2026-12-20T01:00:00.000Z',
};

const list = (rows: DataTerhapus[]) => () => jsonResponse({ success: true, data: rows, total: rows.length });
const query = (req: MockRequest | undefined) => Object.fromEntries(req?.query.entries() ?? []);
const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').slice(0, 5).map((c) => c.textContent));

function open(api: MockApi = {}, route = '/data_terhapus') {
  return renderModulePage(<DataTerhapusPage />, { route, api: { 'GET /api/data_terhapus': list([penduduk, kelahiran]), ...api } });
}

describe('DataTerhapusPage (/data_terhapus)', () => {
  it('shows a spinner while the list loads', () => {
    open({ 'GET /api/data_terhapus': () => pendingResponse() });
    expect(screen.getByRole('heading', { level: 1, name: 'Data Terhapus' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lists the kept records newest first: kind, what, why, who, when, and when they go for good', async () => {
    const { api } = open();
    const table = await screen.findByRole('table', { name: 'Daftar Data Terhapus' });
    expect(query(api.callsTo('GET /api/data_terhapus')[0])).toEqual({ page: '0', limit: '5', sort: 'dihapus_pada', order: 'desc' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Jenis', 'Data', 'Alasan', 'Dihapus', 'Dihapus permanen pada', 'Aksi',
    ]);
    // The village's time (WIB in these tests).
    expect(cells(table)).toEqual([
      ['Penduduk', 'Rudi HartonoNIK 3507010101900003 · No. KK 3507010000001000Ikut terhapus: Data kematian beserta arsipnya', 'Tercatat dua kali', '27 November 2026 10.05oleh Siti Aminah', '27 Desember 2026'],
      ['Kelahiran', 'Bayu SantosoNo. Surat 474.1/12/2026', 'Salah input', '20 November 2026 08.00oleh Budi Santoso', '20 Desember 2026'],
    ]);
    expect(screen.getByRole('button', { name: 'Pulihkan Rudi Hartono' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus Permanen Rudi Hartono' })).toBeInTheDocument();
  });

  it('says so when nothing was deleted in the last 30 days', async () => {
    open({ 'GET /api/data_terhapus': list([]) });
    expect(await screen.findByRole('heading', { name: 'DATA TERHAPUS KOSONG' })).toBeInTheDocument();
  });

  it('searches by Enter and filters by kind, from the first page, both kept in the URL', async () => {
    const { user, api, location } = open({}, '/data_terhapus?page=1');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari data terhapus' }), 'rudi{Enter}');
    await waitFor(() => expect(query(api.callsTo('GET /api/data_terhapus').at(-1))).toEqual({ page: '0', limit: '5', sort: 'dihapus_pada', order: 'desc', q: 'rudi' }));
    api.set('GET /api/data_terhapus', list([]));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis data' }), 'Kelahiran');
    await waitFor(() => expect(query(api.callsTo('GET /api/data_terhapus').at(-1))).toMatchObject({ q: 'rudi', jenis: 'kelahiran', page: '0' }));
    expect(location().search).toContain('jenis=kelahiran');
    expect(await screen.findByRole('heading', { name: 'DATA TERHAPUS TIDAK DITEMUKAN' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jenis data' }), 'Semua jenis');
    await waitFor(() => expect(query(api.callsTo('GET /api/data_terhapus').at(-1))).not.toHaveProperty('jenis'));
  });

  it('restores a record after confirmation, with a banner linking to it, and reloads the list', async () => {
    let rows = [penduduk, kelahiran];
    const { user, api, location } = open({
      'GET /api/data_terhapus': () => jsonResponse({ success: true, data: rows, total: rows.length }),
      'POST /api/data_terhapus/:id/pulihkan': () => {
        rows = [kelahiran];
        return jsonResponse({ success: true, code: 'DATA_DIPULIHKAN', message: 'Data Rudi Hartono berhasil dipulihkan', data: { jenis: 'penduduk', tautan: '/penduduk/p-rudi' } });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pulihkan Rudi Hartono' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MEMULIHKAN DATA INI ?' });
    expect(confirm).toHaveTextContent('Penduduk Rudi Hartono akan dikembalikan seperti sebelum dihapus');
    await user.click(within(confirm).getByRole('button', { name: 'Pulihkan' }));
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent('Data Rudi Hartono berhasil dipulihkan');
    expect(api.callsTo('POST /api/data_terhapus/:id/pulihkan')[0]?.params).toEqual({ id: 'dt1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pulihkan Rudi Hartono' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(banner).getByRole('link', { name: 'Lihat data yang dipulihkan' }));
    expect(location().pathname).toBe('/penduduk/p-rudi');
  });

  it("shows the server's message when something stands in the way of a restore (409)", async () => {
    const { user } = open({
      'POST /api/data_terhapus/:id/pulihkan': () => jsonResponse({
        success: false, code: 'PULIHKAN_BENTROK', message: 'NIK 3507010101900003 sudah dipakai oleh penduduk lain: data tidak dapat dipulihkan.',
      }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Pulihkan Rudi Hartono' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pulihkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('NIK 3507010101900003 sudah dipakai oleh penduduk lain');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pulihkan Rudi Hartono' })).toBeInTheDocument();
  });

  it('deletes a record for good after a confirmation that says it cannot be undone', async () => {
    let rows = [penduduk, kelahiran];
    const { user, api } = open({
      'GET /api/data_terhapus': () => jsonResponse({ success: true, data: rows, total: rows.length }),
      'DELETE /api/data_terhapus/:id': () => {
        rows = [penduduk];
        return jsonResponse({ success: true, message: 'Data berhasil dihapus permanen' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Hapus Permanen Bayu Santoso' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PERMANEN DATA INI ?' });
    expect(confirm).toHaveTextContent('Kelahiran Bayu Santoso beserta data yang ikut terhapus akan dihapus permanen dan tidak dapat dipulihkan lagi.');
    await user.click(within(confirm).getByRole('button', { name: 'Hapus Permanen' }));
    expect(await findFeedback('Data berhasil dihapus permanen')).toHaveAttribute('data-feedback-intent', 'success');
    expect(api.callsTo('DELETE /api/data_terhapus/:id')[0]?.params).toEqual({ id: 'dt2' });
    await waitFor(() => expect(screen.queryByText('Bayu Santoso')).not.toBeInTheDocument());
  });

  it("'Batal' restores and deletes nothing", async () => {
    const { user, api } = open();
    await user.click(await screen.findByRole('button', { name: 'Hapus Permanen Rudi Hartono' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
