export { DataTable, tablePageProps, type DataTableProps } from './data-table';
export { useTableState, type TableState, type UseTableStateOptions } from './use-table-state';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, type DataTableColumn, type SortOrder, type TablePage, type TableQuery } from './types';
