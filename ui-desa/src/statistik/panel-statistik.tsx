// The statistics as the village and the regency see them: each table a section with its chart and its
// table side by side (one under the other on a narrow window and on paper), and 'Cetak' for A4.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { PrintRegular } from '@fluentui/react-icons';
import { LETTER_PRINT_ISOLATION } from '@sid/ui-desa/letter';
import { GrafikStatistik } from './grafik-statistik';
import { TabelStatistikView, type TabelStatistik } from './tabel-statistik';

const useStyles = makeStyles({
  daftar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  bagian: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1279px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '@media print': { gridTemplateColumns: 'minmax(0, 1fr)', breakInside: 'avoid' },
  },
  judul: { gridColumn: '1 / -1', margin: 0 },
});

/** A4 portrait; only the sheet (data-letter-root) is printed. */
export const CETAK_STATISTIK = `${LETTER_PRINT_ISOLATION}\n@media print { @page { size: A4; margin: 12mm; } body { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }`;

/** The same on A4 landscape (the regency's report, its many columns). */
export const CETAK_STATISTIK_LANSKAP = `${CETAK_STATISTIK}\n@media print { @page { size: A4 landscape; margin: 10mm; } }`;

export function TombolCetak({ disabled = false }: { disabled?: boolean }) {
  return (
    <Button icon={<PrintRegular />} disabled={disabled} onClick={() => window.print()}>
      Cetak
    </Button>
  );
}

export function PanelStatistik({ tabel }: { tabel: readonly TabelStatistik[] }) {
  const s = useStyles();
  return (
    <div className={s.daftar}>
      <style>{CETAK_STATISTIK}</style>
      {tabel.map((t) => (
        <section key={t.kunci} className={s.bagian} aria-labelledby={`statistik-${t.kunci}`}>
          <Subtitle2 as="h2" id={`statistik-${t.kunci}`} className={s.judul}>{t.kunci === 'umur' ? 'Piramida Penduduk menurut Kelompok Umur' : `Menurut ${t.judul}`}</Subtitle2>
          <GrafikStatistik tabel={t} />
          <TabelStatistikView tabel={t} />
        </section>
      ))}
    </div>
  );
}
