// One instance of every shared package in the browser (docs/adr/0016): after every module's first
// screen (the village's modules for its staff, the regency console for the Admin Kabupaten), the
// federation share scope holds only the shell's providers, every runtime instance (the shell's and
// each module's) reads that same table, and the packages with a React context that the screens used
// were loaded from the shell.
import { test, expect, type Page } from '@playwright/test';
import { login } from '../support/session';
import { startServer } from '../support/server';

interface ShareEntry { instance: string; pkg: string; version: string; shell: boolean; loaded: boolean }

/** Opens each path as the drawer does (client-side), waiting until its screen is there. */
async function openScreens(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText(/Modul .* tidak tersedia/)).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  }
}

/**
 * The browser's share scope: one version of every package, the shell's, one table for every runtime
 * instance, and `used` loaded from it. Returns the runtime instances (the shell and each module loaded).
 */
async function expectShellCopiesOnly(page: Page, used: string[]): Promise<string[]> {
  const { entries, instances, sameTable } = await page.evaluate(() => {
    type Shared = { sidShellCopy?: boolean; loaded?: boolean; lib?: unknown };
    type Instance = { name: string; shareScopeMap: Record<string, Record<string, Record<string, Shared>>> };
    const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__;
    const all = federation.__INSTANCES__;
    const shell = all.find((i) => i.name === 'shell');
    const list: ShareEntry[] = [];
    for (const instance of all) {
      for (const [, packages] of Object.entries(instance.shareScopeMap)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          for (const [version, shared] of Object.entries(versions)) {
            list.push({ instance: instance.name, pkg, version, shell: shared.sidShellCopy === true, loaded: Boolean(shared.loaded || shared.lib) });
          }
        }
      }
    }
    return {
      entries: list,
      instances: all.map((i) => i.name),
      sameTable: all.every((i) => i.shareScopeMap['default'] === shell?.shareScopeMap['default']),
    };
  });
  expect(sameTable).toBe(true);
  // No module registered a copy of its own: one version of each package, the shell's (host.ts marks
  // its providers: the runtime's 'from' names whoever loaded a package first).
  expect(entries.length).toBeGreaterThan(50);
  expect(entries.filter((e) => !e.shell)).toEqual([]);
  const versionsOf = new Map<string, Set<string>>();
  for (const e of entries) versionsOf.set(e.pkg, (versionsOf.get(e.pkg) ?? new Set()).add(e.version));
  expect([...versionsOf].filter(([, v]) => v.size > 1).map(([pkg]) => pkg)).toEqual([]);
  const loaded = new Set(entries.filter((e) => e.loaded).map((e) => e.pkg));
  expect(used.filter((pkg) => !loaded.has(pkg))).toEqual([]);
  return instances;
}

test('every module runs on the shell\'s single copy of each shared package', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page);
  await openScreens(page, ['/kelahiran', '/penduduk_masuk', '/users', '/']);
  const instances = await expectShellCopiesOnly(page, ['react', 'react-router-dom', '@sid/openapi', '@sid/ui-desa/module', '@sid/ui/page', '@griffel/react', '@fluentui/react-button']);
  expect(errors).toEqual([]);
  expect(instances).toEqual(expect.arrayContaining(['shell', 'mf_admin', 'mf_kelahiran_kematian', 'mf_kependudukan', 'mf_mutasi']));
  // The regency console is the Admin Kabupaten's: a village's staff never load it.
  expect(instances).not.toContain('mf_kabupaten');
});

test('the regency console runs on the shell\'s single copies too', async ({ page }) => {
  // A server of its own (a regency): its start takes a while on a busy machine.
  test.setTimeout(180_000);
  const KABUPATEN = { username: 'operator.berbagi', password: 'Rahasia-Berbagi-2026' };
  const server = await startServer({ KABUPATEN_ADMIN_USERNAME: KABUPATEN.username, KABUPATEN_ADMIN_PASSWORD: KABUPATEN.password, KODE_KABUPATEN: '35.07' });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await login(page, KABUPATEN.username, KABUPATEN.password, server.url, /\/kabupaten$/);
    await openScreens(page, ['/kabupaten', '/kabupaten/aktivitas', '/kabupaten/modul', '/cadangan']);
    const instances = await expectShellCopiesOnly(page, ['react', 'react-router-dom', '@sid/openapi', '@sid/ui/page', '@sid/ui-desa/activity', '@fluentui/react-button']);
    expect(errors).toEqual([]);
    expect(instances).toEqual(expect.arrayContaining(['shell', 'mf_kabupaten', 'mf_admin']));
  } finally {
    await server.stop();
  }
});
