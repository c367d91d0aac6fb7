import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Caption1 } from '@fluentui/react-text';
import type { DesaRingkasan, DesaSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import { angka } from './jumlah-register';
import { useLayarLebar } from './layar-lebar';

const useStyles = makeStyles({
  // The cells wrap their words (a long name, a two-word header) instead of running into the next.
  wrap: { '& td, & th': { overflowWrap: 'anywhere', verticalAlign: 'top' } },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The regency's villages with their counts; the name opens the village's page. Every column fits at
 * 1366px; at 1024px (the drawer beside it) the code goes under the name and the moved-in, moved-out
 * and deceased counts are left to the village's page: the status and the residents stay in sight,
 * with no sideways scroll (issue 40).
 */
export function DesaTable(list: TablePage<DesaRingkasan, DesaSort>) {
  const styles = useStyles();
  const lebar = useLayarLebar();
  const count = (key: DesaSort & keyof DesaRingkasan['jumlah'], header: string, width: string): DataTableColumn<DesaRingkasan, DesaSort> => ({
    key,
    header,
    sortable: true,
    width,
    render: (d) => angka(d.jumlah[key]),
  });
  const nama: DataTableColumn<DesaRingkasan, DesaSort> = {
    key: 'nama_desa',
    header: 'Desa',
    sortable: true,
    width: lebar ? '15%' : '27%',
    render: (d) => lebar ? <RouterLink to={`/kabupaten/desa/${d._id}`}>{d.nama_desa}</RouterLink> : (
      <span className={styles.stack}>
        <RouterLink to={`/kabupaten/desa/${d._id}`}>{d.nama_desa}</RouterLink>
        <Caption1 className={styles.muted}>{d.kode_wilayah ?? 'Tanpa kode wilayah'}</Caption1>
      </span>
    ),
  };
  const status: DataTableColumn<DesaRingkasan, DesaSort> = {
    key: 'status',
    header: 'Status',
    width: lebar ? '9%' : '14%',
    render: (d) => (
      <Badge appearance="tint" color={d.aktif ? 'success' : 'danger'}>
        {d.aktif ? 'Aktif' : 'Nonaktif'}
      </Badge>
    ),
  };
  const kecamatan: DataTableColumn<DesaRingkasan, DesaSort> = { key: 'kecamatan', header: 'Kecamatan', sortable: true, width: lebar ? '12%' : '20%', render: (d) => d.kecamatan };
  const columns: DataTableColumn<DesaRingkasan, DesaSort>[] = lebar
    ? [
      nama,
      { key: 'kode_wilayah', header: 'Kode Wilayah', sortable: true, width: '12%', render: (d) => d.kode_wilayah ?? 'Belum ditetapkan' },
      kecamatan,
      status,
      count('penduduk', 'Penduduk', '10%'),
      count('kartu_keluarga', 'KK', '6%'),
      count('penduduk_masuk', 'Masuk', '8%'),
      count('penduduk_keluar', 'Keluar', '8%'),
      count('meninggal', 'Meninggal', '10%'),
      count('belum_lengkap', 'Belum Lengkap', '10%'),
    ]
    : [nama, kecamatan, status, count('penduduk', 'Penduduk', '14%'), count('kartu_keluarga', 'KK', '10%'), count('belum_lengkap', 'Belum Lengkap', '15%')];
  return (
    <div className={styles.wrap}>
      <DataTable ariaLabel="Daftar Desa" columns={columns} getRowKey={(d) => d._id} {...tablePageProps(list)} />
    </div>
  );
}
