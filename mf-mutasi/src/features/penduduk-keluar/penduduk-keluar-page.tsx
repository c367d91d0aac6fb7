// /penduduk_keluar: the moved-out records, paged and sorted by the server, with the CSV download.
// Records are created by the move-out (Mutasi) actions of mf-kependudukan, so the empty state points there.
import { toApiError, type PendudukKeluarSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { CsvDownloadButton, ListPage } from '@sid/ui/page';
import { EmptyState } from '@sid/ui/states';
import { PENDUDUK_KELUAR_SORT_KEYS, usePendudukKeluarList } from './api/list-penduduk-keluar';
import { unduhCsvPendudukKeluar } from './api/export-penduduk-keluar-csv';
import { PendudukKeluarTable } from './components/penduduk-keluar-table';

export const PENDUDUK_KELUAR_KOSONG = 'DATA PENDUDUK KELUAR KOSONG';
export const PETUNJUK_KOSONG =
  "Data penduduk keluar ditambahkan lewat tombol 'Mutasi': di halaman detail penduduk untuk memindahkan satu orang, " +
  'atau di halaman detail kartu keluarga untuk memindahkan seluruh anggota keluarga.';

export function PendudukKeluarPage() {
  const table = useTableState<PendudukKeluarSort>({}, { syncUrl: true, sortKeys: PENDUDUK_KELUAR_SORT_KEYS });
  const list = usePendudukKeluarList(table.query);

  return (
    <ListPage
      titleId="penduduk-keluar-title"
      title="Daftar Penduduk Keluar"
      actions={(
        <CsvDownloadButton
          download={() => unduhCsvPendudukKeluar(table.sort, table.order)}
          toError={toApiError}
          disabled={!list.data || list.data.total === 0}
        />
      )}
      read={list}
      table={table}
      empty={<EmptyState title={PENDUDUK_KELUAR_KOSONG} description={PETUNJUK_KOSONG} />}
    >
      {(page) => <PendudukKeluarTable {...page} />}
    </ListPage>
  );
}

export default PendudukKeluarPage;
