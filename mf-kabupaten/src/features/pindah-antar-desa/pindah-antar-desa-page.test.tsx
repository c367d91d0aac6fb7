import { screen, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import { PindahAntarDesaKabupatenPage } from './pindah-antar-desa-page';
import { rekapPindah } from './rekap-pindah';

const row = (bulan: string, status: 'dikirim' | 'diterima' | 'ditolak' | 'dibatalkan', jumlah: number, orang: number, asal = 'Singosari', tujuan = 'Lawang') => ({ bulan, kecamatan_asal: asal, kecamatan_tujuan: tujuan, status, jumlah, orang });

describe('the regency console: moves between villages (counts only)', () => {
  it('folds the counts into one row per month and pair of kecamatan, newest month first', () => {
    const rekap = rekapPindah([row('2026-10', 'diterima', 1, 2), row('2026-11', 'dikirim', 2, 5), row('2026-11', 'diterima', 1, 8)]);
    expect(rekap.map((b) => [b.bulan, b.jumlah.dikirim.pindah, b.jumlah.diterima.orang])).toEqual([['2026-11', 2, 8], ['2026-10', 0, 2]]);
  });

  it('shows each status per month and kecamatan, and an empty state', async () => {
    renderModulePage(<PindahAntarDesaKabupatenPage />, {
      route: '/kabupaten/pindah_antar_desa',
      api: { 'GET /api/kabupaten/pindah_antar_desa': () => jsonResponse({ success: true, data: [row('2026-11', 'dikirim', 1, 3), row('2026-11', 'ditolak', 1, 1)] }) },
    });
    const table = await screen.findByRole('table', { name: /Jumlah pindah antar desa/ });
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['November 2026', 'Singosari', 'Lawang', '1 KK (3 orang)', '-', '1 KK (1 orang)', '-']);
  });

  it('says when there is no move yet', async () => {
    renderModulePage(<PindahAntarDesaKabupatenPage />, { route: '/kabupaten/pindah_antar_desa', api: { 'GET /api/kabupaten/pindah_antar_desa': () => jsonResponse({ success: true, data: [] }) } });
    expect(await screen.findByText('BELUM ADA PINDAH ANTAR DESA')).toBeInTheDocument();
  });
});
