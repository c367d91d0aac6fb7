// /penduduk, 'Daftar Penduduk' (its own page since issue 40; the spec put it under the dashboard's
// figures): search (Enter), FILTER, the area filter, 'Unduh CSV', the server-paged table.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Caption1 } from '@fluentui/react-text';
import { FilterRegular, PersonAddRegular } from '@fluentui/react-icons';
import { SORT_KEYS, type PendudukSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { DataStates, EmptyState, NotFoundState } from '@sid/ui/states';
import { ListFrame } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { SearchConditionBox } from '../../lib/search-box';
import { useSearchCondition } from '../../lib/use-search-condition';
import { PENDUDUK_SEARCH_BY, PENDUDUK_SEARCH_LABEL, usePendudukRows, type PendudukSearchBy } from './api/list-penduduk';
import { downloadPenduduk } from './api/download-penduduk';
import { FilterDialog } from './components/filter-dialog';
import { WilayahFilter, useWilayahFilter } from '@sid/ui-desa/wilayah';
import { PendudukTable } from './components/penduduk-table';

const useStyles = makeStyles({
  spacer: { flexGrow: 1 },
  note: { display: 'block', marginBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

const KK_UNSORTABLE: readonly PendudukSort[] = ['posisi_dalam_keluarga'];

export function PendudukListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const table = useTableState<PendudukSort>({}, { syncUrl: true, sortKeys: SORT_KEYS.PendudukSort });
  const search = useSearchCondition<PendudukSearchBy>(PENDUDUK_SEARCH_BY, 'semua');
  const [filterOpen, setFilterOpen] = useState(false);
  // The area people live in (issue 35), in the URL beside the search.
  const wilayah = useWilayahFilter();
  const result = usePendudukRows(search.active, table.query, wilayah.params);

  const addCard = (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate('/kartu_keluarga/insert')}>
      Tambah Kartu Keluarga
    </Button>
  );

  const label = PENDUDUK_SEARCH_LABEL[search.by];
  return (
    <ListFrame
      titleId="daftar-penduduk-title"
      title="Daftar Penduduk"
      toolbar={{
        label: 'Pencarian penduduk',
        children: (
          <>
            <SearchConditionBox search={search} subject="penduduk" label={label} />
            <Button icon={<FilterRegular />} onClick={() => setFilterOpen(true)} aria-label={`Filter (Search By: ${label})`}>
              Filter
            </Button>
            <WilayahFilter filter={wilayah} />
            <span className={styles.spacer} />
            {/* What the list shows: the running search's text as the server's q, and the order (issue 16); a search that found nothing has nothing to download. */}
            <CsvDownloadButton
              download={(format) => downloadPenduduk({ sort: table.sort, order: table.order, q: search.active?.text, format, ...wilayah.params })}
              withFormats
              disabled={search.active !== null && result.data?.total === 0}
            />
          </>
        ),
      }}
    >
      <DataStates
        {...result}
        isEmpty={(found) => found.total === 0}
        empty={search.active
          ? <NotFoundState title="HASIL TIDAK DITEMUKAN" description="Silakan cari berdasarkan NIK, Nomor KK, atau Nama dengan benar" />
          : <EmptyState title="DATA PENDUDUK KOSONG" description="Silakan tambah data penduduk terlebih dahulu" action={addCard} />}
      >
        {(found) => (
          <>
            {found.cards !== undefined ? (
              <Caption1 className={styles.note}>
                {`Anggota dari ${found.cards} kartu keluarga dengan Nomor KK "${search.active?.text ?? ''}"; halaman dihitung per kartu keluarga.`}
              </Caption1>
            ) : null}
            <PendudukTable
              rows={found.rows}
              total={found.total}
              terbatas={found.terbatas}
              query={table.query}
              onQueryChange={table.onChange}
              loading={found.validating}
              unsortable={found.cards !== undefined ? KK_UNSORTABLE : undefined}
            />
          </>
        )}
      </DataStates>
      {filterOpen ? (
      <FilterDialog
        value={search.by}
        onCancel={() => setFilterOpen(false)}
        onApply={(by) => {
          setFilterOpen(false);
          // Another field empties the box and ends the search (its text was for the old field).
          search.choose(by);
        }}
      />
      ) : null}
    </ListFrame>
  );
}

export default PendudukListPage;
