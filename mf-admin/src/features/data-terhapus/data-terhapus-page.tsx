// /data_terhapus (Super Admin): 'Data Terhapus'. The residents, family cards, births and deaths deleted
// in the last 30 days, newest first, with the reason, who and when, and when each goes for good.
// 'Pulihkan' puts one back exactly (then a banner links to it); 'Hapus Permanen' deletes it now. A
// refusal (409 PULIHKAN_BENTROK: something taken since stands in the way) shows in the page's banner.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { Select } from '@fluentui/react-select';
import { SORT_KEYS, useRefreshRegistry } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { useTableState } from '@sid/ui/data-table';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { refusalMessage, type RefusalForm } from '@sid/ui/feedback';
import { useServerAction } from '@sid/ui-desa/feedback';
import { ListPage, listEmpty, useListSearch, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import {
  DATA_TERHAPUS_DEFAULT_SORT, JENIS_DATA_TERHAPUS, isJenisDataTerhapus,
  useDataTerhapusList, type DataTerhapus, type JenisDataTerhapus,
} from './api/list-data-terhapus';
import { pulihkanDataTerhapus } from './api/pulihkan-data-terhapus';
import { hapusPermanenDataTerhapus } from './api/hapus-permanen-data-terhapus';
import { DataTerhapusTable } from './components/data-terhapus-table';

/** The URL parameter of the kind filter, named as the server's (`?jenis=kelahiran`). */
const JENIS_PARAM = 'jenis';

/** The kind filter, kept in the URL like the search; a change goes back to the first page. */
function useJenisFilter() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(JENIS_PARAM);
  const jenis = isJenisDataTerhapus(raw) ? raw : undefined;
  const setJenis = useCallback(
    (value: JenisDataTerhapus | undefined) => setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('page');
      if (value) next.set(JENIS_PARAM, value);
      else next.delete(JENIS_PARAM);
      return next;
    }),
    [setParams],
  );
  return { jenis, setJenis };
}

type Pesan = { intent: 'success'; message: string; tautan: string } | { intent: 'error'; message: string } | null;
type DialogState = { kind: 'pulihkan' | 'hapus'; row: DataTerhapus } | null;

export function DataTerhapusPage() {
  const styles = usePageStyles();
  const action = useServerAction();
  const refreshRegistry = useRefreshRegistry();
  const table = useTableState(DATA_TERHAPUS_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.DataTerhapusSort });
  const search = useListSearch();
  const { jenis, setJenis } = useJenisFilter();
  const list = useDataTerhapusList(table.query, { q: search.params.q, jenis });
  const [dialog, setDialog] = useState<DialogState>(null);
  const [pesan, setPesan] = useState<Pesan>(null);

  // A refusal is said in the page's banner, where it stays until read (a toast would go in 4 s).
  const banner: RefusalForm = {
    setFieldError: () => undefined,
    setFieldTouched: () => undefined,
    setStatus: (status) => {
      const message = refusalMessage(status);
      setPesan(message ? { intent: 'error', message } : null);
    },
  };

  const pulihkan = async (row: DataTerhapus) => {
    await action.submit(() => pulihkanDataTerhapus(row._id), {
      form: banner,
      fallback: 'Data berhasil dipulihkan',
      announce: (message, result) => setPesan({ intent: 'success', message, tautan: result.data.tautan }),
      // The restored record is back in the registry's lists too.
      onSaved: () => Promise.all([list.mutate(), refreshRegistry()]),
    });
    setDialog(null);
  };

  const hapusPermanen = async (row: DataTerhapus) => {
    await action.submit(() => hapusPermanenDataTerhapus(row._id), {
      form: banner,
      fallback: 'Data berhasil dihapus permanen',
      onSaved: () => list.mutate(),
    });
    setDialog(null);
  };

  return (
    <>
      <ListPage
        titleId="data-terhapus-title"
        title="Data Terhapus"
        notice={pesan ? (
          <Banner intent={pesan.intent} message={pesan.message} onDismiss={() => setPesan(null)}>
            {pesan.intent === 'success' ? <RouterLink to={pesan.tautan}>Lihat data yang dipulihkan</RouterLink> : null}
          </Banner>
        ) : null}
        intro={(
          <Body1 as="p" className={styles.sectionTitle}>
            Data penduduk, kartu keluarga, kelahiran dan kematian yang dihapus disimpan di sini selama 30 hari, lalu
            dihapus permanen dengan sendirinya. Pulihkan untuk mengembalikannya seperti sebelum dihapus.
          </Body1>
        )}
        search={{
          state: search,
          subject: 'data terhapus',
          placeholder: 'Cari nama, NIK, No. KK atau alasan',
          filters: (
            <Select
              aria-label="Jenis data"
              value={jenis ?? ''}
              onChange={(_, data) => setJenis(isJenisDataTerhapus(data.value) ? data.value : undefined)}
            >
              <option value="">Semua jenis</option>
              {(Object.entries(JENIS_DATA_TERHAPUS) as [JenisDataTerhapus, string][]).map(([value, label]) => (
                <option key={value} value={value}>{label}</option>
              ))}
            </Select>
          ),
        }}
        read={list}
        table={table}
        empty={listEmpty(search, {
          notFound: <NotFoundState title="DATA TERHAPUS TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama, NIK, No. KK atau alasan dengan benar, atau pilih jenis lain" />,
          none: <EmptyState title="DATA TERHAPUS KOSONG" description="Data yang dihapus dalam 30 hari terakhir akan tampil di sini dan dapat dipulihkan." />,
        }, jenis !== undefined)}
      >
        {(page) => (
          <DataTerhapusTable
            {...page}
            onPulihkan={(row) => setDialog({ kind: 'pulihkan', row })}
            onHapusPermanen={(row) => setDialog({ kind: 'hapus', row })}
          />
        )}
      </ListPage>

      {dialog?.kind === 'pulihkan' ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MEMULIHKAN DATA INI ?"
          note={`${JENIS_DATA_TERHAPUS[dialog.row.jenis]} ${dialog.row.judul} akan dikembalikan seperti sebelum dihapus, beserta data yang ikut terhapus.`}
          confirmLabel="Pulihkan"
          busy={action.busy}
          onConfirm={() => void pulihkan(dialog.row)}
          onCancel={() => setDialog(null)}
        />
      ) : null}

      {dialog?.kind === 'hapus' ? (
        <ConfirmDialog
          open
          title="APAKAH ANDA YAKIN INGIN MENGHAPUS PERMANEN DATA INI ?"
          note={`${JENIS_DATA_TERHAPUS[dialog.row.jenis]} ${dialog.row.judul} beserta data yang ikut terhapus akan dihapus permanen dan tidak dapat dipulihkan lagi.`}
          confirmLabel="Hapus Permanen"
          danger
          busy={action.busy}
          onConfirm={() => void hapusPermanen(dialog.row)}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}

export default DataTerhapusPage;
