// /kematian: the deaths, newest first, searched and filtered ('Belum lengkap saja': no archive
// photo yet), paged and sorted by the server, with the CSV download. Deaths are recorded from the
// resident's page (mf-kependudukan), so the empty state points there. The search and the filter are
// in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link), so back and reload keep them.
import { SORT_KEYS } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { KEMATIAN_DEFAULT_SORT, useKematianList } from './api/list-kematian';
import { downloadKematian } from './api/download-kematian';
import { KematianTable } from './components/kematian-table';

export function KematianPage() {
  const table = useTableState(KEMATIAN_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.KematianSort });
  const search = useListSearch();
  const list = useKematianList(table.query, search.params);

  return (
    <ListPage
      titleId="kematian-title"
      title="Daftar Kematian"
      actions={(
        <CsvDownloadButton
          // What the list shows: its search, its filter and its order (issue 16).
          download={(format) => downloadKematian({ sort: table.sort, order: table.order, ...search.params, format })}
          withFormats
          disabled={!list.data || list.data.total === 0}
        />
      )}
      search={{ state: search, subject: 'kematian', placeholder: 'Cari nama, NIK atau nomor surat', belumLengkap: true }}
      read={list}
      table={table}
      empty={listEmpty(search, {
        notFound: <NotFoundState title="DATA KEMATIAN TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar" />,
        complete: <EmptyState title="SEMUA DATA KEMATIAN SUDAH LENGKAP" description="Setiap data kematian sudah memiliki Arsip Kematian." />,
        none: (
          <EmptyState
            title="DATA KEMATIAN KOSONG"
            description="Silakan tambahkan data kematian melalui halaman detail penduduk, dengan tombol 'Tambahkan ke Data Kematian'."
          />
        ),
      })}
    >
      {(page) => <KematianTable {...page} />}
    </ListPage>
  );
}

export default KematianPage;
