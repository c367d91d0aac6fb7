// The Kemendagri code as the clerk types it: digits only, the dots put in for them (NN.NN.NN.NNNN),
// so a code copied with or without dots, or with spaces, ends up in the contract's one format.
import { KODE_WILAYAH } from '@sid/openapi/domain';

const GROUPS = [2, 2, 2, 4] as const;
const DIGITS = GROUPS.reduce((n, g) => n + g, 0);
const POLA = new RegExp(KODE_WILAYAH.pattern);

/** '3507012001', '35 07 01 2001', '35.07.01.2001x' → '35.07.01.2001'; a partial code keeps its dots so far. */
export function formatKodeWilayah(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, DIGITS);
  const parts: string[] = [];
  let at = 0;
  for (const size of GROUPS) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('.');
}

/** A whole code in the contract's format (the same pattern as openapi.yaml's KodeWilayah). */
export const isKodeWilayah = (kode: string): boolean => POLA.test(kode);

/** 'Malang' → 'Kabupaten Malang'; a city keeps its own word ('Kota Batu'), as the official list names it. */
export const sebutanKabupaten = (kabupaten: string): string => (/^kota\s/i.test(kabupaten) ? kabupaten : `Kabupaten ${kabupaten}`);
