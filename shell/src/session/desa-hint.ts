// The village this browser signed in to last (issue 11). On a regency's server the login page does
// not know which village a clerk belongs to before they sign in; with this hint it shows the village
// they used last, as a single village's server always does. Only an id, never personal data.
export const DESA_HINT_KEY = 'sid.desa';

export function readDesaHint(): string | null {
  try {
    return localStorage.getItem(DESA_HINT_KEY);
  } catch {
    return null;
  }
}

export function rememberDesa(desaId: string | null | undefined): void {
  if (!desaId) return;
  try {
    localStorage.setItem(DESA_HINT_KEY, desaId);
  } catch {
    // Private mode or a full quota: the login page then shows the regency, nothing breaks.
  }
}

export function forgetDesaHint(): void {
  try {
    localStorage.removeItem(DESA_HINT_KEY);
  } catch {
    // As above.
  }
}
