import { Badge } from '@fluentui/react-badge';
import type { DesaRingkasan, DesaSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import { angka } from './jumlah-register';

/**
 * The regency's villages with their counts; the name opens the village's page. Ten columns do not fit
 * beside the drawer at 1024px: the table scrolls sideways in its card, the name first.
 */
export function DesaTable(list: TablePage<DesaRingkasan, DesaSort>) {
  const count = (key: DesaSort & keyof DesaRingkasan['jumlah'], header: string, width: string): DataTableColumn<DesaRingkasan, DesaSort> => ({
    key,
    header,
    sortable: true,
    width,
    render: (d) => angka(d.jumlah[key]),
  });
  const columns: DataTableColumn<DesaRingkasan, DesaSort>[] = [
    { key: 'nama_desa', header: 'Desa', sortable: true, width: '170px', render: (d) => <RouterLink to={`/kabupaten/desa/${d._id}`}>{d.nama_desa}</RouterLink> },
    { key: 'kode_wilayah', header: 'Kode Wilayah', sortable: true, width: '135px', render: (d) => d.kode_wilayah ?? '-' },
    { key: 'kecamatan', header: 'Kecamatan', sortable: true, width: '140px', render: (d) => d.kecamatan },
    {
      key: 'status',
      header: 'Status',
      width: '100px',
      render: (d) => (
        <Badge appearance="tint" color={d.aktif ? 'success' : 'danger'}>
          {d.aktif ? 'Aktif' : 'Nonaktif'}
        </Badge>
      ),
    },
    count('penduduk', 'Penduduk', '105px'),
    count('kartu_keluarga', 'KK', '75px'),
    count('penduduk_masuk', 'Masuk', '85px'),
    count('penduduk_keluar', 'Keluar', '85px'),
    count('meninggal', 'Meninggal', '105px'),
    count('belum_lengkap', 'Belum Lengkap', '125px'),
  ];
  return <DataTable ariaLabel="Daftar Desa" columns={columns} getRowKey={(d) => d._id} minWidth="1130px" {...tablePageProps(list)} />;
}
