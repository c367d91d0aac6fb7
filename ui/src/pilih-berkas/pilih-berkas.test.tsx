import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { PilihBerkas } from '.';

function Chooser({ onChange = jest.fn(), disabled = false }: { onChange?: (f: File | null) => void; disabled?: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <PilihBerkas
      label="Berkas rilis"
      petunjuk="Berkas .tgz, paling besar 20 MB."
      accept=".tgz"
      file={file}
      disabled={disabled}
      onChange={(f) => {
        onChange(f);
        setFile(f);
      }}
    />
  );
}

const arsip = () => new File([new Uint8Array(2048)], 'mf-mutasi-1.5.0.tgz', { type: 'application/gzip' });

describe('PilihBerkas, the product file chooser (issue 38/40)', () => {
  it('draws a Pilih Berkas button over the hidden native input, which keeps the name and says no file yet', () => {
    renderPage(<Chooser />);
    const input = screen.getByLabelText(/Berkas rilis/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('Berkas .tgz, paling besar 20 MB. Belum ada berkas dipilih');
    expect(screen.getByText('Pilih Berkas')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Belum ada berkas dipilih')).toBeVisible();
  });

  it('is one Tab stop, and shows the chosen file with its size', async () => {
    const onChange = jest.fn();
    const { user } = renderPage(<Chooser onChange={onChange} />);
    await user.tab();
    const input = screen.getByLabelText(/Berkas rilis/);
    expect(input).toHaveFocus();
    await user.upload(input, arsip());
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'mf-mutasi-1.5.0.tgz' }));
    expect(screen.getByText('mf-mutasi-1.5.0.tgz (2 KB)')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('mf-mutasi-1.5.0.tgz (2 KB)'));
  });

  it('opens the chooser from the drawn button', async () => {
    const { user } = renderPage(<Chooser />);
    const input = screen.getByLabelText(/Berkas rilis/);
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByText('Pilih Berkas'));
    expect(click).toHaveBeenCalled();
  });

  it('takes a dropped file, unless disabled', () => {
    const onChange = jest.fn();
    const { unmount } = renderPage(<Chooser onChange={onChange} />);
    fireEvent.drop(screen.getByText('Belum ada berkas dipilih'), { dataTransfer: { files: [arsip()] } });
    expect(screen.getByText('mf-mutasi-1.5.0.tgz (2 KB)')).toBeInTheDocument();
    unmount();
    const off = jest.fn();
    renderPage(<Chooser onChange={off} disabled />);
    fireEvent.drop(screen.getByText('Belum ada berkas dipilih'), { dataTransfer: { files: [arsip()] } });
    expect(off).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Berkas rilis/)).toBeDisabled();
  });
});
