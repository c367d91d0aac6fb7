// What `pnpm bench:scale` asks of a village of a million residents (issue 15): every list a screen
// shows, in every sort order of the contract, both directions, on pages among its first 1,000 and its
// last 1,000; the searches the screens send (names of 1, 2, 3+ letters and the commonest names, NIK
// and No. KK prefixes); the dashboard. Each entry is one measured group of requests.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface Group {
  /** What the report calls it. */
  name: string;
  /** The request paths of the group, cycled through while measuring. */
  paths: string[];
}

/** A list as the screens read it: its path, its total (read first), the contract's sort keys. */
export interface ListSpec {
  path: string;
  total: number;
  sorts: string[];
  /** Which screen shows it. */
  screen: string;
}

/** The enum of a sort schema in openapi.yaml (the contract decides which sorts exist, not this file). */
export function sortsOf(repo: string, schema: string): string[] {
  const yaml = readFileSync(resolve(repo, 'openapi', 'openapi.yaml'), 'utf8');
  const at = yaml.indexOf(`\n    ${schema}:\n`);
  if (at < 0) throw new Error(`no schema ${schema} in openapi.yaml`);
  const enumLine = /enum: \[([^\]]*)\]/.exec(yaml.slice(at, at + 600));
  if (!enumLine) throw new Error(`no enum in ${schema}`);
  return enumLine[1]!.split(',').map((s) => s.trim());
}

/** `count` page numbers spread evenly over [from, to] (whole pages, both ends included). */
export function spread(from: number, to: number, count: number): number[] {
  if (to <= from) return [Math.max(0, from)];
  const pages = new Set<number>();
  for (let i = 0; i < count; i++) pages.add(Math.round(from + ((to - from) * i) / Math.max(1, count - 1)));
  return [...pages];
}

/** The first and the last 1,000 pages of every list, in every sort and both orders (and the default order). */
export function listGroups(lists: ListSpec[], limit: number, samples: number): Group[] {
  const groups: Group[] = [];
  for (const list of lists) {
    const lastPage = Math.max(0, Math.ceil(list.total / limit) - 1);
    const regions: Array<[string, number[]]> = [
      ['first 1,000 pages', spread(0, Math.min(999, lastPage), samples)],
      ['last 1,000 pages', spread(Math.max(0, lastPage - 999), lastPage, samples)],
    ];
    for (const sort of [undefined, ...list.sorts]) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [region, pages] of regions) {
          const sortPart = sort ? `&sort=${sort}` : '';
          groups.push({
            name: `${list.path} sort=${sort ?? '(default)'} ${order}, ${region}`,
            paths: pages.map((p) => `${list.path}?page=${p}&limit=${limit}${sortPart}&order=${order}`),
          });
        }
      }
    }
  }
  return groups;
}

/** Name searches of 1, 2 and 3+ letters, the commonest names, a name nobody has; NIK and No. KK prefixes. */
export function searchGroups(nik: string, noKk: string, limit: number): Group[] {
  const names: Array<[string, string[]]> = [
    ['1 letter', ['a', 'i', 'k', 'w']],
    ['2 letters', ['ab', 'ri', 'su', 'yu']],
    ['3+ letters', ['sit', 'wahyu', 'santoso', 'dewi lest', 'agus pra', 'nurul']],
    ['common names', ['budi', 'siti', 'sri']],
    ['no match', ['zqx', 'qq', 'xyzzy']],
  ];
  const groups: Group[] = [];
  const enc = encodeURIComponent;
  for (const [kind, terms] of names) {
    groups.push({ name: `dashboard name search /api/penduduk/all/s, ${kind}`, paths: terms.map((t) => `/api/penduduk/all/s?name=${enc(t)}&limit=${limit}`) });
    groups.push({ name: `list search box /api/penduduk?q=, ${kind}`, paths: terms.map((t) => `/api/penduduk?q=${enc(t)}&limit=${limit}`) });
    groups.push({ name: `family-card search /api/kartu_keluarga?q=, ${kind}`, paths: terms.map((t) => `/api/kartu_keluarga?q=${enc(t)}&limit=${limit}`) });
    groups.push({ name: `member name search /api/penduduk/s, ${kind}`, paths: terms.map((t) => `/api/penduduk/s?name=${enc(t)}&limit=${limit}`) });
  }
  groups.push({ name: 'common name search, sorted by name, page 50', paths: ['budi', 'siti', 'sri'].map((t) => `/api/penduduk?q=${t}&limit=${limit}&sort=nama_lengkap&page=50`) });
  const prefixes = [2, 4, 6, 8, 10, 12, 16];
  for (const n of prefixes) {
    groups.push({ name: `NIK search /api/penduduk/all/nik/s, ${n} digits`, paths: [`/api/penduduk/all/nik/s?nik=${nik.slice(0, n)}&limit=${limit}`] });
    groups.push({ name: `No. KK search /api/penduduk/s/kk, ${n} digits`, paths: [`/api/penduduk/s/kk?no_kk=${noKk.slice(0, n)}&limit=${limit}`] });
    groups.push({ name: `list search box /api/penduduk?q=, ${n} digits`, paths: [`/api/penduduk?q=${nik.slice(0, n)}&limit=${limit}`] });
  }
  groups.push({ name: 'dashboard counts /api/activity/all', paths: ['/api/activity/all'] });
  return groups;
}
