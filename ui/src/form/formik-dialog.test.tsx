import { screen, within } from '@testing-library/react';
import { useServerAction } from '@sid/ui/feedback';
import { renderPage } from '@sid/ui/testing';
import { FormikDialog, FormikInput } from '.';

interface Values {
  nama: string;
}

/** A dialog that saves through useServerAction().submit, as every form dialog does. */
function Harness({ save, onSaved }: { save: () => Promise<{ message?: string }>; onSaved: () => void }) {
  const action = useServerAction((thrown) => ({ message: (thrown as Error).message, status: Number((thrown as Error).name) || undefined }));
  return (
    <FormikDialog<Values>
      title="Ubah Nama"
      submitLabel="Simpan"
      initialValues={{ nama: 'Siti' }}
      onSubmit={(_values, form) => action.submit(save, { form, fallback: 'Tersimpan', fieldOf: (error) => (error.status === 413 ? 'nama' : undefined), onSaved })}
      onCancel={() => undefined}
    >
      <FormikInput name="nama" label="Nama" />
    </FormikDialog>
  );
}

function refusal(message: string, status?: number) {
  const error = new Error(message);
  if (status) error.name = String(status);
  return error;
}

describe('FormikDialog with useServerAction().submit', () => {
  it("shows a refusal about no field in the dialog's banner, which can be dismissed", async () => {
    const save = jest.fn().mockRejectedValueOnce(refusal('Data sudah ada')).mockResolvedValueOnce({});
    const onSaved = jest.fn();
    const { user } = renderPage(<Harness save={save} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Nama' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data sudah ada');
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup pesan' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Tersimpan');
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal about a field under that field', async () => {
    const save = jest.fn().mockRejectedValue(refusal('Terlalu besar', 413));
    const { user } = renderPage(<Harness save={save} onSaved={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Nama' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    const field = within(dialog).getByRole('textbox', { name: 'Nama' });
    expect(await within(dialog).findByText('Terlalu besar')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.querySelector('[data-banner-intent]')).toBeNull();
  });
});
