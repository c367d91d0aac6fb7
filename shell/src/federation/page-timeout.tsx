// A module's lazy page on its way, with a deadline. The runtime plugin's timeouts cover a module's
// manifest and remoteEntry.js, and the store's watchdog its definition; a page chunk is loaded later,
// by the module's own chunk loader, when the page is first opened, and a server that accepts that
// request and never answers would leave the spinner up for minutes (the bundler's own limit is 120 s).
// After PAGE_LOAD_TIMEOUT_MS this fallback throws instead: the module's error boundary, just outside
// the Suspense that shows it, then says 'Modul … tidak tersedia' with 'Coba lagi', as for any other
// failure of the module.
import { useEffect, useState } from 'react';
import { ModuleLoading } from './module-loading';

/** As long as a module's definition may take (LOAD_TIMEOUT_MS): a page chunk is no bigger a load. */
export const PAGE_LOAD_TIMEOUT_MS = 20_000;

export class PageLoadTimeoutError extends Error {
  constructor(title: string, ms: number) {
    super(`Halaman modul ${title} tidak selesai dimuat dalam ${Math.round(ms / 1000)} detik`);
    this.name = 'PageLoadTimeoutError';
  }
}

export interface PageLoadingProps {
  /** The module's title, for the spinner and the failure's detail. */
  title: string;
  timeoutMs?: number;
}

/** The Suspense fallback of a module page: a spinner, then a failure once the deadline has passed. */
export function PageLoadingWithTimeout({ title, timeoutMs = PAGE_LOAD_TIMEOUT_MS }: PageLoadingProps) {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStalled(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (stalled) throw new PageLoadTimeoutError(title, timeoutMs);
  return <ModuleLoading label={`Memuat ${title}...`} />;
}
