// /activity (every signed-in user): the admin activity log, newest first. Each entry's 'Detail'
// shows what it changed (the record before and after).
import { lazy, Suspense, useState } from 'react';
import type { Activity, ActivitySort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, ErrorState, LoadingState } from '@sid/ui/states';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { ACTIVITY_SORT_KEYS, useActivities } from './api/list-activities';
import { ActivityTable } from './components/activity-table';

// The dialog and the diff code load when a Detail is first pointed at or opened, so the list (the
// first screen) stays within the module's size budget.
const loadDetailDialog = () => import('./components/activity-detail-dialog');
const ActivityDetailDialog = lazy(loadDetailDialog);
const prefetchDetailDialog = () => void loadDetailDialog().catch(() => undefined);

export function ActivityPage() {
  const styles = usePageStyles();
  // A log is read from the latest entry back.
  const table = useTableState<ActivitySort>({ sort: 'createdAt', order: 'desc' }, { syncUrl: true, sortKeys: ACTIVITY_SORT_KEYS });
  const activities = useActivities(table.query);
  const [detail, setDetail] = useState<Activity | null>(null);

  let body;
  if (activities.error) {
    body = <ErrorState message={activities.error.message} onRetry={() => void activities.mutate()} />;
  } else if (!activities.data) {
    body = <LoadingState />;
  } else if (activities.data.total === 0) {
    body = <EmptyState title="DATA AKTIFITAS KOSONG" description="Belum ada aktivitas admin yang tercatat." />;
  } else {
    body = (
      <ActivityTable
        rows={activities.data.data}
        total={activities.data.total}
        query={table.query}
        onQueryChange={table.onChange}
        loading={activities.isValidating}
        onDetail={setDetail}
        onDetailIntent={prefetchDetailDialog}
      />
    );
  }

  return (
    <section aria-labelledby="activity-title">
      <PageHeader id="activity-title" title="Aktifitas Admin" />
      <div className={styles.card}>{body}</div>
      <Suspense fallback={null}>
        {detail ? <ActivityDetailDialog activity={detail} onClose={() => setDetail(null)} /> : null}
      </Suspense>
    </section>
  );
}

export default ActivityPage;
