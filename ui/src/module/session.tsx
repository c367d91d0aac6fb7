// Session and village identity, provided by the shell and read by every module. These contexts
// live in @sid/ui (a shared singleton), so the shell and the remotes see the same instances.
import { createContext, useContext } from 'react';
import type { Role } from './contract';

export interface SessionUser {
  id: string;
  role: Role;
}

export interface Session {
  user: SessionUser;
  token: string;
  /** Records the logout on the server, clears the session and goes to /login. */
  logout: () => Promise<void>;
}

export interface Village {
  nama_desa: string;
  kecamatan: string;
  kabupaten: string;
  provinsi: string;
  alamat_kantor: string;
  kode_pos: string;
}

export const SessionContext = createContext<Session | null>(null);
export const VillageContext = createContext<Village | null>(null);

/** The signed-in session; only pages behind the shell's guard call this. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the shell (no session provided)');
  return session;
}

/** The village this deployment serves (letterheads, CSV file names, titles). */
export function useVillage(): Village {
  const village = useContext(VillageContext);
  if (!village) throw new Error('useVillage must be used inside the shell (no village provided)');
  return village;
}
