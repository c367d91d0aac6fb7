// A module's lazy page on its way, with a deadline. A page chunk is loaded by the module's own chunk
// loader when the page is first opened, and a server that accepts that request and never answers
// would leave the spinner up for minutes (the bundler's own limit is 120 s). The page opened as part
// of its module's load (the page the visitor opened, right after the module's definition arrived)
// shares that load's one deadline (deadline.ts), so the panel is up within the same ~10 s whichever
// stage hangs; a page opened later gets a deadline of its own as long. When it passes this fallback
// throws instead: the module's error boundary, just outside the Suspense that shows it, then says
// 'Modul … tidak tersedia' with 'Coba lagi', as for any other failure of the module.
import { useEffect, useState } from 'react';
import { MODULE_DEADLINE_MS, PAGE_MIN_MS } from './deadline';
import { ModuleLoading } from './module-loading';

/** As long as a module's whole load may take: a page chunk is no bigger a load. */
export const PAGE_LOAD_TIMEOUT_MS = MODULE_DEADLINE_MS;

/** How long a page may still take: what is left of its module's load deadline, else a deadline of its own. */
export function pageTimeoutMs(moduleDeadline: number | undefined, now = Date.now()): number {
  if (moduleDeadline === undefined || moduleDeadline <= now) return PAGE_LOAD_TIMEOUT_MS;
  return Math.max(PAGE_MIN_MS, moduleDeadline - now);
}

export class PageLoadTimeoutError extends Error {
  constructor(title: string, ms: number) {
    super(`Halaman modul ${title} tidak selesai dimuat dalam ${Math.round(ms / 1000)} detik`);
    this.name = 'PageLoadTimeoutError';
  }
}

export interface PageLoadingProps {
  /** The module's title, for the spinner and the failure's detail. */
  title: string;
  /** The deadline of the load that brought the module (Date.now() time), if any. */
  moduleDeadline?: number;
  timeoutMs?: number;
}

/** The Suspense fallback of a module page: a spinner, then a failure once the deadline has passed. */
export function PageLoadingWithTimeout({ title, moduleDeadline, timeoutMs }: PageLoadingProps) {
  // How long the visitor waited for the page when it gave up.
  const [stalled, setStalled] = useState<number | null>(null);
  useEffect(() => {
    const ms = timeoutMs ?? pageTimeoutMs(moduleDeadline);
    const timer = setTimeout(() => setStalled(ms), ms);
    return () => clearTimeout(timer);
  }, [timeoutMs, moduleDeadline]);
  if (stalled !== null) throw new PageLoadTimeoutError(title, stalled);
  return <ModuleLoading label={`Memuat ${title}...`} />;
}
