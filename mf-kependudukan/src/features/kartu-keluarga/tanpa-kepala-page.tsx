// /kartu_keluarga/tanpa_kepala, "Tanpa Kepala Keluarga" (issue 40): the cards whose head died or moved
// out while others still live on them, the latest first, each opening its card's page where
// 'Tentukan Kepala Keluarga' names the new head. Reached from the dashboard's reminder.
import type { KartuKeluarga } from '@sid/openapi';
import { KEPALA_KELUARGA, masihTinggal, STATUS_PENDUDUK_LABEL, type StatusPenduduk } from '@sid/openapi/domain';
import { DataTable, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { ListFrame } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, EmptyState } from '@sid/ui/states';
import { useTanpaKepalaList } from './api/kepala-keluarga';

const kepalaOf = (k: KartuKeluarga) => k.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);

function TanpaKepalaTable(list: TablePage<KartuKeluarga, string>) {
  const columns: DataTableColumn<KartuKeluarga, string>[] = [
    { key: 'no_kk', header: 'Nomor KK', width: '150px', render: (k) => k.no_kk },
    { key: 'kepala', header: 'Kepala Keluarga Lama', render: (k) => kepalaOf(k)?.nama_lengkap ?? '-' },
    { key: 'status', header: 'Keterangan', width: '170px', render: (k) => STATUS_PENDUDUK_LABEL[kepalaOf(k)?.status_penduduk as StatusPenduduk] ?? '-' },
    { key: 'tinggal', header: 'Anggota yang Tinggal', width: '170px', render: (k) => `${k.anggota_keluarga.filter(masihTinggal).length} orang` },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '110px',
      render: (k) => (
        <RouterLink to={`/kartu_keluarga/${k._id}/d`} aria-label={`Tentukan Kepala Keluarga KK ${k.no_kk}`}>
          Tentukan
        </RouterLink>
      ),
    },
  ];
  return <DataTable ariaLabel="Kartu Keluarga Tanpa Kepala Keluarga" columns={columns} getRowKey={(k) => k._id} {...tablePageProps(list)} />;
}

export function TanpaKepalaPage() {
  const table = useTableState<string>({}, { syncUrl: true });
  const result = useTanpaKepalaList(table.query);
  return (
    <ListFrame
      titleId="tanpa-kepala-title"
      title="Tanpa Kepala Keluarga"
      intro="Kartu keluarga yang kepala keluarganya telah meninggal atau pindah, sementara anggota lain masih tinggal. Buka setiap kartu dan tentukan Kepala Keluarga baru."
    >
      <DataStates
        {...result}
        isEmpty={(found) => found.total === 0}
        empty={<EmptyState title="SEMUA KARTU KELUARGA MEMILIKI KEPALA KELUARGA" description="Tidak ada kartu keluarga yang menunggu kepala keluarga baru" />}
      >
        {(found) => <TanpaKepalaTable rows={found.rows} total={found.total} query={table.query} onQueryChange={table.onChange} loading={found.validating} />}
      </DataStates>
    </ListFrame>
  );
}

export default TanpaKepalaPage;
