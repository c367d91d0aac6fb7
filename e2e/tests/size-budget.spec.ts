// Size budgets, measured in the browser on the production build: the gzip size of every
// JavaScript file a page actually loads. Bytes are deterministic, so this cannot flake.
import { gzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { login } from '../support/session';

interface Budgets { loginPage: number; modules: Record<string, { firstScreen: string; budget: number }> }
const budgets = JSON.parse(readFileSync(resolve(__dirname, '..', 'budgets.json'), 'utf8')) as Budgets;
const report: Record<string, unknown> = {};

interface Recorder { sizes: Map<string, number>; settle: () => Promise<void> }

function recordScripts(page: Page): Recorder {
  const sizes = new Map<string, number>();
  const pending = new Set<Promise<void>>();
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const read = res.body().then(
      (body) => { sizes.set(res.url(), gzipSync(body, { level: 9 }).length); },
      () => { /* a response without a body (redirect) has nothing to count */ },
    );
    pending.add(read);
    void read.finally(() => pending.delete(read));
  });
  // The network is idle and every body read so far has been counted.
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all([...pending]);
  };
  return { sizes, settle };
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = (sizes: Map<string, number>, skip = new Set<string>()) =>
  [...sizes].filter(([url]) => !skip.has(url)).reduce((n, [, size]) => n + size, 0);

test.afterAll(() => {
  const dir = resolve(__dirname, '..', '..', '.tmp', 'reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'sizes.json'), JSON.stringify(report, null, 2));
});

test(`the login page loads at most ${budgets.loginPage} KiB of gzipped JavaScript`, async ({ page }) => {
  const { sizes, settle } = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await settle();
  report.loginPage = { kib: kib(total(sizes)), files: sizes.size };
  expect(kib(total(sizes))).toBeLessThanOrEqual(budgets.loginPage);
});

for (const [id, { firstScreen, budget }] of Object.entries(budgets.modules)) {
  test(`${id}: its first screen adds at most ${budget} KiB of gzipped JavaScript`, async ({ page }) => {
    const { sizes, settle } = recordScripts(page);
    await login(page);
    // The baseline is the signed-in shell on a page no module owns (its 404 page): layout, drawer
    // and every module's definition, loaded in full before the snapshot.
    await page.goto('/404');
    await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    await settle();
    const before = new Set(sizes.keys());
    await page.goto(firstScreen);
    await settle();
    // Count what was not loaded before, plus the module's own files (its remoteEntry and
    // definition load at sign-in to build the drawer, but they are the module's cost).
    const own = new Set([...before].filter((url) => !url.includes(`/mf/${id}/`)));
    const added = total(sizes, own);
    // Which files, largest first: what to look at when a budget is close.
    const files = [...sizes].filter(([url]) => !own.has(url)).sort((a, b) => b[1] - a[1])
      .map(([url, size]) => `${kib(size)} ${new URL(url).pathname}`);
    report[id] = { firstScreen, addedKiB: kib(added), shellSignedInKiB: kib([...before].reduce((n, u) => n + (sizes.get(u) ?? 0), 0)), files };
    expect(kib(added)).toBeLessThanOrEqual(budget);
  });
}
