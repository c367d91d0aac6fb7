import type { PendudukKeluar, PendudukKeluarSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { tampil } from '@sid/ui/format';
import { KelengkapanBadge } from '@sid/ui-desa/kelengkapan';
import { usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';

const pengusul = (r: PendudukKeluar) => r.penduduk_keluar_desa[0];

export type PendudukKeluarTableProps = TablePage<PendudukKeluar, PendudukKeluarSort>;

/**
 * One row per moved-out record, described by its proposer (the first person). 'Jumlah Pengikut'
 * counts the people who left with them, as the server sorts it; 'Data' is complete once the record
 * has its statement (spec §4).
 */
export function PendudukKeluarTable(list: PendudukKeluarTableProps) {
  const page = usePageStyles();
  const columns: DataTableColumn<PendudukKeluar, PendudukKeluarSort>[] = [
    { key: 'no_kk', header: 'No. Kartu Keluarga', sortable: true, width: '160px', render: (r) => tampil(pengusul(r)?.keluarga_dari.no_kk) },
    {
      key: 'nama_lengkap',
      header: 'Nama Lengkap',
      sortable: true,
      // The row's way to its detail (spec: each row links to /penduduk_keluar/{id}/d).
      render: (r) => (
        <RouterLink className={page.link} to={`/penduduk_keluar/${r._id}/d`} aria-label={`Lihat detail ${pengusul(r)?.nama_lengkap ?? ''}`.trim()}>
          {tampil(pengusul(r)?.nama_lengkap)}
        </RouterLink>
      ),
    },
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: true, width: '110px', render: (r) => tampil(pengusul(r)?.jenis_kelamin) },
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir', sortable: true, render: (r) => tampil(pengusul(r)?.tempat_tanggal_lahir) },
    { key: 'alamat_asal', header: 'Alamat Asal', sortable: true, render: (r) => tampil(pengusul(r)?.alamat_asal) },
    { key: 'umur', header: 'Umur', sortable: true, width: '70px', render: (r) => tampil(pengusul(r)?.umur) },
    {
      key: 'jumlah_pengikut',
      header: 'Jumlah Pengikut',
      sortable: true,
      width: '100px',
      render: (r) => String(Math.max(0, r.penduduk_keluar_desa.length - 1)),
    },
    {
      key: 'data_lengkap',
      header: 'Data',
      sortable: true,
      width: '120px',
      render: (r) => <KelengkapanBadge lengkap={Boolean(r.keterangan_keluar_desa)} />,
    },
  ];
  return (
    <DataTable
      ariaLabel="Daftar Penduduk Keluar"
      columns={columns}
      getRowKey={(r) => r._id}
      // Fits the content area beside the drawer at 1280 px, so the Data chip never hides off to the right.
      minWidth="900px"
      {...tablePageProps(list)}
    />
  );
}
