import { useCallback, useState } from 'react';
import { useFeedback } from './feedback-provider';

/** What a failed call says: the module maps its client's errors (`toApiError` of @sid/openapi). */
export interface ActionError {
  message: string;
  status?: number;
  code?: string;
}

export interface ServerAction {
  /**
   * Runs one change and says what happened with the server's own message (spec §8): green on
   * success (or `fallback` when the server sent none), red with the status and code on failure.
   * Resolves with the result, or undefined after a failure (already shown).
   */
  run: <R extends { message?: string }>(call: () => Promise<R>, fallback: string) => Promise<R | undefined>;
  busy: boolean;
}

/** @param toError turns what a failed call threw into its message, status and code. */
export function useServerAction(toError: (thrown: unknown) => ActionError): ServerAction {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <R extends { message?: string }>(call: () => Promise<R>, fallback: string) => {
      setBusy(true);
      try {
        const result = await call();
        feedback.success(result.message || fallback);
        return result;
      } catch (thrown) {
        const error = toError(thrown);
        feedback.error(error.message, { status: error.status, id: error.code });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [feedback, toError],
  );
  return { run, busy };
}
