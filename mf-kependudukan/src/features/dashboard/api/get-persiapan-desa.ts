// What the first-steps checklist reads (issue 40), each from its own operation: the village's areas,
// its signing officials, its accounts (a count: one row asked). Only for a Super Admin (the one who
// does these steps, and the only one the users list answers); nothing is asked for anyone else.
import { useApiGet } from '@sid/openapi';
import { useSession } from '@sid/ui-desa/module';

export function usePersiapanDesa() {
  const { user } = useSession();
  const superAdmin = user.role === 'Super Admin';
  const wilayah = useApiGet(superAdmin ? '/api/wilayah_desa' : null);
  const kop = useApiGet(superAdmin ? '/api/laporan_kop' : null);
  const pengguna = useApiGet(superAdmin ? '/api/auth/all' : null, { query: { limit: 1 } });
  if (!wilayah.data || !kop.data || !pengguna.data) return undefined;
  return { jumlahDusun: wilayah.data.data.dusun.length, jumlahPejabat: kop.data.data.pejabat.length, jumlahPengguna: pengguna.data.total ?? 0 };
}
