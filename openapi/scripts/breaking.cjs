// The contract's version rules (docs/adr/0014-contract-versions-and-breaking-check.md), pure: given
// the parsed documents and the versions, says whether the current contract may follow the released
// one. scripts/check-breaking.mjs reads the files; this module reads nothing.
//
// CommonJS so that jest (the shared preset, CommonJS only) loads it as it is; the .mjs scripts
// import it too.
//
// The changes and their classes are api-smart-diff's. It resolves every $ref, so a change in
// components/* is reported once per operation that uses it, classified in that operation's context
// (a response is judged as a response, a request body as a request body), and once more under
// components/, classified without a context (a response schema judged like a request's): only the
// first kind counts. components/securitySchemes is the exception, named rather than $ref'd.
const { apiCompare } = require('api-smart-diff');

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const ACTIONS = { add: '[Added]', remove: '[Removed]', replace: '[Replaced]', rename: '[Renamed]' };
const TYPES = ['breaking', 'non-breaking', 'annotation', 'deprecated', 'unclassified'];

/** `{ major, minor, patch, prerelease }` of a semver string, or null. */
function parseSemver(version) {
  const m = typeof version === 'string' ? SEMVER.exec(version) : null;
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}

/** Semver precedence: negative, 0 or positive. Both must be valid. */
function compareSemver(a, b) {
  const x = parseSemver(a);
  const y = parseSemver(b);
  if (!x || !y) throw new Error(`not semver: ${x ? b : a}`);
  for (const key of ['major', 'minor', 'patch']) if (x[key] !== y[key]) return x[key] - y[key];
  if (!x.prerelease.length || !y.prerelease.length) return y.prerelease.length - x.prerelease.length;
  for (let i = 0; i < Math.max(x.prerelease.length, y.prerelease.length); i++) {
    const p = x.prerelease[i];
    const q = y.prerelease[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/** VERSI_KONTRAK as written in src/domain/versi.ts, or null. */
function readVersiKontrak(sourceText) {
  return /export\s+const\s+VERSI_KONTRAK\s*=\s*['"]([^'"]*)['"]/.exec(sourceText)?.[1] ?? null;
}

/**
 * The snapshots to compare with, from their versions (invalid ones ignored): `sebelumnya`, the
 * highest not above the current version, and `terbaru`, the highest of all (null when none).
 */
function pilihRilis(versiSekarang, versiRilis) {
  const valid = versiRilis.filter((v) => parseSemver(v)).sort(compareSemver);
  const terbaru = valid.at(-1) ?? null;
  const sebelumnya = parseSemver(versiSekarang) ? valid.filter((v) => compareSemver(v, versiSekarang) <= 0).at(-1) ?? null : null;
  return { sebelumnya, terbaru };
}

const isOperationLevel = (diff) => diff.path[0] !== 'components' || diff.path[1] === 'securitySchemes';

/** A readable line for one change: where (operation or document part), what, and the spot. */
function describe(diff, sebelumnya, sekarang) {
  const [root, url, method, ...rest] = diff.path;
  // api-smart-diff leaves the change's own words out of some descriptions (" in Response 201 ..."):
  // then say at least what kind of change it was; the location says where.
  const description = diff.description?.trim() ?? '';
  const what = description.startsWith('[') ? description : `${ACTIONS[diff.action] ?? `[${diff.action}]`}${description ? ` ${description}` : ''}`;
  if (root === 'paths' && METHODS.has(method)) {
    const operationId = sekarang?.paths?.[url]?.[method]?.operationId ?? sebelumnya?.paths?.[url]?.[method]?.operationId;
    const operasi = `${method.toUpperCase()} ${url}${operationId ? ` (${operationId})` : ''}`;
    return { operasi, perubahan: what, lokasi: rest.join('.') };
  }
  return { operasi: diff.path.join('.') || '(document)', perubahan: what, lokasi: '' };
}

const formatChange = (c) => `${c.operasi}: ${c.perubahan}${c.lokasi ? ` [at ${c.lokasi}]` : ''}`;

/**
 * Checks the current contract against the previous release.
 *
 * @param {object} input
 * @param {object} input.sekarang the current document (parsed openapi.yaml)
 * @param {string} [input.versiSekarang] its version (default: `sekarang.info.version`)
 * @param {string | null} input.versiKontrak VERSI_KONTRAK of src/domain/versi.ts (null: not found)
 * @param {object | null} [input.sebelumnya] the previous release's document (null: no release yet)
 * @param {string | null} [input.versiSebelumnya] its version (the snapshot's name)
 * @param {string | null} [input.versiTerbaru] the newest snapshot's version (default: versiSebelumnya)
 * @returns {{ ok: boolean, pesan: string[], breaking: Array<{ operasi: string, perubahan: string, lokasi: string, diff: object }>, ringkasan: Record<string, number> }}
 */
function periksaKontrak({ sekarang, versiSekarang = sekarang?.info?.version, versiKontrak, sebelumnya = null, versiSebelumnya = null, versiTerbaru = versiSebelumnya }) {
  const errors = [];
  const notes = [];
  const ringkasan = Object.fromEntries(TYPES.map((t) => [t, 0]));
  const result = (breaking = []) => ({ ok: errors.length === 0, pesan: [...errors, ...notes], breaking, ringkasan });

  const current = parseSemver(versiSekarang);
  if (!current) errors.push(`info.version ${JSON.stringify(versiSekarang)} is not a semver version (e.g. 1.2.0)`);
  if (versiKontrak == null) errors.push('VERSI_KONTRAK not found in src/domain/versi.ts');
  else if (versiKontrak !== versiSekarang) {
    errors.push(`VERSI_KONTRAK (${versiKontrak}) in src/domain/versi.ts must equal info.version (${versiSekarang})`);
  }
  if (current && versiTerbaru && parseSemver(versiTerbaru) && compareSemver(versiSekarang, versiTerbaru) < 0) {
    errors.push(`info.version ${versiSekarang} is lower than the newest released contract (rilis/openapi-${versiTerbaru}.yaml)`);
  }
  if (!current) return result();

  if (!sebelumnya || !versiSebelumnya) {
    notes.push(`no released contract at or below ${versiSekarang} to compare with (rilis/ is empty): nothing to check`);
    return result();
  }
  const previous = parseSemver(versiSebelumnya);
  if (!previous) {
    errors.push(`released contract version ${JSON.stringify(versiSebelumnya)} is not semver`);
    return result();
  }
  if (sebelumnya.info?.version !== versiSebelumnya) {
    errors.push(`rilis/openapi-${versiSebelumnya}.yaml has info.version ${sebelumnya.info?.version}: a snapshot is an exact copy of its release`);
  }

  // apiCompare merges and transforms as it goes: give it copies, keep the caller's documents intact.
  const { diffs } = apiCompare(structuredClone(sebelumnya), structuredClone(sekarang));
  const changes = diffs.filter(isOperationLevel);
  for (const d of changes) ringkasan[d.type] = (ringkasan[d.type] ?? 0) + 1;
  const breaking = changes.filter((d) => d.type === 'breaking').map((diff) => ({ ...describe(diff, sebelumnya, sekarang), diff }));

  const against = `${versiSekarang} vs released ${versiSebelumnya}`;
  const counts = `${ringkasan.breaking} breaking, ${ringkasan['non-breaking']} non-breaking, ${ringkasan.annotation} annotation`
    + (ringkasan.deprecated ? `, ${ringkasan.deprecated} deprecated` : '')
    + (ringkasan.unclassified ? `, ${ringkasan.unclassified} unclassified` : '');

  if (breaking.length && current.major === previous.major) {
    errors.push(`${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} (${against}) need a new major version: set info.version and VERSI_KONTRAK to ${previous.major + 1}.0.0`);
    errors.push(...breaking.map((c) => `  - ${formatChange(c)}`));
  } else if (breaking.length) {
    notes.push(`breaking changes allowed by the new major ${current.major} (released: ${versiSebelumnya}):`);
    notes.push(...breaking.map((c) => `  - ${formatChange(c)}`));
  }
  if (changes.length && versiSekarang === versiSebelumnya) {
    notes.push(`openapi.yaml differs from the released ${versiSebelumnya}: raise info.version (and VERSI_KONTRAK) before the next release`);
  }
  notes.push(`contract ${against}: ${counts}`);
  return result(breaking);
}

module.exports = { periksaKontrak, pilihRilis, readVersiKontrak, parseSemver, compareSemver, formatChange };
