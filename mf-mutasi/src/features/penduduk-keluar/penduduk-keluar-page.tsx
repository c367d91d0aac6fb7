// /penduduk_keluar: the moved-out records, newest first, searched and filtered ('Belum lengkap
// saja': no statement yet), paged and sorted by the server, with the CSV download. The search and the
// filter are in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link). Records are
// created by the move-out (Mutasi) actions of mf-kependudukan, so the empty state points there.
import { SORT_KEYS } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { PENDUDUK_KELUAR_DEFAULT_SORT, usePendudukKeluarList } from './api/list-penduduk-keluar';
import { downloadPendudukKeluar } from './api/download-penduduk-keluar';
import { PendudukKeluarTable } from './components/penduduk-keluar-table';

export const PENDUDUK_KELUAR_KOSONG = 'DATA PENDUDUK KELUAR KOSONG';
export const PETUNJUK_KOSONG =
  "Data penduduk keluar ditambahkan lewat tombol 'Mutasi': di halaman detail penduduk untuk memindahkan satu orang, " +
  'atau di halaman detail kartu keluarga untuk memindahkan seluruh anggota keluarga.';

export function PendudukKeluarPage() {
  const table = useTableState(PENDUDUK_KELUAR_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.PendudukKeluarSort });
  const search = useListSearch();
  const list = usePendudukKeluarList(table.query, search.params);

  return (
    <ListPage
      titleId="penduduk-keluar-title"
      title="Daftar Penduduk Keluar"
      actions={(
        <CsvDownloadButton
          // What the list shows: its search, its filter and its order (issue 16).
          download={(format) => downloadPendudukKeluar({ sort: table.sort, order: table.order, ...search.params, format })}
          withFormats
          disabled={!list.data || list.data.total === 0}
        />
      )}
      search={{ state: search, subject: 'penduduk keluar', placeholder: 'Cari nama, NIK, No. KK atau nomor surat', belumLengkap: true }}
      read={list}
      table={table}
      empty={listEmpty(search, {
        notFound: <NotFoundState title="PENDUDUK KELUAR TIDAK DITEMUKAN" description="Silakan cari berdasarkan Nomor KK, NIK, Nama atau nomor surat dengan benar" />,
        complete: <EmptyState title="SEMUA DATA PENDUDUK KELUAR SUDAH LENGKAP" description="Setiap data penduduk keluar sudah memiliki Keterangan Keluar." />,
        none: <EmptyState title={PENDUDUK_KELUAR_KOSONG} description={PETUNJUK_KOSONG} />,
      })}
    >
      {(page) => <PendudukKeluarTable {...page} />}
    </ListPage>
  );
}

export default PendudukKeluarPage;
