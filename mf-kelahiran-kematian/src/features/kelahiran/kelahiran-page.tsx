// /kelahiran: the births, paged and sorted by the server, with the CSV download and the add button.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type KelahiranSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { DataStates, EmptyState } from '@sid/ui/states';
import { CsvDownloadButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { KELAHIRAN_SORT_KEYS, useKelahiranList } from './api/list-kelahiran';
import { unduhCsvKelahiran } from './api/export-kelahiran-csv';
import { KelahiranTable } from './components/kelahiran-table';

export function KelahiranPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const table = useTableState<KelahiranSort>({}, { syncUrl: true, sortKeys: KELAHIRAN_SORT_KEYS });
  const list = useKelahiranList(table.query);

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/kelahiran/insert')}>
      Tambah Data
    </Button>
  );
  const csvButton = (
    <CsvDownloadButton
      download={() => unduhCsvKelahiran(table.sort, table.order)}
      toError={toApiError}
      disabled={!list.data || list.data.total === 0}
    />
  );

  return (
    <section aria-labelledby="kelahiran-title">
      <PageHeader id="kelahiran-title" title="Daftar Kelahiran" actions={<>{csvButton}{addButton}</>} />
      <div className={styles.card}>
        <DataStates
          data={list.data}
          error={list.error}
          onRetry={() => void list.mutate()}
          isEmpty={(d) => d.total === 0}
          empty={<EmptyState title="DATA KELAHIRAN KOSONG" description="Silakan tambah data kelahiran terlebih dahulu" action={addButton} />}
        >
          {(data) => (
            <KelahiranTable
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

export default KelahiranPage;
