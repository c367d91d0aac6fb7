// The activity log's table and its 'Detail Aktivitas' dialog: the village's log (mf-admin, /activity)
// and the regency console's own log (mf-kabupaten, /kabupaten/aktivitas) show their entries alike.
// The dialog and the diff behind it load on demand (loadActivityDetailDialog), so a list's first
// screen does not carry them.
export { ActivityTable, type ActivityTableProps } from './activity-table';
export const loadActivityDetailDialog = () => import('./activity-detail-dialog');
