import type { Activity, ActivitySort } from '@sid/openapi';
import { DataTable, type DataTableColumn, type TableQuery } from '@sid/ui/data-table';
import { formatTanggalWaktu } from '@sid/ui/format';

export interface ActivityTableProps {
  rows: readonly Activity[];
  total: number;
  query: TableQuery<ActivitySort>;
  onQueryChange: (next: TableQuery<ActivitySort>) => void;
  loading: boolean;
}

const columns: DataTableColumn<Activity, ActivitySort>[] = [
  // Spec: the date shows in long format; the time tells apart the many entries of one day.
  { key: 'createdAt', header: 'Tanggal', sortable: true, width: '220px', render: (a) => formatTanggalWaktu(a.createdAt) },
  // A deleted user's entries stay in the log with no author.
  { key: 'activity_by', header: 'Oleh', sortable: true, width: '240px', render: (a) => a.activity_by?.nama_lengkap || '-' },
  { key: 'activity_name', header: 'Aktivitas', sortable: true, render: (a) => a.activity_name },
];

export function ActivityTable({ rows, total, query, onQueryChange, loading }: ActivityTableProps) {
  return (
    <DataTable
      ariaLabel="Aktifitas Admin"
      columns={columns}
      rows={rows}
      total={total}
      getRowKey={(a) => a._id}
      loading={loading}
      {...query}
      onChange={onQueryChange}
    />
  );
}
