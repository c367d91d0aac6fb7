// The one table every list uses. It holds no data of its own: the server sorts and pages
// (docs/conventions.md), the screen passes the page it got and hears about the next query.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Button } from '@fluentui/react-button';
import { Select } from '@fluentui/react-select';
import { Spinner } from '@fluentui/react-spinner';
import { Caption1 } from '@fluentui/react-text';
import { Label } from '@fluentui/react-label';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_SIZES, isStickyColumn, type DataTableColumn, type SortOrder, type TablePage, type TableQuery } from './types';
import { useScrollerSize, useStickyActionsStyles } from './sticky-actions';

export interface DataTableProps<T, S extends string = string> extends TableQuery<S> {
  columns: readonly DataTableColumn<T, S>[];
  rows: readonly T[];
  /** All rows matching the query on the server (the response's `total`). */
  total: number;
  /** `total` is a bound: more rows match ("1–5 dari lebih dari 1.000"); the pages stop at the bound. */
  totalTerbatas?: boolean;
  getRowKey: (row: T, index: number) => string;
  onChange: (next: TableQuery<S>) => void;
  /** A request is in flight: a spinner row when there is nothing to show yet, an overlay otherwise. */
  loading?: boolean;
  /** Names the table for assistive technology, e.g. 'Daftar Pengguna'. */
  ariaLabel: string;
  pageSizes?: readonly number[];
  /** Shown in the body when the page has no rows (screens usually show an EmptyState instead). */
  emptyMessage?: ReactNode;
  /**
   * Below this width the table scrolls sideways in its own container (a ledger that must keep every
   * column). Without it the table is as wide as its content needs, which `hideBelow` on the low-value
   * columns keeps within the card (issue 40); should it still not fit, it scrolls, the actions column
   * (`sticky`, or keyed 'aksi') pinned at the right edge meanwhile.
   */
  minWidth?: string;
}

/**
 * A list's page as DataTable's data props (rows, total, loading, the query and where it changes):
 * `<DataTable {...tablePageProps(page)} ariaLabel=... columns={columns} getRowKey=... />`.
 */
export function tablePageProps<R, S extends string>({ rows, total, terbatas, query, onQueryChange, loading }: TablePage<R, S>) {
  return { rows, total, totalTerbatas: terbatas, loading, ...query, onChange: onQueryChange } satisfies Partial<DataTableProps<R, S>>;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  /**
   * Issue 40: laid out by content, not Fluent's fixed layout. A fixed layout gives each column its
   * share whatever it holds, and a long word ("Sumberwaras") ran into the next cell; here a column is
   * never narrower than its longest word and the rest wraps.
   */
  table: {
    tableLayout: 'auto',
    // A badge (a status) is one label: its box has a fixed height, wrapped words spilled over it.
    '& .fui-Badge': { whiteSpace: 'nowrap' },
  },
  overlay: {
    position: 'absolute',
    inset: '0',
    // Over the pinned actions column too.
    zIndex: 2,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: 'rgba(255, 255, 255, 0.6)',
  },
  stale: {
    opacity: 0.6,
  },
  headerText: {
    fontWeight: tokens.fontWeightSemibold,
  },
  messageCell: {
    textAlign: 'center',
    paddingTop: tokens.spacingVerticalL,
    paddingBottom: tokens.spacingVerticalL,
  },
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  sizeSelect: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  select: {
    minWidth: '72px',
  },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
  },
});

function ariaSort(order: SortOrder): 'ascending' | 'descending' {
  return order === 'asc' ? 'ascending' : 'descending';
}

export function DataTable<T, S extends string = string>(props: DataTableProps<T, S>) {
  const {
    rows, total, totalTerbatas = false, getRowKey, onChange, loading = false, ariaLabel,
    page, limit, sort, order, pageSizes = PAGE_SIZES, emptyMessage = 'Tidak ada data', minWidth,
  } = props;
  const styles = useStyles();
  const sticky = useStickyActionsStyles();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { overflows, width: roomFor } = useScrollerSize(scrollerRef);
  const sizeId = useId();
  const query: TableQuery<S> = { page, limit, sort, order };

  const from = total === 0 ? 0 : page * limit + 1;
  const to = Math.min(total, (page + 1) * limit);
  const lastPage = Math.max(0, Math.ceil(total / limit) - 1);
  const atStart = page <= 0;
  const atEnd = page >= lastPage;

  // A page past the end (the last row of the last page was deleted, or a stale URL): go to the
  // last page that exists instead of showing an empty table with rows still on the server.
  useEffect(() => {
    if (!loading && rows.length === 0 && total > 0 && page > lastPage) {
      onChange({ page: lastPage, limit, sort, order });
    }
  }, [loading, rows.length, total, page, lastPage, limit, sort, order, onChange]);

  const toggleSort = (key: S) => {
    // Spec §4: a new column sorts ascending, the same column toggles; either way from page 0.
    const nextOrder: SortOrder = sort === key && order === 'asc' ? 'desc' : 'asc';
    onChange({ ...query, sort: key, order: nextOrder, page: 0 });
  };

  // Until the card is measured (and in tests without layout) every column is there.
  const columns = props.columns.filter((c) => roomFor === undefined || c.hideBelow === undefined || roomFor >= c.hideBelow);
  const anySortable = columns.some((c) => c.sortable);
  const pinned = columns.map((c) => isStickyColumn(c));
  const anyPinned = pinned.some(Boolean);
  const rowClass = anyPinned ? sticky.row : undefined;
  const cellClass = (index: number) => (pinned[index] ? mergeClasses(sticky.cell, overflows && sticky.raised) : undefined);
  // Keyboard focus scrolled into view lands beside the pinned column, not under it.
  const pinnedWidth = columns.find((c, i) => pinned[i] && c.width)?.width;
  const showSpinnerRow = loading && rows.length === 0;
  const showOverlay = loading && rows.length > 0;

  return (
    <div className={styles.root}>
      <div
        ref={scrollerRef}
        className={sticky.scroller}
        style={pinnedWidth ? { scrollPaddingRight: pinnedWidth } : undefined}
        data-overflows={overflows ? 'true' : undefined}
      >
        <Table
          aria-label={ariaLabel}
          aria-busy={loading}
          sortable={anySortable}
          className={mergeClasses(styles.table, anyPinned && sticky.table, showOverlay && styles.stale)}
          style={minWidth ? { minWidth } : undefined}
        >
          <TableHeader>
            <TableRow className={rowClass}>
              {columns.map((column, columnIndex) => {
                const key = (column.sortKey ?? column.key) as S;
                const active = column.sortable && sort === key;
                return (
                  <TableHeaderCell
                    key={column.key}
                    className={cellClass(columnIndex)}
                    data-sticky={pinned[columnIndex] ? 'end' : undefined}
                    style={column.width ? { width: column.width } : undefined}
                    sortable={Boolean(column.sortable)}
                    sortDirection={active ? ariaSort(order) : undefined}
                    button={column.sortable ? { onClick: () => toggleSort(key) } : undefined}
                  >
                    <span className={styles.headerText}>{column.header}</span>
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {showSpinnerRow ? (
              <TableRow>
                <TableCell colSpan={columns.length} className={styles.messageCell}>
                  <Spinner size="small" label="Memuat..." />
                </TableCell>
              </TableRow>
            ) : rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className={styles.messageCell}>
                  {emptyMessage}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row, index) => (
                <TableRow key={getRowKey(row, index)} className={rowClass}>
                  {columns.map((column, columnIndex) => (
                    <TableCell key={column.key} className={cellClass(columnIndex)} data-sticky={pinned[columnIndex] ? 'end' : undefined}>
                      {column.render(row, index)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
        {showOverlay ? (
          <div className={styles.overlay}>
            <Spinner size="small" label="Memuat..." />
          </div>
        ) : null}
      </div>

      <nav className={styles.pager} aria-label={`Navigasi halaman ${ariaLabel}`}>
        <div className={styles.sizeSelect}>
          <Label htmlFor={sizeId} size="small">Baris per halaman</Label>
          <Select
            id={sizeId}
            className={styles.select}
            size="small"
            value={String(limit)}
            onChange={(_, data) => {
              // Spec §4: changing the page size starts again at page 0.
              onChange({ ...query, limit: Number(data.value), page: 0 });
            }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={String(size)}>{size}</option>
            ))}
          </Select>
        </div>
        <Caption1 aria-live="polite">{totalTerbatas ? `${from}–${to} dari lebih dari ${total.toLocaleString('id-ID')}` : `${from}–${to} dari ${total}`}</Caption1>
        <div className={styles.nav}>
          <Button
            appearance="subtle"
            icon={<ChevronLeftRegular />}
            aria-label="Halaman sebelumnya"
            disabled={atStart}
            onClick={() => onChange({ ...query, page: page - 1 })}
          />
          <Button
            appearance="subtle"
            icon={<ChevronRightRegular />}
            aria-label="Halaman berikutnya"
            disabled={atEnd}
            onClick={() => onChange({ ...query, page: page + 1 })}
          />
        </div>
      </nav>
    </div>
  );
}
