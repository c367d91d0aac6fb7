// After sign-in the village is the user's own (GET /api/desa), whatever the login page showed: on a
// regency's server the login page may show the regency or the village this browser used last. The
// modules' letters, titles and file names read it through VillageContext. The Admin Kabupaten has no
// village: the regency console reads the regency from the configuration instead.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { toApiError } from '@sid/openapi';
import { useSession, VillageContext, type Village } from '@sid/ui-desa/module';
import { fetchDesaSaya } from '../api/shell-api';
import { startedDesa } from '../session/signed-in-start';
import { PageLoading } from '../components/page-loading';
import { ConfigError } from '../config/config-error';

type VillageState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; village: Village };

export function SignedInVillage({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const staff = user.role !== 'Admin Kabupaten';
  const [state, setState] = useState<VillageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!staff) return undefined;
    let current = true;
    // The first time, the answer asked for at sign-in (session/signed-in-start.ts); a retry asks again.
    // If that failed, ask again now: a 401 then ends the session (the early one came before anyone listened).
    const early = attempt === 0 ? startedDesa() : null;
    (early ? early.catch(() => fetchDesaSaya()) : fetchDesaSaya()).then(
      (village) => { if (current) setState({ status: 'ready', village }); },
      (error: unknown) => { if (current) setState({ status: 'failed', message: toApiError(error).message }); },
    );
    return () => { current = false; };
  }, [staff, attempt, user.desaId]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (!staff) return <VillageContext.Provider value={null}>{children}</VillageContext.Provider>;
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'failed') {
    return (
      <ConfigError
        title="Data desa tidak dapat dimuat"
        description="Kop surat dan nama desa Anda belum dapat diambil dari server. Periksa koneksi jaringan, lalu coba lagi."
        detail={state.message}
        onRetry={retry}
      />
    );
  }
  return <VillageContext.Provider value={state.village}>{children}</VillageContext.Provider>;
}
