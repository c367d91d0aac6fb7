import type { PendudukKeluar, PendudukKeluarSort } from '@sid/openapi';
import { DataTable, NARROW, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
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
    { key: 'no_kk', header: 'No. Kartu Keluarga', sortable: true, render: (r) => tampil(pengusul(r)?.keluarga_dari.no_kk) },
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
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: true, render: (r) => tampil(pengusul(r)?.jenis_kelamin) },
    // Issue 40: at a 1024 px window the birth, address and age wait for the record's page (docs/decisions.md).
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir', sortable: true, hideBelow: NARROW, render: (r) => tampil(pengusul(r)?.tempat_tanggal_lahir) },
    { key: 'alamat_asal', header: 'Alamat Asal', sortable: true, hideBelow: NARROW, render: (r) => tampil(pengusul(r)?.alamat_asal) },
    { key: 'umur', header: 'Umur', sortable: true, hideBelow: NARROW, render: (r) => tampil(pengusul(r)?.umur) },
    {
      key: 'jumlah_pengikut',
      header: 'Jumlah Pengikut',
      sortable: true,
      render: (r) => String(Math.max(0, r.penduduk_keluar_desa.length - 1)),
    },
    {
      key: 'data_lengkap',
      header: 'Data',
      sortable: true,
      render: (r) => <KelengkapanBadge lengkap={Boolean(r.keterangan_keluar_desa)} />,
    },
  ];
  return (
    <DataTable
      ariaLabel="Daftar Penduduk Keluar"
      columns={columns}
      getRowKey={(r) => r._id}
      {...tablePageProps(list)}
    />
  );
}
