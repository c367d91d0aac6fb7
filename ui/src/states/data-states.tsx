import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export interface DataStatesProps<T> {
  /** The read's data (swr's `data`); undefined while loading. */
  data: T | undefined;
  /** The read's failure; its message shows with 'Coba lagi'. */
  error?: { message: string; status?: number } | null;
  /** Loads again ('Coba lagi'). */
  onRetry: () => void;
  /** When the data has nothing to show, e.g. `(d) => d.total === 0`. */
  isEmpty?: (data: T) => boolean;
  /** What an empty read shows (an EmptyState with the spec's wording). */
  empty?: ReactNode;
  /** What a 404 shows instead of the error panel (a detail whose record is gone). */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One read on a screen, in the order every screen follows (architecture §6): error (or not found),
 * then loading, then empty, then the data.
 */
export function DataStates<T>({ data, error, onRetry, isEmpty, empty, notFound, children }: DataStatesProps<T>) {
  if (error) {
    if (notFound && error.status === 404) return <>{notFound}</>;
    return <ErrorState message={error.message} onRetry={onRetry} />;
  }
  if (data === undefined) return <LoadingState />;
  if (empty !== undefined && isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
