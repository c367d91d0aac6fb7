import { screen, waitFor } from '@testing-library/react';
import { renderModulePage } from '@sid/ui/testing';
import { CsvDownloadButton } from '.';

const toError = (thrown: unknown) => ({ message: (thrown as Error).message, status: 500 });

describe('CsvDownloadButton', () => {
  it("runs the download from 'Unduh CSV'", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(<CsvDownloadButton download={download} toError={toError} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });

  it('says a failed download', async () => {
    const download = jest.fn().mockRejectedValue(new Error('Gagal mengunduh berkas'));
    const { user } = renderModulePage(<CsvDownloadButton download={download} toError={toError} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect((await screen.findAllByText('Gagal mengunduh berkas')).length).toBeGreaterThan(0);
  });

  it('is disabled when there is nothing to download', () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} toError={toError} disabled />);
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });
});
