// /kelahiran: the births, paged and sorted by the server, with the CSV download and the add button.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { AddRegular, ArrowDownloadRegular } from '@fluentui/react-icons';
import { toApiError, type KelahiranSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@sid/ui/states';
import { useFeedback } from '@sid/ui/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { KELAHIRAN_SORT_KEYS, useKelahiranList } from './api/list-kelahiran';
import { unduhCsvKelahiran } from './api/export-kelahiran-csv';
import { KelahiranTable } from './components/kelahiran-table';

export function KelahiranPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const table = useTableState<KelahiranSort>({}, { syncUrl: true, sortKeys: KELAHIRAN_SORT_KEYS });
  const list = useKelahiranList(table.query);
  const [downloading, setDownloading] = useState(false);

  const unduh = async () => {
    setDownloading(true);
    try {
      await unduhCsvKelahiran(table.sort, table.order);
    } catch (thrown) {
      const error = toApiError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
    } finally {
      setDownloading(false);
    }
  };

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/kelahiran/insert')}>
      Tambah Data
    </Button>
  );
  const csvButton = (
    <Button
      icon={downloading ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
      disabledFocusable={downloading}
      disabled={!list.data || list.data.total === 0}
      onClick={() => void unduh()}
    >
      Unduh CSV
    </Button>
  );

  let body;
  if (list.error) {
    body = <ErrorState message={list.error.message} onRetry={() => void list.mutate()} />;
  } else if (!list.data) {
    body = <LoadingState />;
  } else if (list.data.total === 0) {
    body = <EmptyState title="DATA KELAHIRAN KOSONG" description="Silakan tambah data kelahiran terlebih dahulu" action={addButton} />;
  } else {
    body = (
      <KelahiranTable
        rows={list.data.data}
        total={list.data.total}
        query={table.query}
        onQueryChange={table.onChange}
        loading={list.isValidating}
      />
    );
  }

  return (
    <section aria-labelledby="kelahiran-title">
      <PageHeader id="kelahiran-title" title="Daftar Kelahiran" actions={<>{csvButton}{addButton}</>} />
      <div className={styles.card}>{body}</div>
    </section>
  );
}

export default KelahiranPage;
