// /kematian: the deaths, paged and sorted by the server, with the CSV download. Deaths are recorded
// from the resident's page (mf-kependudukan), so the empty state points there.
import { toApiError, type KematianSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState } from '@sid/ui/states';
import { CsvDownloadButton, ListPage } from '@sid/ui/page';
import { KEMATIAN_SORT_KEYS, useKematianList } from './api/list-kematian';
import { unduhCsvKematian } from './api/export-kematian-csv';
import { KematianTable } from './components/kematian-table';

export function KematianPage() {
  const table = useTableState<KematianSort>({}, { syncUrl: true, sortKeys: KEMATIAN_SORT_KEYS });
  const list = useKematianList(table.query);

  return (
    <ListPage
      titleId="kematian-title"
      title="Daftar Kematian"
      actions={(
        <CsvDownloadButton
          download={() => unduhCsvKematian(table.sort, table.order)}
          toError={toApiError}
          disabled={!list.data || list.data.total === 0}
        />
      )}
      read={list}
      table={table}
      empty={(
        <EmptyState
          title="DATA KEMATIAN KOSONG"
          description="Silakan tambahkan data kematian melalui halaman detail penduduk, dengan tombol 'Tambahkan ke Data Kematian'."
        />
      )}
    >
      {(page) => <KematianTable {...page} />}
    </ListPage>
  );
}

export default KematianPage;
