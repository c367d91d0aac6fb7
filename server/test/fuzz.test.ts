/**
 * Contract-driven fuzzing of the whole API (issue 9, the trust boundary). For every operation of
 * openapi.yaml: a fixture made through the API gives it real ids; it gets the refusals the contract
 * owes (each required field dropped, wrong types, extra and __proto__ keys, empty / huge / NUL /
 * unicode / blank strings, bad numbers and dates, bad ids, malformed JSON and multipart, undeclared
 * media types, missing and bad files, no / forged / expired / revoked token, wrong role), then a
 * valid request, then variants the contract allows. Owed: never a 5xx; a 4xx for everything the
 * contract refuses; every error in the envelope with an Indonesian message that echoes nothing; no
 * change (dashboard counts, activity log, stored files) across the refusals; and a log free of
 * password hashes, tokens, NIKs and residents' names.
 *
 * Deterministic per seed: FUZZ_SEED=<seed> replays a run (the seed is printed). FUZZ_RANDOM_PER_OP
 * sets the random combinations per operation: 10 by default (every run of `npm test`, on PGlite: the
 * refusals happen before the database, server/scripts/test.mjs PGLITE_ONLY), FUZZ_RANDOM_PER_OP=40 for the deep run (~16,400 requests instead of ~13,600; the
 * random combinations were 3,860 of them). Every operation still gets every kind of input either way:
 * the deterministic cases above are the same, only the number of random combinations of them changes
 * (docs/testing.md). FUZZ_REPORT=<file> writes the findings as JSON.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesDir } from '../src/lib/files.js';
import { kodeDesaDiKabupaten } from '../src/lib/wilayah.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, auth, buildTestApp, KODE_DESA_UJI, type TestApp } from './support/app.js';
import { dashboard, tungguImpor } from './support/registry.js';
import { staticRootWithModules } from './support/rilis.js';
import { CaseBuilder, injectOptions, type FuzzCase, type Tokens } from './support/fuzz/cases.js';
import { checkResponse, describeRequest, HTML_PAGES, LogBuffer, logLeaks, type Violation } from './support/fuzz/checks.js';
import { extensionsIn, loadContract, propertiesOf, type FuzzOperation } from './support/fuzz/contract.js';
import { Fixtures, targetFor, type Shared } from './support/fuzz/fixtures.js';
import { KNOWN_EXTENSIONS, Oracle } from './support/fuzz/oracle.js';
import { parseSeed, Prng } from './support/fuzz/prng.js';
import type { GenContext } from './support/fuzz/values.js';

const SEED = parseSeed(process.env.FUZZ_SEED);
const RANDOM_PER_OP = Number(process.env.FUZZ_RANDOM_PER_OP ?? 10);
const MIN_REQUESTS = 5000;
/** Allowed variants sent to an operation that changes state (each may create records). */
const STATEFUL_VARIANTS = 12;
/** Refusals in flight at once (they must not change anything, so their order does not matter). */
const CONCURRENCY = 4;
const REPLAY = `replay with FUZZ_SEED=${SEED}`;

const contract = loadContract();
/**
 * Official village codes of the test regency (35.07) that addVillage does not use. The generator
 * draws valid-looking codes from them in a cycle (hundreds of refusals need one each); a request
 * that may create a village gets one never sent before, at send time (withFreshKode).
 */
const KODE_REGENCY = kodeDesaDiKabupaten('35.07').filter((k) => !KODE_DESA_UJI.includes(k));
const kodeBelumDikirim = [...KODE_REGENCY].reverse();
const kodeDikirim = new WeakMap<FuzzCase, string>();
/** Every username the generator handed out: a 3-letter one drawn twice would meet the unique index by luck. */
const usernames = new Set<string>();

function freshUsername(prng: Prng, length: number): string {
  // 'zq' marks the fuzzer's names in the log; the shortest names keep only the 'z'.
  const prefix = length >= 5 ? 'zq' : 'z';
  for (;;) {
    const name = `${prefix}${prng.text('abcdefghijklmnopqrstuvwxyz0123456789', Math.max(1, length - prefix.length))}`;
    if (!usernames.has(name)) {
      usernames.add(name);
      return name;
    }
  }
}
let kodeSerial = 0;

function withFreshKode(c: FuzzCase): FuzzCase {
  if (c.phase === 'invalid' || c.payload !== undefined || c.model.body.kind !== 'json') return c;
  let body: unknown;
  try {
    body = JSON.parse(c.model.body.text);
  } catch {
    return c;
  }
  if (!body || typeof body !== 'object' || typeof (body as { kode_wilayah?: unknown }).kode_wilayah !== 'string') return c;
  let kode = kodeDikirim.get(c);
  if (!kode) {
    kode = kodeBelumDikirim.shift();
    if (!kode) throw new Error('no official village code left for createDesa');
    kodeDikirim.set(c, kode);
  }
  return { ...c, model: { ...c.model, body: { ...c.model.body, text: JSON.stringify({ ...body, kode_wilayah: kode }) } } };
}

async function pool<T>(items: T[], size: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

const ORDER: Violation['check'][] = ['no-5xx', 'refused', 'no-change', 'status', 'valid-accepted', 'envelope', 'indonesian', 'no-echo'];

/** One paragraph per (check, mutation): how often, where, and the first example. */
function report(opId: string, violations: Violation[]): string {
  const groups = new Map<string, Violation[]>();
  for (const v of violations) {
    const key = `${v.check}\u0000${v.family}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  const sorted = [...groups.values()].sort((a, b) => ORDER.indexOf((a[0] as Violation).check) - ORDER.indexOf((b[0] as Violation).check));
  const lines = [`${opId}: ${violations.length} violation(s) in ${groups.size} group(s) (${REPLAY})`];
  for (const group of sorted) {
    const first = group[0] as Violation;
    const wheres = [...new Set(group.map((v) => v.where))];
    lines.push(
      `  [${first.check}] ${first.family} ×${group.length} at ${wheres.slice(0, 6).join(', ')}${wheres.length > 6 ? ', …' : ''}`,
      `      ${first.detail}`,
      `      request:  ${first.request}`,
      `      response: ${first.status} ${first.body}`,
    );
  }
  return lines.join('\n');
}

describe('contract fuzz of openapi.yaml', { concurrency: false }, () => {
  let t: TestApp;
  /** The modules' built-in builds (a `versi: null` default is valid only where the server has them). */
  let staticRoot: string | undefined;
  const log = new LogBuffer();
  let fx: Fixtures;
  let shared: Shared;
  let tokens: Tokens;
  let oracle: Oracle;
  let root: Prng;
  let serial = 0;
  let requests = 0;
  const started = Date.now();
  const findings: Array<Violation & { operation: string }> = [];
  /** mutation -> status -> count (written with FUZZ_REPORT, to see what the fuzzer exercised). */
  const histogram: Record<string, Record<string, number>> = {};

  before(async () => {
    console.log(`contract fuzz: seed ${SEED} (${REPLAY}), ${contract.operations.length} operations`);
    // The modules' builds without the shell's: the static site serves nothing, as in the other tests.
    staticRoot = staticRootWithModules();
    rmSync(path.join(staticRoot, 'shell'), { recursive: true, force: true });
    t = await buildTestApp({ STATIC_ROOT: staticRoot }, { logger: { level: 'debug', stream: log } });
    root = new Prng(SEED);
    oracle = new Oracle(t.app.ctx.config.timeZone);
    const { token } = await t.login();
    fx = new Fixtures(t, token, root.fork('fixtures'));
    const forged = await fx.tokens(token);
    tokens = { ...forged.tokens, kabupaten: (await t.loginKabupaten()).token };
    const desa = await t.addVillage('Desa Fuzz');
    // Layanan Surat is off until the regency rolls it out (nonaktifAwal): on in both villages.
    await t.aktifkanModul('mf-surat', [t.app.ctx.desaId, desa.desaId]);
    const loginUser = await fx.user('Admin');
    const family = await fx.family();
    const incoming = await fx.family({ masuk: true });
    const moved = await fx.movedOut();
    const archive = await fx.archive();
    const birth = await fx.birth();
    shared = {
      family,
      incoming,
      moved,
      archive,
      birth,
      superId: forged.superId,
      adminId: forged.adminId,
      loginUser,
      superCredentials: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
      desa: { id: desa.desaId, superAdminId: desa.superAdmin.id },
    };
  });

  after(async () => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`contract fuzz: ${requests} requests in ${seconds} s, ${findings.length} violation(s) (${REPLAY})`);
    if (process.env.FUZZ_REPORT) {
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, requests, seconds: Number(seconds), findings, histogram }, null, 2));
      writeFileSync(`${process.env.FUZZ_REPORT}.log`, log.text());
    }
    await t?.close();
    if (staticRoot) rmSync(staticRoot, { recursive: true, force: true });
  });

  /** Dashboard counts, the activity log total and the files on disk: what a refusal must leave as it is. */
  async function snapshot() {
    const activity = await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(tokens.super) });
    assert.equal(activity.statusCode, 200, activity.body);
    const dir = filesDir(t.dataDir);
    return {
      dashboard: await dashboard(t, tokens.super),
      activityTotal: activity.json().total as number,
      storedFiles: existsSync(dir) ? readdirSync(dir).length : 0,
    };
  }

  /**
   * An import accepted by an earlier operation (202) goes on writing residents in the background: the
   * next operation's refusals must not be blamed for it (seen once on PostgreSQL beside the journeys).
   */
  async function importsSettled() {
    const res = await t.inject({ method: 'GET', url: '/api/impor/penduduk/terakhir', headers: auth(tokens.super) });
    const last = res.statusCode === 200 ? (res.json().data as { _id: string; status: string } | null) : null;
    if (last?.status === 'berjalan') await tungguImpor(t, tokens.super, last._id);
  }

  async function send(op: FuzzOperation, sent: FuzzCase, defaultToken: string, violations: Violation[]): Promise<number> {
    const c = withFreshKode(sent);
    const boundary = `zqfuzz${(++serial).toString(36)}`;
    const options = injectOptions(op, c, defaultToken, tokens, boundary);
    const request = describeRequest(options as Parameters<typeof describeRequest>[0]);
    requests++;
    let res;
    try {
      res = await t.inject(options);
    } catch (err) {
      violations.push({ check: 'no-5xx', where: c.where, family: c.family, detail: `inject threw ${String(err)}`, request, status: 0, body: '' });
      return 0;
    }
    const bucket = (histogram[`${c.phase} ${c.family}`] ??= {});
    bucket[res.statusCode] = (bucket[res.statusCode] ?? 0) + 1;
    violations.push(...checkResponse(c, res, request, { html: HTML_PAGES.has(op.info.operationId) }));
    return res.statusCode;
  }

  // The oracle must understand the contract's own keywords before it judges anything.
  it('knows every x- keyword of the input schemas', () => {
    const used = extensionsIn(contract.operations.map((o) => [o.pathParams, o.queryParams, o.body ?? null]));
    assert.deepEqual([...used].filter((k) => !KNOWN_EXTENSIONS.has(k)), [], 'teach the oracle (support/fuzz/oracle.ts) the new keyword');
  });

  for (const op of contract.operations) {
    const { operationId, method, path } = op.info;
    it(`${operationId} (${method} ${path})`, async () => {
      const prng = root.fork(operationId);
      let numbers = 0;
      // A NIK that means something (issue 13): 36 + 4 seeded digits of region, a real date (day 01-28,
      // the year's two digits seeded too), a serial; unique per operation, spread over operations by the seed.
      const seeded = parseSeed(`${SEED}:${operationId}`) % 1_000_000;
      const pad = (n: number, width: number) => String(n).padStart(width, '0');
      const fresh = (n: number) =>
        `36${pad(Math.floor(seeded / 100), 4)}${pad(1 + (n % 28), 2)}${pad(1 + (Math.floor(n / 28) % 12), 2)}${pad(seeded % 100, 2)}${pad(1 + Math.floor(n / 336), 4)}`;
      const gen: GenContext = {
        prng,
        timeZone: t.app.ctx.config.timeZone,
        freshNumber: () => fresh(++numbers),
        freshKodeWilayah: () => KODE_REGENCY[kodeSerial++ % KODE_REGENCY.length] as string,
        freshUsername: (length) => freshUsername(prng, length),
      };
      const target = await targetFor(operationId, fx, shared, method);
      // A person's body needs its birth as the two fields or the spec's one text (issue 35), which a
      // JSON Schema of optional fields cannot say: the text is always sent, the two fields at random.
      if (op.body?.schema && propertiesOf(op.body.schema).some(([name]) => name === 'tempat_tanggal_lahir')) {
        target.body = { tempat_tanggal_lahir: 'Malang, 05 Januari 1990', ...target.body };
      }
      // The KK columns' rules across fields (issue 35: a WNA's documents, a date of marriage not before the
      // birth) are not the schema's either: a WNI without a date of marriage is always sent.
      if (op.body?.schema && propertiesOf(op.body.schema).some(([name]) => name === 'tanggal_perkawinan')) {
        target.body = { kewarganegaraan: 'WNI', tanggal_perkawinan: null, ...target.body };
      }
      const { invalid, baseline, variants, race } = new CaseBuilder(op, oracle, gen, target).build(RANDOM_PER_OP);
      const superOnly = op.info.roles.length > 0 && !op.info.roles.includes('Admin');
      const regencyOnly = op.info.roles.length > 0 && op.info.roles.every((r) => r === 'Admin Kabupaten');
      const defaultToken = target.token ?? (regencyOnly ? tokens.kabupaten : superOnly || prng.chance(0.5) ? tokens.super : tokens.admin);
      const violations: Violation[] = [];

      // 1. Everything the contract refuses: 4xx, and nothing changes.
      await importsSettled();
      const before = await snapshot();
      await pool(invalid, CONCURRENCY, (c) => send(op, c, defaultToken, violations));
      const after = await snapshot();
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = Object.keys(before).filter((k) => JSON.stringify(before[k as keyof typeof before]) !== JSON.stringify(after[k as keyof typeof after]));
        const added = Math.max(0, after.activityTotal - before.activityTotal);
        const newest = added > 0 ? await t.inject({ method: 'GET', url: `/api/activity?limit=${Math.min(added, 5)}&sort=createdAt&order=desc`, headers: auth(tokens.super) }) : undefined;
        const logged = newest ? (newest.json().data as Array<{ activity_name: string }>).map((a) => a.activity_name) : [];
        violations.push({
          check: 'no-change',
          where: 'state',
          family: 'refusals changed the registry',
          detail: `${changed.join(', ')}: ${JSON.stringify(changed.map((k) => before[k as keyof typeof before]))} -> ${JSON.stringify(changed.map((k) => after[k as keyof typeof after]))} after ${invalid.length} refused requests${logged.length ? `; logged: ${JSON.stringify(logged)}` : ''}`,
          request: '(the batch)',
          status: 0,
          body: '',
        });
      }

      // 2. The valid request (it may change state), then the variants the contract allows.
      for (const c of baseline) await send(op, c, defaultToken, violations);
      const stateful = method !== 'GET';
      const priority = variants.filter((c) => c.priority);
      const allowed = stateful ? [...priority, ...prng.sample(variants.filter((c) => !c.priority), STATEFUL_VARIANTS)] : variants;
      for (const c of allowed) await send(op, c, defaultToken, violations);
      if (race) {
        const statuses = await Promise.all([1, 2, 3].map(() => send(op, race, defaultToken, violations)));
        const won = statuses.filter((s) => s >= 200 && s < 300).length;
        // Only a race if the server does refuse the duplicate when it comes alone.
        const alone = won > 1 ? await send(op, race, defaultToken, violations) : 0;
        if (won > 1 && alone >= 400 && alone < 500) {
          violations.push({
            check: 'refused',
            where: race.where,
            family: race.family,
            detail: `${won} of 3 identical creates sent at once were accepted (statuses ${statuses.join(', ')}), though the same create alone is refused with ${alone}`,
            request: '(3 at once)',
            status: 0,
            body: '',
          });
        }
      }

      findings.push(...violations.map((v) => ({ ...v, operation: operationId })));
      assert.ok(violations.length === 0, report(operationId, violations));
    });
  }

  it(`sends at least ${MIN_REQUESTS} requests`, () => {
    assert.ok(requests >= MIN_REQUESTS, `only ${requests} requests`);
  });

  it('leaves no password hash, token, NIK or resident name in the log', () => {
    const text = log.text();
    assert.ok(text.length > 0, 'the server logged something');
    const leaks = logLeaks(text, { names: fx.names, exact: [...fx.niks, ADMIN_PASSWORD, ...fx.passwords] });
    assert.deepEqual(leaks, [], `the log leaks (${REPLAY}):\n${leaks.join('\n')}`);
  });
});
