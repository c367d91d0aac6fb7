// What the searchable lists (the residents on the dashboard, the family cards) share: which reads may
// be retried, what a number search may hold, and how one server read becomes what DataStates shows,
// where a search without result is an empty page (shown as 'not found') rather than a failure.
import type { ApiError } from '@sid/openapi';

/** A NIK or a card number, whole or its first digits (the contract's NumberPrefix). */
export const NUMBER_PREFIX = /^[0-9]{1,16}$/;

/** Retry only what may pass later (no answer, a server failure); a 404 or a 400 will not. */
export const retryTransient = (error: ApiError) => error.status === 0 || error.status >= 500;

/** A list's read as DataStates takes it (`<DataStates {...read}>`): the page (undefined while loading) or the failure. */
export interface ListRead<D> {
  data: D | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
}

interface ServerRead<P> {
  data?: P;
  error?: ApiError;
  isValidating: boolean;
  mutate: () => unknown;
}

/**
 * One server read as a list's read. After a search (`searched`), the server's 404
 * (SEARCH_BY_*_NOT_FOUND, spec §8) clears the result: an empty page, `nothing`.
 */
export function listRead<P, D>(source: ServerRead<P>, searched: boolean, toData: (page: P, validating: boolean) => D, nothing: D): ListRead<D> {
  const onRetry = () => void source.mutate();
  if (searched && source.error?.status === 404) return { data: nothing, error: undefined, onRetry };
  if (source.error) return { data: undefined, error: source.error, onRetry };
  if (source.data === undefined) return { data: undefined, error: undefined, onRetry };
  return { data: toData(source.data, source.isValidating), error: undefined, onRetry };
}

/** A search that cannot match anything (letters in a NIK) is answered without asking. */
export function nothingFound<D>(nothing: D): ListRead<D> {
  return { data: nothing, error: undefined, onRetry: () => undefined };
}
