// /kartu_keluarga: one row per card with its first member, CSV, search (Enter) and the add button.
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Select } from '@fluentui/react-select';
import { AddRegular } from '@fluentui/react-icons';
import { sortKeyOf } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { DataStates, EmptyState, NotFoundState } from '@sid/ui/states';
import { ListFrame } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { SearchConditionBox } from '../../lib/search-box';
import { useSearchCondition } from '../../lib/use-search-condition';
import { KK_LIST_SORT_KEYS, KK_SEARCH_BY, KK_SEARCH_LABEL, useKartuKeluargaRows, type KkListSort, type KkSearchBy } from './api/list-kartu-keluarga';
import { downloadKartuKeluarga } from './api/download-kartu-keluarga';
import { HasilPendudukTable, KartuKeluargaTable } from './components/kartu-keluarga-table';
import { WilayahFilter, useWilayahFilter } from '@sid/ui-desa/wilayah';

const useStyles = makeStyles({
  by: { minWidth: '150px' },
  spacer: { flexGrow: 1 },
});

export function KartuKeluargaListPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const table = useTableState<KkListSort>({}, { syncUrl: true, sortKeys: KK_LIST_SORT_KEYS });
  const search = useSearchCondition<KkSearchBy>(KK_SEARCH_BY, 'nama');
  // The area the cards' address is in (issue 35), in the URL beside the search.
  const wilayah = useWilayahFilter();
  const result = useKartuKeluargaRows(search.active, table.query, wilayah.params);

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/kartu_keluarga/insert')}>
      Tambah Kartu Keluarga
    </Button>
  );

  const label = KK_SEARCH_LABEL[search.by];
  return (
    <ListFrame
      titleId="kk-title"
      title="Daftar Kartu Keluarga"
      actions={addButton}
      toolbar={{
        label: 'Pencarian kartu keluarga',
        children: (
          <>
            <Select
              className={styles.by}
              aria-label="Cari berdasarkan"
              value={search.by}
              onChange={(_, data) => search.choose(data.value as KkSearchBy)}
            >
              {KK_SEARCH_BY.map((by) => (
                <option key={by} value={by}>{KK_SEARCH_LABEL[by]}</option>
              ))}
            </Select>
            {/* The select beside the box shows the field already. */}
            <SearchConditionBox search={search} subject="kartu keluarga" label={label} showBy={false} />
            <WilayahFilter filter={wilayah} />
            <span className={styles.spacer} />
            {/* The cards of what the list shows: the running search's text as the server's q (issue 16); a search that found nothing has nothing to download. */}
            <CsvDownloadButton
              download={(format) => downloadKartuKeluarga({ sort: sortKeyOf('KartuKeluargaSort', table.sort), order: table.order, q: search.active?.text, format, ...wilayah.params })}
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
          ? <NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description="Silakan cari berdasarkan NIK atau Nama dengan benar" />
          : <EmptyState title="DATA KARTU KELUARGA KOSONG" description="Silakan tambah kartu keluarga terlebih dahulu" action={addButton} />}
      >
        {(found) => (found.kind === 'kartu'
          ? <KartuKeluargaTable rows={found.rows} total={found.total} terbatas={found.terbatas} query={table.query} onQueryChange={table.onChange} loading={found.validating} />
          : <HasilPendudukTable rows={found.rows} total={found.total} terbatas={found.terbatas} query={table.query} onQueryChange={table.onChange} loading={found.validating} />)}
      </DataStates>
    </ListFrame>
  );
}

export default KartuKeluargaListPage;
