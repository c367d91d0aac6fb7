import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@sid/openapi';
import { useServerAction } from '@sid/ui-desa/feedback';
import { findFeedback, renderModulePage } from '@sid/ui-desa/testing';
import { HapusDialog, type AturanAlasanHapus, type DampakHapus } from '.';

// The contract's rule as @sid/openapi/domain gives it (ui imports nothing of ours).
const aturan: AturanAlasanHapus = {
  petunjuk: 'Wajib diisi, minimal 3 karakter.',
  maxLength: 500,
  periksa: (alasan) => {
    const text = alasan.trim();
    if (text === '') return 'Alasan penghapusan tidak boleh kosong';
    return text.length < 3 ? 'Alasan penghapusan minimal 3 karakter' : undefined;
  },
};

const TITLE = 'APAKAH ANDA YAKIN INGIN MENGHAPUS DATA KELAHIRAN INI ?';
const read = (data: DampakHapus | undefined, error?: { message: string; status?: number }) => ({
  data: data ? { data } : undefined,
  error,
  mutate: jest.fn(),
});
const boleh: DampakHapus = { dapat_dihapus: true, ikut_terhapus: ['Data TTD kelahiran', 'Sebagai ayah: Budi Santoso (dilepas)'] };


function Harness({ dampak, call, onDone = jest.fn(), onCancel = jest.fn() }: {
  dampak: ReturnType<typeof read>;
  call: (alasan: string) => Promise<{ message?: string }>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const action = useServerAction();
  return (
    <HapusDialog
      title={TITLE}
      note="Data Ahmad Fauzi akan dihapus."
      dampak={dampak}
      aturan={aturan}
      onHapus={(alasan, form) => action.submit(() => call(alasan), { form, fallback: 'Sukses menghapus data kelahiran', onSaved: onDone })}
      onCancel={onCancel}
    />
  );
}

describe('HapusDialog', () => {
  it('shows the question, what goes with the record, the 30 days and the rule of the reason', () => {
    renderModulePage(<Harness dampak={read(boleh)} call={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Data Ahmad Fauzi akan dihapus.');
    const list = within(dialog).getByRole('list', { name: 'Yang ikut terhapus:' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(boleh.ikut_terhapus);
    expect(dialog).toHaveTextContent('disimpan selama 30 hari di Data Terhapus dan dapat dipulihkan oleh Super Admin');
    expect(within(dialog).getByRole('textbox', { name: /Alasan penghapusan/ })).toBeRequired();
    expect(dialog).toHaveTextContent('Wajib diisi, minimal 3 karakter.');
  });

  it('leaves the list out when nothing goes with the record', () => {
    renderModulePage(<Harness dampak={read({ dapat_dihapus: true, ikut_terhapus: [] })} call={jest.fn()} />);
    expect(screen.queryByText('Yang ikut terhapus:')).not.toBeInTheDocument();
  });

  it('sends nothing without a reason of 3 characters, then the trimmed reason', async () => {
    const call = jest.fn(async () => ({ message: 'Sukses menghapus data kelahiran' }));
    const onDone = jest.fn();
    const { user } = renderModulePage(<Harness dampak={read(boleh)} call={call} onDone={onDone} />);
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByText('Alasan penghapusan tidak boleh kosong')).toBeInTheDocument();
    const box = within(dialog).getByRole('textbox', { name: /Alasan penghapusan/ });
    await user.type(box, ' ab ');
    expect(within(dialog).getByText('Alasan penghapusan minimal 3 karakter')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(call).not.toHaveBeenCalled();
    await user.type(box, 'c salah input');
    expect(within(dialog).queryByText('Alasan penghapusan minimal 3 karakter')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('ab c salah input'));
    expect(await findFeedback('Sukses menghapus data kelahiran')).toHaveAttribute('data-feedback-intent', 'success');
    expect(onDone).toHaveBeenCalled();
  });

  it("keeps the dialog and the typed reason with the server's refusal", async () => {
    const call = jest.fn(async () => {
      throw new ApiError(409, 'Data ini masih dipakai oleh data kelahiran lain', 'CONFLICT');
    });
    const { user } = renderModulePage(<Harness dampak={read(boleh)} call={call} />);
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Alasan penghapusan/ }), 'Data ganda');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Data ini masih dipakai oleh data kelahiran lain');
    expect(within(dialog).getByRole('textbox', { name: /Alasan penghapusan/ })).toHaveValue('Data ganda');
    expect(within(dialog).getByRole('button', { name: 'Hapus' })).toBeEnabled();
  });

  it("says why an Admin may not delete, with no 'Hapus'", async () => {
    const onCancel = jest.fn();
    const { user } = renderModulePage(
      <Harness
        dampak={read({ dapat_dihapus: false, pesan: 'Penduduk ini masih dipakai: hanya Super Admin yang dapat menghapusnya.', ikut_terhapus: ['Sebagai ibu pada data kelahiran Bayu'] })}
        call={jest.fn()}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: TITLE });
    expect(dialog).toHaveTextContent('hanya Super Admin yang dapat menghapusnya');
    expect(dialog).toHaveTextContent('Sebagai ibu pada data kelahiran Bayu');
    expect(within(dialog).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kembali' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("waits for the impact before 'Hapus', and offers 'Coba lagi' when it cannot be read", async () => {
    const { unmount } = renderModulePage(<Harness dampak={read(undefined)} call={jest.fn()} />);
    expect(within(screen.getByRole('alertdialog')).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('aria-disabled', 'true');
    unmount();
    const failed = read(undefined, { message: 'Tidak dapat terhubung ke server', status: 0 });
    const { user } = renderModulePage(<Harness dampak={failed} call={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak dapat terhubung ke server');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(failed.mutate).toHaveBeenCalled();
  });
});
