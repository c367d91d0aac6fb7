// A statistics table: a line per category with men, women and everyone, and its sum (the living total).
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import type { components } from '@sid/openapi';

export type TabelStatistik = components['schemas']['TabelStatistik'];
export type BarisStatistik = components['schemas']['BarisStatistik'];

const useStyles = makeStyles({
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  jumlah: { fontWeight: tokens.fontWeightSemibold },
  tabel: { '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' }, '@media print': { '& td, & th': { border: '1px solid #000', padding: '1mm 2mm' } } },
});

export const angkaId = (n: number): string => n.toLocaleString('id-ID');

export function jumlahTabel(baris: readonly BarisStatistik[]): Omit<BarisStatistik, 'kategori'> {
  return baris.reduce((a, b) => ({ laki_laki: a.laki_laki + b.laki_laki, perempuan: a.perempuan + b.perempuan, jumlah: a.jumlah + b.jumlah }), { laki_laki: 0, perempuan: 0, jumlah: 0 });
}

export function TabelStatistikView({ tabel, label }: { tabel: TabelStatistik; label?: string }) {
  const s = useStyles();
  const total = jumlahTabel(tabel.baris);
  const kolom = [['laki_laki', 'Laki-laki'], ['perempuan', 'Perempuan'], ['jumlah', 'Jumlah']] as const;
  return (
    <Table aria-label={label ?? `Tabel ${tabel.judul}`} size="small" className={s.tabel}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{tabel.judul}</TableHeaderCell>
          {kolom.map(([k, l]) => <TableHeaderCell key={k} className={s.angka}>{l}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {tabel.baris.map((b) => (
          <TableRow key={b.kategori}>
            <TableCell>{b.kategori}</TableCell>
            {kolom.map(([k]) => <TableCell key={k} className={s.angka}>{angkaId(b[k])}</TableCell>)}
          </TableRow>
        ))}
        <TableRow className={s.jumlah}>
          <TableCell>Jumlah</TableCell>
          {kolom.map(([k]) => <TableCell key={k} className={s.angka}>{angkaId(total[k])}</TableCell>)}
        </TableRow>
      </TableBody>
    </Table>
  );
}
