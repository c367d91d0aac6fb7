import { screen, within } from '@testing-library/react';
import { renderModulePage } from '@sid/ui-desa/testing';
import type { DashboardCounts } from '@sid/openapi';
import { StatisticsPanel } from './statistics-panel';

// The village: 317 residents "Hidup" and 133 incoming ones are the 450 living, 420 men and 30 women.
const counts: DashboardCounts = {
  data_penduduk: 317,
  data_pria: 420,
  data_wanita: 30,
  data_kk: 120,
  data_penduduk_masuk: 133,
  data_penduduk_keluar: 12,
  inc_data_penduduk_masuk: 2,
  inc_data_penduduk_keluar: 1,
  inc_data_kematian: 4,
  perlu_dilengkapi: 0,
};

function figure(label: string) {
  const group = document.querySelector(`[data-stat="${label}"]`);
  if (!(group instanceof HTMLElement)) throw new Error(`no figure ${label}`);
  return {
    value: group.querySelector('dd')?.textContent,
    note: within(group).getAllByText(/./).map((e) => e.textContent),
  };
}

describe('StatisticsPanel', () => {
  it('shows the living total and the two sums it is made of, on screen', () => {
    renderModulePage(<StatisticsPanel counts={counts} />);
    expect(figure('Jumlah Penduduk Hidup').value).toBe('450');
    const sum = screen.getByTestId('jumlah-hidup');
    expect(sum).toHaveTextContent('= 317 Penduduk + 133 Penduduk Masuk');
    expect(sum).toHaveTextContent('= 420 Laki-laki + 30 Perempuan');
  });

  it('labels each figure for what it counts, keeping the spec\'s labels', () => {
    renderModulePage(<StatisticsPanel counts={counts} />);
    const expected: Array<[string, string, string]> = [
      ['Penduduk', '317', 'Penduduk tetap (status Hidup), tanpa penduduk masuk'],
      ['Penduduk Masuk', '133', 'Pendatang yang tinggal di desa'],
      ['Laki-laki', '420', 'Penduduk hidup, termasuk penduduk masuk'],
      ['Perempuan', '30', 'Penduduk hidup, termasuk penduduk masuk'],
      ['Penduduk Keluar', '12', 'Sudah pindah; tidak termasuk jumlah hidup'],
      ['Kartu Keluarga', '120', 'Semua kartu keluarga'],
    ];
    for (const [label, value, note] of expected) {
      const f = figure(label);
      expect(f.value).toBe(value);
      expect(f.note).toContain(note);
    }
    // A screen reader hears each term with its note, then the number.
    const terms = within(screen.getByRole('region', { name: 'Statistik Penduduk' })).getAllByRole('term');
    expect(terms[1]).toHaveTextContent('PendudukPenduduk tetap (status Hidup), tanpa penduduk masuk');
  });

  it('links each "Lengkapi" to its list filtered to the incomplete records', () => {
    renderModulePage(<StatisticsPanel counts={counts} />);
    expect(screen.getByRole('link', { name: 'Lengkapi data penduduk masuk' })).toHaveAttribute('href', '/penduduk_masuk?belum_lengkap=1');
    expect(screen.getByRole('link', { name: 'Lengkapi data penduduk keluar' })).toHaveAttribute('href', '/penduduk_keluar?belum_lengkap=1');
    expect(screen.getByRole('link', { name: 'Lengkapi data kematian' })).toHaveAttribute('href', '/kematian?belum_lengkap=1');
  });
});
