// The screens of Laporan against a mocked API: the monthly report (its rows, a late entry's line, the
// reminder, closing a month after a confirmation, a closed month as issued).
import { screen, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { BarisLaporan, LaporanBulanan } from './api/laporan-api';
import { LaporanBulananPage } from './laporan-bulanan-page';

const baris = (kunci: BarisLaporan['kunci'], label: string, l: number, p: number, kk: number, bulan_peristiwa: string | null = null): BarisLaporan => ({ kunci, label, bulan_peristiwa, laki_laki: l, perempuan: p, jumlah: l + p, kk });
const laporan = (over: Partial<LaporanBulanan> = {}): LaporanBulanan => ({
  bulan: '2026-10', label_bulan: 'Oktober 2026', bulan_berjalan: '2026-11', tutup_terakhir: '2026-09', bisa_ditutup: true, ditutup: null,
  baris: [
    baris('awal', 'Penduduk awal bulan', 10, 11, 8), baris('lahir', 'Lahir', 1, 0, 0), baris('mati', 'Meninggal', 0, 1, 0),
    baris('datang', 'Pendatang', 2, 1, 1), baris('pindah', 'Pindah', 1, 0, 1), baris('koreksi', 'Koreksi / terlambat: Maret 2026', -1, 0, 0, '2026-03'),
    baris('akhir', 'Penduduk akhir bulan', 11, 11, 8),
  ],
  ...over,
});

describe('LaporanBulananPage', () => {
  it("shows the month's rows with the late entry on its own line, and the reminder while last month is open", async () => {
    renderModulePage(<LaporanBulananPage />, {
      route: '/laporan?bulan=2026-10', path: '/laporan',
      api: { 'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: laporan() }) },
    });
    const table = await screen.findByRole('table', { name: 'Laporan Bulanan Penduduk Oktober 2026' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows[0]).toEqual(['Penduduk awal bulan', '10', '11', '21', '8']);
    expect(rows[5]).toEqual(['Koreksi / terlambat: Maret 2026', '-1', '0', '-1', '0']);
    expect(rows[6]).toEqual(['Penduduk akhir bulan', '11', '11', '22', '8']);
    expect(screen.getByText(/Laporan Bulanan Penduduk Oktober 2026 belum ditutup/)).toBeInTheDocument();
  });

  it('closes the month after the Super Admin confirms it, then shows it as issued', async () => {
    const ditutup: unknown[] = [];
    let closed = false;
    const { user } = renderModulePage(<LaporanBulananPage />, {
      route: '/laporan?bulan=2026-10', path: '/laporan',
      api: {
        'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: closed ? laporan({ tutup_terakhir: '2026-10', bisa_ditutup: false, ditutup: { pada: '2026-11-02T03:00:00.000Z', oleh: 'Kepala Desa' } }) : laporan() }),
        'POST /api/laporan_bulanan/tutup': (req) => {
          ditutup.push(req.body);
          closed = true;
          return jsonResponse({ success: true, message: 'Laporan Oktober 2026 sudah ditutup', data: laporan() }, 201);
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Tutup Bulan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'TUTUP LAPORAN OKTOBER 2026 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Tutup Bulan' }));
    expect(await screen.findByText(/sudah ditutup oleh Kepala Desa/)).toBeInTheDocument();
    expect(ditutup).toEqual([{ bulan: '2026-10' }]);
    expect(screen.queryByRole('button', { name: 'Tutup Bulan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/belum ditutup/)).not.toBeInTheDocument();
  });

  it('offers no closing to an Admin', async () => {
    renderModulePage(<LaporanBulananPage />, {
      route: '/laporan', path: '/laporan', session: { user: { role: 'Admin' } },
      api: { 'GET /api/laporan_bulanan': () => jsonResponse({ success: true, data: laporan() }) },
    });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Tutup Bulan' })).not.toBeInTheDocument();
  });
});
