// /penduduk/perlu_dilengkapi, "Data Perlu Dilengkapi" (issue 35): the residents whose record could not
// be read completely from the old one-text birth place and date (migration 0023, or a client built
// before contract 1.3.0) or whose old address named no RT here (migration 0024), each with what is
// left and a link to where it is completed.
import { makeStyles } from '@griffel/react';
import { SORT_KEYS, type Penduduk, type PendudukSort } from '@sid/openapi';
import { labelPerluDilengkapi } from '@sid/openapi/domain/lahir';
import { DataTable, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { ListFrame } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, EmptyState } from '@sid/ui/states';
import { usePerluDilengkapiList } from './api/list-perlu-dilengkapi';

const useStyles = makeStyles({ links: { display: 'flex', flexDirection: 'column', gap: '4px' } });

function PerluDilengkapiTable(list: TablePage<Penduduk, PendudukSort>) {
  const styles = useStyles();
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
      width: '120px',
      // The birth fields in the person form (after saving it comes back here); the address here on the
      // family card's page ('Ubah Alamat'), which every member of the card shares.
      render: (p) => (
        <span className={styles.links}>
          {p.perlu_dilengkapi.some((k) => k !== 'alamat') ? (
            <RouterLink to={`/kartu_keluarga/${p._id}/d/update`} state={{ kembali: true }} aria-label={`Lengkapi ${p.nama_lengkap}`}>
              Lengkapi
            </RouterLink>
          ) : null}
          {p.perlu_dilengkapi.includes('alamat') ? (
            <RouterLink to={`/kartu_keluarga/${p.keluarga_dari._id}/d`} aria-label={`Lengkapi alamat ${p.nama_lengkap}`}>
              Lengkapi alamat
            </RouterLink>
          ) : null}
        </span>
      ),
    },
  ];
  return <DataTable ariaLabel="Data Perlu Dilengkapi" columns={columns} getRowKey={(p) => p._id} {...tablePageProps(list)} />;
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
