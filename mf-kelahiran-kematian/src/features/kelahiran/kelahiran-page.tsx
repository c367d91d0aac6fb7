// /kelahiran: the births, newest first, searched, paged and sorted by the server, with the CSV
// download and the add button. The search is in the URL (`?q=`), so back and reload keep it.
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { SORT_KEYS } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { KELAHIRAN_DEFAULT_SORT, useKelahiranList } from './api/list-kelahiran';
import { downloadKelahiran } from './api/download-kelahiran';
import { KelahiranTable } from './components/kelahiran-table';

export function KelahiranPage() {
  const navigate = useNavigate();
  const table = useTableState(KELAHIRAN_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.KelahiranSort });
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
      download={(format) => downloadKelahiran({ sort: table.sort, order: table.order, ...search.params, format })}
      withFormats
      disabled={!list.data || list.data.total === 0}
    />
  );

  return (
    <ListPage
      titleId="kelahiran-title"
      title="Daftar Kelahiran"
      actions={<>{csvButton}{addButton}</>}
      search={{ state: search, subject: 'kelahiran', placeholder: 'Cari nama, NIK atau nomor surat' }}
      read={list}
      table={table}
      empty={listEmpty(search, {
        notFound: <NotFoundState title="DATA KELAHIRAN TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar" />,
        none: <EmptyState title="DATA KELAHIRAN KOSONG" description="Silakan tambah data kelahiran terlebih dahulu" action={addButton} />,
      })}
    >
      {(page) => <KelahiranTable {...page} />}
    </ListPage>
  );
}

export default KelahiranPage;
