import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '@sid/ui/testing';
import { ConfirmDialog, FormDialog } from '.';

const deleteTexts = {
  title: 'APAKAH ANDA YAKIN INGIN MENGHAPUS PENGGUNA INI ?',
  note: 'Data akan dihapus permanen setelah anda menekan tombol hapus.',
};

describe('ConfirmDialog', () => {
  it('shows the question, the note and the two buttons', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderPage(
      <ConfirmDialog open {...deleteTexts} confirmLabel="Hapus" danger onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: deleteTexts.title });
    expect(dialog).toHaveTextContent(deleteTexts.note);
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice or dismissed while busy', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = renderPage(
      <ConfirmDialog open busy {...deleteTexts} confirmLabel="Hapus" danger onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(screen.getByRole('alertdialog')).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });

  it('renders nothing when closed', () => {
    renderPage(<ConfirmDialog open={false} {...deleteTexts} confirmLabel="Hapus" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

function FormHarness({ submitting = false, onSubmit }: { submitting?: boolean; onSubmit: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <FormDialog open={open} title="Tambah Pengguna" submitLabel="Tambah" submitting={submitting} onSubmit={onSubmit} onCancel={() => setOpen(false)}>
      <label>
        Nama Lengkap
        <input name="nama_lengkap" />
      </label>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('submits with the button and with Enter', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPage(<FormHarness onSubmit={onSubmit} />);
    expect(screen.getByRole('dialog', { name: 'Tambah Pengguna' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    await user.type(screen.getByRole('textbox', { name: 'Nama Lengkap' }), 'Budi{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on Batal', async () => {
    const { user } = renderPage(<FormHarness onSubmit={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not submit again while submitting', async () => {
    const onSubmit = jest.fn();
    const { user } = renderPage(<FormHarness submitting onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
  });
});
