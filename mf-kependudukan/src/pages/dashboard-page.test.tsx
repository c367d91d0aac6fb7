import { screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage } from '@sid/ui-desa/testing';
import { formatTanggalPanjang } from '@sid/ui/format';
import { counts, penduduk } from '../test/fixtures';
import { DashboardPage } from './dashboard-page';

const emptyList = () => jsonResponse({ success: true, data: [], total: 0 });
// The Super Admin's backup warning (@sid/ui/cadangan): all is well.
// The unclosed-month reminder (issue 37): nothing owed.
const noReminder = () => jsonResponse({ success: true, data: { bulan: null, label_bulan: null } });
const backupsFresh = () => jsonResponse({ success: true, data: { peringatan: false, pesan: null, berjalan: false, terakhir: null, terakhir_berhasil: null, jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: true } });

// The first-steps checklist's reads (issue 40): by default every step done, so the checklist stays away.
const LANGKAH_SELESAI = {
  'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: { dusun: [{ _id: 'd-1', tingkat: 'dusun', nama: 'Krajan', induk_id: null, rw: [] }] } }),
  'GET /api/laporan_kop': () => jsonResponse({ success: true, data: { pejabat: [{ _id: 'p-1', nama: 'Sutrisno', jabatan: 'Kepala Desa' }], logo: null } }),
  'GET /api/auth/all': () => jsonResponse({ success: true, data: [], total: 3 }),
};
type Options = NonNullable<Parameters<typeof renderModulePage>[1]>;
function renderDashboard(options: Options = {}) {
  return renderModulePage(<DashboardPage />, { ...options, village: { kode_wilayah: '35.07.28.2005', ...options.village }, api: { ...LANGKAH_SELESAI, ...options.api } });
}

describe('DashboardPage', () => {
  it('greets with the village and today, and shows the spinner while the counts load', () => {
    const { api } = renderDashboard({
      api: { 'GET /api/activity/all': () => pendingResponse(), 'GET /api/penduduk': () => pendingResponse() },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Selamat Datang' })).toBeInTheDocument();
    expect(screen.getByText(/Sistem Kependudukan Desa Watugede, Kecamatan Singosari, Kabupaten Malang/)).toBeInTheDocument();
    expect(screen.getByTestId('tanggal-hari-ini')).toHaveTextContent(formatTanggalPanjang(new Date()));
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
    // Issue 40: the resident list has its own page; the dashboard links to it and does not load it.
    expect(screen.getByRole('heading', { name: 'Daftar Penduduk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'halaman Penduduk' })).toHaveAttribute('href', '/penduduk');
    expect(screen.queryByRole('table', { name: 'Daftar Penduduk' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/penduduk')).toHaveLength(0);
  });

  it('shows the counts, the donut and the floored percentage tiles', async () => {
    renderDashboard({
      api: {
        'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ data_penduduk: 20, data_penduduk_masuk: 5, data_penduduk_keluar: 3, data_pria: 14, data_wanita: 11 }) }),
        'GET /api/penduduk': emptyList,
        'GET /api/cadangan/status': backupsFresh,
        'GET /api/laporan_bulanan/pengingat': noReminder,
      },
    });
    const stats = await screen.findByRole('region', { name: 'Statistik Penduduk' });
    const value = (label: string) => within(stats).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(value('Penduduk')).toBe('20');
    expect(value('Laki-laki')).toBe('14');
    expect(value('Perempuan')).toBe('11');
    expect(value('Jumlah Penduduk Hidup')).toBe('25');
    expect(value('Kartu Keluarga')).toBe('6');
    expect(value('Penduduk Masuk')).toBe('5');
    expect(value('Penduduk Keluar')).toBe('3');
    expect(within(stats).getByText('Semua data penduduk masuk, penduduk keluar dan kematian sudah lengkap.')).toBeInTheDocument();

    // Donut: three slices in the spec's order, values in its accessible name.
    expect(screen.getByRole('img', { name: 'Diagram Penduduk: Penduduk Keluar 3, Penduduk Masuk 5, Penduduk 20' })).toBeInTheDocument();

    // 20/28 = 71.4 -> 71, 5/28 = 17.8 -> 17, 3/28 = 10.7 -> 10 (floored, spec §9).
    const tiles = screen.getByRole('list', { name: 'Persentase penduduk' });
    expect(within(tiles).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Penduduk71%', 'Penduduk Masuk17%', 'Penduduk Keluar10%']);
  });

  it('shows 0% everywhere when there is no one yet (NaN shows 0)', async () => {
    renderDashboard({
      api: {
        'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ data_penduduk: 0, data_penduduk_masuk: 0, data_penduduk_keluar: 0 }) }),
        'GET /api/penduduk': emptyList,
        'GET /api/cadangan/status': backupsFresh,
        'GET /api/laporan_bulanan/pengingat': noReminder,
      },
    });
    const tiles = await screen.findByRole('list', { name: 'Persentase penduduk' });
    expect(within(tiles).getAllByRole('listitem').map((t) => t.textContent)).toEqual(['Penduduk0%', 'Penduduk Masuk0%', 'Penduduk Keluar0%']);
    expect(screen.getByRole('img', { name: /Penduduk Keluar 0, Penduduk Masuk 0, Penduduk 0/ })).toBeInTheDocument();
  });

  it('names the incomplete records and links to where they are completed', async () => {
    renderDashboard({
      api: {
        'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ inc_data_penduduk_masuk: 2, inc_data_penduduk_keluar: 0, inc_data_kematian: 4 }) }),
        'GET /api/penduduk': emptyList,
        'GET /api/cadangan/status': backupsFresh,
        'GET /api/laporan_bulanan/pengingat': noReminder,
      },
    });
    expect(await screen.findByText('Penduduk Masuk: 2 kartu keluarga belum memiliki dokumen keterangan masuk')).toBeInTheDocument();
    expect(screen.getByText('Kematian: 4 data belum memiliki arsip kematian')).toBeInTheDocument();
    expect(screen.queryByText(/Penduduk Keluar: /)).not.toBeInTheDocument();
    // The lists open filtered to the incomplete records (the URL carries it: back and reload keep it).
    expect(screen.getByRole('link', { name: 'Lengkapi data penduduk masuk' })).toHaveAttribute('href', '/penduduk_masuk?belum_lengkap=1');
    expect(screen.getByRole('link', { name: 'Lengkapi data kematian' })).toHaveAttribute('href', '/kematian?belum_lengkap=1');
  });

  it('says why the counts could not be loaded and loads them again', async () => {
    let fail = true;
    const { user } = renderDashboard({
      api: {
        'GET /api/activity/all': () => (fail
          ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' }, 500)
          : jsonResponse({ success: true, data: counts() })),
        'GET /api/penduduk': () => jsonResponse({ success: true, data: [penduduk()], total: 1 }),
        'GET /api/cadangan/status': backupsFresh,
        'GET /api/laporan_bulanan/pengingat': noReminder,
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Terjadi kesalahan pada server');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Statistik Penduduk' })).toBeInTheDocument();
  });

  it("warns a Super Admin of a stale backup; an Admin's dashboard does not ask, and a refusal shows nothing", async () => {
    const stale = () => jsonResponse({ success: true, data: { peringatan: true, pesan: 'Cadangan terakhir yang berhasil sudah lebih dari 2 hari yang lalu (2026-11-20).', berjalan: false, terakhir: null, terakhir_berhasil: null, jadwal: { aktif: true, jam: 12, zona_waktu: 'Asia/Jakarta' }, terenkripsi: false, unduh_diizinkan: true } });
    const api = { 'GET /api/activity/all': () => jsonResponse({ success: true, data: counts() }), 'GET /api/penduduk': emptyList, 'GET /api/cadangan/status': stale, 'GET /api/laporan_bulanan/pengingat': noReminder };
    const superAdmin = renderDashboard({ session: { user: { role: 'Super Admin' } }, api });
    expect(await screen.findByRole('group', { name: 'Cadangan data perlu diperiksa' })).toHaveTextContent('(2026-11-20)');
    superAdmin.unmount();

    const admin = renderDashboard({ session: { user: { role: 'Admin' } }, api });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    expect(admin.api.callsTo('GET /api/cadangan/status')).toHaveLength(0);
    admin.unmount();

    const refused = renderDashboard({
      session: { user: { role: 'Super Admin' } },
      api: { ...api, 'GET /api/cadangan/status': () => jsonResponse({ success: false, code: 'FORBIDDEN', message: 'Cadangan server ini mencakup semua desa' }, 403) },
    });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    await waitFor(() => expect(refused.api.callsTo('GET /api/cadangan/status')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: /Cadangan|Pencadangan/ })).not.toBeInTheDocument();
  });

  it("reminds a Super Admin of last month's unclosed report with a link to Laporan Bulanan; an Admin's dashboard does not ask, and a failure shows nothing", async () => {
    const base = { 'GET /api/activity/all': () => jsonResponse({ success: true, data: counts() }), 'GET /api/penduduk': emptyList, 'GET /api/cadangan/status': backupsFresh };
    const owed = () => jsonResponse({ success: true, data: { bulan: '2026-10', label_bulan: 'Oktober 2026' } });
    const superAdmin = renderDashboard({ session: { user: { role: 'Super Admin' } }, api: { ...base, 'GET /api/laporan_bulanan/pengingat': owed } });
    const bar = await screen.findByRole('group', { name: 'Laporan bulanan belum ditutup' });
    expect(bar).toHaveTextContent('Laporan Bulanan Penduduk Oktober 2026 belum ditutup');
    expect(within(bar).getByRole('link', { name: 'Buka Laporan Bulanan' })).toHaveAttribute('href', '/laporan');
    superAdmin.unmount();

    const admin = renderDashboard({ session: { user: { role: 'Admin' } }, api: { ...base, 'GET /api/laporan_bulanan/pengingat': owed } });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    expect(admin.api.callsTo('GET /api/laporan_bulanan/pengingat')).toHaveLength(0);
    admin.unmount();

    const failed = renderDashboard({
      session: { user: { role: 'Super Admin' } },
      api: { ...base, 'GET /api/laporan_bulanan/pengingat': () => jsonResponse({ success: false, code: 'INTERNAL', message: 'Terjadi kesalahan' }, 500) },
    });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    await waitFor(() => expect(failed.api.callsTo('GET /api/laporan_bulanan/pengingat')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Laporan bulanan belum ditutup' })).not.toBeInTheDocument();
  });
});

// Issue 40: a new village's first steps, on its Super Admin's dashboard.
describe("'Langkah awal desa'", () => {
  const base = {
    'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ data_penduduk: 0, data_penduduk_masuk: 0, data_penduduk_keluar: 0 }) }),
    'GET /api/cadangan/status': backupsFresh,
    'GET /api/laporan_bulanan/pengingat': noReminder,
  };

  it('lists the four steps of an empty village, unticked, each linking to where it is done', async () => {
    renderDashboard({
      village: { kode_wilayah: null, dalam_kabupaten: true },
      api: {
        ...base,
        'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: { dusun: [] } }),
        'GET /api/laporan_kop': () => jsonResponse({ success: true, data: { pejabat: [], logo: null } }),
        'GET /api/auth/all': () => jsonResponse({ success: true, data: [], total: 1 }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Langkah awal desa' });
    expect(within(card).getByText('0 dari 4 langkah selesai. Daftar ini hilang setelah semua langkah selesai.')).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: 'Belum' })).toHaveLength(4);
    expect(within(card).getByText(/minta Admin Kabupaten mengisinya/)).toBeInTheDocument();
    expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Atur dusun, RW dan RT', '/wilayah_desa'],
      ['Tambah pejabat', '/laporan'],
      ['Tambah akun staf', '/users'],
      ['Buka impor data', '/impor_penduduk'],
    ]);
  });

  it('ticks what the data shows done and keeps the link of the rest', async () => {
    renderDashboard({
      api: {
        ...base,
        'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ data_penduduk: 5 }) }),
        'GET /api/laporan_kop': () => jsonResponse({ success: true, data: { pejabat: [], logo: null } }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Langkah awal desa' });
    expect(within(card).getByText(/^3 dari 4 langkah selesai/)).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: 'Selesai' })).toHaveLength(3);
    expect(within(card).getAllByRole('link').map((a) => a.textContent)).toEqual(['Tambah pejabat']);
  });

  it('is gone once every step is done, and is never shown to an Admin', async () => {
    const api = { ...base, 'GET /api/activity/all': () => jsonResponse({ success: true, data: counts({ data_penduduk: 4 }) }) };
    const { unmount } = renderDashboard({ api });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    await waitFor(() => expect(screen.queryByText(/langkah selesai/)).not.toBeInTheDocument());
    unmount();
    const admin = renderDashboard({ session: { user: { role: 'Admin' } }, api: base });
    await screen.findByRole('region', { name: 'Statistik Penduduk' });
    expect(screen.queryByRole('region', { name: 'Langkah awal desa' })).not.toBeInTheDocument();
    expect(admin.api.callsTo('GET /api/auth/all')).toHaveLength(0);
  });
});
