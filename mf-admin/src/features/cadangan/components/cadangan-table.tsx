import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Caption1 } from '@fluentui/react-text';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import type { Cadangan, CadanganSort } from '../api/list-cadangan';
import { formatUkuran, formatWaktu } from './format-cadangan';

const useStyles = makeStyles({
  hasil: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
  pesan: { color: tokens.colorNeutralForeground2 },
  gagal: { color: tokens.colorPaletteRedForeground1 },
});

const HASIL: Record<Cadangan['status'], { label: string; color: 'success' | 'danger' | 'informative' }> = {
  berhasil: { label: 'Berhasil', color: 'success' },
  gagal: { label: 'Gagal', color: 'danger' },
  berjalan: { label: 'Berjalan', color: 'informative' },
};

export const PEMICU: Record<Cadangan['pemicu'], string> = { jadwal: 'Terjadwal', manual: 'Manual' };

export interface CadanganTableProps extends TablePage<Cadangan, CadanganSort> {
  /** The village's time zone (getBackupStatus' `jadwal.zona_waktu`). */
  zona?: string;
  /** The caller may download (single-village Super Admin); otherwise no 'Aksi' column. */
  unduh?: (run: Cadangan) => void;
  /** The run being downloaded, whose button shows progress. */
  mengunduh?: string | null;
}

/** The recorded runs: when, by what, how large, and the result (a failure's Indonesian message under it). */
export function CadanganTable({ zona, unduh, mengunduh = null, ...list }: CadanganTableProps) {
  const styles = useStyles();
  const columns: DataTableColumn<Cadangan, CadanganSort>[] = [
    { key: 'mulai', header: 'Waktu', sortable: true, width: '220px', render: (r) => formatWaktu(r.mulai, zona) },
    { key: 'pemicu', header: 'Pemicu', width: '110px', render: (r) => PEMICU[r.pemicu] },
    { key: 'ukuran', header: 'Ukuran', sortable: true, width: '100px', render: (r) => formatUkuran(r.ukuran) },
    {
      key: 'status',
      header: 'Hasil',
      sortable: true,
      render: (r) => (
        <div className={styles.hasil}>
          <Badge appearance="tint" color={HASIL[r.status].color} icon={r.status === 'berjalan' ? <Spinner size="extra-tiny" /> : undefined}>
            {HASIL[r.status].label}
          </Badge>
          {r.status === 'gagal' ? <Caption1 className={styles.gagal}>{r.pesan}</Caption1> : null}
          {r.status === 'berhasil' && !r.tersedia ? <Caption1 className={styles.pesan}>Arsip sudah dihapus oleh rotasi</Caption1> : null}
        </div>
      ),
    },
  ];
  if (unduh) {
    columns.push({
      key: 'aksi',
      header: 'Aksi',
      width: '120px',
      render: (r) =>
        r.status === 'berhasil' && r.tersedia ? (
          <Button
            size="small"
            icon={mengunduh === r._id ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />}
            disabledFocusable={mengunduh !== null}
            // The time tells one row's button from another's.
            aria-label={`Unduh cadangan ${formatWaktu(r.mulai, zona)}`}
            onClick={() => unduh(r)}
          >
            Unduh
          </Button>
        ) : null,
    });
  }
  return <DataTable ariaLabel="Daftar Cadangan" columns={columns} getRowKey={(r) => r._id} {...tablePageProps(list)} />;
}
