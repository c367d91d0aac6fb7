// /activity (every signed-in user): the admin activity log, newest first. Each entry's 'Detail'
// shows what it changed (the record before and after). Issue 40: a search box (what was done or who
// did it), a filter by user and one by kind, kept in the URL like the search; each goes back to the
// first page.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Select } from '@fluentui/react-select';
import { SORT_KEYS, type Activity } from '@sid/openapi';
import { JENIS_AKTIVITAS, JENIS_AKTIVITAS_NILAI, isJenisAktivitas } from '@sid/openapi/domain/aktivitas';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { useActivityList, useActivityPelaku } from './api/list-activities';
import { ActivityTable, loadActivityDetailDialog } from '@sid/ui-desa/activity';

// The dialog and the diff code load when a Detail is first pointed at or opened, so the list (the
// first screen) stays within the module's size budget.
const ActivityDetailDialog = lazy(loadActivityDetailDialog);
const prefetchDetailDialog = () => void loadActivityDetailDialog().catch(() => undefined);

/**
 * The filters kept in the URL (`?pengguna=…`, `?jenis=…`); a change goes back to the first page. Each
 * change starts from the last one written, not from the last render's params: react-router hands a
 * functional update the params it rendered with, so a second filter picked before the re-render
 * dropped the first one (seen in the journey on a busy machine).
 */
function useUrlFilters(): { get(name: string): string | undefined; set(name: string, value: string | undefined): void } {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const set = useCallback(
    (name: string, value: string | undefined) => {
      const next = new URLSearchParams(latest.current);
      next.delete('page');
      if (value) next.set(name, value);
      else next.delete(name);
      latest.current = next;
      setParams(next);
    },
    [setParams],
  );
  return { get: (name) => params.get(name) || undefined, set };
}

export function ActivityPage() {
  // A log is read from the latest entry back.
  const table = useTableState({ sort: 'createdAt', order: 'desc' }, { syncUrl: true, sortKeys: SORT_KEYS.ActivitySort });
  const search = useListSearch();
  const filters = useUrlFilters();
  const pengguna = filters.get('pengguna');
  const setPengguna = (value: string | undefined) => filters.set('pengguna', value);
  const jenisParam = filters.get('jenis');
  const setJenis = (value: string | undefined) => filters.set('jenis', value);
  const jenis = isJenisAktivitas(jenisParam) ? jenisParam : undefined;
  const activities = useActivityList(table.query, { q: search.params.q, pengguna, jenis });
  const pelaku = useActivityPelaku().data?.data ?? [];
  const [detail, setDetail] = useState<Activity | null>(null);

  return (
    <>
      <ListPage
        titleId="activity-title"
        title="Aktifitas Admin"
        search={{
          state: search,
          subject: 'aktivitas',
          placeholder: 'Cari aktivitas atau nama pengguna',
          filters: (
            <>
              <Select aria-label="Pengguna" value={pengguna ?? ''} onChange={(_, data) => setPengguna(data.value || undefined)}>
                <option value="">Semua pengguna</option>
                {/* A user named in the URL but not (or no longer) in the list still shows as chosen. */}
                {pengguna && !pelaku.some((p) => p._id === pengguna) ? <option value={pengguna}>Pengguna terpilih</option> : null}
                {pelaku.map((p) => <option key={p._id} value={p._id}>{p.nama_lengkap}</option>)}
              </Select>
              <Select aria-label="Jenis aktivitas" value={jenis ?? ''} onChange={(_, data) => setJenis(isJenisAktivitas(data.value) ? data.value : undefined)}>
                <option value="">Semua jenis</option>
                {JENIS_AKTIVITAS_NILAI.map((value) => <option key={value} value={value}>{JENIS_AKTIVITAS[value].label}</option>)}
              </Select>
            </>
          ),
        }}
        read={activities}
        table={table}
        empty={listEmpty(search, {
          notFound: <NotFoundState title="DATA AKTIVITAS TIDAK DITEMUKAN" description="Silakan cari berdasarkan aktivitas atau nama pengguna dengan benar, atau pilih pengguna atau jenis lain" />,
          none: <EmptyState title="DATA AKTIVITAS KOSONG" description="Belum ada aktivitas admin yang tercatat." />,
        }, pengguna !== undefined || jenis !== undefined)}
      >
        {(page) => (
          <ActivityTable
            {...page}
            onDetail={setDetail}
            onDetailIntent={prefetchDetailDialog}
          />
        )}
      </ListPage>
      <Suspense fallback={null}>
        {detail ? <ActivityDetailDialog activity={detail} onClose={() => setDetail(null)} /> : null}
      </Suspense>
    </>
  );
}

export default ActivityPage;
