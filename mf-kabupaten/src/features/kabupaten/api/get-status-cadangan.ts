// GET /api/cadangan/status (getBackupStatus) for the console's warning.
import { useApiGet } from '@sid/openapi';

/**
 * getBackupStatus, for the warning on the console's first screen. A refusal is not retried: it will
 * not change. (The backups' own page is mf-admin's /cadangan.)
 */
export function useStatusCadangan() {
  return useApiGet('/api/cadangan/status', undefined, { shouldRetryOnError: false });
}
