import { useEffect, useRef } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { Penduduk } from '@sid/openapi';
import { NARROW, useScrollerSize, useStickyActionsStyles } from '@sid/ui/data-table';
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

/** The columns; the table lays out by content (issue 40). */
const HEADERS: readonly string[] = ['NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Jenis Kelamin', 'Kedudukan', 'Status', 'Aksi'];
/** Left out at a 1024 px window (issue 40, docs/decisions.md): the resident's page shows it. */
const NARROW_HIDDEN = 'Tempat Tgl. Lahir';

export function AnggotaTable({ rows, highlightId, onEdit, onDelete }: AnggotaTableProps) {
  const styles = useStyles();
  // Issue 16: Edit and Hapus stay in sight at the right edge while the other columns scroll sideways.
  const sticky = useStickyActionsStyles();
  const scroller = useRef<HTMLDivElement>(null);
  const { overflows, width } = useScrollerSize(scroller);
  const pinned = mergeClasses(sticky.cell, overflows && sticky.raised);
  const narrow = width !== undefined && width < NARROW;
  const highlighted = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    highlighted.current?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightId]);

  return (
    <div ref={scroller} className={sticky.scroller} style={{ scrollPaddingRight: '150px' }}>
      <Table aria-label="Daftar Anggota Keluarga" className={sticky.table}>
        <TableHeader>
          <TableRow className={sticky.row}>
            {HEADERS.filter((h) => !narrow || h !== NARROW_HIDDEN).map((h) => (
              <TableHeaderCell
                key={h}
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
                {narrow ? null : <TableCell>{p.tempat_tanggal_lahir}</TableCell>}
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
