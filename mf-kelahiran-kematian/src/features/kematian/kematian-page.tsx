// /kematian: the deaths, paged and sorted by the server, with the CSV download. Deaths are recorded
// from the resident's page (mf-kependudukan), so the empty state points there.
import { toApiError, type KematianSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { DataStates, EmptyState } from '@sid/ui/states';
import { CsvDownloadButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { KEMATIAN_SORT_KEYS, useKematianList } from './api/list-kematian';
import { unduhCsvKematian } from './api/export-kematian-csv';
import { KematianTable } from './components/kematian-table';

export function KematianPage() {
  const styles = usePageStyles();
  const table = useTableState<KematianSort>({}, { syncUrl: true, sortKeys: KEMATIAN_SORT_KEYS });
  const list = useKematianList(table.query);

  return (
    <section aria-labelledby="kematian-title">
      <PageHeader
        id="kematian-title"
        title="Daftar Kematian"
        actions={(
          <CsvDownloadButton
            download={() => unduhCsvKematian(table.sort, table.order)}
            toError={toApiError}
            disabled={!list.data || list.data.total === 0}
          />
        )}
      />
      <div className={styles.card}>
        <DataStates
          data={list.data}
          error={list.error}
          onRetry={() => void list.mutate()}
          isEmpty={(d) => d.total === 0}
          empty={(
            <EmptyState
              title="DATA KEMATIAN KOSONG"
              description="Silakan tambahkan data kematian melalui halaman detail penduduk, dengan tombol 'Tambahkan ke Data Kematian'."
            />
          )}
        >
          {(data) => (
            <KematianTable
              rows={data.data}
              total={data.total}
              query={table.query}
              onQueryChange={table.onChange}
              loading={list.isValidating}
            />
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default KematianPage;
