// GET /api/laporan_bulanan/pengingat: the unclosed-month reminder on the village Super Admin's dashboard
// (issue 37). Asked of the server, not of mf-laporan: the dashboard works whether that module is loaded,
// switched off (the server then answers no month) or missing; a refusal or failure shows nothing.
import { useApiGet } from '@sid/openapi';
import { useSession } from '@sid/ui-desa/module';

/** Asked only for a Super Admin: the one who closes a month. */
export function usePengingatLaporan() {
  const { user } = useSession();
  return useApiGet(user.role === 'Super Admin' ? '/api/laporan_bulanan/pengingat' : null, undefined, { shouldRetryOnError: false });
}
