// The signed-in user's full name, for the top bar. The token carries only the id, the role and the
// village; the name comes once, in the login answer, and is kept beside the token (same lifetime:
// removed at logout and when the session ends) so that a reload still shows it. It is tied to the
// user id: a token of someone else (another tab signed in) never shows this name.
export const USER_NAME_KEY = 'sid.nama';

interface StoredName {
  id: string;
  nama_lengkap: string;
}

export function rememberUserName(id: string, namaLengkap: string | null | undefined): void {
  try {
    if (namaLengkap?.trim()) localStorage.setItem(USER_NAME_KEY, JSON.stringify({ id, nama_lengkap: namaLengkap.trim() } satisfies StoredName));
    else localStorage.removeItem(USER_NAME_KEY);
  } catch {
    // Private mode or a full quota: the top bar shows the role only.
  }
}

export function readUserName(id: string): string | undefined {
  try {
    const raw = localStorage.getItem(USER_NAME_KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredName>;
    return stored.id === id && typeof stored.nama_lengkap === 'string' ? stored.nama_lengkap : undefined;
  } catch {
    return undefined;
  }
}

export function forgetUserName(): void {
  try {
    localStorage.removeItem(USER_NAME_KEY);
  } catch {
    // As above.
  }
}
