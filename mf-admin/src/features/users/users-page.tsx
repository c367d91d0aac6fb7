// /users (Super Admin): 'Daftar Pengguna'. The spec lets list and dialog failures pass in silence
// (§8); here every outcome is said: the server's message on failure, a confirmation on success
// (see README, "Decisions").
import { lazy, Suspense, useState } from 'react';
import { Button } from '@fluentui/react-button';
import { PersonAddRegular } from '@fluentui/react-icons';
import { SORT_KEYS, type User } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { EmptyState, NotFoundState } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { ListPage, listEmpty, useListSearch } from '@sid/ui/page';
import { USER_DEFAULT_SORT, useUserList } from './api/list-users';
import { createUser } from './api/create-user';
import { updateUser } from './api/update-user';
import { deleteUser } from './api/delete-user';
import type { UserFormValues } from './api/user-form-values';
import { UsersTable } from './components/users-table';
import { DeleteUserDialog } from './components/delete-user-dialog';

// The form dialog brings formik and the field rules; load them when a dialog first opens, so the
// list (the module's first screen) stays within its size budget.
const UserFormDialog = lazy(() => import('./components/user-form-dialog').then((m) => ({ default: m.UserFormDialog })));

type DialogState = { kind: 'add' } | { kind: 'edit'; user: User } | { kind: 'delete'; user: User } | null;

const EMPTY_FORM: UserFormValues = { nama_lengkap: '', username: '', role: 'Admin', password: '' };

export function UsersPage() {
  const action = useServerAction();
  // Newest first; the search (`?q=`) is in the URL, so back and reload keep it.
  const table = useTableState(USER_DEFAULT_SORT, { syncUrl: true, sortKeys: SORT_KEYS.UserSort });
  const search = useListSearch();
  const users = useUserList(table.query, search.params);
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = () => setDialog(null);

  /** One change; whatever happens the dialog closes (spec §4), and a success reloads the list. */
  const change = async (call: () => Promise<{ message?: string }>, successText: string) => {
    const done = await action.run(call, successText);
    close();
    if (done) void users.mutate();
  };

  const addButton = (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setDialog({ kind: 'add' })}>
      Tambah Pengguna
    </Button>
  );

  return (
    <>
      <ListPage
        titleId="users-title"
        title="Daftar Pengguna"
        actions={addButton}
        search={{ state: search, subject: 'pengguna', placeholder: 'Cari nama atau nama pengguna' }}
        read={users}
        table={table}
        empty={listEmpty(search, {
          notFound: <NotFoundState title="PENGGUNA TIDAK DITEMUKAN" description="Silakan cari berdasarkan nama atau nama pengguna dengan benar" />,
          none: <EmptyState title="DATA PENGGUNA KOSONG" description="Silakan tambah pengguna terlebih dahulu" action={addButton} />,
        })}
      >
        {(page) => (
          <UsersTable
            {...page}
            onEdit={(user) => setDialog({ kind: 'edit', user })}
            onDelete={(user) => setDialog({ kind: 'delete', user })}
          />
        )}
      </ListPage>

      <Suspense fallback={null}>
      {dialog?.kind === 'add' ? (
        <UserFormDialog
          title="Tambah Pengguna"
          submitLabel="Tambah"
          initialValues={EMPTY_FORM}
          passwordRequired
          onSubmit={(values) => change(() => createUser(values), 'Pengguna berhasil ditambahkan')}
          onCancel={close}
        />
      ) : null}

      {dialog?.kind === 'edit' ? (
        <UserFormDialog
          title="Perbarui Pengguna"
          submitLabel="Perbarui"
          initialValues={{
            nama_lengkap: dialog.user.nama_lengkap,
            username: dialog.user.username,
            role: dialog.user.role,
            password: '',
          }}
          passwordRequired={false}
          onSubmit={(values) => change(() => updateUser(dialog.user._id, values), 'Pengguna berhasil diperbarui')}
          onCancel={close}
        />
      ) : null}
      </Suspense>

      {dialog?.kind === 'delete' ? (
        <DeleteUserDialog
          busy={action.busy}
          onConfirm={() => void change(() => deleteUser(dialog.user._id), 'Pengguna berhasil dihapus')}
          onCancel={close}
        />
      ) : null}
    </>
  );
}

export default UsersPage;
