// The signed-in layout's first requests, started as soon as there is a session (the login page's
// answer, or a token at start-up) rather than once the layout's file has arrived and rendered: on a
// slow link that file takes a second or more, and these answers are small. GET /api/desa (staff
// only), GET /api/config with the token, then the first screen's module: its manifest (handed to the
// federation runtime, federation/plugin.ts) and, as preloads, its remoteEntry.js and the files of its
// definition. Only that module's: the others load as before, once the layout starts them.
// Nothing here is decided: the layout still checks and registers what it gets (compatibility, the
// village's list); an answer that failed is asked again the ordinary way.
import { getToken } from '@sid/openapi';
import { fetchDesaSaya, fetchSignedInModules, type ModuleEntry, type VillageDto } from '../api/shell-api';
import { MODULE_DEADLINE_MS } from '../federation/deadline';
import { isWithin } from '../federation/paths';
import { readToken } from '@sid/ui-desa/token';

/**
 * As a module's whole load (federation/deadline.ts). The runtime plugin waits for this answer only
 * within what is left of the module's load deadline, and does not ask again once it has passed.
 */
const MANIFEST_TIMEOUT_MS = MODULE_DEADLINE_MS;

interface Started { token: string; desa: Promise<VillageDto> | null; modules: Promise<ModuleEntry[]> | null }
interface ManifestAnswer { body: string; status: number; statusText: string; headers: [string, string][] }

let started: Started | null = null;
const manifests = new Map<string, Promise<ManifestAnswer>>();

/** An answer nobody may wait for must not be reported as unhandled. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

const absolute = (url: string, base = document.baseURI) => new URL(url, base).href;

function preload(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.appendChild(link);
}

/** The module's manifest, kept for the runtime, then its remoteEntry.js and definition preloaded. */
function preloadModule(entry: ModuleEntry): void {
  const url = absolute(entry.entry);
  if (manifests.has(url) || !url.endsWith('.json')) return;
  const answer = fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) }).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { body: await response.text(), status: response.status, statusText: response.statusText, headers: [...response.headers] };
  });
  manifests.set(url, quiet(answer));
  answer.then(({ body }) => {
    const manifest = JSON.parse(body) as {
      metaData: { publicPath?: string; remoteEntry: { name: string; path?: string } };
      exposes?: { path: string; assets: { js: { sync: string[] } } }[];
    };
    const { publicPath, remoteEntry } = manifest.metaData;
    const base = publicPath && publicPath !== 'auto' ? absolute(publicPath) : absolute('.', url);
    preload(absolute([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), base));
    const definition = manifest.exposes?.find((e) => e.path === './module');
    for (const file of definition?.assets.js.sync ?? []) preload(absolute(file, base));
  }).catch(() => undefined);
}

/**
 * Starts the signed-in requests for the session now in storage, once per token. `path` is where the
 * visitor lands ('/' after the login page); the regency's operator lands on the regency console.
 */
export function startSignedIn(path: string): void {
  const token = getToken();
  const read = readToken(token);
  if (!token || !read || started?.token === token) return;
  const staff = read.user.role !== 'Admin Kabupaten';
  const modules = quiet(fetchSignedInModules());
  started = { token, desa: staff ? quiet(fetchDesaSaya()) : null, modules };
  const landing = !staff && path === '/' ? '/kabupaten' : path;
  modules.then((list) => {
    const first = list.find((m) => m.paths.some((p) => isWithin(landing, p)));
    if (first) preloadModule(first);
  }, () => undefined);
}

const current = () => (started && started.token === getToken() ? started : null);

// Each answer is handed out once: a layout mounted later (a second session whose token happens to
// read the same, a test after another) asks the server itself rather than get an old answer.

/** GET /api/desa started for this session, if any (once). */
export function startedDesa(): Promise<VillageDto> | null {
  const s = current();
  const desa = s?.desa ?? null;
  if (s) s.desa = null;
  return desa;
}

/** GET /api/config (signed in) started for this session, if any (once). */
export function startedModules(): Promise<ModuleEntry[]> | null {
  const s = current();
  const modules = s?.modules ?? null;
  if (s) s.modules = null;
  return modules;
}

/** The manifest fetched ahead for this address, once: a later request (a retry) goes to the server. */
export function takeManifest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const answer = manifests.get(key);
  if (!answer) return undefined;
  manifests.delete(key);
  return answer.then((a) => new Response(a.body, { status: a.status, statusText: a.statusText, headers: a.headers }));
}
