import type { ReactNode } from 'react';
import type { TablePage, TableQuery } from '@sid/ui/data-table';
import { answerStates, DataStates, type ReadLike } from './data-states';

/** A page of a server-paged list as swr gives it (`useApiGet` of a list: `{ data: rows, total }`). */
export interface PageRead<R> extends ReadLike<{ data: readonly R[]; total: number }> {
  isValidating: boolean;
}

/** What a list's table takes from the page: `<KematianTable {...page} />` (TablePage of @sid/ui/data-table). */
export type PageTableProps<R, S extends string> = TablePage<R, S>;

export interface PagedStatesProps<R, S extends string> {
  read: PageRead<R>;
  /** The table's state (`useTableState`): its query and where it changes. */
  table: { query: TableQuery<S>; onChange: (next: TableQuery<S>) => void };
  /** What a list without rows shows (an EmptyState with the spec's wording). */
  empty: ReactNode;
  children: (page: PageTableProps<R, S>) => ReactNode;
}

/** A server-paged list: DataStates (empty when the total is 0), then its table with the page. */
export function PagedStates<R, S extends string>({ read, table, empty, children }: PagedStatesProps<R, S>) {
  return (
    <DataStates {...answerStates(read)} isEmpty={(page) => page.total === 0} empty={empty}>
      {(page) => children({ rows: page.data, total: page.total, query: table.query, onQueryChange: table.onChange, loading: read.isValidating })}
    </DataStates>
  );
}
