// GET /api/cadangan/status: the backup warning on a single village's Super Admin's dashboard (issue 14).
import { useApiGet } from '@sid/openapi';
import { useKnownVillage, useSession } from '@sid/ui-desa/module';

/**
 * Asked only for a single village's Super Admin (the only village role the server lets see backups);
 * in a regency the backups are the Admin Kabupaten's (GET /api/desa `dalam_kabupaten`), and a refusal
 * (403) shows nothing and is not asked again.
 */
export function useStatusCadangan() {
  const { user } = useSession();
  const village = useKnownVillage();
  return useApiGet(user.role === 'Super Admin' && village?.dalam_kabupaten !== true ? '/api/cadangan/status' : null, undefined, { shouldRetryOnError: false });
}
