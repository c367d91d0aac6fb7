// /penduduk/perlu_dilengkapi, "Data Perlu Dilengkapi" (issue 35): the residents whose record could not
// be read completely from the old one-text birth place and date (migration 0023, or a client built
// before contract 1.3.0), each with what is left and a link to the person form that completes it.
import { SORT_KEYS, type Penduduk, type PendudukSort } from '@sid/openapi';
import { labelPerluDilengkapi } from '@sid/openapi/domain';
import { DataTable, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { ListFrame } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, EmptyState } from '@sid/ui/states';
import { usePerluDilengkapiList } from './api/list-perlu-dilengkapi';

function PerluDilengkapiTable(list: TablePage<Penduduk, PendudukSort>) {
  const columns: DataTableColumn<Penduduk, PendudukSort>[] = [
    { key: 'no_kk', header: 'Nomor KK', sortable: true, width: '128px', render: (p) => p.keluarga_dari.no_kk },
    { key: 'nik', header: 'NIK', sortable: true, width: '128px', render: (p) => p.nik },
    { key: 'nama_lengkap', header: 'Nama Lengkap', sortable: true, render: (p) => p.nama_lengkap },
    // What was typed before, as it was: the clerk reads it while completing the record.
    { key: 'tempat_tanggal_lahir', header: 'Tempat Tgl. Lahir (tertulis)', sortable: true, render: (p) => p.tempat_tanggal_lahir },
    { key: 'perlu_dilengkapi', header: 'Perlu Dilengkapi', render: (p) => labelPerluDilengkapi(p.perlu_dilengkapi).join(', ') },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '96px',
      // The person form; after saving it comes back here (the record then leaves the list).
      render: (p) => (
        <RouterLink to={`/kartu_keluarga/${p._id}/d/update`} state={{ kembali: true }} aria-label={`Lengkapi ${p.nama_lengkap}`}>
          Lengkapi
        </RouterLink>
      ),
    },
  ];
  return <DataTable ariaLabel="Data Perlu Dilengkapi" columns={columns} getRowKey={(p) => p._id} minWidth="960px" {...tablePageProps(list)} />;
}

export function PerluDilengkapiPage() {
  const table = useTableState<PendudukSort>({ sort: 'nama_lengkap' }, { syncUrl: true, sortKeys: SORT_KEYS.PendudukSort });
  const result = usePerluDilengkapiList(table.query);
  return (
    <ListFrame
      titleId="perlu-dilengkapi-title"
      title="Data Perlu Dilengkapi"
      intro="Data penduduk yang tidak terbaca lengkap dari data lama. Buka setiap data dan lengkapi isiannya."
    >
      <DataStates
        {...result}
        isEmpty={(found) => found.total === 0}
        empty={<EmptyState title="SEMUA DATA SUDAH LENGKAP" description="Tidak ada data penduduk yang perlu dilengkapi" />}
      >
        {(found) => <PerluDilengkapiTable rows={found.rows} total={found.total} query={table.query} onQueryChange={table.onChange} loading={found.validating} />}
      </DataStates>
    </ListFrame>
  );
}

export default PerluDilengkapiPage;
