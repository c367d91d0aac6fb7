import { Button } from '@fluentui/react-button';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import type { Activity, ActivitySort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalWaktu } from '@sid/ui/format';

export interface ActivityTableProps extends TablePage<Activity, ActivitySort> {
  /** Opens 'Detail Aktivitas' (what the entry changed). */
  onDetail: (activity: Activity) => void;
  /** Called when the pointer or focus reaches a Detail button: a chance to fetch the dialog's code early. */
  onDetailIntent?: () => void;
}

export function ActivityTable({ onDetail, onDetailIntent, ...list }: ActivityTableProps) {
  const columns: DataTableColumn<Activity, ActivitySort>[] = [
    // Spec: the date shows in long format; the time tells apart the many entries of one day.
    { key: 'createdAt', header: 'Tanggal', sortable: true, render: (a) => formatTanggalWaktu(a.createdAt) },
    // A deleted user's entries stay in the log with no author.
    { key: 'activity_by', header: 'Oleh', sortable: true, render: (a) => a.activity_by?.nama_lengkap || '-' },
    { key: 'activity_name', header: 'Aktivitas', sortable: true, render: (a) => a.activity_name },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '120px',
      render: (a) => (
        // Many entries share a name ('Login'): the time in the accessible label tells them apart.
        <Button
          size="small"
          appearance="subtle"
          icon={<DocumentSearchRegular />}
          aria-label={`Detail ${a.activity_name}, ${formatTanggalWaktu(a.createdAt)}`}
          onClick={() => onDetail(a)}
          onPointerEnter={onDetailIntent}
          onFocus={onDetailIntent}
        >
          Detail
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel="Aktifitas Admin"
      columns={columns}
      getRowKey={(a) => a._id}
      {...tablePageProps(list)}
    />
  );
}
