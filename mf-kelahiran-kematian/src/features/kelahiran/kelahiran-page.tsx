// /kelahiran: the births, paged and sorted by the server, with the CSV download and the add button.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type KelahiranSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState } from '@sid/ui/states';
import { CsvDownloadButton, ListPage } from '@sid/ui/page';
import { KELAHIRAN_SORT_KEYS, useKelahiranList } from './api/list-kelahiran';
import { unduhCsvKelahiran } from './api/export-kelahiran-csv';
import { KelahiranTable } from './components/kelahiran-table';

export function KelahiranPage() {
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
    <ListPage
      titleId="kelahiran-title"
      title="Daftar Kelahiran"
      actions={<>{csvButton}{addButton}</>}
      read={list}
      table={table}
      empty={<EmptyState title="DATA KELAHIRAN KOSONG" description="Silakan tambah data kelahiran terlebih dahulu" action={addButton} />}
    >
      {(page) => <KelahiranTable {...page} />}
    </ListPage>
  );
}

export default KelahiranPage;
