// /penduduk_keluar: the moved-out records, newest first, searched and filtered ('Belum lengkap
// saja': no statement yet), paged and sorted by the server, with the CSV download. The search and the
// filter are in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link). Records are
// created by the move-out (Mutasi) actions of mf-kependudukan, so the empty state points there.
import { toApiError, type PendudukKeluarSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { BelumLengkapSwitch, CsvDownloadButton, ListSearchBox, PageHeader, useListSearch, usePageStyles } from '@sid/ui/page';
import { EmptyState, NotFoundState, PagedStates } from '@sid/ui/states';
import { PENDUDUK_KELUAR_DEFAULT_SORT, PENDUDUK_KELUAR_SORT_KEYS, usePendudukKeluarList } from './api/list-penduduk-keluar';
import { unduhCsvPendudukKeluar } from './api/export-penduduk-keluar-csv';
import { PendudukKeluarTable } from './components/penduduk-keluar-table';

export const PENDUDUK_KELUAR_KOSONG = 'DATA PENDUDUK KELUAR KOSONG';
export const PETUNJUK_KOSONG =
  "Data penduduk keluar ditambahkan lewat tombol 'Mutasi': di halaman detail penduduk untuk memindahkan satu orang, " +
  'atau di halaman detail kartu keluarga untuk memindahkan seluruh anggota keluarga.';

export function PendudukKeluarPage() {
  const styles = usePageStyles();
  const table = useTableState<PendudukKeluarSort>(PENDUDUK_KELUAR_DEFAULT_SORT, { syncUrl: true, sortKeys: PENDUDUK_KELUAR_SORT_KEYS });
  const search = useListSearch();
  const list = usePendudukKeluarList(table.query, search.params);

  const empty = search.q !== ''
    ? <NotFoundState title="PENDUDUK KELUAR TIDAK DITEMUKAN" description="Silakan cari berdasarkan Nomor KK, NIK, Nama atau nomor surat dengan benar" />
    : search.belumLengkap
      ? <EmptyState title="SEMUA DATA PENDUDUK KELUAR SUDAH LENGKAP" description="Setiap data penduduk keluar sudah memiliki Keterangan Keluar." />
      : <EmptyState title={PENDUDUK_KELUAR_KOSONG} description={PETUNJUK_KOSONG} />;

  return (
    <section aria-labelledby="penduduk-keluar-title">
      <PageHeader
        id="penduduk-keluar-title"
        title="Daftar Penduduk Keluar"
        actions={(
          <CsvDownloadButton
            // What the list shows: its search, its filter and its order (issue 16).
            download={(format) => unduhCsvPendudukKeluar(table.sort, table.order, search.params, format)}
            toError={toApiError}
            withFormats
            disabled={!list.data || list.data.total === 0}
          />
        )}
      />
      <div className={styles.card}>
        <div className={styles.toolbar} role="search" aria-label="Pencarian penduduk keluar">
          <ListSearchBox search={search} label="Cari penduduk keluar" placeholder="Cari nama, NIK, No. KK atau nomor surat" />
          <BelumLengkapSwitch search={search} />
        </div>
        <PagedStates read={list} table={table} empty={empty}>
          {(page) => <PendudukKeluarTable {...page} />}
        </PagedStates>
      </div>
    </section>
  );
}

export default PendudukKeluarPage;
