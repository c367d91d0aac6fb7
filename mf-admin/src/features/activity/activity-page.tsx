// /activity (every signed-in user): the admin activity log, newest first. Each entry's 'Detail'
// shows what it changed (the record before and after).
import { lazy, Suspense, useState } from 'react';
import { SORT_KEYS, type Activity } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState } from '@sid/ui/states';
import { ListPage } from '@sid/ui/page';
import { useActivityList } from './api/list-activities';
import { ActivityTable, loadActivityDetailDialog } from '@sid/ui-desa/activity';

// The dialog and the diff code load when a Detail is first pointed at or opened, so the list (the
// first screen) stays within the module's size budget.
const ActivityDetailDialog = lazy(loadActivityDetailDialog);
const prefetchDetailDialog = () => void loadActivityDetailDialog().catch(() => undefined);

export function ActivityPage() {
  // A log is read from the latest entry back.
  const table = useTableState({ sort: 'createdAt', order: 'desc' }, { syncUrl: true, sortKeys: SORT_KEYS.ActivitySort });
  const activities = useActivityList(table.query);
  const [detail, setDetail] = useState<Activity | null>(null);

  return (
    <>
      <ListPage
        titleId="activity-title"
        title="Aktifitas Admin"
        read={activities}
        table={table}
        empty={<EmptyState title="DATA AKTIVITAS KOSONG" description="Belum ada aktivitas admin yang tercatat." />}
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
