import { Badge } from '@fluentui/react-badge';
import type { DesaRingkasan, DesaSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import { angka } from './jumlah-register';

/** The regency's villages with their counts; the name opens the village's page. */
export function DesaTable(list: TablePage<DesaRingkasan, DesaSort>) {
  const count = (key: DesaSort & keyof DesaRingkasan['jumlah'], header: string): DataTableColumn<DesaRingkasan, DesaSort> => ({
    key,
    header,
    sortable: true,
    width: '110px',
    render: (d) => angka(d.jumlah[key]),
  });
  const columns: DataTableColumn<DesaRingkasan, DesaSort>[] = [
    { key: 'nama_desa', header: 'Desa', sortable: true, width: '200px', render: (d) => <RouterLink to={`/kabupaten/desa/${d._id}`}>{d.nama_desa}</RouterLink> },
    { key: 'kode_wilayah', header: 'Kode Wilayah', sortable: true, width: '140px', render: (d) => d.kode_wilayah ?? '-' },
    { key: 'kecamatan', header: 'Kecamatan', sortable: true, width: '160px', render: (d) => d.kecamatan },
    {
      key: 'status',
      header: 'Status',
      width: '110px',
      render: (d) => (
        <Badge appearance="tint" color={d.aktif ? 'success' : 'danger'}>
          {d.aktif ? 'Aktif' : 'Nonaktif'}
        </Badge>
      ),
    },
    count('penduduk', 'Penduduk'),
    count('kartu_keluarga', 'KK'),
    count('penduduk_masuk', 'Masuk'),
    count('penduduk_keluar', 'Keluar'),
    count('meninggal', 'Meninggal'),
    count('belum_lengkap', 'Belum Lengkap'),
  ];
  return <DataTable ariaLabel="Daftar Desa" columns={columns} getRowKey={(d) => d._id} minWidth="1290px" {...tablePageProps(list)} />;
}
