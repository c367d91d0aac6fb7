// The version-skew check (docs/modul-rilis.md): a module release says which shell module-contract
// versions it supports (`rentang_shell`, a semver range); a shell outside that range must not load
// it, and asks for a reload instead (the server only assigns releases the newest shell can serve, so
// the page's shell is an old one). Only semver's satisfies, for the layout's bundle: it answers false
// for a range that is no range, so an invalid range counts as incompatible too.
import satisfies from 'semver/functions/satisfies';
import { VERSI_KONTRAK_MODUL } from '@sid/openapi/domain';
import type { ModuleEntry } from '../api/shell-api';

/** Why this shell must not load the module, or null when it may (no range, or the shell is in it). */
export function incompatibility(entry: ModuleEntry, shellVersion: string = VERSI_KONTRAK_MODUL): string | null {
  const range = entry.rentang_shell;
  if (range === null || range === undefined || range.trim() === '') return null;
  let compatible = false;
  try {
    compatible = satisfies(shellVersion, range);
  } catch {
    compatible = false;
  }
  if (compatible) return null;
  const versi = entry.versi ? ` versi ${entry.versi}` : '';
  return `Modul ${entry.title}${versi} memerlukan shell dengan kontrak modul ${range}; shell ini ${shellVersion}. Muat ulang halaman untuk memakai versi terbaru.`;
}
