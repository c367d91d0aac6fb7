import { Link } from 'react-router-dom';
import type { Kelahiran, KelahiranSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalPanjang, tampil } from '@sid/ui/format';
import { usePageStyles } from '@sid/ui/page';

export type KelahiranTableProps = TablePage<Kelahiran, KelahiranSort>;

export function KelahiranTable(list: KelahiranTableProps) {
  const styles = usePageStyles();
  const columns: DataTableColumn<Kelahiran, KelahiranSort>[] = [
    { key: 'nama', header: 'Nama Lengkap', sortable: true, render: (k) => tampil(k.nama) },
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: true, render: (k) => tampil(k.jenis_kelamin) },
    { key: 'tempat_lahir', header: 'Tempat Lahir', sortable: true, render: (k) => tampil(k.tempat_lahir) },
    { key: 'tanggal_lahir', header: 'Tanggal Lahir', sortable: true, render: (k) => tampil(formatTanggalPanjang(k.tanggal_lahir)) },
    { key: 'agama', header: 'Agama', sortable: true, render: (k) => tampil(k.agama) },
    // The list's 'Pelapor' is the reporter's relation to the child (the record keeps no reporter name).
    { key: 'hubungan_pelapor', header: 'Pelapor', sortable: true, render: (k) => tampil(k.hubungan_pelapor) },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '120px',
      render: (k) => (
        <Link className={styles.link} to={`/kelahiran/${k._id}/d`} aria-label={`Lihat Detail ${k.nama ?? ''}`.trim()}>
          Lihat Detail
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel="Daftar Kelahiran"
      columns={columns}
      getRowKey={(k) => k._id}
      {...tablePageProps(list)}
    />
  );
}
