// A statistics table as a chart: the age groups as a population pyramid (men to the left, women to the
// right, the youngest at the bottom), any other table as bars of men and women per category. The chart
// is a picture for the eye (role img with a summary); its table beside it carries the numbers.
import { useEffect, useRef } from 'react';
import { makeStyles } from '@griffel/react';
import type { ChartConfiguration } from 'chart.js';
import type { TabelStatistik } from './tabel-statistik';

export const WARNA_LAKI = '#0f6cbd';
export const WARNA_PEREMPUAN = '#c239b3';

const useStyles = makeStyles({
  wadah: { position: 'relative', width: '100%', minWidth: 0, '@media print': { breakInside: 'avoid' } },
});

const angka = (n: number) => Math.abs(n).toLocaleString('id-ID');

/** The chart's configuration for a table (pure: checked by the tests without a canvas). */
export function konfigurasiGrafik(tabel: TabelStatistik): ChartConfiguration<'bar', number[], string> {
  const piramida = tabel.kunci === 'umur';
  const baris = piramida ? [...tabel.baris].reverse() : tabel.baris;
  return {
    type: 'bar',
    data: {
      labels: baris.map((b) => b.kategori),
      datasets: [
        { label: 'Laki-laki', data: baris.map((b) => (piramida ? -b.laki_laki : b.laki_laki)), backgroundColor: WARNA_LAKI },
        { label: 'Perempuan', data: baris.map((b) => b.perempuan), backgroundColor: WARNA_PEREMPUAN },
      ],
    },
    options: {
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      scales: {
        x: { stacked: piramida, ticks: { callback: (v) => angka(Number(v)) } },
        y: { stacked: piramida },
      },
      plugins: {
        legend: { position: 'bottom' },
        tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${angka(Number(c.raw))}` } },
      },
    },
  };
}

/** jsdom has no canvas: the tests read the configuration, the browser draws it. */
const adaKanvas = () => typeof navigator === 'undefined' || !/jsdom/i.test(navigator.userAgent);

export function GrafikStatistik({ tabel }: { tabel: TabelStatistik }) {
  const s = useStyles();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !adaKanvas()) return undefined;
    let grafik: { destroy(): void } | undefined;
    let batal = false;
    void import('./grafik-chart').then(({ buatGrafik }) => {
      if (!batal) grafik = buatGrafik(canvas, konfigurasiGrafik(tabel));
    });
    return () => {
      batal = true;
      grafik?.destroy();
    };
  }, [tabel]);
  const tinggi = Math.max(160, tabel.baris.length * (tabel.kunci === 'umur' ? 18 : 28) + 60);
  const ringkas = `Grafik ${tabel.judul}: ${tabel.baris.length} kategori, laki-laki dan perempuan; angkanya ada pada tabel di sampingnya`;
  return (
    <div className={s.wadah} style={{ height: `${Math.min(tinggi, 520)}px` }}>
      <canvas ref={ref} role="img" aria-label={ringkas} />
    </div>
  );
}
