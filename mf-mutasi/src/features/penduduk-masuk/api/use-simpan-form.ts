// How this feature's form saves report back, in one place: the refusal goes back to the form, which
// puts it under the field it names.
import { useCallback } from 'react';
import { toApiError, useRefreshRegistry, type ApiError } from '@sid/openapi';
import { useFeedback } from '@sid/ui/feedback';

/**
 * `simpan(call, onSaved)`: runs a form's save; on success marks the registry stale and hands the
 * result to `onSaved` (which says so and moves on); on failure shows the server's message red and
 * resolves with the error, for PendudukForm to place under its field.
 */
export function useSimpanForm() {
  const feedback = useFeedback();
  const refresh = useRefreshRegistry();
  return useCallback(
    async <R>(call: () => Promise<R>, onSaved: (result: R) => void): Promise<ApiError | undefined> => {
      let result: R;
      try {
        result = await call();
      } catch (thrown) {
        const error = toApiError(thrown);
        feedback.error(error.message, { status: error.status, id: error.code });
        return error;
      }
      void refresh();
      onSaved(result);
      return undefined;
    },
    [feedback, refresh],
  );
}
