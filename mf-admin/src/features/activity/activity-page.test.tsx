import { screen, waitFor, within } from '@testing-library/react';
import type { Activity } from '@sid/openapi';
import { jsonResponse, pendingResponse, renderModulePage, type MockRequest } from '@sid/ui-desa/testing';
import { ActivityPage } from './activity-page';

const activities: Activity[] = [
  { _id: 'a1', activity_name: 'Menambahkan data kelahiran', activity_by: { _id: 'u1', nama_lengkap: 'Siti Aminah' }, createdAt: '2026-01-05T07:07:00.000Z' },
  // The author was deleted since: the entry stays, without a name.
  { _id: 'a2', activity_name: 'Logout', activity_by: null, createdAt: '2025-12-31T16:30:00.000Z' },
];

const query = (req: MockRequest | undefined) => Object.fromEntries(req?.query.entries() ?? []);

describe('ActivityPage', () => {
  it('shows a spinner while the log loads', () => {
    renderModulePage(<ActivityPage />, { route: '/activity', api: { 'GET /api/activity': () => pendingResponse() } });
    expect(screen.getByRole('heading', { name: 'Aktifitas Admin' })).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('lists date and time, author ("-" when gone) and activity, newest first', async () => {
    const { api } = renderModulePage(<ActivityPage />, {
      route: '/activity',
      session: { user: { role: 'Admin' } },
      api: { 'GET /api/activity': () => jsonResponse({ success: true, data: activities, total: 2 }) },
    });
    const table = await screen.findByRole('table', { name: 'Aktifitas Admin' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tanggal', 'Oleh', 'Aktivitas', 'Aksi']);
    const cells = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    // The tests run in WIB (UTC+7).
    expect(cells).toEqual([
      ['05 Januari 2026 14.07', 'Siti Aminah', 'Menambahkan data kelahiran', 'Detail'],
      ['31 Desember 2025 23.30', '-', 'Logout', 'Detail'],
    ]);
    expect(query(api.callsTo('GET /api/activity')[0])).toEqual({ page: '0', limit: '5', sort: 'createdAt', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Tanggal/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages through the log on the server', async () => {
    const { user, api } = renderModulePage(<ActivityPage />, {
      route: '/activity',
      api: { 'GET /api/activity': () => jsonResponse({ success: true, data: activities, total: 30 }) },
    });
    await screen.findByRole('table');
    expect(screen.getByText('1–5 dari 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(query(api.callsTo('GET /api/activity').at(-1))).toMatchObject({ page: '1', limit: '5' }));
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    await waitFor(() => expect(query(api.callsTo('GET /api/activity').at(-1))).toMatchObject({ page: '0', limit: '25' }));
  });

  it('says when the log is empty', async () => {
    renderModulePage(<ActivityPage />, {
      route: '/activity',
      api: { 'GET /api/activity': () => jsonResponse({ success: true, data: [], total: 0 }) },
    });
    expect(await screen.findByRole('heading', { name: 'DATA AKTIVITAS KOSONG' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    let fail = true;
    const { user } = renderModulePage(<ActivityPage />, {
      route: '/activity',
      api: {
        'GET /api/activity': () => (fail
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
          : jsonResponse({ success: true, data: activities, total: 2 })),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Menambahkan data kelahiran')).toBeInTheDocument();
  });

  describe('Detail Aktivitas', () => {
    const update: Activity = {
      _id: 'a3',
      activity_name: 'Memperbarui data penduduk Budi S.',
      activity_by: { _id: 'u1', nama_lengkap: 'Siti Aminah' },
      createdAt: '2026-01-05T07:07:00.000Z',
      before: { _id: 'p1', nik: '3201010101010001', nama_lengkap: 'Budi Santoso', agama: 'Islam', updatedAt: '2026-01-01T00:00:00.000Z' },
      after: { _id: 'p1', nik: '3201010101010001', nama_lengkap: 'Budi S.', agama: 'Islam', updatedAt: '2026-01-05T07:07:00.000Z' },
    };
    const open = async (entry: Activity) => {
      const rendered = renderModulePage(<ActivityPage />, {
        route: '/activity',
        api: { 'GET /api/activity': () => jsonResponse({ success: true, data: [entry], total: 1 }) },
      });
      await rendered.user.click(await screen.findByRole('button', { name: `Detail ${entry.activity_name}, 05 Januari 2026 14.07` }));
      return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Detail Aktivitas' }) };
    };

    it('shows who did what and when, and only the fields an update changed', async () => {
      const { user, dialog } = await open(update);
      const summary = within(dialog).getByLabelText('Ringkasan aktivitas');
      expect(summary).toHaveTextContent('AktivitasMemperbarui data penduduk Budi S.');
      expect(summary).toHaveTextContent('OlehSiti Aminah');
      expect(summary).toHaveTextContent('Waktu05 Januari 2026 14.07');
      const changes = within(dialog).getByRole('table', { name: 'Perubahan data' });
      const rows = within(changes).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
      expect(rows).toEqual([
        ['Data', 'Sebelum', 'Sesudah'],
        ['Nama Lengkap', 'Budi Santoso', 'Budi S.'],
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it("lists a deleted record's fields under 'Data yang dihapus'", async () => {
      const { dialog } = await open({ ...update, activity_name: 'Menghapus pengguna budi', after: null, before: { _id: 'u2', nama_lengkap: 'Budi', username: 'budi', role: 'Admin' } });
      expect(within(dialog).getByRole('heading', { name: 'Data yang dihapus' })).toBeInTheDocument();
      const table = within(dialog).getByRole('table', { name: 'Data yang dihapus' });
      expect(within(table).getByRole('rowheader', { name: 'Nama Pengguna' }).nextElementSibling).toHaveTextContent('budi');
    });

    it('says so when the entry has no before or after', async () => {
      const { dialog } = await open({ ...update, activity_name: 'Login', before: null, after: null });
      expect(within(dialog).getByText('Tidak ada rincian perubahan untuk aktivitas ini.')).toBeInTheDocument();
      expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
