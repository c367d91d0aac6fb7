// /kematian: the deaths, paged and sorted by the server, with the CSV download. Deaths are recorded
// from the resident's page (mf-kependudukan), so the empty state points there.
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { toApiError, type KematianSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@sid/ui/states';
import { useFeedback } from '@sid/ui/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { KEMATIAN_SORT_KEYS, useKematianList } from './api/list-kematian';
import { unduhCsvKematian } from './api/export-kematian-csv';
import { KematianTable } from './components/kematian-table';

export function KematianPage() {
  const styles = usePageStyles();
  const feedback = useFeedback();
  const table = useTableState<KematianSort>({}, { syncUrl: true, sortKeys: KEMATIAN_SORT_KEYS });
  const list = useKematianList(table.query);
  const [downloading, setDownloading] = useState(false);

  const unduh = async () => {
    setDownloading(true);
    try {
      await unduhCsvKematian(table.sort, table.order);
    } catch (thrown) {
      const error = toApiError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
    } finally {
      setDownloading(false);
    }
  };

  let body;
  if (list.error) {
    body = <ErrorState message={list.error.message} onRetry={() => void list.mutate()} />;
  } else if (!list.data) {
    body = <LoadingState />;
  } else if (list.data.total === 0) {
    body = (
      <EmptyState
        title="DATA KEMATIAN KOSONG"
        description="Silakan tambahkan data kematian melalui halaman detail penduduk, dengan tombol 'Tambahkan ke Data Kematian'."
      />
    );
  } else {
    body = (
      <KematianTable
        rows={list.data.data}
        total={list.data.total}
        query={table.query}
        onQueryChange={table.onChange}
        loading={list.isValidating}
      />
    );
  }

  return (
    <section aria-labelledby="kematian-title">
      <PageHeader
        id="kematian-title"
        title="Daftar Kematian"
        actions={(
          <Button
            icon={downloading ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
            disabledFocusable={downloading}
            disabled={!list.data || list.data.total === 0}
            onClick={() => void unduh()}
          >
            Unduh CSV
          </Button>
        )}
      />
      <div className={styles.card}>{body}</div>
    </section>
  );
}

export default KematianPage;
