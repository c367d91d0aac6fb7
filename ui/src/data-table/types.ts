import type { ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

/** What a server-paged list asks for (docs/conventions.md: page is 0-based). */
export interface TableQuery<S extends string = string> {
  page: number;
  limit: number;
  sort?: S;
  order: SortOrder;
}

/**
 * One page of a server-paged list as a list's own table takes it (`PagedStates` / `ListPage` hand it
 * over: `{(page) => <KematianTable {...page} />}`); `tablePageProps(page)` passes it on to DataTable.
 */
export interface TablePage<R, S extends string = string> {
  rows: readonly R[];
  total: number;
  /** More rows match than `total`: a search's count stopped at its bound (the server's `total_terbatas`). */
  terbatas?: boolean;
  query: TableQuery<S>;
  onQueryChange: (next: TableQuery<S>) => void;
  /** The next page is on its way (the previous one stays under the table's overlay). */
  loading: boolean;
}

/** Spec §9: every list offers 5, 10 or 25 rows, 5 by default. */
export const PAGE_SIZES: readonly number[] = [5, 10, 25, 50];
export const DEFAULT_PAGE_SIZE = 5;

/**
 * A column's `hideBelow` for "not at a 1024 px window": the table's card is about 700 px wide there,
 * about 1040 px at 1366 (the drawer open).
 */
export const NARROW = 1000;

export interface DataTableColumn<T, S extends string = string> {
  /** Unique per table; also the server's sort key unless `sortKey` says otherwise. */
  key: string;
  header: ReactNode;
  sortable?: boolean;
  sortKey?: S;
  render: (row: T, index: number) => ReactNode;
  /**
   * CSS width, e.g. '120px' or '20%': the column's least width. The table lays out by its content
   * (issue 40): a column is never narrower than its longest word, text wraps, nothing overlaps.
   */
  width?: string;
  /**
   * Issue 40: a low-value column is left out while the table's card is narrower than this many
   * pixels (about 700 at a 1024 px window, 1040 at 1366), so the rest, the status and the actions
   * included, fit without sideways scroll. The record's page shows it. Never for a status or Aksi.
   */
  hideBelow?: number;
  /**
   * Pinned to the right edge while the other columns scroll sideways under it (the row's actions,
   * kept in sight on a narrow screen). Meant for the last column; the column keyed 'aksi' is pinned
   * unless this says `false`.
   */
  sticky?: boolean;
}

/** Whether a column stays pinned at the table's right edge: its own `sticky`, else being the 'aksi' column. */
export function isStickyColumn(column: Pick<DataTableColumn<unknown>, 'key' | 'sticky'>): boolean {
  return column.sticky ?? column.key === 'aksi';
}
