#!/usr/bin/env node
// The two commands of the README, runnable on a machine that has only Node 20 and npm:
//   npm start  -> install, build and start the whole product on the embedded database
//   npm test   -> install, build and run every check and test suite, then print
//                 `tests: N passed, N failed` as the last line
// It brings its own pnpm (pinned) and, for the tests, Debian's Chromium (its headless shell) and PostgreSQL when missing.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync, rmSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const toolsDir = join(root, '.tools');
const reportDir = join(root, '.tmp', 'reports');
const env = { ...process.env };

function log(message) {
  console.log(`\n▶ ${message}`);
}

// ---------------------------------------------------------------- CPU used by the run's processes
// The CPU-seconds (user + sys) of this process's children and their waited-for descendants, from
// /proc/self/stat (cutime, cstime). They grow only when a direct child is reaped, by that child's whole
// tree, so the growth seen at a child's exit is that child's (issue 34: on a shared machine the wall
// time says little, the CPU-seconds say what a stage costs; two cores give 2,400 in 20 minutes).
const CLOCK_TICKS = 100;
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
let lastChildrenCpu = childrenCpuSeconds();
/** The CPU-seconds the children reaped since the last call used. */
function cpuOfReaped() {
  const now = childrenCpuSeconds();
  const used = now === undefined || lastChildrenCpu === undefined ? undefined : now - lastChildrenCpu;
  lastChildrenCpu = now;
  return used;
}

/** Runs a command to its end; resolves to its exit code and the CPU-seconds its processes used. */
function runChild(cmd, args, stdio, options = {}) {
  const child = spawn(cmd, args, { cwd: root, stdio, env, ...options });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ code: 1, cpu: cpuOfReaped() }));
    child.on('exit', (code) => resolve({ code: code ?? 1, cpu: cpuOfReaped() }));
  });
}

/** A command in the foreground, its output on the console. Never spawnSync: it would hold the event loop, so a chain in the background could not start its next step. */
function run(cmd, args, options = {}) {
  return runChild(cmd, args, 'inherit', options);
}

/** Starts a command with its output to `logFile`; resolves to its exit code and CPU-seconds. */
function runInBackground(cmd, args, logFile, options = {}) {
  const out = openSync(logFile, 'w');
  return runChild(cmd, args, ['ignore', out, out], options);
}

function must(cmd, args, what, extraEnv = {}) {
  if (spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } }).status !== 0) {
    console.error(`\n✖ ${what} failed`);
    process.exit(1);
  }
}

function hasCommand(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore', env }).status === 0;
}

/** Use the machine's pnpm when it is the pinned major, else install the pinned one under .tools. */
function ensurePnpm() {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (found.status === 0 && found.stdout.trim().startsWith('10.')) return;
  const bin = join(toolsDir, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'pnpm'))) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/`);
    mkdirSync(toolsDir, { recursive: true });
    // A package.json of its own keeps npm from walking up into the pnpm workspace.
    writeFileSync(join(toolsDir, 'package.json'), '{ "private": true }\n');
    must('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`], 'installing pnpm');
  }
  env.PATH = `${bin}:${env.PATH}`;
}

function installAndBuild() {
  ensurePnpm();
  log('installing dependencies (pnpm install --frozen-lockfile)');
  must('pnpm', ['install', '--frozen-lockfile'], 'pnpm install');
  log('building openapi, ui, shell, modules and server');
  must('pnpm', ['run', 'build'], 'build');
}

/** Debian packages the tests need; installed with apt when we may (root), else a clear message. */
function ensureSystemPackages() {
  const missing = [];
  // The journeys run in Chromium's headless shell (e2e/playwright.config.ts): about half the CPU of the
  // full browser (issue 34). The full one stays for the benches and the screenshot scripts, not the tests.
  if (!existsSync('/usr/lib/chromium/chromium-headless-shell')) missing.push('chromium-headless-shell');
  if (!findPgBin()) missing.push('postgresql');
  // The letters' journey rasterises the printed PDF to read its QR code (e2e/tests/surat-journey.spec.ts).
  if (!existsSync('/usr/bin/pdftoppm')) missing.push('poppler-utils');
  // The deployment recipe's test puts Debian's nginx in front of two app processes (server/test/deploy-nginx.test.ts).
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !hasCommand('apt-get', ['--version'])) {
    console.error(`✖ The tests need Debian packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  log(`installing ${missing.join(', ')} with apt-get`);
  must('apt-get', ['update', '-qq'], 'apt-get update');
  // RUNLEVEL=1: the packages' scripts start no daemon (nginx would take port 80 for nothing; tests start their own).
  must('apt-get', ['install', '-y', '-qq', ...missing], `apt-get install ${missing.join(' ')}`, { RUNLEVEL: '1', DEBIAN_FRONTEND: 'noninteractive' });
}

function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')));
  return versions.length ? join(base, versions.sort().at(-1), 'bin') : undefined;
}

// ---------------------------------------------------------------- counting results
const results = [];
/** When the current stage began: each result says how long its stage took (the whole run must stay under 30 min on CI). */
let stageStart = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** The machine's CPU counters (Linux /proc/stat): how busy the cores were during a stage shows where time can still be won. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}
let stageCpu = cpuTimes();
function beginStage() {
  stageStart = Date.now();
  stageCpu = cpuTimes();
}
function busySince(start, now = cpuTimes()) {
  if (!start || !now || now.total === start.total) return '';
  return `, CPU ${Math.round(100 * (1 - (now.idle - start.idle) / (now.total - start.total)))}% busy`;
}

const cpuSeconds = (cpu) => (cpu === undefined ? '' : `, ${Math.round(cpu)} CPU-s`);
const line = (r) => `  ${r.failed === 0 ? '✔' : '✖'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${seconds(r.took)}${cpuSeconds(r.cpu)}${r.busy})`;

/**
 * `end`: when a stage that ran in the background ended (its time and CPU counters), if not now.
 * `cpu`: the CPU-seconds of the stage's own processes (the machine's other work left out).
 */
function record(name, passed, failed, end = undefined, cpu = undefined) {
  const took = (end?.at ?? Date.now()) - stageStart;
  const busy = busySince(stageCpu, end?.cpu);
  results.push({ name, passed, failed, took, busy, cpu });
  console.log(line(results.at(-1)));
  beginStage();
}

/** A check that is a single pass/fail (typecheck, lint, stale generated types). */
async function check(name, cmd, args) {
  beginStage();
  log(name);
  const { code, cpu } = await run(cmd, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, undefined, cpu);
}

/** Checks run at once, each with its output in a file printed when it ends; one result each. */
async function checksSideBySide(checks) {
  beginStage();
  const startCpu = stageCpu;
  const runs = checks.map(([name, cmd, args], i) => {
    const logFile = join(reportDir, `check-${i}.log`);
    log(`${name} (beside the others; output in ${logFile})`);
    return runInBackground(cmd, args, logFile).then(({ code, cpu }) => ({ name, code, cpu, logFile }));
  });
  const done = await Promise.all(runs);
  const took = Date.now() - stageStart;
  for (const { name, code, cpu, logFile } of done) {
    log(`${name}: its output`);
    console.log(readFileSync(logFile, 'utf8'));
    stageStart = Date.now() - took;
    stageCpu = startCpu;
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, undefined, cpu);
  }
}

function countJest(file, name, { code, cpu }) {
  if (!existsSync(file)) return record(name, 0, 1, undefined, cpu);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A suite that fails to run (syntax error, import error) has no test results: count it as failed.
  const brokenSuites = report.numRuntimeErrorTestSuites ?? 0;
  const failed = report.numFailedTests + brokenSuites;
  record(name, report.numPassedTests, failed === 0 && code !== 0 ? 1 : failed, undefined, cpu);
}

function countJunit(file, name, { code, cpu }, end = undefined) {
  if (!existsSync(file)) return record(name, 0, 1, end, cpu);
  const xml = readFileSync(file, 'utf8');
  const cases = [...xml.matchAll(/<testcase\b[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)];
  let failed = 0;
  for (const c of cases) if (c[2] && /<failure\b/.test(c[2])) failed += 1;
  const passed = cases.length - failed;
  record(name, passed, failed === 0 && code !== 0 ? 1 : failed, end, cpu);
}

function countPlaywright(file, name, { code, cpu }) {
  if (!existsSync(file)) return record(name, 0, 1, undefined, cpu);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  record(name, expected + flaky, unexpected === 0 && code !== 0 ? 1 : unexpected, undefined, cpu);
  // The journeys that failed or passed only on their retry, named again in the summary (CI shows the run's end).
  const named = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'unexpected' || t.status === 'flaky') named.push(`${t.status === 'flaky' ? 'flaky' : 'FAILED'}: ${suite.file ?? file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  results.at(-1).notes = named;
}

/**
 * PGlite's drills: files that start, kill and restore real servers (~190 s of the PGlite stage, one
 * file at a time). They run beside the journeys, after the PostgreSQL API tests, not in the PGlite stage.
 */
const PGLITE_DRILLS = ['backup-crash', 'backup-refusals', 'backup-modul', 'backup-drill', 'disk-full'];
/**
 * The contract fuzz (~145 CPU-s in one process, PGlite only, no server of its own): beside the journeys
 * from their start, in a third chain. In the PGlite stage it held one of the two slots ~145 s; beside
 * the journeys it takes the ~10 % of the cores they leave idle once Chromium runs headless (issue 34).
 */
const PGLITE_FUZZ = 'fuzz';

async function runTests() {
  const runStart = Date.now();
  cpuOfReaped();
  installAndBuild();
  ensureSystemPackages();
  const build = { took: Date.now() - runStart, cpu: cpuOfReaped() };
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });

  await check('openapi: generated types are up to date', 'pnpm', ['--filter', './openapi', 'check-gen']);
  // tsc and eslint each keep one core busy: run them side by side (CI has two).
  await checksSideBySide([
    ['typecheck (every package, strict)', 'pnpm', ['run', 'typecheck']],
    ['lint (incl. import boundaries)', 'pnpm', ['run', 'lint']],
  ]);

  beginStage();
  log('unit and component tests (jest)');
  const jestFile = join(reportDir, 'jest.json');
  // Two workers on CI's two cores (jest's default there is one): 376 -> ~230 s. The tests wait on
  // state, not on time, so sharing the cores slows them without failing them.
  const jestCode = await run('pnpm', ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`]);
  countJest(jestFile, 'unit and component tests (jest)', jestCode);

  beginStage();
  log(`API tests on the embedded database (PGlite), but the drills (${PGLITE_DRILLS.join(', ')}) and the contract fuzz`);
  const pgliteCode = await run('pnpm', ['--filter', './server', 'test'], { env: { ...env, TEST_REPORT_FILE: join(reportDir, 'api-pglite.xml'), TEST_SKIP: [...PGLITE_DRILLS, PGLITE_FUZZ].join(',') } });
  countJunit(join(reportDir, 'api-pglite.xml'), 'API tests (PGlite)', pgliteCode);

  // The journeys spend much of their time waiting on a browser and one server (the cores were 20 %
  // idle with the PostgreSQL API tests beside them, more once those ended), so chains run beside
  // them, one file at a time each: the API tests on PostgreSQL, then PGlite's drills; and PGlite's
  // contract fuzz (below). Their output goes to files, printed when they end. The journeys
  // run through `spawn`, not `spawnSync`: until issue 34's fourth pass a blocked event loop kept the
  // drills from starting before the journeys ended (they ran after them, ~290 s, while the PostgreSQL
  // chain had ended minutes before), and the PostgreSQL line showed the journeys' time as its own.
  const pgStart = Date.now();
  const pgCpu = cpuTimes();
  const pgLog = join(reportDir, 'api-postgres.log');
  const drillsLog = join(reportDir, 'api-pglite-drills.log');
  log(`API tests on PostgreSQL, then PGlite's drills (beside the journeys; output in ${pgLog} and ${drillsLog})`);
  let drillsStart = pgStart;
  let drillsCpu = pgCpu;
  const pgDone = runInBackground('pnpm', ['--filter', './server', 'test:pg'], pgLog, {
    env: { ...env, TEST_REPORT_FILE: join(reportDir, 'api-postgres.xml'), TEST_CONCURRENCY: env.TEST_CONCURRENCY ?? '1' },
  });
  const ended = () => ({ at: Date.now(), cpu: cpuTimes() });
  const drillsDone = pgDone.then((pgExit) => {
    const pgEnd = ended();
    drillsStart = pgEnd.at;
    drillsCpu = pgEnd.cpu;
    return runInBackground('pnpm', ['--filter', './server', 'test', ...PGLITE_DRILLS], drillsLog, {
      env: { ...env, TEST_REPORT_FILE: join(reportDir, 'api-pglite-drills.xml'), TEST_CONCURRENCY: env.TEST_CONCURRENCY ?? '1' },
    }).then((drillsExit) => ({ pgExit, pgEnd, drillsExit, drillsEnd: ended() }));
  });

  const fuzzStart = Date.now();
  const fuzzCpu = cpuTimes();
  const fuzzLog = join(reportDir, 'api-pglite-fuzz.log');
  log(`PGlite's contract fuzz (beside the journeys; output in ${fuzzLog})`);
  const fuzzDone = runInBackground('pnpm', ['--filter', './server', 'test', PGLITE_FUZZ], fuzzLog, {
    env: { ...env, TEST_REPORT_FILE: join(reportDir, 'api-pglite-fuzz.xml'), TEST_CONCURRENCY: '1' },
  }).then((fuzzExit) => ({ fuzzExit, fuzzEnd: ended() }));

  beginStage();
  log('end-to-end journeys (Playwright, Debian Chromium, production builds)');
  const e2eFile = join(reportDir, 'e2e.json');
  const e2eCode = await run('pnpm', ['--filter', './e2e', 'test'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, E2E_RETRIES: '1' } });
  countPlaywright(e2eFile, 'e2e (Playwright)', e2eCode);

  const { pgExit, pgEnd, drillsExit, drillsEnd } = await drillsDone;
  log('API tests on PostgreSQL: their output');
  console.log(readFileSync(pgLog, 'utf8'));
  stageStart = pgStart;
  stageCpu = pgCpu;
  countJunit(join(reportDir, 'api-postgres.xml'), 'API tests (PostgreSQL, beside the journeys)', pgExit, pgEnd);
  log("PGlite's drills: their output");
  console.log(readFileSync(drillsLog, 'utf8'));
  stageStart = drillsStart;
  stageCpu = drillsCpu;
  countJunit(join(reportDir, 'api-pglite-drills.xml'), "API tests (PGlite's drills, beside the journeys)", drillsExit, drillsEnd);
  const { fuzzExit, fuzzEnd } = await fuzzDone;
  log("PGlite's contract fuzz: its output");
  console.log(readFileSync(fuzzLog, 'utf8'));
  stageStart = fuzzStart;
  stageCpu = fuzzCpu;
  countJunit(join(reportDir, 'api-pglite-fuzz.xml'), "API tests (PGlite's contract fuzz, beside the journeys)", fuzzExit, fuzzEnd);

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('\nSummary');
  console.log(`  install and build: ${seconds(build.took)}${cpuSeconds(build.cpu)}`);
  for (const r of results) {
    console.log(line(r));
    for (const note of r.notes ?? []) console.log(`      ${note}`);
  }
  const allCpu = results.every((r) => r.cpu !== undefined) && build.cpu !== undefined ? build.cpu + results.reduce((n, r) => n + r.cpu, 0) : undefined;
  // CPU-seconds / 2 is the least wall time CI's two cores could do the run in.
  console.log(`  whole run: ${seconds(Date.now() - runStart)}${cpuSeconds(allCpu)} (install and build included; two cores give 2,400 CPU-s in 20 min)`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

function start() {
  installAndBuild();
  log('starting the server on the embedded database');
  const child = spawn('node', ['server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, STATIC_ROOT: env.STATIC_ROOT ?? root, DATA_DIR: env.DATA_DIR ?? join(root, 'data') },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

const command = process.argv[2];
if (command === 'test') runTests();
else if (command === 'start') start();
else if (command === 'build') installAndBuild();
else {
  console.error('usage: node scripts/run.mjs start|test|build');
  process.exit(2);
}
