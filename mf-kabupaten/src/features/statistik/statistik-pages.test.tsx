import { screen, within } from '@testing-library/react';
import { jsonResponse, pendingResponse, renderModulePage } from '@sid/ui-desa/testing';
import { LaporanKabupatenPage } from './laporan-kabupaten-page';
import { LaporanDesaPage } from './laporan-desa-page';
import { StatistikKabupatenPage } from './statistik-kabupaten-page';
import type { LaporanBulananKabupaten, StatistikKabupaten } from './api';

const session = { user: { role: 'Admin Kabupaten' as const, desaId: null } };
const a = (jumlah: number, kk = 0) => ({ laki_laki: Math.floor(jumlah / 2), perempuan: jumlah - Math.floor(jumlah / 2), jumlah, kk });
const ringkas = (awal: number, lahir: number, akhir: number) => ({ awal: a(awal, 3), lahir: a(lahir), mati: a(0), datang: a(0), pindah: a(0), koreksi: a(0), akhir: a(akhir, 3) });

const laporan = (bulan: string, berjalan = '2026-11'): LaporanBulananKabupaten => ({
  bulan,
  label_bulan: bulan === '2026-10' ? 'Oktober 2026' : 'November 2026',
  bulan_berjalan: berjalan,
  kabupaten: 'Malang',
  kecamatan: null,
  desa: [
    { _id: 'd1', nama_desa: 'Tulungrejo', kecamatan: 'Bumiaji', aktif: true, bulan_pertama: '2025-01', ditutup: '2026-11-02T01:00:00.000Z', angka: ringkas(10, 2, 12) },
    { _id: 'd2', nama_desa: 'Watugede', kecamatan: 'Singosari', aktif: true, bulan_pertama: '2025-01', ditutup: null, angka: ringkas(5, 1, 6) },
    { _id: 'd3', nama_desa: 'Baru', kecamatan: 'Singosari', aktif: true, bulan_pertama: '2026-11', ditutup: null, angka: ringkas(0, 0, 0) },
  ],
  per_kecamatan: [
    { kecamatan: 'Bumiaji', jumlah_desa: 1, belum_ditutup: 0, angka: ringkas(10, 2, 12) },
    { kecamatan: 'Singosari', jumlah_desa: 2, belum_ditutup: 1, angka: ringkas(5, 1, 6) },
  ],
  total: { kecamatan: 'Malang', jumlah_desa: 3, belum_ditutup: 1, angka: ringkas(15, 3, 18) },
  belum_ditutup: [{ _id: 'd2', nama_desa: 'Watugede', kecamatan: 'Singosari' }],
});

describe('LaporanKabupatenPage', () => {
  it('shows a spinner while the report loads', () => {
    renderModulePage(<LaporanKabupatenPage />, { route: '/kabupaten/laporan_bulanan', session, api: { 'GET /api/kabupaten/laporan_bulanan': () => pendingResponse() } });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('lays the villages side by side with the sums per kecamatan and the regency, and names the unclosed', async () => {
    const { api } = renderModulePage(<LaporanKabupatenPage />, {
      route: '/kabupaten/laporan_bulanan?bulan=2026-10',
      session,
      api: { 'GET /api/kabupaten/laporan_bulanan': () => jsonResponse({ success: true, data: laporan('2026-10') }) },
    });
    expect(await screen.findByRole('heading', { name: 'Laporan Bulanan Kabupaten Oktober 2026' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/kabupaten/laporan_bulanan')[0]?.query.get('bulan')).toBe('2026-10');
    expect(within(screen.getByRole('list', { name: 'Desa yang belum menutup laporan' })).getByText('Watugede (Kec. Singosari)')).toBeInTheDocument();
    const perKec = screen.getByRole('table', { name: 'Laporan bulanan per kecamatan, Oktober 2026' });
    const total = within(perKec).getAllByRole('row').at(-1);
    expect(total && within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Jumlah Kabupaten', '3', '1', '15', '3', '0', '0', '0', '0', '18', '9 / 9', '3']);
    expect(within(perKec).getByRole('link', { name: 'Singosari' })).toHaveAttribute('href', '/kabupaten/laporan_bulanan?bulan=2026-10&kecamatan=Singosari');
    const perDesa = screen.getByRole('table', { name: 'Laporan bulanan per desa, Oktober 2026' });
    expect(within(perDesa).getByRole('link', { name: 'Watugede' })).toHaveAttribute('href', '/kabupaten/laporan_bulanan/desa/d2?bulan=2026-10');
    expect(within(perDesa).getByText('Belum ditutup')).toBeInTheDocument();
    // Issue 40: the kecamatan under the village's name, so the table fits at 1024 px.
    expect(within(perDesa).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Desa', 'Status', 'Awal Bulan', 'Lahir', 'Meninggal', 'Pendatang', 'Pindah', 'Koreksi', 'Akhir Bulan', 'L / P Akhir', 'KK Akhir']);
    expect(within(perDesa).getByRole('link', { name: 'Watugede' }).closest('td')).toHaveTextContent('WatugedeKec. Singosari');
    // Installed in November: October is not owed.
    expect(within(within(perDesa).getByRole('link', { name: 'Baru' }).closest('tr')!).getByText('Belum ada data')).toBeInTheDocument();
  });

  it('says the current month cannot be closed yet instead of listing every village as late', async () => {
    renderModulePage(<LaporanKabupatenPage />, { route: '/kabupaten/laporan_bulanan', session, api: { 'GET /api/kabupaten/laporan_bulanan': () => jsonResponse({ success: true, data: laporan('2026-11') }) } });
    expect(await screen.findByText(/November 2026 masih berjalan/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Desa yang belum menutup laporan' })).not.toBeInTheDocument();
  });
});

describe('LaporanDesaPage', () => {
  it("shows one village's report row by row", async () => {
    renderModulePage(<LaporanDesaPage />, {
      route: '/kabupaten/laporan_bulanan/desa/d2?bulan=2026-10',
      path: '/kabupaten/laporan_bulanan/desa/:id',
      session,
      api: {
        'GET /api/kabupaten/desa/d2': () => jsonResponse({ success: true, data: { _id: 'd2', nama_desa: 'Watugede', kecamatan: 'Singosari' } }),
        'GET /api/kabupaten/desa/d2/laporan_bulanan': () => jsonResponse({
          success: true,
          data: { bulan: '2026-10', label_bulan: 'Oktober 2026', bulan_berjalan: '2026-11', bulan_pertama: '2025-01', tutup_terakhir: null, bisa_ditutup: true, ditutup: null, baris: [
            { kunci: 'awal', label: 'Penduduk awal bulan', bulan_peristiwa: null, laki_laki: 2, perempuan: 3, jumlah: 5, kk: 2 },
            { kunci: 'akhir', label: 'Penduduk akhir bulan', bulan_peristiwa: null, laki_laki: 3, perempuan: 3, jumlah: 6, kk: 2 },
          ] },
        }),
      },
    });
    const tabel = await screen.findByRole('table', { name: 'Laporan Bulanan Penduduk Watugede, Oktober 2026' });
    expect(within(tabel).getAllByRole('row')[2]?.textContent).toBe('Penduduk akhir bulan3362');
    expect(screen.getByText('Belum ditutup')).toBeInTheDocument();
  });
});

const tabelUmur = { kunci: 'umur' as const, judul: 'Kelompok Umur', baris: [{ kategori: '0–4 tahun', laki_laki: 1, perempuan: 2, jumlah: 3 }, { kategori: '5–9 tahun', laki_laki: 4, perempuan: 0, jumlah: 4 }] };
const statistik = (over: Partial<StatistikKabupaten> = {}): StatistikKabupaten => ({
  tanggal: '2026-11-29',
  jumlah: { laki_laki: 5, perempuan: 2, jumlah: 7 },
  tabel: [tabelUmur, { kunci: 'agama', judul: 'Agama', baris: [{ kategori: 'Islam', laki_laki: 5, perempuan: 2, jumlah: 7 }] }],
  kabupaten: 'Malang',
  kecamatan: null,
  desa: null,
  per_kecamatan: [{ _id: null, nama: 'Bumiaji', kecamatan: 'Bumiaji', laki_laki: 5, perempuan: 2, jumlah: 7 }],
  per_desa: [{ _id: 'd1', nama: 'Tulungrejo', kecamatan: 'Bumiaji', laki_laki: 5, perempuan: 2, jumlah: 7 }],
  ...over,
});

describe('StatistikKabupatenPage', () => {
  it('shows the living total, per kecamatan to drill down, and each table beside its chart with its sum', async () => {
    renderModulePage(<StatistikKabupatenPage />, { route: '/kabupaten/statistik', session, api: { 'GET /api/kabupaten/statistik': () => jsonResponse({ success: true, data: statistik() }) } });
    expect(await screen.findByRole('heading', { name: 'Statistik Penduduk Kabupaten Malang' })).toBeInTheDocument();
    expect(screen.getByText(/7 penduduk hidup \(5 laki-laki, 2 perempuan\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Penduduk per kecamatan' })).getByRole('link', { name: 'Bumiaji' })).toHaveAttribute('href', '/kabupaten/statistik?kecamatan=Bumiaji');
    const umur = screen.getByRole('table', { name: 'Tabel Kelompok Umur' });
    expect(within(umur).getAllByRole('row').at(-1)?.textContent).toBe('Jumlah527');
    expect(screen.getByRole('img', { name: /Grafik Kelompok Umur/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Piramida Penduduk menurut Kelompok Umur' })).toBeInTheDocument();
  });

  it("drills down to a kecamatan's villages by the address", async () => {
    const { api } = renderModulePage(<StatistikKabupatenPage />, {
      route: '/kabupaten/statistik?kecamatan=Bumiaji',
      session,
      api: { 'GET /api/kabupaten/statistik': () => jsonResponse({ success: true, data: statistik({ kecamatan: 'Bumiaji' }) }) },
    });
    expect(await screen.findByRole('heading', { name: 'Statistik Penduduk Kecamatan Bumiaji' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/kabupaten/statistik')[0]?.query.get('kecamatan')).toBe('Bumiaji');
    expect(within(screen.getByRole('table', { name: 'Penduduk per desa' })).getByRole('link', { name: 'Tulungrejo' })).toHaveAttribute('href', '/kabupaten/statistik?desa_id=d1');
  });
});
