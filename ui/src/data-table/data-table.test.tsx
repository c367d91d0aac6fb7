import { screen, within } from '@testing-library/react';
import { renderModulePage } from '@sid/ui/testing';
import { DataTable, useTableState, type DataTableColumn, type TableQuery } from '.';

interface Row { id: string; nama: string; umur: number }

const columns: DataTableColumn<Row, 'nama' | 'umur'>[] = [
  { key: 'nama', header: 'Nama', sortable: true, render: (r) => r.nama },
  { key: 'umur', header: 'Umur', sortable: true, render: (r) => String(r.umur) },
  { key: 'aksi', header: 'Aksi', render: () => 'Edit' },
];

const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, nama: `Warga ${i + 1}`, umur: 20 + i }));

function renderTable(query: Partial<TableQuery<'nama' | 'umur'>> = {}, extra: { total?: number; rows?: Row[]; loading?: boolean } = {}) {
  const onChange = jest.fn();
  const result = renderModulePage(
    <DataTable
      ariaLabel="Daftar Warga"
      columns={columns}
      rows={extra.rows ?? rows}
      total={extra.total ?? 12}
      loading={extra.loading}
      getRowKey={(r) => r.id}
      page={query.page ?? 0}
      limit={query.limit ?? 5}
      sort={query.sort}
      order={query.order ?? 'asc'}
      onChange={onChange}
    />,
  );
  return { ...result, onChange };
}

describe('DataTable', () => {
  it('renders the header, the rows and the range', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Daftar Warga' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Umur', 'Aksi']);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('1–5 dari 12')).toBeInTheDocument();
    expect(screen.getByLabelText('Baris per halaman')).toHaveValue('5');
  });

  it('sorts a new column ascending from page 0', async () => {
    const { user, onChange } = renderTable({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
  });

  it('toggles the sorted column between ascending and descending', async () => {
    const { user, onChange, unmount } = renderTable({ sort: 'nama', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Nama/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 0, limit: 5, sort: 'nama', order: 'desc' });
    unmount();
    const second = renderTable({ sort: 'nama', order: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Nama/ })).toHaveAttribute('aria-sort', 'descending');
    await second.user.click(screen.getByRole('button', { name: 'Nama' }));
    expect(second.onChange).toHaveBeenLastCalledWith({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
  });

  it('sorts from the keyboard', async () => {
    const { user, onChange } = renderTable();
    screen.getByRole('button', { name: 'Umur' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 0, limit: 5, sort: 'umur', order: 'asc' });
  });

  it('does not sort columns that are not sortable', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Aksi' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).not.toHaveAttribute('aria-sort');
  });

  it('goes back to page 0 when the page size changes', async () => {
    const { user, onChange } = renderTable({ page: 1, sort: 'umur', order: 'desc' });
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '10');
    expect(onChange).toHaveBeenLastCalledWith({ page: 0, limit: 10, sort: 'umur', order: 'desc' });
    expect(Array.from((screen.getByLabelText('Baris per halaman') as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '25']);
  });

  it('moves to the next and previous pages', async () => {
    const { user, onChange } = renderTable({ page: 1 });
    expect(screen.getByText('6–10 dari 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 5, sort: undefined, order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Halaman sebelumnya' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 0, limit: 5, sort: undefined, order: 'asc' });
  });

  it('disables previous on the first page and next on the last', () => {
    const { unmount } = renderTable({ page: 0 });
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
    unmount();
    renderTable({ page: 2 }, { rows: rows.slice(0, 2) });
    expect(screen.getByText('11–12 dari 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Halaman sebelumnya' })).toBeEnabled();
  });

  it('shows a spinner row while the first page loads', () => {
    renderTable({}, { rows: [], total: 0, loading: true });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('Memuat...')).toBeInTheDocument();
    expect(screen.getByText('0–0 dari 0')).toBeInTheDocument();
  });

  it('keeps the old rows under an overlay while the next page loads', () => {
    renderTable({}, { loading: true });
    expect(screen.getByText('Warga 1')).toBeInTheDocument();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
  });

  it('moves back to the last page when the current one is past the end', () => {
    const { onChange } = renderTable({ page: 3 }, { rows: [], total: 12 });
    expect(onChange).toHaveBeenCalledWith({ page: 2, limit: 5, sort: undefined, order: 'asc' });
  });
});

function StatefulTable({ syncUrl }: { syncUrl?: boolean }) {
  const table = useTableState<'nama' | 'umur'>({ sort: 'nama' }, { syncUrl, sortKeys: ['nama', 'umur'] });
  return (
    <>
      <output data-testid="query">{JSON.stringify(table.query)}</output>
      <DataTable ariaLabel="Warga" columns={columns} rows={rows} total={40} getRowKey={(r) => r.id} {...table} />
    </>
  );
}

describe('useTableState', () => {
  it('holds page, size, sort and order', async () => {
    const { user } = renderModulePage(<StatefulTable />);
    const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');
    expect(query()).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(query()).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    expect(query()).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'desc' });
  });

  it('reads and writes the URL query when asked to', async () => {
    const { user, location } = renderModulePage(<StatefulTable syncUrl />, { route: '/users?page=1&limit=10&sort=umur&order=desc' });
    const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');
    expect(query()).toEqual({ page: 1, limit: 10, sort: 'umur', order: 'desc' });
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    expect(query()).toEqual({ page: 0, limit: 25, sort: 'umur', order: 'desc' });
    expect(location().search).toBe('?limit=25&sort=umur&order=desc');
  });

  it('ignores URL values the server would refuse', () => {
    renderModulePage(<StatefulTable syncUrl />, { route: '/users?page=-3&limit=1000&sort=password&order=sideways' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
  });
});
