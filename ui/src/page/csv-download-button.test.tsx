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

  it('says an interrupted download (the body broke off) in red, and lets the user try again', async () => {
    const message = 'Unduhan terputus sebelum selesai. Berkas tidak disimpan, silakan coba lagi.';
    // What downloadCsv of @sid/openapi rejects with: an ApiError with status 0 and its own code.
    const interrupted = Object.assign(new Error(message), { name: 'ApiError', status: 0, code: 'DOWNLOAD_INTERRUPTED' });
    const download = jest.fn().mockRejectedValueOnce(interrupted).mockResolvedValueOnce(undefined);
    const asApiError = (thrown: unknown) => thrown as { message: string; status: number; code: string };
    const { user } = renderModulePage(<CsvDownloadButton download={download} toError={asApiError} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    // The toast, besides the copy Fluent announces to screen readers.
    const shown = await screen.findAllByText(message);
    const toast = shown.map((el) => el.closest('[data-feedback-intent]')).find((el) => el !== null);
    expect(toast).toHaveAttribute('data-feedback-intent', 'error');
    expect(toast).toHaveAttribute('data-feedback-id', 'DOWNLOAD_INTERRUPTED');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(2));
  });

  it("downloads 'csv' from the button and the other formats from the 'Pilihan unduhan' menu", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(<CsvDownloadButton download={download} toError={toError} withFormats />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(download).toHaveBeenLastCalledWith('csv'));
    const menu = await screen.findByRole('button', { name: 'Pilihan unduhan' });
    await waitFor(() => expect(menu).toBeEnabled());
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (pemisah titik koma, untuk Excel berbahasa Indonesia)' }));
    await waitFor(() => expect(download).toHaveBeenLastCalledWith('csv_titik_koma'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pilihan unduhan' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pilihan unduhan' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(download).toHaveBeenLastCalledWith('xlsx'));
    expect(download).toHaveBeenCalledTimes(3);
  });

  it('says a failed download chosen from the menu', async () => {
    const download = jest.fn().mockRejectedValue(new Error('Gagal mengunduh berkas Excel'));
    const { user } = renderModulePage(<CsvDownloadButton download={download} toError={toError} withFormats />);
    const menu = await screen.findByRole('button', { name: 'Pilihan unduhan' });
    await waitFor(() => expect(menu).toBeEnabled());
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect((await screen.findAllByText('Gagal mengunduh berkas Excel')).length).toBeGreaterThan(0);
  });

  it('has no menu without withFormats (a card\'s members: CSV only)', () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} toError={toError} />);
    expect(screen.queryByRole('button', { name: 'Pilihan unduhan' })).toBeNull();
  });

  it('disables the menu too when there is nothing to download', async () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} toError={toError} disabled withFormats />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pilihan unduhan' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('is disabled when there is nothing to download', () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} toError={toError} disabled />);
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });
});
