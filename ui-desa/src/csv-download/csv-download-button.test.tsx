import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@sid/openapi';
import { renderModulePage } from '@sid/ui-desa/testing';
import { CsvDownloadButton } from '.';

describe('CsvDownloadButton', () => {
  it("runs the download from 'Unduh CSV'", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(<CsvDownloadButton download={download} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });

  it('says a failed download', async () => {
    const download = jest.fn().mockRejectedValue(new ApiError(500, 'Gagal mengunduh berkas', 'INTERNAL_ERROR'));
    const { user } = renderModulePage(<CsvDownloadButton download={download} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect((await screen.findAllByText('Gagal mengunduh berkas')).length).toBeGreaterThan(0);
  });

  it('says an interrupted download (the body broke off) in red, and lets the user try again', async () => {
    const message = 'Unduhan terputus sebelum selesai. Berkas tidak disimpan, silakan coba lagi.';
    // What downloadCsv of @sid/openapi rejects with: an ApiError with status 0 and its own code.
    const interrupted = new ApiError(0, message, 'DOWNLOAD_INTERRUPTED');
    const download = jest.fn().mockRejectedValueOnce(interrupted).mockResolvedValueOnce(undefined);
    const { user } = renderModulePage(<CsvDownloadButton download={download} />);
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

  it('says an unreachable server through the contract\'s error mapper (no mapper handed in)', async () => {
    const download = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderModulePage(<CsvDownloadButton download={download} />);
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect((await screen.findAllByText('Tidak dapat terhubung ke server')).length).toBeGreaterThan(0);
  });

  it("downloads 'csv' from the button and the other formats from the 'Pilihan unduhan' menu", async () => {
    const download = jest.fn().mockResolvedValue(undefined);
    const { user } = renderModulePage(<CsvDownloadButton download={download} withFormats />);
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
    const download = jest.fn().mockRejectedValue(new ApiError(500, 'Gagal mengunduh berkas Excel', 'INTERNAL_ERROR'));
    const { user } = renderModulePage(<CsvDownloadButton download={download} withFormats />);
    const menu = await screen.findByRole('button', { name: 'Pilihan unduhan' });
    await waitFor(() => expect(menu).toBeEnabled());
    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect((await screen.findAllByText('Gagal mengunduh berkas Excel')).length).toBeGreaterThan(0);
  });

  it('has no menu without withFormats (a card\'s members: CSV only)', () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} />);
    expect(screen.queryByRole('button', { name: 'Pilihan unduhan' })).toBeNull();
  });

  it('disables the menu too when there is nothing to download', async () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} disabled withFormats />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pilihan unduhan' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });

  it('is disabled when there is nothing to download', () => {
    renderModulePage(<CsvDownloadButton download={jest.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
  });
});
