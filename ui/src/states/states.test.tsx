import { screen } from '@testing-library/react';
import { Button } from '@fluentui/react-button';
import { renderPage } from '@sid/ui/testing';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '.';

describe('EmptyState', () => {
  it('shows the spec title, the description and the action', () => {
    renderPage(
      <EmptyState
        title="DATA PENDUDUK KOSONG"
        description="Silakan tambah data penduduk terlebih dahulu"
        action={<Button>Tambah Data</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'DATA PENDUDUK KOSONG' })).toBeInTheDocument();
    expect(screen.getByText('Silakan tambah data penduduk terlebih dahulu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah Data' })).toBeInTheDocument();
  });

  it('renders without description or action', () => {
    renderPage(<EmptyState title="DATA KELAHIRAN KOSONG" />);
    expect(screen.getByRole('heading', { name: 'DATA KELAHIRAN KOSONG' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('NotFoundState', () => {
  it('has an Indonesian default and takes the search wording of the spec', () => {
    const { unmount } = renderPage(<NotFoundState />);
    expect(screen.getByRole('heading', { name: 'DATA TIDAK DITEMUKAN' })).toBeInTheDocument();
    unmount();
    renderPage(
      <NotFoundState title="HASIL TIDAK DITEMUKAN" description="Silakan cari berdasarkan NIK, Nomor KK, atau Nama dengan benar" />,
    );
    expect(screen.getByRole('heading', { name: 'HASIL TIDAK DITEMUKAN' })).toBeInTheDocument();
    expect(screen.getByText('Silakan cari berdasarkan NIK, Nomor KK, atau Nama dengan benar')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('announces the message and retries on "Coba lagi"', async () => {
    const onRetry = jest.fn();
    const { user } = renderPage(<ErrorState message="Server tidak dapat dihubungi" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi');
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button without onRetry', () => {
    renderPage(<ErrorState />);
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan');
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });
});

describe('LoadingState', () => {
  it('shows a spinner labelled "Memuat..."', () => {
    renderPage(<LoadingState />);
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });
});
