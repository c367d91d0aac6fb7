import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { RouterLink } from '@sid/ui/router-link';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { angka, labelVersi } from './format';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  // Words wrap in their cells: six columns fit beside the drawer at 1024px.
  cell: { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
});

/** The product's modules (a handful: not paged): the regency's version of each and its villages' exceptions. */
export function ModulTable({ rows }: { rows: readonly ModulKabupaten[] }) {
  const styles = useStyles();
  const headers = ['Modul', 'Versi kabupaten', 'Versi sebelumnya', 'Desa nonaktif', 'Desa dengan versi khusus', 'Rilis terpasang'];
  return (
    <Table aria-label="Daftar Modul">
      <TableHeader>
        <TableRow>
          {headers.map((h) => <TableHeaderCell key={h} className={styles.cell}>{h}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((m) => (
          <TableRow key={m.id}>
            <TableCell className={styles.cell}>
              <span className={styles.stack}>
                <RouterLink to={`/kabupaten/modul/${m.id}`}>{m.judul}</RouterLink>
                {m.wajib ? <Badge appearance="tint" color="informative" size="small">Modul inti</Badge> : null}
                {m.untuk_desa ? null : <Badge appearance="tint" color="subtle" size="small">Khusus kabupaten</Badge>}
              </span>
            </TableCell>
            <TableCell className={styles.cell}>{labelVersi(m.versi_default, m.bawaan)}</TableCell>
            <TableCell className={styles.cell}>{m.ada_versi_sebelumnya ? labelVersi(m.versi_sebelumnya, m.bawaan) : 'Tidak ada'}</TableCell>
            <TableCell className={styles.cell}>{m.untuk_desa ? angka(m.desa_nonaktif) : '-'}</TableCell>
            <TableCell className={styles.cell}>{m.untuk_desa ? angka(m.desa_versi_khusus) : '-'}</TableCell>
            <TableCell className={styles.cell}>{angka(m.rilis.length)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
