export { DataTable, tablePageProps, type DataTableProps } from './data-table';
export { useTableState, type TableState, type UseTableStateOptions } from './use-table-state';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, NARROW, isStickyColumn, type DataTableColumn, type SortOrder, type TablePage, type TableQuery } from './types';
export { useStickyActionsStyles, useOverflowsX, useScrollerSize } from './sticky-actions';
