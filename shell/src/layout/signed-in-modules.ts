// The modules of the signed-in user's village. The start-up /api/config (before sign-in, without a
// token) lists what the login page's village would run; the server decides per village which modules
// and which release of each its staff run, so the layout asks again with the token (the shared
// client sends it) before starting any module. Until it answers, the start-up list stands in (its
// paths show the loading state); if it fails or takes too long, the start-up list is used.
// This file belongs to the layout's chunk: the login page never loads it.
import { useEffect, useState } from 'react';
import { fetchSignedInModules, type ModuleEntry } from '../api/shell-api';
import { startedModules } from '../session/signed-in-start';

// The request itself lives beside the other API calls: the sign-in starts it ahead of this layout.
export { fetchSignedInModules, SIGNED_IN_CONFIG_TIMEOUT_MS } from '../api/shell-api';

/**
 * The signed-in list of modules, or null while it is asked for. `sessionKey` names the session
 * (user and village): a new one asks again.
 */
export function useSignedInModules(startup: readonly ModuleEntry[], sessionKey: string): readonly ModuleEntry[] | null {
  const [answer, setAnswer] = useState<{ key: string; modules: readonly ModuleEntry[] } | null>(null);

  useEffect(() => {
    let current = true;
    // The answer asked for at sign-in (session/signed-in-start.ts), or asked for now.
    // If that failed, ask again now (a 401 then ends the session: the early one came before anyone listened).
    const early = startedModules();
    (early ? early.catch(() => fetchSignedInModules()) : fetchSignedInModules()).then(
      (modules) => { if (current) setAnswer({ key: sessionKey, modules }); },
      (error: unknown) => {
        if (!current) return;
        console.warn('[shell] Daftar modul desa tidak dapat diambil; memakai daftar awal', error);
        setAnswer({ key: sessionKey, modules: startup });
      },
    );
    return () => { current = false; };
  }, [startup, sessionKey]);

  return answer?.key === sessionKey ? answer.modules : null;
}
