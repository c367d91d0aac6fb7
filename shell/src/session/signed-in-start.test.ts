import { clearToken, setToken } from '@sid/openapi';
import { fetchDesaSaya, fetchSignedInModules } from '../api/shell-api';
import { makeToken } from '@sid/ui-desa/testing';
import { startedDesa, startedModules, startSignedIn, takeManifest } from './signed-in-start';

jest.mock('../api/shell-api', () => ({ fetchDesaSaya: jest.fn(), fetchSignedInModules: jest.fn() }));

const kependudukan = { id: 'mf-kependudukan', title: 'Kependudukan', entry: '/mf/mf-kependudukan/mf-manifest.json', paths: ['/', '/penduduk/*'], versi: null, rentang_shell: null };
const admin = { id: 'mf-admin', title: 'Admin', entry: '/mf/mf-admin/mf-manifest.json', paths: ['/users', '/kabupaten'], versi: null, rentang_shell: null };
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './module', assets: { js: { sync: ['780.a.js', '__federation_expose_module.b.js'], async: ['672.c.js'] } } }],
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => new URL(l.href).pathname);

let fetchMock: jest.Mock;
beforeEach(() => {
  document.head.innerHTML = '';
  jest.mocked(fetchSignedInModules).mockReset().mockResolvedValue([kependudukan, admin]);
  jest.mocked(fetchDesaSaya).mockReset().mockResolvedValue({ _id: 'desa-1' } as unknown as Awaited<ReturnType<typeof fetchDesaSaya>>);
  fetchMock = jest.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => clearToken());

it('asks for the village and the modules once per session, and fetches the first screen\'s module ahead', async () => {
  setToken(makeToken({ id: 'u-1' }));
  startSignedIn('/');
  startSignedIn('/');
  expect(fetchSignedInModules).toHaveBeenCalledTimes(1);
  expect(fetchDesaSaya).toHaveBeenCalledTimes(1);
  await expect(startedModules()).resolves.toEqual([kependudukan, admin]);
  await expect(startedDesa()).resolves.toEqual({ _id: 'desa-1' });
  // Handed out once: a layout mounted later asks the server itself.
  expect(startedModules()).toBeNull();
  expect(startedDesa()).toBeNull();
  await flush();
  // Only the module of '/': its manifest, remoteEntry.js and the definition's own files (no page).
  expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/mf/mf-kependudukan/mf-manifest.json']);
  expect(preloads()).toEqual(['/mf/mf-kependudukan/remoteEntry.js', '/mf/mf-kependudukan/780.a.js', '/mf/mf-kependudukan/__federation_expose_module.b.js']);

  // The runtime gets the manifest once; a retry asks the server.
  const taken = takeManifest('/mf/mf-kependudukan/mf-manifest.json');
  await expect(taken?.then((r) => r.json())).resolves.toEqual(manifest);
  expect(takeManifest('/mf/mf-kependudukan/mf-manifest.json')).toBeUndefined();
});

it("asks the regency's operator for no village, and fetches the regency console's module ahead", async () => {
  setToken(makeToken({ id: 'u-2', role: 'Admin Kabupaten', desa: null }));
  startSignedIn('/');
  expect(fetchDesaSaya).not.toHaveBeenCalled();
  expect(startedDesa()).toBeNull();
  await flush();
  await flush();
  expect(preloads()).toContain('/mf/mf-admin/remoteEntry.js');
});

it('hands nothing to another session, and starts nothing without one', async () => {
  startSignedIn('/');
  expect(fetchSignedInModules).not.toHaveBeenCalled();
  setToken(makeToken({ id: 'u-3' }));
  startSignedIn('/');
  setToken(makeToken({ id: 'u-4' }));
  expect(startedModules()).toBeNull();
  expect(startedDesa()).toBeNull();
  await flush();
});
