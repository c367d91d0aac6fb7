// The regency's reach into the village, told to its Super Admins (issue 33): a Super Admin the Admin
// Kabupaten created in the village, or a password it set, with who and why, above every page after
// signing in until one of the village's Super Admins marks it as known (for all of them). The
// village's activity log keeps the same entries. The notices' own code loads only when there is one.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@sid/ui-desa/module';
import { fetchTindakanBelumDiakui, type TindakanKabupaten } from '../api/shell-api';

const DaftarPemberitahuan = lazy(() => import('./daftar-pemberitahuan'));

/** For a village's Super Admins only; nothing while it loads or when the list cannot be read. */
export function PemberitahuanKabupaten() {
  const { user } = useSession();
  const [list, setList] = useState<TindakanKabupaten[]>([]);
  const superAdmin = user.role === 'Super Admin';
  useEffect(() => {
    if (!superAdmin) return undefined;
    let live = true;
    fetchTindakanBelumDiakui().then((rows) => { if (live) setList(rows); }, () => undefined);
    return () => { live = false; };
  }, [superAdmin, user.id]);
  if (!superAdmin || list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DaftarPemberitahuan list={list} onKnown={(id) => setList((l) => l.filter((x) => x._id !== id))} />
    </Suspense>
  );
}
