// The members of an incoming card, head first. A card holds a handful of people: all of them show,
// without paging.
import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { tampil } from '@sid/ui/format';
import { RouterLink } from '@sid/ui/router-link';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  table: { minWidth: '940px' },
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
}

export function AnggotaMasukTable({ rows, onEdit, onDelete }: AnggotaMasukTableProps) {
  const styles = useStyles();
  const columns: Column[] = [
    { header: 'NIK', width: '150px', cell: (p) => <span className={styles.nik}>{p.nik}</span> },
    {
      header: 'Nama Lengkap',
      cell: (p) => <RouterLink to={`/penduduk/${p._id}/d`} aria-label={`Lihat Detail ${p.nama_lengkap}`}>{p.nama_lengkap}</RouterLink>,
    },
    { header: 'Tempat Tgl. Lahir', cell: (p) => tampil(p.tempat_tanggal_lahir) },
    { header: 'Umur', width: '56px', cell: (p) => tampil(p.umur) },
    { header: 'Alamat', cell: (p) => tampil(p.alamat_asal) },
    { header: 'Jenis Kelamin', width: '100px', cell: (p) => p.jenis_kelamin },
    { header: 'Kedudukan', width: '124px', cell: (p) => p.posisi_dalam_keluarga },
    {
      header: 'Aksi',
      width: '164px',
      cell: (p) => (
        <div className={styles.actions}>
          <Button size="small" icon={<EditRegular />} aria-label={`Edit ${p.nama_lengkap}`} onClick={() => onEdit(p)}>Edit</Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${p.nama_lengkap}`} onClick={() => onDelete(p)}>Hapus</Button>
        </div>
      ),
    },
  ];

  return (
    <div className={styles.scroller}>
      <Table aria-label="Daftar Anggota Keluarga Penduduk Masuk" className={styles.table}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHeaderCell key={c.header} style={c.width ? { width: c.width } : undefined}>
                <span className={styles.header}>{c.header}</span>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p._id}>
              {columns.map((c) => <TableCell key={c.header}>{c.cell(p)}</TableCell>)}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
