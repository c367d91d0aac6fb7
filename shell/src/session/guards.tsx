// Route guards (spec §2, §6): they only check that a token exists and is unexpired; what a role may
// do is the server's call (and the module route's role gate, for the screen).
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useShellSession } from './session-provider';

/** Everything but /login: signed-out visitors go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShellSession();
  if (!session) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** /login: a signed-in visitor goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useShellSession();
  if (session) return <Navigate to="/" replace />;
  return <>{children}</>;
}
