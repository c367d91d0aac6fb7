// GET /api/cadangan/status: the backup warning on a single village's Super Admin's dashboard (issue 14).
import { useApiGet } from '@sid/openapi';
import { useSession } from '@sid/ui-desa/module';

/**
 * Asked only for a Super Admin (the only village role the server lets see backups). In a regency the
 * server refuses a village's Super Admin (403): then nothing shows, and nothing is asked again.
 */
export function useStatusCadangan() {
  const { user } = useSession();
  return useApiGet(user.role === 'Super Admin' ? '/api/cadangan/status' : null, undefined, { shouldRetryOnError: false });
}
