import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1Strong, Caption1 } from '@fluentui/react-text';
import { ArrowUndoRegular, DeleteRegular } from '@fluentui/react-icons';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalPanjang, formatTanggalWaktu } from '@sid/ui/format';
import { JENIS_DATA_TERHAPUS, type DataTerhapus, type DataTerhapusSort } from '../api/list-data-terhapus';

const useStyles = makeStyles({
  // A NIK or No. KK is one long word: it wraps inside its column instead of running over the next.
  data: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  // The two buttons one above the other: a narrow Aksi column leaves the dates in sight.
  aksi: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, paddingBlock: tokens.spacingVerticalXS },
});

export interface DataTerhapusTableProps extends TablePage<DataTerhapus, DataTerhapusSort> {
  onPulihkan: (row: DataTerhapus) => void;
  onHapusPermanen: (row: DataTerhapus) => void;
}

/** The kept records: what, why, by whom and when, and until when; restore or delete for good. */
export function DataTerhapusTable({ onPulihkan, onHapusPermanen, ...list }: DataTerhapusTableProps) {
  const styles = useStyles();
  const columns: DataTableColumn<DataTerhapus, DataTerhapusSort>[] = [
    { key: 'jenis', header: 'Jenis', sortable: true, render: (r) => JENIS_DATA_TERHAPUS[r.jenis] ?? r.jenis },
    {
      key: 'data',
      header: 'Data',
      render: (r) => (
        <div className={styles.data}>
          <Body1Strong>{r.judul}</Body1Strong>
          {r.keterangan ? <Caption1 className={styles.muted}>{r.keterangan}</Caption1> : null}
          {r.ikut_terhapus.length > 0 ? (
            <Caption1 className={styles.muted}>Ikut terhapus: {r.ikut_terhapus.join('; ')}</Caption1>
          ) : null}
        </div>
      ),
    },
    { key: 'alasan', header: 'Alasan', render: (r) => r.alasan },
    // Issue 40: who and when in one column, and the purge date without its time, so that the dates
    // stay in sight beside the sticky Aksi column at 1366 px.
    {
      key: 'dihapus_pada',
      header: 'Dihapus',
      sortable: true,
      render: (r) => (
        <div className={styles.data}>
          <span>{formatTanggalWaktu(r.dihapus_pada) || '-'}</span>
          <Caption1 className={styles.muted}>oleh {r.dihapus_oleh || '-'}</Caption1>
        </div>
      ),
    },
    { key: 'dihapus_permanen_pada', header: 'Dihapus permanen pada', render: (r) => formatTanggalPanjang(r.dihapus_permanen_pada) || '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <div className={styles.aksi}>
          {/* The record's name in the accessible label tells one row's buttons from another's. */}
          <Button size="small" icon={<ArrowUndoRegular />} aria-label={`Pulihkan ${r.judul}`} onClick={() => onPulihkan(r)}>
            Pulihkan
          </Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus Permanen ${r.judul}`} onClick={() => onHapusPermanen(r)}>
            Hapus Permanen
          </Button>
        </div>
      ),
    },
  ];
  return <DataTable ariaLabel="Daftar Data Terhapus" columns={columns} getRowKey={(r) => r._id} {...tablePageProps(list)} />;
}
