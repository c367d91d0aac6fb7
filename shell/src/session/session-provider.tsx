// The signed-in state (spec §3/§4): the JWT in localStorage['token'], read with jwt-decode. A token past
// its expiry counts as signed out; it is checked at start, at its exact expiry, every half minute (timers
// are throttled in background tabs), on navigation, when the tab comes back, and when another tab
// changes the token. A 401 from any call (the API client fires `sid:session-expired`) ends it too.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { clearToken, getToken, setToken, SESSION_EXPIRED_EVENT, TOKEN_KEY } from '@sid/openapi';
import { SessionContext, type Session } from '@sid/ui-desa/module';
import { readToken, type TokenSession } from '@sid/ui-desa/token';
import { recordLogout } from '../api/shell-api';
import { rememberDesa } from './desa-hint';
import { forgetUserName, readUserName, rememberUserName } from './user-name';
import { readHarusGantiPassword, rememberHarusGantiPassword } from './harus-ganti-password';
import { useShellNavigation } from '../navigation/navigation';

/** How often a signed-in page re-checks the expiry, besides the timer set for it. */
export const EXPIRY_CHECK_INTERVAL_MS = 30_000;
/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMEOUT_MS = 2_147_483_647;

interface ShellSession {
  session: Session | null;
  /** True while the logout is being recorded (the layout shows a progress bar). */
  loggingOut: boolean;
  /**
   * Stores a token from the login and what the login answer said of the user; false (and nothing
   * stored) when the token is not a usable session.
   */
  signIn: (token: string, user?: SignInUser) => boolean;
  /** The password someone else set was changed by its owner: the shell opens as usual (issue 40). */
  passwordDiganti: () => void;
}

/** The login answer's user (`SessionUser`): the token has no name, and an old token no village. */
export interface SignInUser {
  nama_lengkap?: string;
  desa_id?: string | null;
  harus_ganti_password?: boolean;
}

const ShellSessionContext = createContext<ShellSession | null>(null);

export function useShellSession(): ShellSession {
  const value = useContext(ShellSessionContext);
  if (!value) throw new Error('useShellSession must be used inside SessionProvider');
  return value;
}

/** The stored token if it still stands for a session; a dead one is removed on the way. */
function readStoredToken(): { token: string; session: TokenSession } | null {
  const token = getToken();
  const session = readToken(token);
  if (token && !session) {
    clearToken();
    forgetUserName();
    rememberHarusGantiPassword('', false);
  }
  if (!token || !session) return null;
  const namaLengkap = readUserName(session.user.id);
  const harusGantiPassword = readHarusGantiPassword(session.user.id);
  if (!namaLengkap && !harusGantiPassword) return { token, session };
  return { token, session: { ...session, user: { ...session.user, ...(namaLengkap ? { namaLengkap } : {}), ...(harusGantiPassword ? { harusGantiPassword } : {}) } } };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const { pathname, navigate } = useShellNavigation();
  const [stored, setStored] = useState(readStoredToken);
  const [loggingOut, setLoggingOut] = useState(false);
  const loggingOutRef = useRef(false);

  const end = useCallback(() => {
    clearToken();
    forgetUserName();
    rememberHarusGantiPassword('', false);
    setStored(null);
  }, []);

  /** Re-reads the token: expired, removed or replaced (another tab) all take effect here. */
  const check = useCallback(() => {
    const next = readStoredToken();
    // Same token still valid: keep the same object, so nothing below re-renders.
    setStored((current) => (next && current && next.token === current.token ? current : next));
  }, []);

  // Expiry: a timer for the exact moment, plus the checks that survive throttled timers.
  useEffect(() => {
    if (!stored) return undefined;
    const timer = setTimeout(check, Math.min(Math.max(stored.session.expiresAt - Date.now(), 0) + 50, MAX_TIMEOUT_MS));
    const interval = setInterval(check, EXPIRY_CHECK_INTERVAL_MS);
    const onVisible = () => { if (document.visibilityState === 'visible') check(); };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', check);
    return () => {
      clearTimeout(timer);
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', check);
    };
  }, [stored, check]);

  // Every navigation re-checks (spec: a token past its expiry counts as signed out), right after the
  // new page has rendered: a state change from a timer, not one made during the effect.
  useEffect(() => {
    const timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [pathname, check]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => { if (event.key === TOKEN_KEY || event.key === null) check(); };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [check]);

  // The API client answered 401 somewhere: the server no longer accepts this session.
  useEffect(() => {
    const onExpired = () => {
      end();
      navigate('/login', { replace: true });
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [end, navigate]);

  const signIn = useCallback((token: string, answer?: SignInUser) => {
    const read = readToken(token);
    if (!read) return false;
    // The token's village claim first; the answer's for a token that has none.
    const desaId = read.user.desaId ?? answer?.desa_id ?? null;
    const namaLengkap = answer?.nama_lengkap?.trim() || undefined;
    const harusGantiPassword = answer?.harus_ganti_password === true;
    const session: TokenSession = {
      ...read,
      user: { ...read.user, desaId, ...(namaLengkap ? { namaLengkap } : {}), ...(harusGantiPassword ? { harusGantiPassword } : {}) },
    };
    rememberDesa(desaId);
    rememberUserName(session.user.id, namaLengkap);
    rememberHarusGantiPassword(session.user.id, harusGantiPassword);
    setToken(token);
    setStored({ token, session });
    return true;
  }, []);

  const passwordDiganti = useCallback(() => {
    rememberHarusGantiPassword('', false);
    setStored((current) => {
      if (!current?.session.user.harusGantiPassword) return current;
      const { harusGantiPassword: _done, ...user } = current.session.user;
      return { ...current, session: { ...current.session, user } };
    });
  }, []);

  const userId = stored?.session.user.id;
  const logout = useCallback(async () => {
    if (loggingOutRef.current) return;
    loggingOutRef.current = true;
    setLoggingOut(true);
    try {
      if (userId) await recordLogout(userId);
    } catch {
      // The record is best effort: signing out must never depend on the server answering.
    } finally {
      loggingOutRef.current = false;
      setLoggingOut(false);
      end();
      navigate('/login', { replace: true });
    }
  }, [userId, end, navigate]);

  const session = useMemo<Session | null>(
    () => (stored ? { user: stored.session.user, token: stored.token, logout } : null),
    [stored, logout],
  );
  const shell = useMemo<ShellSession>(() => ({ session, loggingOut, signIn, passwordDiganti }), [session, loggingOut, signIn, passwordDiganti]);

  return (
    <ShellSessionContext.Provider value={shell}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ShellSessionContext.Provider>
  );
}
