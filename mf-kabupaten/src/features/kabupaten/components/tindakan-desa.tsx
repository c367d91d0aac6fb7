// The regency's actions in one village (issue 33), on the village's console page: a Super Admin created
// in a village that had one, a password set, each with who did it, why, and whether the village's Super
// Admins have acknowledged it: the same record the village reads.
import { Badge } from '@fluentui/react-badge';
import { Subtitle2 } from '@fluentui/react-text';
import type { TindakanKabupaten } from '@sid/openapi';
import { DataTable, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { formatTanggalWaktu } from '@sid/ui/format';
import { usePageStyles } from '@sid/ui/page';
import { PagedStates } from '@sid/ui/states';
import { useTindakanDesa } from '../api/list-tindakan-desa';

export const JENIS_TINDAKAN_LABEL: Record<TindakanKabupaten['jenis'], string> = {
  super_admin_dibuat: 'Membuat Super Admin',
  password_diatur: 'Mengatur ulang password',
};

function TindakanTable(list: TablePage<TindakanKabupaten, 'createdAt'>) {
  const columns: DataTableColumn<TindakanKabupaten, 'createdAt'>[] = [
    { key: 'createdAt', header: 'Waktu', sortable: true, width: '170px', render: (t) => formatTanggalWaktu(t.createdAt) },
    { key: 'jenis', header: 'Tindakan', width: '190px', render: (t) => `${JENIS_TINDAKAN_LABEL[t.jenis]} ${t.username}` },
    { key: 'pelaku', header: 'Oleh', width: '150px', render: (t) => t.pelaku },
    { key: 'alasan', header: 'Alasan', render: (t) => t.alasan },
    {
      key: 'diakui',
      header: 'Desa',
      width: '200px',
      render: (t) =>
        t.diakui_pada ? (
          <Badge appearance="tint" color="success">Diketahui {t.diakui_oleh ?? ''}, {formatTanggalWaktu(t.diakui_pada)}</Badge>
        ) : (
          <Badge appearance="tint" color="warning">Belum diketahui desa</Badge>
        ),
    },
  ];
  return <DataTable ariaLabel="Tindakan Kabupaten di Desa Ini" columns={columns} getRowKey={(t) => t._id} {...tablePageProps(list)} />;
}

/** The list's table state and its read, held by the page (a new Super Admin or password reloads it). */
export function useTindakan(desaId: string) {
  const table = useTableState<'createdAt'>({ sort: 'createdAt', order: 'desc' });
  const read = useTindakanDesa(desaId, table.query);
  return { table, read };
}
export type TindakanRead = ReturnType<typeof useTindakan>;

export function TindakanDesa({ table, read }: TindakanRead) {
  const styles = usePageStyles();
  return (
    <div>
      <Subtitle2 as="h2" className={styles.sectionTitle}>Tindakan Kabupaten di Desa Ini</Subtitle2>
      <p>Super Admin yang dibuat untuk desa yang sudah memiliki Super Admin, dan password yang diatur ulang, beserta alasannya. Super Admin desa melihatnya saat masuk sampai salah satu dari mereka menandainya sudah diketahui.</p>
      <PagedStates read={read} table={table} empty={<p>Belum ada tindakan kabupaten di desa ini.</p>}>
        {(page) => <TindakanTable {...page} />}
      </PagedStates>
    </div>
  );
}
