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
  /** What an empty read shows (an EmptyState with the spec's wording; a NotFoundState after a search). */
  empty?: ReactNode;
  /** What a 404 shows instead of the error panel (a detail whose record is gone). */
  notFound?: ReactNode;
  /**
   * Puts the loading, error, not-found and empty panels in a frame, e.g. the page's card, when the
   * data's own view lays out several cards of its own.
   */
  frame?: (panel: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * One read on a screen, in the order every screen follows (architecture §6): error (or not found),
 * then loading, then empty, then the data. Every list and detail page shows its read through it.
 */
export function DataStates<T>({ data, error, onRetry, isEmpty, empty, notFound, frame = (panel) => panel, children }: DataStatesProps<T>) {
  if (error) {
    if (notFound && error.status === 404) return <>{frame(notFound)}</>;
    return <>{frame(<ErrorState message={error.message} onRetry={onRetry} />)}</>;
  }
  if (data === undefined) return <>{frame(<LoadingState />)}</>;
  if (empty !== undefined && isEmpty?.(data)) return <>{frame(empty)}</>;
  return <>{children(data)}</>;
}

/** A read as swr gives it (`useApiGet` of @sid/openapi): its answer, its failure, and a reload. */
export interface ReadLike<A> {
  data?: A;
  error?: { message: string; status?: number } | null;
  mutate: () => unknown;
}

type ReadProps<T> = Pick<DataStatesProps<T>, 'data' | 'error' | 'onRetry'>;

/** DataStates' data, error and retry from the read of one record (its answer is `{ data: record }`): `<DataStates {...recordStates(read)}>`. */
export function recordStates<T>(read: ReadLike<{ data: T }>): ReadProps<T> {
  return { data: read.data?.data, error: read.error, onRetry: () => void read.mutate() };
}

/** The same for a read whose whole answer is shown (a page of a list, `{ data: rows, total }`). */
export function answerStates<A>(read: ReadLike<A>): ReadProps<A> {
  return { data: read.data, error: read.error, onRetry: () => void read.mutate() };
}
