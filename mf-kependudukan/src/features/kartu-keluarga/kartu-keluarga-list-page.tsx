// /kartu_keluarga: one row per card with its first member, CSV, search (Enter) and the add button.
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Select } from '@fluentui/react-select';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type KartuKeluargaSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { DataStates, EmptyState, NotFoundState } from '@sid/ui/states';
import { PageHeader, usePageStyles, CsvDownloadButton } from '@sid/ui/page';
import { SearchConditionBox } from '../../lib/search-box';
import { useSearchCondition } from '../../lib/use-search-condition';
import { KK_LIST_SORT_KEYS, KK_SEARCH_BY, KK_SEARCH_LABEL, useKartuKeluargaRows, type KkListSort, type KkSearchBy } from './api/list-kartu-keluarga';
import { exportKartuKeluargaCsv } from './api/export-csv';
import { HasilPendudukTable, KartuKeluargaTable } from './components/kartu-keluarga-table';

const useStyles = makeStyles({
  by: { minWidth: '150px' },
  spacer: { flexGrow: 1 },
});

const CARD_CSV_SORTS: ReadonlySet<string> = new Set<KartuKeluargaSort>([
  'no_kk', 'nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'jumlah_anggota',
]);

export function KartuKeluargaListPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const navigate = useNavigate();
  const table = useTableState<KkListSort>({}, { syncUrl: true, sortKeys: KK_LIST_SORT_KEYS });
  const search = useSearchCondition<KkSearchBy>(KK_SEARCH_BY, 'nama');
  const result = useKartuKeluargaRows(search.active, table.query);

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/kartu_keluarga/insert')}>
      Tambah Kartu Keluarga
    </Button>
  );

  const label = KK_SEARCH_LABEL[search.by];
  return (
    <section aria-labelledby="kk-title">
      <PageHeader id="kk-title" title="Daftar Kartu Keluarga" actions={addButton} />
      <div className={page.card}>
        <div className={page.toolbar} role="search" aria-label="Pencarian kartu keluarga">
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
          <span className={styles.spacer} />
          {/* The cards of what the list shows: the running search's text as the server's q (issue 16); a search that found nothing has nothing to download. */}
          <CsvDownloadButton
            download={(format) => exportKartuKeluargaCsv(table.sort && CARD_CSV_SORTS.has(table.sort) ? (table.sort as KartuKeluargaSort) : undefined, table.order, search.active?.text, format)}
            toError={toApiError}
            withFormats
            disabled={search.active !== null && result.data?.total === 0}
          />
        </div>
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
      </div>
    </section>
  );
}

export default KartuKeluargaListPage;
