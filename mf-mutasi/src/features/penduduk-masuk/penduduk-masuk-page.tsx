// /penduduk_masuk 'Daftar Penduduk Masuk': the incoming family cards (only those with members),
// newest first, searched and filtered ('Belum lengkap saja': no entry documents yet), paged and
// sorted by the server, with the entry-document chip, the CSV download and the add button. The
// search and the filter are in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link).
// The first screen of the module: it loads no form code (no yup, no formik).
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { toApiError, type PendudukMasukSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { BelumLengkapSwitch, CsvDownloadButton, ListSearchBox, PageHeader, useListSearch, usePageStyles } from '@sid/ui/page';
import { EmptyState, NotFoundState, PagedStates } from '@sid/ui/states';
import { PENDUDUK_MASUK_DEFAULT_SORT, PENDUDUK_MASUK_SORT_KEYS, usePendudukMasukList } from './api/list-penduduk-masuk';
import { unduhCsvPendudukMasuk } from './api/export-csv';
import { PendudukMasukTable } from './components/penduduk-masuk-table';

export const INSERT_KK_PATH = '/penduduk_masuk/insert/kk';

export function PendudukMasukPage() {
  const navigate = useNavigate();
  const styles = usePageStyles();
  const table = useTableState<PendudukMasukSort>(PENDUDUK_MASUK_DEFAULT_SORT, { syncUrl: true, sortKeys: PENDUDUK_MASUK_SORT_KEYS });
  const search = useListSearch();
  const list = usePendudukMasukList(table.query, search.params);

  const empty = search.q !== ''
    ? <NotFoundState title="PENDUDUK MASUK TIDAK DITEMUKAN" description="Silakan cari berdasarkan Nomor KK, NIK atau Nama dengan benar" />
    : search.belumLengkap
      ? <EmptyState title="SEMUA DATA PENDUDUK MASUK SUDAH LENGKAP" description="Setiap kartu keluarga penduduk masuk sudah memiliki Data Keterangan Masuk." />
      : (
        <EmptyState
          title="DATA PENDUDUK MASUK KOSONG"
          description="Silakan tambahkan kartu keluarga penduduk masuk terlebih dahulu"
          action={(
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(INSERT_KK_PATH)}>
              Tambah Kartu Keluarga
            </Button>
          )}
        />
      );

  return (
    <section aria-labelledby="penduduk-masuk-title">
      <PageHeader
        id="penduduk-masuk-title"
        title="Daftar Penduduk Masuk"
        actions={(
          <>
            <CsvDownloadButton
              // What the list shows: its search, its filter and its order (issue 16).
              download={(format) => unduhCsvPendudukMasuk(table.sort, table.order, search.params, format)}
              toError={toApiError}
              withFormats
              disabled={!list.data || list.data.total === 0}
            />
            <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(INSERT_KK_PATH)}>
              Tambah Data
            </Button>
          </>
        )}
      />
      <div className={styles.card}>
        <div className={styles.toolbar} role="search" aria-label="Pencarian penduduk masuk">
          <ListSearchBox search={search} label="Cari penduduk masuk" placeholder="Cari nama, NIK atau No. KK" />
          <BelumLengkapSwitch search={search} />
        </div>
        <PagedStates read={list} table={table} empty={empty}>
          {(page) => <PendudukMasukTable {...page} />}
        </PagedStates>
      </div>
    </section>
  );
}

export default PendudukMasukPage;
