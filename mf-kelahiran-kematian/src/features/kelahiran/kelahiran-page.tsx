// /kelahiran: the births, newest first, searched, paged and sorted by the server, with the CSV
// download and the add button. The search is in the URL (`?q=`), so back and reload keep it.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type KelahiranSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState, PagedStates } from '@sid/ui/states';
import { CsvDownloadButton, ListSearchBox, PageHeader, useListSearch, usePageStyles } from '@sid/ui/page';
import { KELAHIRAN_DEFAULT_SORT, KELAHIRAN_SORT_KEYS, useKelahiranList } from './api/list-kelahiran';
import { unduhCsvKelahiran } from './api/export-kelahiran-csv';
import { KelahiranTable } from './components/kelahiran-table';

export function KelahiranPage() {
  const navigate = useNavigate();
  const styles = usePageStyles();
  const table = useTableState<KelahiranSort>(KELAHIRAN_DEFAULT_SORT, { syncUrl: true, sortKeys: KELAHIRAN_SORT_KEYS });
  const search = useListSearch();
  const list = useKelahiranList(table.query, search.params);

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate('/kelahiran/insert')}>
      Tambah Data
    </Button>
  );
  const csvButton = (
    <CsvDownloadButton
      // What the list shows: its search and its order (issue 16); nothing found, nothing to download.
      download={(format) => unduhCsvKelahiran(table.sort, table.order, search.params, format)}
      toError={toApiError}
      withFormats
      disabled={!list.data || list.data.total === 0}
    />
  );

  return (
    <section aria-labelledby="kelahiran-title">
      <PageHeader id="kelahiran-title" title="Daftar Kelahiran" actions={<>{csvButton}{addButton}</>} />
      <div className={styles.card}>
        <div className={styles.toolbar} role="search" aria-label="Pencarian kelahiran">
          <ListSearchBox search={search} label="Cari kelahiran" placeholder="Cari nama, NIK atau nomor surat" />
        </div>
        <PagedStates
          read={list}
          table={table}
          empty={search.narrowed
            ? <NotFoundState title="DATA KELAHIRAN TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar" />
            : <EmptyState title="DATA KELAHIRAN KOSONG" description="Silakan tambah data kelahiran terlebih dahulu" action={addButton} />}
        >
          {(page) => <KelahiranTable {...page} />}
        </PagedStates>
      </div>
    </section>
  );
}

export default KelahiranPage;
