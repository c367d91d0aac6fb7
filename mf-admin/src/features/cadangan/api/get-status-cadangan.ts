// GET /api/cadangan/status (getBackupStatus): the warning, the last good run, the schedule and whether
// the caller may download.
import { useApiGet } from '@sid/openapi';

/** A refusal (a regency's village Super Admin: 403) is not retried: it will not change. */
export function useStatusCadangan(enabled = true, refreshInterval = 0) {
  return useApiGet(enabled ? '/api/cadangan/status' : null, undefined, { refreshInterval, shouldRetryOnError: false });
}
