import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { useOverflowsX, useStickyActionsStyles } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import { StatusBadge } from '../../../lib/status-badge';

const useStyles = makeStyles({
  header: { fontWeight: tokens.fontWeightSemibold },
  highlighted: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    boxShadow: `inset 4px 0 0 ${tokens.colorCompoundBrandStroke}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface AnggotaTableProps {
  /** The card's members, head of family first (all of them: a card holds a handful). */
  rows: readonly Penduduk[];
  /** The member to highlight (/kartu_keluarga/{id}/d/{memberId}). */
  highlightId?: string;
  onEdit: (p: Penduduk) => void;
  onDelete: (p: Penduduk) => void;
}

/** Header and content width of each column (cells add their padding); 16 digits fit unwrapped. */
const HEADERS: ReadonlyArray<[string, string | undefined]> = [
  ['NIK', '128px'],
  ['Nama Lengkap', undefined],
  ['Tempat Tgl. Lahir', undefined],
  ['Umur', '40px'],
  ['Jenis Kelamin', '76px'],
  ['Kedudukan', '104px'],
  ['Status', '136px'],
  ['Aksi', '150px'],
];

export function AnggotaTable({ rows, highlightId, onEdit, onDelete }: AnggotaTableProps) {
  const styles = useStyles();
  // Issue 16: Edit and Hapus stay in sight at the right edge while the other columns scroll sideways.
  const sticky = useStickyActionsStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = mergeClasses(sticky.cell, useOverflowsX(scroller) && sticky.raised);
  const highlighted = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    highlighted.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightId]);

  return (
    <div ref={scroller} className={sticky.scroller} style={{ scrollPaddingRight: '150px' }}>
      <Table aria-label="Daftar Anggota Keluarga" className={sticky.table} style={{ minWidth: '940px' }}>
        <TableHeader>
          <TableRow className={sticky.row}>
            {HEADERS.map(([h, width]) => (
              <TableHeaderCell
                key={h}
                style={width ? { width } : undefined}
                className={h === 'Aksi' ? pinned : undefined}
                data-sticky={h === 'Aksi' ? 'end' : undefined}
              >
                <span className={styles.header}>{h}</span>
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((p) => {
            const current = p._id === highlightId;
            return (
              <TableRow
                key={p._id}
                ref={current ? highlighted : undefined}
                className={mergeClasses(sticky.row, current && styles.highlighted)}
                aria-current={current ? 'true' : undefined}
                data-highlighted={current ? 'true' : undefined}
              >
                <TableCell>{p.nik}</TableCell>
                <TableCell>
                  <RouterLink to={`/penduduk/${p._id}/d`} aria-label={`Lihat Detail ${p.nama_lengkap}`}>
                    {p.nama_lengkap}
                  </RouterLink>
                </TableCell>
                <TableCell>{p.tempat_tanggal_lahir}</TableCell>
                <TableCell>{p.umur}</TableCell>
                <TableCell>{p.jenis_kelamin}</TableCell>
                <TableCell>{p.posisi_dalam_keluarga}</TableCell>
                <TableCell><StatusBadge status={p.status_penduduk} /></TableCell>
                <TableCell className={pinned} data-sticky="end">
                  <div className={styles.actions}>
                    <Button size="small" icon={<EditRegular />} aria-label={`Edit ${p.nama_lengkap}`} onClick={() => onEdit(p)}>
                      Edit
                    </Button>
                    <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${p.nama_lengkap}`} onClick={() => onDelete(p)}>
                      Hapus
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
