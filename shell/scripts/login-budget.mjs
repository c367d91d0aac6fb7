// Measures what the login page really loads: serves dist/ with a stub /api/config, opens /login in
// headless Chromium (Debian's, never a downloaded one), records every script the page fetched until it
// settled, and sums their gzip sizes. Budget (issue): <= 250 KiB gzip.
//
//   node scripts/login-budget.mjs [--screenshot out.png] [--width 1280 --height 800]
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const require = createRequire(join(here, '..', '..', 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const args = process.argv.slice(2);
const arg = (name, fallback) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : fallback; };
const BUDGET_KIB = 250;

const types = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const config = {
  success: true,
  data: {
    village: { nama_desa: 'Watugede', kecamatan: 'Singosari', kabupaten: 'Malang', provinsi: 'Jawa Timur', alamat_kantor: 'Jl. Raya Watugede', kode_pos: '65153' },
    modules: [{ id: 'mf-admin', title: 'Admin', entry: '/mf/mf-admin/mf-manifest.json', paths: ['/activity', '/users'] }],
  },
};

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/api/config') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(config));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/mf/')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"success":false,"message":"not here","code":"NOT_FOUND"}');
    return;
  }
  let file = join(dist, url.pathname);
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: Number(arg('width', 1280)), height: Number(arg('height', 800)) } });
  const scripts = new Set();
  page.on('request', (r) => { if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname); });
  await page.goto(`${origin}/login`);
  await page.getByRole('heading', { name: 'SELAMAT DATANG' }).waitFor({ timeout: 15000 });
  await page.waitForLoadState('networkidle');
  const rows = [...scripts].map((p) => {
    const body = readFileSync(join(dist, p));
    return { file: p.slice(1), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }).sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((s, r) => s + r.gzip, 0);
  const raw = rows.reduce((s, r) => s + r.raw, 0);
  for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KiB gz  ${(r.raw / 1024).toFixed(1).padStart(7)} KiB  ${r.file}`);
  console.log(`login page: ${rows.length} scripts, ${(total / 1024).toFixed(1)} KiB gzip (${(raw / 1024).toFixed(1)} KiB raw); budget ${BUDGET_KIB} KiB`);
  const shot = arg('screenshot');
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  if (total / 1024 > BUDGET_KIB) process.exitCode = 1;
} finally {
  await browser.close();
  server.close();
}
