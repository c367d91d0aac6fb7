// The six counts of a village or of the regency, and the per-kecamatan table. Counts only: the console
// never shows a person (the server sends none).
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import type { JumlahRegister, RingkasanKecamatan } from '@sid/openapi';

/** The counts in the order the dashboard shows them, with the words a clerk knows. */
export const JUMLAH_LABELS: ReadonlyArray<readonly [keyof JumlahRegister, string]> = [
  ['penduduk', 'Penduduk'],
  ['kartu_keluarga', 'Kartu Keluarga'],
  ['penduduk_masuk', 'Penduduk Masuk'],
  ['penduduk_keluar', 'Penduduk Keluar'],
  ['meninggal', 'Meninggal'],
  ['belum_lengkap', 'Belum Lengkap'],
];

export const angka = (n: number): string => n.toLocaleString('id-ID');

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  // Eight columns fit beside the drawer at 1024px: the headers wrap, nothing scrolls out of sight.
  scroll: { '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } },
  number: { textAlign: 'right' },
});

/** The counts as figures; `extra` figures (e.g. the villages) go first. */
export function JumlahFigures({ jumlah, extra = [], label }: { jumlah: JumlahRegister; extra?: ReadonlyArray<readonly [string, number]>; label: string }) {
  const styles = useStyles();
  const figures = [...extra, ...JUMLAH_LABELS.map(([key, text]) => [text, jumlah[key]] as const)];
  return (
    <dl className={styles.grid} aria-label={label}>
      {figures.map(([text, value]) => (
        <div key={text} className={styles.figure}>
          <dt className={styles.label}>{text}</dt>
          <dd className={styles.value}>{angka(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function KecamatanTable({ rows }: { rows: readonly RingkasanKecamatan[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label="Jumlah per kecamatan" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Kecamatan</TableHeaderCell>
            <TableHeaderCell>Desa</TableHeaderCell>
            {JUMLAH_LABELS.map(([key, text]) => <TableHeaderCell key={key}>{text}</TableHeaderCell>)}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((k) => (
            <TableRow key={k.kecamatan}>
              <TableCell>{k.kecamatan}</TableCell>
              <TableCell>{angka(k.jumlah_desa)}</TableCell>
              {JUMLAH_LABELS.map(([key]) => <TableCell key={key}>{angka(k.jumlah[key])}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
