// The version-skew check (docs/modul-rilis.md): a module release says which shell module-contract
// versions it supports (`rentang_shell`, a semver range); a shell outside that range must not load
// it, and asks for a reload instead (the server only assigns releases the newest shell can serve, so
// the page's shell is an old one). The range is matched by the federation runtime's own `satisfy`,
// which the shell carries anyway (semver's satisfies was 5.4 KB more on the first dashboard; a test
// holds the two equal on the ranges a release can carry). The server accepts only valid semver ranges
// (server/src/modul/arsip.ts); one that does not even look like a range counts as incompatible here.
import { satisfy } from '@module-federation/runtime-tools/runtime-core';
import { VERSI_KONTRAK_MODUL } from '@sid/openapi/domain';
import type { ModuleEntry } from '../api/shell-api';

/** Each comparator of a range: an operator, then a version whose parts may be wildcards; or a hyphen range's '-'. */
const PEMBANDING = /^(?:-|(?:<=|>=|<|>|=|\^|~)?\s*v?(?:\*|x|X|\d+)(?:\.(?:\*|x|X|\d+)){0,2}(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)$/;

/** The range looks like a semver range: every comparator of every `||` part parses. */
export function rentangSah(range: string): boolean {
  return range.split('||').every((bagian) => {
    const token = bagian.trim().replace(/(<=|>=|<|>|=|\^|~)\s+/g, '$1').split(/\s+/);
    return token.length > 0 && token.every((t) => t === '' ? bagian.trim() === '' : PEMBANDING.test(t));
  });
}

/** Why this shell must not load the module, or null when it may (no range, or the shell is in it). */
export function incompatibility(entry: ModuleEntry, shellVersion: string = VERSI_KONTRAK_MODUL): string | null {
  const range = entry.rentang_shell;
  if (range === null || range === undefined || range.trim() === '') return null;
  let compatible = false;
  try {
    compatible = rentangSah(range) && satisfy(shellVersion, range);
  } catch {
    compatible = false;
  }
  if (compatible) return null;
  const versi = entry.versi ? ` versi ${entry.versi}` : '';
  return `Modul ${entry.title}${versi} memerlukan shell dengan kontrak modul ${range}; shell ini ${shellVersion}. Muat ulang halaman untuk memakai versi terbaru.`;
}
