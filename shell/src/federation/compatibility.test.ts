// The shell matches a release's `rentang_shell` with the federation runtime's `satisfy` (no semver in
// the first dashboard's bytes): it must give semver's answer on every range a release can carry (the
// server accepts only what semver.validRange accepts), and refuse what is no range at all.
import satisfies from 'semver/functions/satisfies';
import validRange from 'semver/ranges/valid';
import { satisfy } from '@module-federation/runtime-tools/runtime-core';
import { rentangSah } from './compatibility';

const RENTANG = [
  '*', '1', '1.x', '1.1.x', '^1.0.0', '^1.1.0', '^1.2.0', '~1.1.0', '~1.0.0', '>=1.0.0', '>1.1.0', '<2.0.0', '<=1.1.0',
  '>=1.0.0 <2.0.0', '>=1.2.0 <2.0.0', '1.0.0 - 1.5.0', '1.2.0 - 2.0.0', '^0.9.0 || ^1.0.0', '^2.0.0 || ^3.0.0', '=1.1.0', '1.1.0',
  '^1.0.0-beta.1', '>=1.1.0-0', '1.0.0 || 1.1.0', '^1', '~1', '>= 1.0.0', '^ 1.1.0', 'v1.1.0', '^0.0.1', '0.x || 1.x', '>1.0.0 <=1.1.0',
];
const VERSI = ['0.9.0', '1.0.0', '1.1.0', '1.1.5', '1.2.0', '1.5.0', '2.0.0', '3.1.4'];

describe('the shell matches a module range with the federation runtime', () => {
  it('gives semver\'s answer on every valid range and version', () => {
    for (const r of RENTANG) {
      expect(validRange(r)).not.toBeNull();
      expect(rentangSah(r)).toBe(true);
      for (const v of VERSI) expect([r, v, satisfy(v, r)]).toEqual([r, v, satisfies(v, r)]);
    }
  });

  it('refuses what semver refuses as a range', () => {
    for (const r of ['bukan rentang', '^^1.0.0', '1.0.0 <', 'latest', '>=a.b.c', '1.0.0;drop']) {
      expect([r, validRange(r)]).toEqual([r, null]);
      expect([r, rentangSah(r)]).toEqual([r, false]);
    }
  });
});
