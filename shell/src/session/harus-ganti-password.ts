// Issue 40: the login answer says the password is one someone else set (`harus_ganti_password`). The
// token does not carry it (it would still say so after the change, in the same session), so it is kept
// beside the token for the same user, as the name is (user-name.ts), until the change is saved: a
// reload still shows the change-password screen first. The server refuses everything else anyway
// (403): this only decides what the shell shows.
export const HARUS_GANTI_PASSWORD_KEY = 'sid.harus-ganti-password';

export function rememberHarusGantiPassword(id: string, harus: boolean | undefined): void {
  try {
    if (harus) localStorage.setItem(HARUS_GANTI_PASSWORD_KEY, id);
    else localStorage.removeItem(HARUS_GANTI_PASSWORD_KEY);
  } catch {
    // Private mode or a full quota: the server's 403 still stops every other operation.
  }
}

export function readHarusGantiPassword(id: string): boolean {
  try {
    return localStorage.getItem(HARUS_GANTI_PASSWORD_KEY) === id;
  } catch {
    return false;
  }
}
