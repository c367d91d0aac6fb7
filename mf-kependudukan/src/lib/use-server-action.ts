import { useCallback, useState } from 'react';
import { toApiError } from '@sid/openapi';
import { useFeedback } from '@sid/ui/feedback';

export interface ServerAction {
  /**
   * Runs one change and says what happened with the server's own message (spec §8): green on
   * success (or `fallback` when the server sent none), red with the status and code on failure.
   * Resolves with the result, or undefined after a failure (already shown).
   */
  run: <R extends { message?: string }>(call: () => Promise<R>, fallback: string) => Promise<R | undefined>;
  busy: boolean;
}

export function useServerAction(): ServerAction {
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
        const error = toApiError(thrown);
        feedback.error(error.message, { status: error.status, id: error.code });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [feedback],
  );
  return { run, busy };
}
