// What other features of this module may use of the activity log: its table, its sort keys, and its
// detail dialog loaded on demand (the regency console shows its own log with them).
export { ActivityTable, type ActivityTableProps } from './components/activity-table';
export const loadActivityDetailDialog = () => import('./components/activity-detail-dialog');
