import { screen, within } from '@testing-library/react';
import { renderModulePage } from '@sid/ui-desa/testing';
import { DonutChart, arcPath } from './donut-chart';

const slices = (keluar: number, masuk: number, penduduk: number) => [
  { label: 'Penduduk Keluar', value: keluar, color: '#F73232' },
  { label: 'Penduduk Masuk', value: masuk, color: '#F7C032' },
  { label: 'Penduduk', value: penduduk, color: '#329DF7' },
];

describe('DonutChart', () => {
  it('draws one arc per non-empty slice, sized by its share', () => {
    const { container } = renderModulePage(<DonutChart title="Diagram Penduduk" slices={slices(1, 1, 2)} />);
    const arcs = [...container.querySelectorAll('[data-slice]')];
    expect(arcs.map((a) => a.getAttribute('data-slice'))).toEqual(['Penduduk Keluar', 'Penduduk Masuk', 'Penduduk']);
    // A quarter from the top, a quarter after it, then the remaining half.
    expect(arcs[0]?.getAttribute('d')).toBe(arcPath(0, 0.25));
    expect(arcs[1]?.getAttribute('d')).toBe(arcPath(0.25, 0.5));
    expect(arcs[2]?.getAttribute('d')).toBe(arcPath(0.5, 1));
  });

  it('draws a whole ring when one slice is everything, and nothing for empty slices', () => {
    const { container } = renderModulePage(<DonutChart title="Diagram Penduduk" slices={slices(0, 0, 7)} />);
    const arcs = [...container.querySelectorAll('[data-slice]')];
    expect(arcs).toHaveLength(1);
    expect(arcs[0]?.tagName.toLowerCase()).toBe('circle');
  });

  it('names the values for assistive technology and lists them in a legend', () => {
    renderModulePage(<DonutChart title="Diagram Penduduk" slices={slices(3, 5, 20)} />);
    expect(screen.getByRole('img', { name: 'Diagram Penduduk: Penduduk Keluar 3, Penduduk Masuk 5, Penduduk 20' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Keterangan Diagram Penduduk' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Penduduk Keluar3 (10%)',
      'Penduduk Masuk5 (17%)',
      'Penduduk20 (71%)',
    ]);
  });

  it('writes the total in the middle out as the sum of its slices', () => {
    renderModulePage(<DonutChart title="Diagram Penduduk" slices={slices(3, 5, 20)} />);
    expect(screen.getByTestId('donut-total')).toHaveTextContent('Total 28 = 3 Penduduk Keluar + 5 Penduduk Masuk + 20 Penduduk');
  });

  it('arcs use the large-arc flag past half a turn', () => {
    expect(arcPath(0, 0.75)).toMatch(/A 40 40 0 1 1/);
    expect(arcPath(0, 0.25)).toMatch(/A 40 40 0 0 1/);
    expect(arcPath(0, 0.25)).toMatch(/^M 50\.000 10\.000 /);
  });
});
