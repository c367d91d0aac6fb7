// /penduduk_masuk 'Daftar Penduduk Masuk': the incoming family cards (only those with members),
// paged and sorted by the server, with the entry-document chip, the CSV download and the add button.
// The first screen of the module: it loads no form code (no yup, no formik).
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type PendudukMasukSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { CsvDownloadButton, ListPage } from '@sid/ui/page';
import { EmptyState } from '@sid/ui/states';
import { PENDUDUK_MASUK_SORT_KEYS, usePendudukMasukList } from './api/list-penduduk-masuk';
import { unduhCsvPendudukMasuk } from './api/export-csv';
import { PendudukMasukTable } from './components/penduduk-masuk-table';

export const INSERT_KK_PATH = '/penduduk_masuk/insert/kk';

export function PendudukMasukPage() {
  const navigate = useNavigate();
  const table = useTableState<PendudukMasukSort>({}, { syncUrl: true, sortKeys: PENDUDUK_MASUK_SORT_KEYS });
  const list = usePendudukMasukList(table.query);

  return (
    <ListPage
      titleId="penduduk-masuk-title"
      title="Daftar Penduduk Masuk"
      actions={(
        <>
          <CsvDownloadButton
            download={() => unduhCsvPendudukMasuk(table.sort, table.order)}
            toError={toApiError}
            disabled={!list.data || list.data.total === 0}
          />
          <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(INSERT_KK_PATH)}>
            Tambah Data
          </Button>
        </>
      )}
      read={list}
      table={table}
      empty={(
        <EmptyState
          title="DATA PENDUDUK MASUK KOSONG"
          description="Silakan tambahkan kartu keluarga penduduk masuk terlebih dahulu"
          action={(
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(INSERT_KK_PATH)}>
              Tambah Kartu Keluarga
            </Button>
          )}
        />
      )}
    >
      {(page) => <PendudukMasukTable {...page} />}
    </ListPage>
  );
}

export default PendudukMasukPage;
