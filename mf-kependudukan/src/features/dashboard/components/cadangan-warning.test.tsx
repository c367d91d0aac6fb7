import { screen, waitFor, within } from '@testing-library/react';
import type { components } from '@sid/openapi';
import { jsonResponse, renderModulePage, type MockApi } from '@sid/ui/testing';
import { CadanganWarning } from './cadangan-warning';

type Status = components['schemas']['StatusCadangan'];
type Run = components['schemas']['Cadangan'];

const run = (over: Partial<Run>): Run => ({
  _id: 'c1', mulai: '2026-11-20T05:00:00.000Z', selesai: '2026-11-20T05:00:01.000Z', status: 'berhasil', pemicu: 'jadwal', ukuran: 5_000_000,
  nama_berkas: 'sid-cadangan.tar.gz', terenkripsi: false, tersedia: true, pesan: 'Cadangan berhasil.', ...over,
});
const status = (over: Partial<Status>): Status => ({
  peringatan: false, pesan: null, berjalan: false, terakhir: run({}), terakhir_berhasil: run({}),
  jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: true, ...over,
});
const answer = (data: Status) => () => jsonResponse({ success: true, data });
const open = (api: MockApi, role: 'Super Admin' | 'Admin' = 'Super Admin') =>
  renderModulePage(<div>dashboard<CadanganWarning /></div>, { session: { user: { role } }, api });

describe('CadanganWarning (dashboard)', () => {
  it('warns when the last good backup is more than two days old, with a link to Cadangan Data', async () => {
    open({ 'GET /api/cadangan/status': answer(status({ peringatan: true, pesan: 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (2026-11-20). Periksa pencadangan otomatis.' })) });
    const warning = await screen.findByRole('group', { name: 'Cadangan data perlu diperiksa' });
    expect(warning).toHaveTextContent('lebih dari 2 hari yang lalu (2026-11-20)');
    expect(within(warning).getByRole('link', { name: 'Buka Cadangan Data' })).toHaveAttribute('href', '/cadangan');
  });

  it('says the last run failed, with its message', async () => {
    const gagal = run({ status: 'gagal', ukuran: null, tersedia: false, pesan: 'Pencadangan gagal: ruang disk penuh.' });
    open({ 'GET /api/cadangan/status': answer(status({ peringatan: true, pesan: `Pencadangan terakhir gagal. ${gagal.pesan}`, terakhir: gagal })) });
    const warning = await screen.findByRole('group', { name: 'Pencadangan gagal' });
    expect(warning).toHaveTextContent('ruang disk penuh');
  });

  it('shows nothing when the backups are fresh', async () => {
    const { api } = open({ 'GET /api/cadangan/status': answer(status({})) });
    await waitFor(() => expect(api.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    expect(screen.getByText('dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it("shows nothing when the server refuses (a village's Super Admin in a regency)", async () => {
    const { api } = open({ 'GET /api/cadangan/status': () => jsonResponse({ success: false, code: 'FORBIDDEN', message: 'Cadangan server ini mencakup semua desa' }, 403) });
    await waitFor(() => expect(api.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('does not ask for the status for an Admin', () => {
    const { api } = open({}, 'Admin');
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
