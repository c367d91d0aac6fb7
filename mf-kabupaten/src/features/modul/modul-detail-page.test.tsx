import { screen, waitFor, within } from '@testing-library/react';
import { findFeedback, jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { ModulDetailPage } from './modul-detail-page';
import type { ModulKabupaten } from './api/list-modul-kabupaten';
import { banjarejo, kependudukan, mutasi, ringkasan, tulungrejo, watugede } from './test-data';

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
type Api = Record<string, (req: MockRequest) => Response | Promise<Response>>;
const modules = (...rows: ModulKabupaten[]) => () => jsonResponse({ success: true, data: rows });
const api = (over: Api = {}): Api => ({
  'GET /api/kabupaten/modul': modules(mutasi, kependudukan),
  'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
  'GET /api/kabupaten/modul/:modulId/desa': () => jsonResponse({ success: true, data: [tulungrejo, watugede, banjarejo], total: 3 }),
  ...over,
});
const open = (over?: Api, modulId = 'mf-mutasi') =>
  renderModulePage(<ModulDetailPage />, { route: `/kabupaten/modul/${modulId}`, path: '/kabupaten/modul/:modulId', session, api: api(over) });
const desaQuery = (calls: ReturnType<typeof open>['api']) => Object.fromEntries(calls.callsTo('GET /api/kabupaten/modul/:modulId/desa').at(-1)?.query.entries() ?? []);
const diperbarui = (jumlah: number) => () => jsonResponse({ success: true, message: `${jumlah} desa diperbarui`, data: { jumlah } });

describe('ModulDetailPage (one module: versions and rollout)', () => {
  it('shows a spinner while the module loads, under one page heading', () => {
    open({
      'GET /api/kabupaten/modul': () => pendingResponse(),
      'GET /api/kabupaten/ringkasan': () => pendingResponse(),
      'GET /api/kabupaten/modul/:modulId/desa': () => pendingResponse(),
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rilis Modul' })).toHaveAttribute('href', '/kabupaten/modul');
  });

  it('says so when the server knows no such module', async () => {
    open({}, 'mf-tidak-ada');
    expect(await screen.findByText('MODUL TIDAK DITEMUKAN')).toBeInTheDocument();
  });

  it('lists the installed versions and the built-in build in plain words; the technical details stay in a disclosure', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Modul Mutasi Penduduk' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Versi terpasang' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Versi', 'Dipasang', 'Kecocokan']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['2.0.0', '1.4.0Versi kabupaten', '1.3.0', 'Versi bawaan (0.1.0)']);
    const cells = (i: number) => within(rows[i] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(0)[2]).toBe('Tidak cocokdibuat untuk versi server yang lain. Versi ini tidak dapat dipilih.');
    expect(cells(1)).toEqual(['1.4.0Versi kabupaten', '20 November 2026 10.07oleh admin.malang', 'Cocok dengan server ini']);
    // No developer's words on the face of the page: ranges, contracts and sizes are for an engineer.
    expect(table).not.toHaveTextContent(/\^1\.0\.0|Kontrak|kontrak|mf-mutasi/);
    const teknis = screen.getByText('Rincian teknis (untuk teknisi)').closest('details') as HTMLDetailsElement;
    expect(teknis.open).toBe(false);
    const rincian = within(teknis).getByRole('table', { hidden: true, name: 'Rincian teknis versi' });
    expect(within(rincian).getAllByRole('row', { hidden: true })[1]).toHaveTextContent('Rilis ini untuk kontrak ^2.0.0; server menjalankan kontrak 1.6.0');
    expect(within(rincian).getAllByRole('row', { hidden: true })[3]).toHaveTextContent('350 KB · 14 berkas');

    const pilih = screen.getByRole('combobox', { name: /Pilih versi kabupaten/ });
    expect(within(pilih).getByRole('option', { name: '2.0.0 (tidak cocok)' })).toBeDisabled();
    expect(within(pilih).getByRole('option', { name: 'Versi bawaan (0.1.0)' })).toBeEnabled();
    const desa = screen.getByRole('combobox', { name: /Versi untuk desa/ });
    expect(within(desa).getByRole('option', { name: '2.0.0 (tidak cocok)' })).toBeDisabled();
  });

  it("sets the regency's version for every village after a confirmation saying how many follow it", async () => {
    const { user, api: calls } = open({
      'PUT /api/kabupaten/modul/:modulId/default': () => jsonResponse({ success: true, message: 'Versi kabupaten Mutasi Penduduk sekarang 1.3.0', data: { ...mutasi, versi_default: '1.3.0' } }),
    });
    await screen.findByRole('table', { name: 'Versi terpasang' });
    const terapkan = screen.getByRole('button', { name: 'Terapkan ke semua desa' });
    expect(terapkan).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Pilih versi kabupaten/ }), '1.3.0');
    await user.click(terapkan);
    const dialog = await screen.findByRole('alertdialog', { name: 'TERAPKAN VERSI 1.3.0 KE SEMUA DESA ?' });
    expect(dialog).toHaveTextContent('Turunkan versi kabupaten dari versi 1.4.0 ke versi 1.3.0');
    expect(dialog).toHaveTextContent('10 desa yang mengikuti versi kabupaten memuat versi ini');
    expect(dialog).toHaveTextContent('2 desa dengan versi khusus tidak berubah');
    await user.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    expect(await findFeedback('Versi kabupaten Mutasi Penduduk sekarang 1.3.0')).toBeInTheDocument();
    const [call] = calls.callsTo('PUT /api/kabupaten/modul/:modulId/default');
    expect(call?.params).toEqual({ modulId: 'mf-mutasi' });
    expect(call?.body).toEqual({ versi: '1.3.0' });
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul')).toHaveLength(2));
  });

  it('sends null for the built-in build, and keeps the dialog open with a refusal', async () => {
    const message = 'Versi bawaan server tidak dapat dipakai: kontrak tidak cocok';
    const { user, api: calls } = open({
      'PUT /api/kabupaten/modul/:modulId/default': () => jsonResponse({ success: false, code: 'VERSI_TIDAK_COCOK', message }, 409),
    });
    await screen.findByRole('table', { name: 'Versi terpasang' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Pilih versi kabupaten/ }), 'Versi bawaan (0.1.0)');
    await user.click(screen.getByRole('button', { name: 'Terapkan ke semua desa' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Terapkan' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/default')[0]?.body).toEqual({ versi: null });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('offers the rollback only when the default has a previous version', async () => {
    open();
    await screen.findByRole('table', { name: 'Versi terpasang' });
    expect(screen.queryByRole('button', { name: /^(Naikkan|Turunkan|Pindah) ke/ })).not.toBeInTheDocument();
  });

  it('names the way back for what it does: down after an upgrade, up again after a rollback, after a confirmation', async () => {
    const { user, api: calls } = open({
      'GET /api/kabupaten/modul': modules({ ...mutasi, versi_sebelumnya: '1.3.0', ada_versi_sebelumnya: true }),
      'POST /api/kabupaten/modul/:modulId/default/kembalikan': () => jsonResponse({ success: true, message: 'Versi kabupaten modul Mutasi Penduduk berhasil dikembalikan', data: { ...mutasi, versi_default: '1.3.0' } }),
    });
    await screen.findByRole('table', { name: 'Versi terpasang' });
    await user.click(screen.getByRole('button', { name: 'Turunkan ke versi 1.3.0' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'TURUNKAN KE VERSI 1.3.0 UNTUK SEMUA DESA ?' });
    expect(dialog).toHaveTextContent('Versi kabupaten kembali dari versi 1.4.0 ke versi 1.3.0');
    expect(dialog).toHaveTextContent('10 desa yang mengikuti versi kabupaten memuatnya');
    expect(dialog).toHaveTextContent('2 desa dengan versi khusus tidak berubah');
    await user.click(within(dialog).getByRole('button', { name: 'Turunkan' }));
    expect(await findFeedback('Versi kabupaten modul Mutasi Penduduk berhasil dikembalikan')).toBeInTheDocument();
    expect(calls.callsTo('POST /api/kabupaten/modul/:modulId/default/kembalikan')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul')).toHaveLength(2));
  });

  it('after a rollback to the built-in build, the way back goes up again and says so', async () => {
    open({ 'GET /api/kabupaten/modul': modules({ ...mutasi, versi_default: null, versi_sebelumnya: '1.4.0', ada_versi_sebelumnya: true }) });
    await screen.findByRole('table', { name: 'Versi terpasang' });
    expect(screen.getByRole('button', { name: 'Naikkan ke versi 1.4.0' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Kembalikan ke versi sebelumnya/ })).not.toBeInTheDocument();
  });

  it("lists each village's state of the module: version, last load and failures", async () => {
    const { user, api: calls } = open();
    const table = await screen.findByRole('table', { name: 'Desa dan modul' });
    expect(desaQuery(calls)).toMatchObject({ page: '0', limit: '5', sort: 'nama_desa', order: 'asc' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent).slice(1)).toEqual(['Desa', 'Versi', 'Dimuat terakhir', 'Gagal dimuat']);
    const cells = (i: number) => within(rows[i] as HTMLElement).getAllByRole('cell').slice(1).map((c) => c.textContent);
    expect(cells(0).slice(0, 2)).toEqual(['Tulungrejo35.07.01.2001 · Donomulyo', '1.3.0Versi khusus desa']);
    expect(cells(0)[2]).toMatch(/^1\.3\.0/);
    expect(cells(0)[3]).toBe('2 kali gagalWaktu habis memuat remoteEntry.js (20 November 2026 11.00)');
    expect(cells(1)).toEqual(['WatugedeTanpa kode wilayah · Singosari', 'Nonaktif', 'Belum pernah dimuat', 'Tidak ada']);
    expect(cells(2)).toEqual(['BanjarejoTanpa kode wilayah · Donomulyo', '1.4.0Ikut kabupaten', 'Belum pernah dimuat', 'Tidak ada']);
    await user.click(within(table).getByRole('button', { name: /Desa/ }));
    await waitFor(() => expect(desaQuery(calls)).toMatchObject({ sort: 'nama_desa', order: 'desc' }));
    await user.type(screen.getByRole('textbox', { name: 'Cari desa' }), 'tulung{Enter}');
    await waitFor(() => expect(desaQuery(calls)).toMatchObject({ q: 'tulung', page: '0' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan' }), 'Donomulyo');
    await waitFor(() => expect(desaQuery(calls)).toMatchObject({ q: 'tulung', kecamatan: 'Donomulyo' }));
  });

  it('pins a version for two chosen villages in one call after a confirmation saying how many, then reloads', async () => {
    const { user, api: calls } = open({ 'PUT /api/kabupaten/modul/:modulId/desa': diperbarui(2) });
    await screen.findByRole('table', { name: 'Desa dan modul' });
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Tulungrejo' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Banjarejo' }));
    expect(screen.getByRole('radio', { name: 'Desa terpilih (2)' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: /Versi untuk desa/ }), '1.3.0');
    await user.click(screen.getByRole('button', { name: 'Pakai versi 1.3.0' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'PAKAI VERSI 1.3.0 UNTUK 2 DESA TERPILIH ?' });
    expect(dialog).toHaveTextContent('Modul Mutasi Penduduk di 2 desa terpilih berganti ke versi 1.3.0');
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pakai versi 1.3.0' }));
    expect(await findFeedback('2 desa diperbarui')).toBeInTheDocument();
    const puts = calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ desa_ids: [tulungrejo.desa_id, banjarejo.desa_id], versi: '1.3.0' });
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul/:modulId/desa')).toHaveLength(2));
    expect(calls.callsTo('GET /api/kabupaten/modul')).toHaveLength(2);
  });

  it('switches the module off for a whole kecamatan after a confirmation', async () => {
    const { user, api: calls } = open({ 'PUT /api/kabupaten/modul/:modulId/desa': diperbarui(7) });
    await screen.findByRole('table', { name: 'Desa dan modul' });
    const nonaktif = screen.getByRole('button', { name: 'Nonaktifkan modul' });
    expect(nonaktif).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Semua desa di kecamatan' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan yang diatur' }), 'Donomulyo');
    await user.click(nonaktif);
    const dialog = await screen.findByRole('alertdialog', { name: 'NONAKTIFKAN MODUL MUTASI PENDUDUK UNTUK 7 DESA DI KECAMATAN DONOMULYO ?' });
    expect(dialog).toHaveTextContent('Staf 7 desa di Kecamatan Donomulyo tidak dapat membuka modul ini lagi');
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await findFeedback('7 desa diperbarui')).toBeInTheDocument();
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')[0]?.body).toEqual({ kecamatan: 'Donomulyo', aktif: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul/:modulId/desa')).toHaveLength(2));
  });

  it('switches the module on and rolls back pins each after the same confirmation, the rollback named for what it does', async () => {
    const pinned = { ...banjarejo, versi: '1.3.0', versi_berlaku: '1.3.0', versi_sebelumnya: null, ada_versi_sebelumnya: true };
    const { user, api: calls } = open({
      'GET /api/kabupaten/modul/:modulId/desa': () => jsonResponse({ success: true, data: [tulungrejo, watugede, pinned], total: 3 }),
      'PUT /api/kabupaten/modul/:modulId/desa': diperbarui(1),
    });
    await screen.findByRole('table', { name: 'Desa dan modul' });
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Watugede' }));
    await user.click(screen.getByRole('button', { name: 'Aktifkan modul' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'AKTIFKAN MODUL MUTASI PENDUDUK UNTUK 1 DESA TERPILIH ?' });
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // Banjarejo was pinned to 1.3.0 over the regency's 1.4.0: its way back goes up.
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Watugede' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Banjarejo' }));
    await user.click(screen.getByRole('button', { name: 'Naikkan ke versi kabupaten' }));
    dialog = await screen.findByRole('alertdialog', { name: 'NAIKKAN KE VERSI KABUPATEN UNTUK 1 DESA TERPILIH ?' });
    expect(dialog).toHaveTextContent('Banjarejo: naikkan ke versi kabupaten');
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan' }));
    await waitFor(() => expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa')).toHaveLength(2));
    expect(calls.callsTo('PUT /api/kabupaten/modul/:modulId/desa').map((c) => c.body)).toEqual([
      { desa_ids: [watugede.desa_id], aktif: true },
      { desa_ids: [pinned.desa_id], kembalikan: true },
    ]);
    // Each change reloads the villages.
    await waitFor(() => expect(calls.callsTo('GET /api/kabupaten/modul/:modulId/desa')).toHaveLength(3));
  });

  it("names the way back from the chosen villages as they are after a change, not as they were when chosen", async () => {
    let pinned = false;
    const { user } = open({
      'GET /api/kabupaten/modul/:modulId/desa': () => jsonResponse({
        success: true,
        data: [pinned ? { ...banjarejo, versi: '1.3.0', versi_berlaku: '1.3.0', versi_sebelumnya: null, ada_versi_sebelumnya: true } : banjarejo],
        total: 1,
      }),
      'PUT /api/kabupaten/modul/:modulId/desa': () => {
        pinned = true;
        return diperbarui(1)();
      },
    });
    await screen.findByRole('table', { name: 'Desa dan modul' });
    await user.click(screen.getByRole('checkbox', { name: 'Pilih desa Banjarejo' }));
    expect(screen.getByRole('button', { name: 'Kembalikan versi sebelumnya tiap desa' })).toBeEnabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Versi untuk desa/ }), '1.3.0');
    await user.click(screen.getByRole('button', { name: 'Pakai versi 1.3.0' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pakai versi 1.3.0' }));
    expect(await screen.findByRole('button', { name: 'Naikkan ke versi kabupaten' })).toBeEnabled();
  });

  it('chooses every village of the page at once', async () => {
    const { user } = open();
    await screen.findByRole('table', { name: 'Desa dan modul' });
    await user.click(screen.getByRole('checkbox', { name: 'Pilih semua desa di halaman ini' }));
    expect(screen.getByRole('radio', { name: 'Desa terpilih (3)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Kosongkan pilihan' }));
    expect(screen.getByRole('radio', { name: 'Desa terpilih (0)' })).toBeInTheDocument();
  });

  it('never offers to switch a core module off', async () => {
    open({}, 'mf-kependudukan');
    await screen.findByRole('table', { name: 'Desa dan modul' });
    expect(screen.queryByRole('button', { name: 'Nonaktifkan modul' })).not.toBeInTheDocument();
    expect(screen.getByText(/modul inti: modul ini tidak dapat dinonaktifkan/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktifkan modul' })).toBeInTheDocument();
  });

  it('shows the failure when the villages cannot be loaded', async () => {
    open({ 'GET /api/kabupaten/modul/:modulId/desa': () => jsonResponse({ success: false, code: 'NETWORK', message: 'Tidak dapat terhubung ke server' }, 503) });
    expect(await screen.findByText('Tidak dapat terhubung ke server')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Desa dan modul' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Versi terpasang' })).toBeInTheDocument();
  });
});
