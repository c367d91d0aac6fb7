// /kematian: the deaths, newest first, searched and filtered ('Belum lengkap saja': no archive
// photo yet), paged and sorted by the server, with the CSV download. Deaths are recorded from the
// resident's page (mf-kependudukan), so the empty state points there. The search and the filter are
// in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link), so back and reload keep them.
import { toApiError, type KematianSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState, PagedStates } from '@sid/ui/states';
import { BelumLengkapSwitch, CsvDownloadButton, ListSearchBox, PageHeader, useListSearch, usePageStyles } from '@sid/ui/page';
import { KEMATIAN_DEFAULT_SORT, KEMATIAN_SORT_KEYS, useKematianList } from './api/list-kematian';
import { unduhCsvKematian } from './api/export-kematian-csv';
import { KematianTable } from './components/kematian-table';

export function KematianPage() {
  const styles = usePageStyles();
  const table = useTableState<KematianSort>(KEMATIAN_DEFAULT_SORT, { syncUrl: true, sortKeys: KEMATIAN_SORT_KEYS });
  const search = useListSearch();
  const list = useKematianList(table.query, search.params);

  const empty = search.q !== ''
    ? <NotFoundState title="DATA KEMATIAN TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama, NIK atau nomor surat dengan benar" />
    : search.belumLengkap
      ? <EmptyState title="SEMUA DATA KEMATIAN SUDAH LENGKAP" description="Setiap data kematian sudah memiliki Arsip Kematian." />
      : (
        <EmptyState
          title="DATA KEMATIAN KOSONG"
          description="Silakan tambahkan data kematian melalui halaman detail penduduk, dengan tombol 'Tambahkan ke Data Kematian'."
        />
      );

  return (
    <section aria-labelledby="kematian-title">
      <PageHeader
        id="kematian-title"
        title="Daftar Kematian"
        actions={(
          <CsvDownloadButton
            // What the list shows: its search, its filter and its order (issue 16).
            download={(format) => unduhCsvKematian(table.sort, table.order, search.params, format)}
            toError={toApiError}
            withFormats
            disabled={!list.data || list.data.total === 0}
          />
        )}
      />
      <div className={styles.card}>
        <div className={styles.toolbar} role="search" aria-label="Pencarian kematian">
          <ListSearchBox search={search} label="Cari kematian" placeholder="Cari nama, NIK atau nomor surat" />
          <BelumLengkapSwitch search={search} />
        </div>
        <PagedStates read={list} table={table} empty={empty}>
          {(page) => <KematianTable {...page} />}
        </PagedStates>
      </div>
    </section>
  );
}

export default KematianPage;
