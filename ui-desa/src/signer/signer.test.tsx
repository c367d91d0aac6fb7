import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sid/openapi';
import { renderModulePage } from '@sid/ui-desa/testing';
import { SignerControl, SignerDetail, type SignerRecord } from '.';

const signer: SignerRecord = { _id: 's1', nama_jabatan: 'Kepala Desa', nama_lengkap: 'Sutrisno' };

describe('SignerControl', () => {
  it("adds a signer through 'Tambah Nama TTD' and the 'Tambahkan Data TTD' dialog", async () => {
    const save = jest.fn().mockResolvedValue({ message: 'Sukses menambahkan data TTD' });
    const onSaved = jest.fn();
    const { user } = renderModulePage(<SignerControl signature={null} save={save} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Tambah Nama TTD' }));
    expect(await screen.findByText('Tambahkan Data TTD')).toBeInTheDocument();
    // A new signer starts from the village's head title; the clerk may change it.
    expect(screen.getByLabelText('Nama Jabatan')).toHaveValue('Kepala Desa');
    await user.clear(screen.getByLabelText('Nama Jabatan'));
    await user.type(screen.getByLabelText('Nama Jabatan'), ' Kepala Desa ');
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Sutrisno');
    await user.click(screen.getByRole('button', { name: 'Tambahkan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith({ nama_jabatan: 'Kepala Desa', nama_lengkap: 'Sutrisno' });
    await waitFor(() => expect(screen.queryByText('Tambahkan Data TTD')).not.toBeInTheDocument());
  });

  it("updates through 'Perbarui Nama TTD', and a refusal keeps the dialog open with the message", async () => {
    const save = jest.fn().mockRejectedValueOnce(new ApiError(409, 'Data TTD sudah ada', 'SIGNATURE_EXISTS')).mockResolvedValueOnce({});
    const onSaved = jest.fn();
    const { user } = renderModulePage(
      <SignerControl signature={signer} save={save} onSaved={onSaved} />,
    );
    await user.click(screen.getByRole('button', { name: 'Perbarui Nama TTD' }));
    expect(await screen.findByText('Perbarui Data TTD')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Lengkap')).toHaveValue('Sutrisno');
    await user.click(screen.getByRole('button', { name: 'Perbarui' }));
    expect(await screen.findByText('Data TTD sudah ada')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Perbarui' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});

describe('SignerDetail', () => {
  it("shows 'Kosong' without a signer", () => {
    renderModulePage(<SignerDetail signature={null} />);
    expect(screen.getByText('Kosong')).toBeInTheDocument();
  });

  it('opens the signer dialog', async () => {
    const { user } = renderModulePage(<SignerDetail signature={signer} />);
    await user.click(screen.getByRole('button', { name: 'Lihat Data TTD' }));
    expect(await screen.findByText('Detail Data TTD')).toBeInTheDocument();
    expect(screen.getByText('Kepala Desa')).toBeInTheDocument();
  });
});
