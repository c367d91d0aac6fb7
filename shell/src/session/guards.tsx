// Route guards (spec §2, §6): they only check that a token exists and is unexpired; what a role may
// do is the server's call (and the module route's role gate, for the screen).
import type { ReactNode } from 'react';
import { Redirect } from '../navigation/navigation';
import { useShellSession } from './session-provider';

/** Everything but /login: signed-out visitors go to /login. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShellSession();
  if (!session) return <Redirect to="/login" />;
  return <>{children}</>;
}

/** /login: a signed-in visitor goes to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { session } = useShellSession();
  if (session) return <Redirect to="/" />;
  return <>{children}</>;
}
