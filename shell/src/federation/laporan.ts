// The health beacon: when a module's load ends, the shell tells the server (POST /api/modul/laporan)
// whether it worked, for the regency's view of which release runs where. Fire-and-forget: nothing
// waits for it, and a failure of the report itself is ignored.
import { api, getToken } from '@sid/openapi';
import type { ModuleEntry } from '../api/shell-api';
import { shortReason } from './plugin';

/** The server's limit on `alasan`. */
export const ALASAN_MAX = 500;

export function reportModuleLoad(entry: ModuleEntry, berhasil: boolean, alasan?: string): void {
  // Only a signed-in shell reports (the token says which village); a load that ends after sign-out
  // has no one to count it for.
  if (!getToken()) return;
  const body = {
    modul_id: entry.id,
    versi: entry.versi ?? null,
    berhasil,
    ...(!berhasil && alasan ? { alasan: shortReason(alasan, ALASAN_MAX) } : {}),
  };
  try {
    api.POST('/api/modul/laporan', { body }).catch(() => undefined);
  } catch {
    // Never let a report break the load that it reports.
  }
}
