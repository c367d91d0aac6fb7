/**
 * @sid-css the sticky Aksi column and its shadow are CSS: this file keeps Fluent's style rules (tooling/jest/environment.cjs).
 */
import { act, screen, within } from '@testing-library/react';
import { renderPage } from '@sid/ui/testing';
import { DataTable, NARROW, useTableState, type DataTableColumn, type TableQuery } from '.';
import { pageSizeKey } from './use-table-state';

interface Row { id: string; nama: string; umur: number }

const columns: DataTableColumn<Row, 'nama' | 'umur'>[] = [
  { key: 'nama', header: 'Nama', sortable: true, render: (r) => r.nama },
  { key: 'umur', header: 'Umur', sortable: true, render: (r) => String(r.umur) },
  { key: 'aksi', header: 'Aksi', render: () => 'Edit' },
];

const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, nama: `Warga ${i + 1}`, umur: 20 + i }));

function renderTable(query: Partial<TableQuery<'nama' | 'umur'>> = {}, extra: { total?: number; rows?: Row[]; loading?: boolean; terbatas?: boolean } = {}) {
  const onChange = jest.fn();
  const result = renderPage(
    <DataTable
      ariaLabel="Daftar Warga"
      columns={columns}
      rows={extra.rows ?? rows}
      total={extra.total ?? 12}
      totalTerbatas={extra.terbatas}
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
    expect(Array.from((screen.getByLabelText('Baris per halaman') as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '25', '50']);
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

  it('says "lebih dari" when the server stopped counting, and pages up to that bound', () => {
    renderTable({ page: 1 }, { total: 1000, terbatas: true });
    expect(screen.getByText('6–10 dari lebih dari 1.000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Halaman berikutnya' })).toBeEnabled();
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

describe('DataTable actions column (issue 16: narrow screens)', () => {
  const realResizeObserver = globalThis.ResizeObserver;
  afterEach(() => {
    globalThis.ResizeObserver = realResizeObserver;
  });

  it('pins the Aksi column to the right edge of its own scroll container, header and rows alike', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Daftar Warga' });
    const scroller = table.parentElement!;
    expect(getComputedStyle(scroller).overflowX).toBe('auto');
    expect(getComputedStyle(scroller).isolation).toBe('isolate');
    const aksi = screen.getByRole('columnheader', { name: 'Aksi' });
    const pinned = [aksi, ...within(table).getAllByRole('cell', { name: 'Edit' })];
    expect(pinned).toHaveLength(6);
    for (const cell of pinned) {
      expect(cell).toHaveAttribute('data-sticky', 'end');
      expect(getComputedStyle(cell).position).toBe('sticky');
      expect(getComputedStyle(cell).right).toBe('0px');
      // The pinned cell takes its row's (opaque) background, so nothing shows through it.
      expect(getComputedStyle(cell).backgroundColor).toBe('inherit');
      expect(getComputedStyle(cell.parentElement!).backgroundColor).not.toBe('');
    }
    for (const name of ['Nama', 'Umur']) {
      expect(screen.getByRole('columnheader', { name })).not.toHaveAttribute('data-sticky');
    }
    expect(within(table).getByRole('cell', { name: 'Warga 1' })).not.toHaveAttribute('data-sticky');
    expect(getComputedStyle(within(table).getByRole('cell', { name: 'Warga 1' })).position).not.toBe('sticky');
  });

  it('keeps the table semantics: one table, the columns in the spec order, the actions reachable by Tab', async () => {
    const withButton: DataTableColumn<Row, 'nama' | 'umur'>[] = [
      ...columns.slice(0, 2),
      { key: 'aksi', header: 'Aksi', width: '120px', render: (r) => <button type="button">{`Edit ${r.nama}`}</button> },
    ];
    const { user } = renderPage(
      <DataTable ariaLabel="Daftar Warga" columns={withButton} rows={rows.slice(0, 2)} total={2} getRowKey={(r) => r.id} page={0} limit={5} order="asc" onChange={jest.fn()} />,
    );
    const table = screen.getByRole('table', { name: 'Daftar Warga' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nama', 'Umur', 'Aksi']);
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Warga 1', '20', 'Edit Warga 1']);
    // Focus scrolled into view stops beside the pinned column, not under it.
    expect(table.parentElement!.style.scrollPaddingRight).toBe('120px');
    await user.tab(); // the sort button of Nama
    await user.tab(); // Umur
    await user.tab();
    expect(screen.getByRole('button', { name: 'Edit Warga 1' })).toHaveFocus();
  });

  it('pins a column marked sticky, and not an aksi column marked sticky: false', () => {
    const marked: DataTableColumn<Row, 'nama' | 'umur'>[] = [
      { ...columns[0]!, sticky: true },
      { ...columns[1]! },
      { ...columns[2]!, sticky: false },
    ];
    renderPage(
      <DataTable ariaLabel="Daftar Warga" columns={marked} rows={rows} total={5} getRowKey={(r) => r.id} page={0} limit={5} order="asc" onChange={jest.fn()} />,
    );
    expect(screen.getByRole('columnheader', { name: /Nama/ })).toHaveAttribute('data-sticky', 'end');
    expect(screen.getByRole('columnheader', { name: 'Aksi' })).not.toHaveAttribute('data-sticky');
  });

  it('casts a shadow over the columns only while the table is wider than its container', () => {
    const observers: Array<() => void> = [];
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {
        observers.push(() => this.callback([], this as unknown as ResizeObserver));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    renderTable();
    const scroller = screen.getByRole('table').parentElement!;
    const aksi = screen.getByRole('columnheader', { name: 'Aksi' });
    const quiet = aksi.className;
    expect(scroller).not.toHaveAttribute('data-overflows');

    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 500 });
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 600 });
    act(() => observers.forEach((notify) => notify()));
    expect(scroller).toHaveAttribute('data-overflows', 'true');
    expect(aksi.className).not.toBe(quiet);
    expect(getComputedStyle(aksi).boxShadow).toContain('-4px 0 6px -3px');

    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 500 });
    act(() => observers.forEach((notify) => notify()));
    expect(scroller).not.toHaveAttribute('data-overflows');
    expect(aksi.className).toBe(quiet);
  });

  it('lays out by content, and leaves out a low-value column while its card is too narrow for it (issue 40)', () => {
    const observers: Array<() => void> = [];
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: ResizeObserverCallback) {
        observers.push(() => this.callback([], this as unknown as ResizeObserver));
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    const withAlamat: DataTableColumn<Row, 'nama' | 'umur'>[] = [columns[0]!, { key: 'alamat', header: 'Alamat', hideBelow: NARROW, render: () => 'Dusun Krajan' }, ...columns.slice(1)];
    renderPage(<DataTable ariaLabel="Daftar Warga" columns={withAlamat} rows={rows} total={5} getRowKey={(r) => r.id} page={0} limit={5} order="asc" onChange={jest.fn()} />);
    const table = screen.getByRole('table');
    // A fixed layout gave each column its share whatever it held: long words ran into the next cell.
    expect(getComputedStyle(table).tableLayout).toBe('auto');
    const scroller = table.parentElement!;
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    // Not measured yet (and in a test without layout): every column.
    expect(headers()).toEqual(['Nama', 'Alamat', 'Umur', 'Aksi']);

    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 700 });
    act(() => observers.forEach((notify) => notify()));
    expect(headers()).toEqual(['Nama', 'Umur', 'Aksi']);
    expect(within(table).queryByRole('cell', { name: 'Dusun Krajan' })).toBeNull();

    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 1040 });
    act(() => observers.forEach((notify) => notify()));
    expect(headers()).toEqual(['Nama', 'Alamat', 'Umur', 'Aksi']);
    expect(within(table).getAllByRole('cell', { name: 'Dusun Krajan' })).toHaveLength(5);
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

function NewestFirstTable({ defaults = {} }: { defaults?: Partial<TableQuery<'nama' | 'createdAt'>> }) {
  const table = useTableState<'nama' | 'createdAt'>(defaults, { syncUrl: true, sortKeys: ['nama', 'createdAt'] });
  return <output data-testid="query">{JSON.stringify(table.query)}</output>;
}

describe('useTableState', () => {
  beforeEach(() => window.localStorage.clear());

  it('holds page, size, sort and order', async () => {
    const { user } = renderPage(<StatefulTable />);
    const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');
    expect(query()).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(query()).toMatchObject({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Nama' }));
    expect(query()).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'desc' });
  });

  it('reads and writes the URL query when asked to', async () => {
    const { user, location } = renderPage(<StatefulTable syncUrl />, { route: '/users?page=1&limit=10&sort=umur&order=desc' });
    const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');
    expect(query()).toEqual({ page: 1, limit: 10, sort: 'umur', order: 'desc' });
    await user.selectOptions(screen.getByLabelText('Baris per halaman'), '25');
    expect(query()).toEqual({ page: 0, limit: 25, sort: 'umur', order: 'desc' });
    expect(location().search).toBe('?limit=25&sort=umur&order=desc');
  });

  it('ignores URL values the server would refuse', () => {
    renderPage(<StatefulTable syncUrl />, { route: '/users?page=-3&limit=1000&sort=password&order=sideways' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
  });

  // Issue 40: one rule for every list, in this hook.
  it('opens a list that sorts by createdAt newest first, unless the list names its own order', () => {
    const first = renderPage(<NewestFirstTable />, { route: '/penduduk' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toEqual({ page: 0, limit: 5, sort: 'createdAt', order: 'desc' });
    first.unmount();
    renderPage(<NewestFirstTable defaults={{ sort: 'nama' }} />, { route: '/penduduk' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toEqual({ page: 0, limit: 5, sort: 'nama', order: 'asc' });
  });

  it('remembers the chosen page size per list (50 included), ids in the route aside', async () => {
    const query = () => JSON.parse(screen.getByTestId('query').textContent ?? '{}');
    const first = renderPage(<StatefulTable syncUrl />, { route: '/kartu_keluarga/0b6f6a52-6a3e-4d0c-9a51-2f0e8c1d2b3a/d' });
    await first.user.selectOptions(screen.getByLabelText('Baris per halaman'), '50');
    expect(query()).toMatchObject({ limit: 50 });
    first.unmount();

    // Another card: the same list, so the same size; no limit in its URL.
    const again = renderPage(<StatefulTable syncUrl />, { route: '/kartu_keluarga/7c1d2e3f-1111-4222-8333-944455556666/d' });
    expect(query()).toMatchObject({ limit: 50, page: 0 });
    expect(again.location().search).toBe('');
    again.unmount();

    // Another list keeps its own (the default).
    renderPage(<StatefulTable syncUrl />, { route: '/users' });
    expect(query()).toMatchObject({ limit: 5 });
  });

  it('ignores a remembered size the list does not offer', () => {
    window.localStorage.setItem(pageSizeKey('/users'), '1000');
    renderPage(<StatefulTable syncUrl />, { route: '/users' });
    expect(JSON.parse(screen.getByTestId('query').textContent ?? '{}')).toMatchObject({ limit: 5 });
  });
});
