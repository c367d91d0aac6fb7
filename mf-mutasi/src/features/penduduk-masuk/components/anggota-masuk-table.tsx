// The members of an incoming card, head first. A card holds a handful of people: all of them show,
// without paging.
import { useRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { NARROW, useScrollerSize, useStickyActionsStyles } from '@sid/ui/data-table';
import { tampil } from '@sid/ui/format';
import { RouterLink } from '@sid/ui/router-link';

const useStyles = makeStyles({
  header: { fontWeight: tokens.fontWeightSemibold },
  nik: { fontVariantNumeric: 'tabular-nums' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface AnggotaMasukTableProps {
  rows: readonly Penduduk[];
  onEdit: (p: Penduduk) => void;
  onDelete: (p: Penduduk) => void;
}

interface Column {
  header: string;
  width?: string;
  cell: (p: Penduduk) => ReactNode;
  /** Pinned at the right edge while the others scroll sideways (the actions, issue 16). */
  sticky?: boolean;
  /** Left out at a 1024 px window (issue 40, docs/decisions.md): the resident's page shows it. */
  wide?: boolean;
}

export function AnggotaMasukTable({ rows, onEdit, onDelete }: AnggotaMasukTableProps) {
  const styles = useStyles();
  const sticky = useStickyActionsStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, width } = useScrollerSize(scroller);
  const pinned = mergeClasses(sticky.cell, overflows && sticky.raised);
  const narrow = width !== undefined && width < NARROW;
  const all: Column[] = [
    { header: 'NIK', cell: (p) => <span className={styles.nik}>{p.nik}</span> },
    {
      header: 'Nama Lengkap',
      cell: (p) => <RouterLink to={`/penduduk/${p._id}/d`} aria-label={`Lihat Detail ${p.nama_lengkap}`}>{p.nama_lengkap}</RouterLink>,
    },
    { header: 'Tempat Tgl. Lahir', wide: true, cell: (p) => tampil(p.tempat_tanggal_lahir) },
    { header: 'Umur', cell: (p) => tampil(p.umur) },
    { header: 'Alamat', wide: true, cell: (p) => tampil(p.alamat_asal) },
    { header: 'Jenis Kelamin', cell: (p) => p.jenis_kelamin },
    { header: 'Kedudukan', cell: (p) => p.posisi_dalam_keluarga },
    {
      header: 'Aksi',
      sticky: true,
      cell: (p) => (
        <div className={styles.actions}>
          <Button size="small" icon={<EditRegular />} aria-label={`Edit ${p.nama_lengkap}`} onClick={() => onEdit(p)}>Edit</Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${p.nama_lengkap}`} onClick={() => onDelete(p)}>Hapus</Button>
        </div>
      ),
    },
  ];
  const columns = narrow ? all.filter((c) => !c.wide) : all;

  return (
    <div ref={scroller} className={sticky.scroller} style={{ scrollPaddingRight: '164px' }}>
      <Table aria-label="Daftar Anggota Keluarga Penduduk Masuk" className={sticky.table}>
        <TableHeader>
          <TableRow className={sticky.row}>
            {columns.map((c) => (
              <TableHeaderCell
                key={c.header}
                style={c.width ? { width: c.width } : undefined}
                className={c.sticky ? pinned : undefined}
                data-sticky={c.sticky ? 'end' : undefined}
              >
                <span className={styles.header}>{c.header}</span>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p._id} className={sticky.row}>
              {columns.map((c) => (
                <TableCell key={c.header} className={c.sticky ? pinned : undefined} data-sticky={c.sticky ? 'end' : undefined}>
                  {c.cell(p)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
