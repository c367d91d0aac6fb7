// /penduduk_masuk 'Daftar Penduduk Masuk': the incoming family cards (only those with members),
// newest first, searched and filtered ('Belum lengkap saja': no entry documents yet), paged and
// sorted by the server, with the entry-document chip, the CSV download and the add button. The
// search and the filter are in the URL (`?q=`, `?belum_lengkap=1`, the dashboard's 'Lengkapi' link).
// The first screen of the module: it loads no form code (no yup, no formik).
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { AddRegular } from '@fluentui/react-icons';
import { SORT_KEYS } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { PENDUDUK_MASUK_DEFAULT_SORT, usePendudukMasukList } from './api/list-penduduk-masuk';
import { downloadPendudukMasuk } from './api/download-penduduk-masuk';
import { PendudukMasukTable } from './components/penduduk-masuk-table';

export const INSERT_KK_PATH = '/penduduk_masuk/insert/kk';

export function PendudukMasukPage() {
  const navigate = useNavigate();
  const table = useTableState(PENDUDUK_MASUK_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.PendudukMasukSort });
  const search = useListSearch();
  const list = usePendudukMasukList(table.query, search.params);
  const add = (label: string) => (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(INSERT_KK_PATH)}>
      {label}
    </Button>
  );

  return (
    <ListPage
      titleId="penduduk-masuk-title"
      title="Daftar Penduduk Masuk"
      actions={(
        <>
          <CsvDownloadButton
            // What the list shows: its search, its filter and its order (issue 16).
            download={(format) => downloadPendudukMasuk({ sort: table.sort, order: table.order, ...search.params, format })}
            withFormats
            disabled={!list.data || list.data.total === 0}
          />
          {add('Tambah Data')}
        </>
      )}
      search={{ state: search, subject: 'penduduk masuk', placeholder: 'Cari nama, NIK atau No. KK', belumLengkap: true }}
      read={list}
      table={table}
      empty={listEmpty(search, {
        notFound: <NotFoundState title="PENDUDUK MASUK TIDAK DITEMUKAN" description="Silakan cari berdasarkan Nomor KK, NIK atau Nama dengan benar" />,
        complete: <EmptyState title="SEMUA DATA PENDUDUK MASUK SUDAH LENGKAP" description="Setiap kartu keluarga penduduk masuk sudah memiliki Data Keterangan Masuk." />,
        none: <EmptyState title="DATA PENDUDUK MASUK KOSONG" description="Silakan tambahkan kartu keluarga penduduk masuk terlebih dahulu" action={add('Tambah Kartu Keluarga')} />,
      })}
    >
      {(page) => <PendudukMasukTable {...page} />}
    </ListPage>
  );
}

export default PendudukMasukPage;
