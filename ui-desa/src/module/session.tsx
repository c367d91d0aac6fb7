// Session and village identity, provided by the shell and read by every module. These contexts
// live in @sid/ui-desa (a shared singleton), so the shell and the remotes see the same instances.
import { createContext, useContext } from 'react';
import type { Village as ContractVillage } from '@sid/openapi';
import type { Role } from './contract';

export interface SessionUser {
  id: string;
  role: Role;
  /** The user's village (the token's `desa`); null for the Admin Kabupaten, absent in old tests. */
  desaId?: string | null;
  /** The user's full name (the login answer's nama_lengkap), when the shell knows it. */
  namaLengkap?: string;
  /** Someone else set the password: the shell shows only its change until it is saved (issue 40). */
  harusGantiPassword?: boolean;
}

export interface Session {
  user: SessionUser;
  token: string;
  /** Records the logout on the server, clears the session and goes to /login. */
  logout: () => Promise<void>;
}

/** The village as the contract sends it (`Village` of openapi.yaml: GET /api/desa, /api/config). */
export type Village = ContractVillage;

/** The title under which the head of the village signs the letters. */
export function jabatanKepala(village: Partial<Pick<Village, 'jabatan_kepala'>>): string {
  return village.jabatan_kepala?.trim() || 'Kepala Desa';
}

/** A letter's signer as its record holds it (`signatures`). */
export interface LetterSigner {
  nama_jabatan?: string | null;
  nama_lengkap?: string | null;
}

/**
 * The signer as a letter prints it: a signer without a title of their own signs under the village
 * head's title (`jabatanKepala`). No signer stays none: the letter shows its placeholders (spec).
 */
export function penandatanganSurat<S extends LetterSigner>(
  signer: S | null | undefined,
  village: Partial<Pick<Village, 'jabatan_kepala'>>,
): (S & { nama_jabatan: string }) | null {
  if (!signer) return null;
  return { ...signer, nama_jabatan: signer.nama_jabatan?.trim() || jabatanKepala(village) };
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
