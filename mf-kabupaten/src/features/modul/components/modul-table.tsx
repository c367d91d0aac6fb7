import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Caption1 } from '@fluentui/react-text';
import { RouterLink } from '@sid/ui/router-link';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { angka, labelVersi } from './format';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The product's modules (a handful: not paged): the regency's version of each and its villages' exceptions. */
export function ModulTable({ rows }: { rows: readonly ModulKabupaten[] }) {
  const styles = useStyles();
  return (
    <div className={styles.scroll}>
      <Table aria-label="Daftar Modul" style={{ minWidth: '860px' }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Modul</TableHeaderCell>
            <TableHeaderCell>Versi kabupaten</TableHeaderCell>
            <TableHeaderCell>Versi sebelumnya</TableHeaderCell>
            <TableHeaderCell>Desa nonaktif</TableHeaderCell>
            <TableHeaderCell>Desa dengan versi khusus</TableHeaderCell>
            <TableHeaderCell>Rilis terpasang</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((m) => (
            <TableRow key={m.id}>
              <TableCell>
                <span className={styles.stack}>
                  <RouterLink to={`/kabupaten/modul/${m.id}`}>{m.judul}</RouterLink>
                  <Caption1 className={styles.muted}>{m.id}</Caption1>
                  {m.wajib ? <Badge appearance="tint" color="informative" size="small">Modul inti</Badge> : null}
                </span>
              </TableCell>
              <TableCell>{labelVersi(m.versi_default, m.bawaan)}</TableCell>
              <TableCell>
                {m.ada_versi_sebelumnya ? `Dapat dikembalikan ke ${labelVersi(m.versi_sebelumnya, m.bawaan)}` : 'Tidak ada'}
              </TableCell>
              <TableCell>{angka(m.desa_nonaktif)}</TableCell>
              <TableCell>{angka(m.desa_versi_khusus)}</TableCell>
              <TableCell>{angka(m.rilis.length)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
