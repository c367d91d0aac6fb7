import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import type { ModulDiDesa, VersiModulDesa } from './api/list-versi-modul-desa';
import { VersiDesaPage } from './versi-desa-page';
import { kependudukan, mutasi, ringkasan } from './test-data';

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
type Api = Record<string, (req: MockRequest) => Response | Promise<Response>>;
const sel = (modul_id: string, over: Partial<ModulDiDesa> = {}): ModulDiDesa => ({
  modul_id, aktif: true, versi: null, versi_sebelumnya: null, ada_versi_sebelumnya: false, versi_berlaku: null, muat_terakhir: null, gagal: 0, gagal_terakhir: null, ...over,
});
const tulungrejo: VersiModulDesa = {
  desa_id: 'd1', nama_desa: 'Tulungrejo', kecamatan: 'Donomulyo', kode_wilayah: '35.07.01.2001', desa_aktif: true,
  modul: [
    sel('mf-kependudukan', { muat_terakhir: { versi: null, pada: '2026-11-20T03:07:00.000Z' } }),
    sel('mf-mutasi', { versi: '1.3.0', versi_berlaku: '1.3.0', gagal: 2, gagal_terakhir: { versi: '1.3.0', pada: '2026-11-20T04:00:00.000Z', alasan: 'Waktu habis' } }),
  ],
};
const watugede: VersiModulDesa = {
  desa_id: 'd2', nama_desa: 'Watugede', kecamatan: 'Singosari', kode_wilayah: null, desa_aktif: false,
  modul: [sel('mf-kependudukan'), sel('mf-mutasi', { aktif: false, versi_berlaku: '1.4.0' })],
};
const api = (over: Api = {}): Api => ({
  'GET /api/kabupaten/modul': () => jsonResponse({ success: true, data: [kependudukan, mutasi, { ...kependudukan, id: 'mf-kabupaten', judul: 'Kabupaten', untuk_desa: false }] }),
  'GET /api/kabupaten/ringkasan': () => jsonResponse({ success: true, data: ringkasan }),
  'GET /api/kabupaten/versi_modul': () => jsonResponse({ success: true, data: [tulungrejo, watugede], total: 12 }),
  ...over,
});
const open = (over?: Api) => renderModulePage(<VersiDesaPage />, { route: '/kabupaten/versi_desa', session, api: api(over) });
const lastQuery = (calls: ReturnType<typeof open>['api']) => Object.fromEntries(calls.callsTo('GET /api/kabupaten/versi_modul').at(-1)?.query.entries() ?? []);

describe('VersiDesaPage (villages by modules)', () => {
  it('shows a spinner while the villages load', () => {
    open({ 'GET /api/kabupaten/versi_modul': () => pendingResponse() });
    expect(screen.getByRole('heading', { level: 1, name: 'Versi per Desa' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("shows each village's version of every village module, by title, with its last load and failures", async () => {
    const { api: calls } = open();
    const table = await screen.findByRole('table', { name: 'Versi modul per desa' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Desa', 'Kependudukan', 'Mutasi Penduduk']));
    expect(within(table).getByRole('link', { name: 'Mutasi Penduduk' })).toHaveAttribute('href', '/kabupaten/modul/mf-mutasi');
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[0]?.[0]).toBe('Tulungrejo35.07.01.2001Donomulyo');
    expect(rows[0]?.[1]).toMatch(/^Versi bawaan \(0\.1\.0\)Ikut kabupatenDimuat /);
    expect(rows[0]?.[2]).toBe('1.3.0Versi khusus desaBelum pernah dimuat2 kali gagal dimuat');
    expect(rows[1]).toEqual(['WatugedeTanpa kode wilayahSingosariDesa nonaktif', 'Versi bawaan (0.1.0)Ikut kabupatenBelum pernah dimuat', 'Nonaktif']);
    expect(within(table).getByRole('link', { name: 'Watugede' })).toHaveAttribute('href', '/kabupaten/desa/d2');
    expect(table).not.toHaveTextContent(/mf-/);
    expect(lastQuery(calls)).toMatchObject({ page: '0', limit: '5', sort: 'nama_desa', order: 'asc' });
    expect(screen.getByRole('navigation', { name: 'Navigasi halaman Versi modul per desa' })).toHaveTextContent('1–5 dari 12');
  });

  it('searches, filters by kecamatan and pages like the villages list, one request a page', async () => {
    const { user, api: calls } = open();
    await screen.findByRole('table', { name: 'Versi modul per desa' });
    await user.type(screen.getByRole('textbox', { name: 'Cari desa' }), 'tulung{Enter}');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'tulung', page: '0' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan' }), 'Donomulyo');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ q: 'tulung', kecamatan: 'Donomulyo' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ page: '1' }));
  });

  it('says when no village matches', async () => {
    const { user } = open({ 'GET /api/kabupaten/versi_modul': (req) => jsonResponse({ success: true, data: req.query.get('q') ? [] : [tulungrejo], total: req.query.get('q') ? 0 : 1 }) });
    await screen.findByRole('table', { name: 'Versi modul per desa' });
    await user.type(screen.getByRole('textbox', { name: 'Cari desa' }), 'zzz{Enter}');
    expect(await screen.findByText('DESA TIDAK DITEMUKAN')).toBeInTheDocument();
  });
});
