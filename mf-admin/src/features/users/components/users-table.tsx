import { Button } from '@fluentui/react-button';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { User, UserSort } from '@sid/openapi';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalPendek } from '@sid/ui/format';
import { usePageStyles } from '@sid/ui/page';

export interface UsersTableProps extends TablePage<User, UserSort> {
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ onEdit, onDelete, ...list }: UsersTableProps) {
  const styles = usePageStyles();
  const columns: DataTableColumn<User, UserSort>[] = [
    { key: 'nama_lengkap', header: 'Nama Lengkap', sortable: true, render: (u) => u.nama_lengkap },
    { key: 'username', header: 'Nama Pengguna', sortable: true, render: (u) => u.username },
    // Spec: the role column shows '-' when empty.
    { key: 'role', header: 'Role', sortable: true, render: (u) => u.role || '-' },
    { key: 'createdAt', header: 'Dibuat', sortable: true, render: (u) => formatTanggalPendek(u.createdAt) || '-' },
    {
      key: 'aksi',
      header: 'Aksi',
      width: '200px',
      render: (u) => (
        <div className={styles.rowActions}>
          {/* The name in the accessible label tells one row's buttons from another's. */}
          <Button size="small" icon={<EditRegular />} aria-label={`Edit ${u.nama_lengkap}`} onClick={() => onEdit(u)}>
            Edit
          </Button>
          <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${u.nama_lengkap}`} onClick={() => onDelete(u)}>
            Hapus
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      ariaLabel="Daftar Pengguna"
      columns={columns}
      getRowKey={(u) => u._id}
      {...tablePageProps(list)}
    />
  );
}
