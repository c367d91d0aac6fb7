// /kabupaten/aktivitas (Admin Kabupaten): the regency console's own activity log, newest first, with
// the same table and detail as the villages' log.
import { lazy, Suspense, useState } from 'react';
import { SORT_KEYS, type Activity } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { ListPage } from '@sid/ui/page';
import { EmptyState } from '@sid/ui/states';
import { ActivityTable, loadActivityDetailDialog } from '@sid/ui-desa/activity';
import { useAktivitasKabupaten } from './api/list-aktivitas-kabupaten';

const ActivityDetailDialog = lazy(loadActivityDetailDialog);

export function AktivitasKabupatenPage() {
  const table = useTableState({ sort: 'createdAt', order: 'desc' }, { syncUrl: true, sortKeys: SORT_KEYS.ActivitySort });
  const log = useAktivitasKabupaten(table.query);
  const [detail, setDetail] = useState<Activity | null>(null);
  return (
    <>
      <ListPage
        titleId="aktivitas-kabupaten-title"
        title="Aktivitas Kabupaten"
        read={log}
        table={table}
        empty={<EmptyState title="BELUM ADA AKTIVITAS" description="Aktivitas konsol kabupaten akan tercatat di sini." />}
      >
        {(page) => <ActivityTable {...page} onDetail={setDetail} />}
      </ListPage>
      <Suspense fallback={null}>{detail ? <ActivityDetailDialog activity={detail} onClose={() => setDetail(null)} /> : null}</Suspense>
    </>
  );
}

export default AktivitasKabupatenPage;
