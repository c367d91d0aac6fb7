// The A4 sheet on a screen narrower than the sheet (issue 16): scaled down to the width there is, as a
// whole, instead of cut at the right edge or scrolled sideways. Only the screen is scaled: the sheet's
// own size stays 210 mm (react-to-print prints a clone of the sheet, not this wrapper), and a browser
// print of the page resets the wrapper (LETTER_PRINT_ISOLATION: no transform, auto sizes).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@griffel/react';

const useStyles = makeStyles({
  outer: {
    // Room for the sheet's shadow at the edges.
    paddingLeft: '2px',
    paddingRight: '2px',
  },
  inner: {
    width: 'max-content',
    maxWidth: 'none',
    marginLeft: 'auto',
    marginRight: 'auto',
    transformOrigin: '0 0',
  },
});

interface Fit {
  scale: number;
  /** The scaled content's height, for the outer box (a transform does not change the layout). */
  height: number | undefined;
}

/** The scale that fits `natural` px into `available` px: 1 when it fits already, never more. */
export function fitScale(available: number, natural: number): number {
  if (!(available > 0) || !(natural > 0) || natural <= available) return 1;
  return Math.floor((available / natural) * 1000) / 1000;
}

/**
 * Shows its content at its own width where that fits, scaled down (from the top left corner) to the
 * available width where it does not; the space it takes shrinks with it. Re-measures when the window,
 * the drawer or the content changes size (ResizeObserver; without one, no scaling).
 */
export function FitToWidth({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit>({ scale: 1, height: undefined });

  useLayoutEffect(() => {
    const box = outer.current;
    const content = inner.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const style = getComputedStyle(box);
      const available = box.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      const scale = fitScale(available, content.offsetWidth);
      const height = scale < 1 ? Math.ceil(content.offsetHeight * scale) : undefined;
      setFit((last) => (last.scale === scale && last.height === height ? last : { scale, height }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    measure();
    return () => observer.disconnect();
  }, []);

  const scaled = fit.scale < 1;
  return (
    <div ref={outer} className={styles.outer} style={scaled ? { height: fit.height } : undefined} data-letter-fit="">
      <div
        ref={inner}
        className={styles.inner}
        style={scaled ? { transform: `scale(${fit.scale})`, marginLeft: 0 } : undefined}
        data-scale={String(fit.scale)}
      >
        {children}
      </div>
    </div>
  );
}
