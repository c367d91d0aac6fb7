import { createServer, type Server } from 'node:http';
import { writeFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import { login } from '../support/session';

// The admin module is configured but unreachable: once missing (404) and once hanging (a server
// that accepts the connection and never answers). The shell must keep working and say so.
function modulesFile(name: string, entry: string): string {
  const dir = resolve(__dirname, '..', '..', '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify([{ id: 'mf-admin', title: 'Admin', entry, paths: ['/activity', '/users'] }]));
  return file;
}

for (const scenario of ['missing', 'hanging'] as const) {
  test.describe(`admin module ${scenario}`, () => {
    let server: RunningServer;
    let hang: Server | undefined;
    const port = scenario === 'missing' ? 18081 : 18082;

    test.beforeAll(async () => {
      let entry = `http://127.0.0.1:${port}/mf/mf-admin/tidak-ada/mf-manifest.json`;
      if (scenario === 'hanging') {
        hang = createServer(() => { /* never answers */ });
        await new Promise<void>((r) => hang!.listen(18083, '127.0.0.1', () => r()));
        entry = 'http://127.0.0.1:18083/mf-manifest.json';
      }
      server = await startServer(port, { MODULES_FILE: modulesFile(`modules-${scenario}`, entry) });
    });
    test.afterAll(async () => {
      await server?.stop();
      hang?.closeAllConnections();
      hang?.close();
    });

    test('the shell still works and says the module is not available', async ({ page }) => {
      test.setTimeout(90_000);
      await login(page, undefined, undefined, server.url);
      await page.goto(`${server.url}/users`);
      await expect(page.getByText(/tidak tersedia/)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
      await expect(page.getByText(/SISTEM KEPENDUDUKAN DESA/)).toBeVisible();
      // The rest of the app keeps working: the home page and the 404 page still render.
      await page.goto(`${server.url}/halaman-lain`);
      await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
    });
  });
}
