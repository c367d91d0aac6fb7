// Session and village identity, provided by the shell and read by every module. These contexts
// live in @sid/ui (a shared singleton), so the shell and the remotes see the same instances.
import { createContext, useContext } from 'react';
import type { Role } from './contract';

export interface SessionUser {
  id: string;
  role: Role;
  /** The user's village (the token's `desa`); null for the Admin Kabupaten, absent in old tests. */
  desaId?: string | null;
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
  /** The head's title on the letters ('Kepala Desa' when the server sends none). */
  jabatan_kepala?: string;
  kode_wilayah?: string | null;
}

/** The title under which the head of the village signs the letters. */
export function jabatanKepala(village: Village): string {
  return village.jabatan_kepala?.trim() || 'Kepala Desa';
}

export const SessionContext = createContext<Session | null>(null);
export const VillageContext = createContext<Village | null>(null);

/** The signed-in session; only pages behind the shell's guard call this. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the shell (no session provided)');
  return session;
}

/** The village when one is known, else null (the login page of a regency; the Admin Kabupaten). */
export function useKnownVillage(): Village | null {
  return useContext(VillageContext);
}

/** The signed-in user's village (letterheads, titles); on the login page, the village the browser knows. */
export function useVillage(): Village {
  const village = useContext(VillageContext);
  if (!village) throw new Error('useVillage must be used inside the shell (no village provided)');
  return village;
}
