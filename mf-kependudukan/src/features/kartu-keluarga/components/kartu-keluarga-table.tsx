import type { KartuKeluarga, Penduduk } from '@sid/openapi';
import { DataTable, NARROW, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import type { KkListSort } from '../api/list-kartu-keluarga';

/** The person columns of a row: the card's first member, or the person a search found. */
function personColumns<T>(person: (row: T) => Penduduk | undefined, noKk: (row: T) => string): DataTableColumn<T, KkListSort>[] {
  const text = (row: T, pick: (p: Penduduk) => string) => {
    const p = person(row);
    return p ? pick(p) : '-';
  };
  // Issue 40: at a 1024 px window the birth, age and address wait for the card's page (docs/decisions.md).
  return [
    { key: 'no_kk', header: 'Nomor KK', sortable: true, render: noKk },
    { key: 'nik', header: 'NIK', sortable: true, render: (r) => text(r, (p) => p.nik) },
    { key: 'nama_lengkap', header: 'Nama Lengkap', sortable: true, render: (r) => text(r, (p) => p.nama_lengkap) },
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir', sortable: true, hideBelow: NARROW, render: (r) => text(r, (p) => p.tempat_tanggal_lahir) },
    { key: 'umur', header: 'Umur', sortable: true, hideBelow: NARROW, render: (r) => text(r, (p) => p.umur) },
    { key: 'alamat_asal', header: 'Alamat', sortable: true, hideBelow: NARROW, render: (r) => text(r, (p) => p.alamat_asal) },
    { key: 'jenis_kelamin', header: 'Jenis Kelamin', sortable: true, render: (r) => text(r, (p) => p.jenis_kelamin) },
  ];
}

/** One row per card, showing its first member (the head of family). */
export function KartuKeluargaTable(list: TablePage<KartuKeluarga, KkListSort>) {
  const columns: DataTableColumn<KartuKeluarga, KkListSort>[] = [
    ...personColumns<KartuKeluarga>((kk) => kk.anggota_keluarga[0], (kk) => kk.no_kk),
    { key: 'jumlah_anggota', header: 'Anggota Keluarga', sortable: true, render: (kk) => kk.anggota_keluarga.length },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '88px',
      render: (kk) => (
        <RouterLink to={`/kartu_keluarga/${kk._id}/d`} aria-label={`Lihat Detail KK ${kk.no_kk}`}>
          Lihat Detail
        </RouterLink>
      ),
    },
  ];
  return <Table list={list} columns={columns} getRowKey={(kk) => kk._id} />;
}

/** The people a name or NIK search found; each links to their card with them highlighted. */
export function HasilPendudukTable(list: TablePage<Penduduk, KkListSort>) {
  const columns: DataTableColumn<Penduduk, KkListSort>[] = [
    ...personColumns<Penduduk>((p) => p, (p) => p.keluarga_dari.no_kk),
    { key: 'posisi_dalam_keluarga', header: 'Kedudukan', sortable: true, render: (p) => p.posisi_dalam_keluarga },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '88px',
      render: (p) => (
        <RouterLink to={`/kartu_keluarga/${p.keluarga_dari._id}/d/${p._id}`} aria-label={`Lihat Detail KK ${p.nama_lengkap}`}>
          Lihat Detail
        </RouterLink>
      ),
    },
  ];
  return <Table list={list} columns={columns} getRowKey={(p) => p._id} />;
}

function Table<T>({ list, columns, getRowKey }: {
  list: TablePage<T, KkListSort>;
  columns: DataTableColumn<T, KkListSort>[];
  getRowKey: (row: T) => string;
}) {
  return (
    <DataTable
      ariaLabel="Daftar Kartu Keluarga"
      columns={columns}
      getRowKey={getRowKey}
      {...tablePageProps(list)}
    />
  );
}
