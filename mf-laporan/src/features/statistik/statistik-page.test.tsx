import { screen, within } from '@testing-library/react';
import { jsonResponse, renderModulePage } from '@sid/ui-desa/testing';
import type { StatistikPenduduk } from './statistik-api';
import { StatistikPage } from './statistik-page';

const statistik = (jumlah: number): StatistikPenduduk => ({
  tanggal: '2026-11-29',
  jumlah: { laki_laki: jumlah - 1, perempuan: 1, jumlah },
  tabel: [
    { kunci: 'umur', judul: 'Kelompok Umur', baris: [{ kategori: '0–4 tahun', laki_laki: jumlah - 1, perempuan: 1, jumlah }] },
    { kunci: 'rt', judul: 'RT', baris: [{ kategori: 'Krajan, RW 001, RT 002', laki_laki: jumlah - 1, perempuan: 1, jumlah }] },
  ],
});
const wilayah = { dusun: [{ _id: 'ds1', nama: 'Krajan', rw: [] }] };

describe('StatistikPage (the village)', () => {
  it('shows each table beside its chart with its sum, and narrows to a dusun', async () => {
    const { user, api } = renderModulePage(<StatistikPage />, {
      route: '/laporan/statistik',
      path: '/laporan/statistik',
      api: {
        'GET /api/statistik_penduduk': (req) => jsonResponse({ success: true, data: statistik(req.query.get('dusun') ? 2 : 5) }),
        'GET /api/wilayah_desa': () => jsonResponse({ success: true, data: wilayah }),
      },
    });
    expect(await screen.findByText(/5 penduduk hidup \(4 laki-laki, 1 perempuan\)/)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Tabel RT' })).getAllByRole('row').at(-1)?.textContent).toBe('Jumlah415');
    expect(screen.getByRole('img', { name: /Grafik Kelompok Umur/ })).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Dusun' }), 'Krajan');
    expect(await screen.findByRole('heading', { name: 'Statistik Penduduk Dusun Krajan' })).toBeInTheDocument();
    expect(await screen.findByText(/2 penduduk hidup/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/statistik_penduduk').at(-1)?.query.get('dusun')).toBe('ds1');
  });
});
