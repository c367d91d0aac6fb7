import { screen, waitFor, within } from '@testing-library/react';
import { renderModulePage } from '@sid/ui-desa/testing';
import { UserFormDialog } from './user-form-dialog';

const empty = { nama_lengkap: '', username: '', role: '' as const, password: '' };

describe('UserFormDialog', () => {
  it('refuses a new password shorter than 8 before sending, keeping what was typed', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderModulePage(
      <UserFormDialog title="Tambah Pengguna" submitLabel="Tambah" initialValues={empty} passwordRequired onSubmit={onSubmit} onCancel={jest.fn()} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Pengguna' });
    expect(within(dialog).getByText('Minimal 8 karakter')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Nama Lengkap/), 'Dewi Lestari');
    await user.type(within(dialog).getByLabelText(/Nama Pengguna/), 'dewi');
    await user.type(within(dialog).getByLabelText(/^Password/), 'pendek');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(await within(dialog).findByText('password minimal 8 karakter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Nama Lengkap/)).toHaveValue('Dewi Lestari');

    await user.type(within(dialog).getByLabelText(/^Password/), '-123');
    await user.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('lets an edit leave the password empty but not set a short one', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const { user } = renderModulePage(
      <UserFormDialog
        title="Perbarui Pengguna"
        submitLabel="Perbarui"
        initialValues={{ nama_lengkap: 'Siti Aminah', username: 'siti', role: 'Admin', password: '' }}
        passwordRequired={false}
        onSubmit={onSubmit}
        onCancel={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Pengguna' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    expect(await within(dialog).findByText('password minimal 8 karakter')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/^Password/));
    await user.click(within(dialog).getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
