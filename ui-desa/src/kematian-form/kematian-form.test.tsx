import { screen, waitFor } from '@testing-library/react';
import { object, string } from 'yup';
import { renderModulePage } from '@sid/ui-desa/testing';
import { KematianFormDialog, kematianBaru, type KematianFields } from '.';

const schema = object({ tanggal_meninggal: string().test('bukanMasaDepan', 'Tanggal Meninggal tidak boleh melewati hari ini', (v) => !v || v <= '2026-01-05') });
const record: KematianFields = {
  tanggal_meninggal: '2026-01-02', hari_meninggal: 'Jumat', tempat_meninggal: 'Rumah', penyebab_meninggal: 'Sakit', nomor_surat_kematian: '474.3/1',
};

describe('KematianFormDialog', () => {
  it("records a new death: 'Tambahkan ke Data Kematian', the resident's name, today and its day", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(
      <KematianFormDialog namaLengkap="Mbah Karto" validationSchema={schema} onSubmit={onSubmit} onCancel={jest.fn()} today={new Date(2026, 0, 5, 12)} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tambahkan ke Data Kematian' });
    expect(dialog).toHaveTextContent('Penduduk: Mbah Karto');
    expect(screen.getByLabelText(/Tanggal Meninggal/)).toHaveValue('05-01-2026');
    expect(screen.getByRole('combobox', { name: 'Hari Meninggal' })).toHaveValue('Senin');
    await user.type(screen.getByLabelText('Tempat Meninggal'), 'Rumah');
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ ...kematianBaru(new Date(2026, 0, 5, 12)), tempat_meninggal: 'Rumah' });
  });

  it("edits a record: 'Perbarui Data Kematian' with its values, and the rule's message stops the save", async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(<KematianFormDialog record={record} validationSchema={schema} onSubmit={onSubmit} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Perbarui Data Kematian' });
    expect(dialog).not.toHaveTextContent('Penduduk:');
    expect(screen.getByLabelText('Nomor Surat Kematian')).toHaveValue('474.3/1');
    const tanggal = screen.getByLabelText(/Tanggal Meninggal/);
    await user.clear(tanggal);
    await user.type(tanggal, '01-02-2026');
    await user.click(screen.getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Tanggal Meninggal tidak boleh melewati hari ini')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
