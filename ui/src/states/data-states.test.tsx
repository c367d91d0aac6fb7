import { screen } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { DataStates, EmptyState, NotFoundState } from '.';

type List = { total: number; names: string[] };

function renderStates(props: { data?: List; error?: { message: string; status?: number } }) {
  const onRetry = jest.fn();
  const result = renderPage(
    <DataStates<List>
      data={props.data}
      error={props.error}
      onRetry={onRetry}
      isEmpty={(d) => d.total === 0}
      empty={<EmptyState title="DATA KOSONG" />}
      notFound={<NotFoundState title="DATA TIDAK DITEMUKAN" />}
    >
      {(d) => <p>{d.names.join(', ')}</p>}
    </DataStates>,
  );
  return { ...result, onRetry };
}

describe('DataStates', () => {
  it('shows the error first, with Coba lagi', async () => {
    const { user, onRetry } = renderStates({ data: { total: 1, names: ['Siti'] }, error: { message: 'Server sibuk', status: 500 } });
    expect(screen.getByText('Server sibuk')).toBeInTheDocument();
    expect(screen.queryByText('Siti')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('shows the not-found state for a 404', () => {
    renderStates({ error: { message: 'x', status: 404 } });
    expect(screen.getByText('DATA TIDAK DITEMUKAN')).toBeInTheDocument();
  });

  it('shows loading, then empty, then the data', () => {
    const { unmount } = renderStates({});
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
    unmount();
    renderStates({ data: { total: 0, names: [] } }).unmount();
    renderStates({ data: { total: 2, names: ['Siti', 'Budi'] } });
    expect(screen.getByText('Siti, Budi')).toBeInTheDocument();
  });

  it('shows the empty state when the data is empty', () => {
    renderStates({ data: { total: 0, names: [] } });
    expect(screen.getByText('DATA KOSONG')).toBeInTheDocument();
  });
});
