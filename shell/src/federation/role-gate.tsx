import type { ReactNode } from 'react';
import { canSee, useSession, type Role } from '@sid/ui-desa/module';
import { AccessDenied } from '../pages/access-denied';

/**
 * The screen-side check of a module route's roles. The server enforces the same rule (403); this
 * only spares the user a page whose every call would be refused.
 */
export function RoleGate({ roles, children }: { roles: readonly Role[] | undefined; children: ReactNode }) {
  const { user } = useSession();
  if (!canSee(roles, user.role)) return <AccessDenied />;
  return <>{children}</>;
}
