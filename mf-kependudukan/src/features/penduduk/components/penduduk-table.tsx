import { useLocation } from 'react-router-dom';
import type { Penduduk, PendudukSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';

export interface PendudukTableProps extends TablePage<Penduduk, PendudukSort> {
  /** Columns the current source cannot sort by (the card search has no Kedudukan order). */
  unsortable?: readonly PendudukSort[];
}

export function PendudukTable({ unsortable = [], ...list }: PendudukTableProps) {
  const location = useLocation();
  // 'Kembali' on the detail returns to this very list (its search, page and sort).
  const from = `${location.pathname}${location.search}`;
  const sortable = (key: PendudukSort) => !unsortable.includes(key);
  const columns: DataTableColumn<Penduduk, PendudukSort>[] = [
    { key: 'no_kk', header: 'Nomor KK', sortable: sortable('no_kk'), width: '128px', render: (p) => p.keluarga_dari.no_kk },
    { key: 'nik', header: 'NIK', sortable: sortable('nik'), width: '128px', render: (p) => p.nik },
    { key: 'nama_lengkap', header: 'Nama Lengkap', sortable: sortable('nama_lengkap'), render: (p) => p.nama_lengkap },
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir', sortable: sortable('tempat_tanggal_lahir'), render: (p) => p.tempat_tanggal_lahir },
    { key: 'umur', header: 'Umur', sortable: sortable('umur'), width: '48px', render: (p) => p.umur },
    { key: 'alamat_asal', header: 'Alamat', sortable: sortable('alamat_asal'), render: (p) => p.alamat_asal },
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: sortable('jenis_kelamin'), width: '84px', render: (p) => p.jenis_kelamin },
    { key: 'posisi_dalam_keluarga', header: 'Kedudukan', sortable: sortable('posisi_dalam_keluarga'), width: '104px', render: (p) => p.posisi_dalam_keluarga },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '88px',
      render: (p) => (
        <RouterLink to={`/penduduk/${p._id}/d`} state={{ from }} aria-label={`Lihat Detail ${p.nama_lengkap}`}>
          Lihat Detail
        </RouterLink>
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel="Daftar Penduduk"
      columns={columns}
      getRowKey={(p) => p._id}
      minWidth="960px"
      {...tablePageProps(list)}
    />
  );
}
