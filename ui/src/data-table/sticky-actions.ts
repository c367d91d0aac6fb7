// The row actions stay in sight on a narrow screen (issue 16): a table wider than its card scrolls
// sideways in its own container, and the actions column (Edit / Hapus / Lihat Detail) stays pinned to
// the container's right edge, on top of the columns that scroll under it. DataTable does this for
// its actions column; a table of its own (a card's members) uses the same classes and hook.
import { useEffect, useState, type RefObject } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStickyActionsStyles = makeStyles({
  /**
   * The table's own horizontal scroll area. `isolation` keeps the pinned column's z-index inside it:
   * dialogs, menus and the toaster (portals) stay above the table whatever their own z-index.
   */
  scroller: {
    position: 'relative',
    overflowX: 'auto',
    isolation: 'isolate',
  },
  /**
   * The table itself. Fluent collapses the borders and draws each row's line on the row; a collapsed
   * border stays where the cell was laid out, so across a pinned cell the lines doubled and blurred.
   * Separate borders, the line on every cell instead: it travels with the pinned cell.
   */
  table: {
    // Laid out by content (issue 40): no column narrower than its longest word, so no cell runs into the next.
    tableLayout: 'auto',
    // A badge (a status) is one label: its box has a fixed height, wrapped words spilled over it.
    '& .fui-Badge': { whiteSpace: 'nowrap' },
    borderCollapse: 'separate',
    borderSpacing: '0',
    '& > thead > tr > th, & > tbody > tr > td': {
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  /**
   * Every row of a table with a pinned column (header rows too): an opaque background the pinned
   * cell inherits, so what scrolls under it does not show through. Fluent's row hover (and a
   * highlighted row's own colour) still win: the cell inherits those too.
   */
  row: {
    backgroundColor: tokens.colorNeutralBackground1,
  },
  /** The pinned cell (header and body): at the right edge, over the others, a divider on its left. */
  cell: {
    position: 'sticky',
    right: '0',
    zIndex: 1,
    backgroundColor: 'inherit',
    // The divider as an inset shadow: it takes no width from the column.
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  /** While the table overflows its container: a soft shadow to the left, so the column reads as on top. */
  raised: {
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}, -4px 0 6px -3px rgba(0, 0, 0, 0.22)`,
  },
});

/**
 * Whether the element's content is wider than the element (its table scrolls sideways), kept up to
 * date as either changes size. False where ResizeObserver does not exist.
 */
export function useOverflowsX(ref: RefObject<HTMLElement | null>): boolean {
  return useScrollerSize(ref).overflows;
}

export interface ScrollerSize {
  /** The content is wider than the element: its table scrolls sideways. */
  overflows: boolean;
  /** The element's inner width in px; undefined until measured, when not laid out, and where ResizeObserver does not exist. */
  width: number | undefined;
}

/** The table's scroll area: its width (which columns it has room for) and whether it overflows, kept up to date. */
export function useScrollerSize(ref: RefObject<HTMLElement | null>): ScrollerSize {
  const [size, setSize] = useState<ScrollerSize>({ overflows: false, width: undefined });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      // 0: not laid out (hidden, or a test without layout): as if unmeasured.
      const next = { overflows: element.scrollWidth > element.clientWidth + 1, width: element.clientWidth || undefined };
      setSize((prev) => (prev.overflows === next.overflows && prev.width === next.width ? prev : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
