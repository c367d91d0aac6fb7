import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sidFederationPlugin, isUnavailableModule, shortReason, FETCH_TIMEOUT_MS } from './plugin';
import { loadBudgetMs, MODULE_DEADLINE_MS, resetDeadlines, startDeadline } from './deadline';

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'fetch' | 'createScript' | 'errorLoadRemote'>>;
const plugin = (timeoutMs?: number) => sidFederationPlugin({ timeoutMs, onError: () => undefined }) as ModuleFederationRuntimePlugin & Hooks;

const originalFetch = globalThis.fetch;
afterEach(() => { globalThis.fetch = originalFetch; });

describe('shell federation runtime plugin', () => {
  it('times a manifest request out (8 s by default) instead of waiting forever', async () => {
    expect(FETCH_TIMEOUT_MS).toBe(8000);
    globalThis.fetch = ((_url: string, init: RequestInit) => new Promise((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as typeof fetch;
    await expect(plugin(50).fetch('http://x/mf-manifest.json', {})).rejects.toThrow('Tidak ada jawaban dari http://x/mf-manifest.json dalam 0 detik');
  });

  it('counts a body that never finishes as a timeout too', async () => {
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'));
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200 });
    }) as typeof fetch;
    await expect(plugin(50).fetch('http://x/mf-manifest.json', {})).rejects.toThrow(/Tidak ada jawaban/);
  });

  it('refuses a manifest answered with an error status', async () => {
    globalThis.fetch = (async () => new Response('<html>not found</html>', { status: 404 })) as typeof fetch;
    await expect(plugin().fetch('http://x/mf-manifest.json', {})).rejects.toThrow('HTTP 404 untuk http://x/mf-manifest.json');
  });

  it('passes a good manifest through, body intact', async () => {
    globalThis.fetch = (async () => new Response('{"id":"mf_admin"}', { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const response = await plugin().fetch('http://x/mf-manifest.json', {});
    await expect((response as Response).json()).resolves.toEqual({ id: 'mf_admin' });
  });

  it('gives remoteEntry.js the same timeout and keeps its attributes', () => {
    const result = plugin(1234).createScript({ url: 'http://x/remoteEntry.js', attrs: { crossorigin: 'anonymous', async: true } }) as { script: HTMLScriptElement; timeout: number };
    expect(result.timeout).toBe(1234);
    expect(result.script.src).toBe('http://x/remoteEntry.js');
    expect(result.script.getAttribute('crossorigin')).toBe('anonymous');
    expect(result.script.async).toBe(true);
  });

  it('answers a failed load with a marked fallback, only at the final stage', async () => {
    const hooks = plugin();
    const origin = {} as never;
    await expect(hooks.errorLoadRemote({ id: 'x', error: new Error('boom'), lifecycle: 'afterResolve', from: 'runtime', origin })).resolves.toBeUndefined();
    await expect(hooks.errorLoadRemote({ id: 'x', error: new Error('boom'), lifecycle: 'beforeLoadShare', from: 'runtime', origin })).resolves.toBeUndefined();
    const fallback = await hooks.errorLoadRemote({ id: 'mf_admin/module', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad', from: 'runtime', origin });
    expect(isUnavailableModule(fallback)).toBe(true);
    expect(fallback).toMatchObject({ id: 'mf_admin/module', reason: 'ScriptNetworkError' });
  });
});

describe('shortReason', () => {
  it("keeps the cause of Module Federation's long message", () => {
    const long = '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003\nargs: {"manifestUrl":"http://x/mf-manifest.json"}\nView the docs ...\nOriginal Error Message:\n Error: HTTP 404 untuk http://x/mf-manifest.json\n    at foo (main.js:1:1)';
    expect(shortReason(long)).toBe('HTTP 404 untuk http://x/mf-manifest.json');
    expect(shortReason('ScriptNetworkError: Failed to load script')).toBe('Failed to load script');
    expect(shortReason('x'.repeat(300))).toHaveLength(200);
  });
});

describe('one load deadline shared by every request of a module (issue 33)', () => {
  beforeEach(() => { jest.useFakeTimers(); resetDeadlines(); });
  afterEach(() => { jest.useRealTimers(); resetDeadlines(); });

  /** A fetch that never answers until it is aborted; counts its calls. */
  function hangingFetch(): { calls: () => number } {
    let calls = 0;
    globalThis.fetch = ((_url: string, init: RequestInit) => {
      calls++;
      return new Promise((_, reject) => { init.signal?.addEventListener('abort', () => reject(init.signal?.reason)); });
    }) as typeof fetch;
    return { calls: () => calls };
  }

  it('ends a manifest fetched ahead at sign-in that hung at the deadline, not a fresh timeout later', async () => {
    const url = 'http://x/mf/mf-admin/mf-manifest.json';
    const fetched = hangingFetch();
    const deadline = startDeadline(url, MODULE_DEADLINE_MS);
    // The sign-in's own request, which gives up after its 8 s.
    const early = new Promise<Response>((_, reject) => setTimeout(() => reject(new Error('TimeoutError')), 8000));
    const hooks = sidFederationPlugin({ takeManifest: () => early, onError: () => undefined }) as ModuleFederationRuntimePlugin & Hooks;
    let settledAt = 0;
    const result = (hooks.fetch(url, {}) as Promise<Response>).catch((error: unknown) => { settledAt = Date.now(); throw error; });
    result.catch(() => undefined);
    await jest.advanceTimersByTimeAsync(MODULE_DEADLINE_MS - 1);
    expect(settledAt).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow(/Tidak ada jawaban dari http:\/\/x\/mf\/mf-admin\/mf-manifest\.json/);
    expect(settledAt).toBe(deadline);
    expect(MODULE_DEADLINE_MS).toBeLessThanOrEqual(10_000);
    expect(fetched.calls()).toBeLessThanOrEqual(1);
  });

  it("gives a load starting as the page opens what is left of the page's first 10 s, and a later one 9 s", () => {
    expect(loadBudgetMs(0)).toBe(9_000);
    expect(loadBudgetMs(1_500)).toBe(8_500);
    expect(loadBudgetMs(4_999)).toBe(5_001);
    expect(loadBudgetMs(5_000)).toBe(9_000);
    expect(loadBudgetMs(60_000)).toBe(9_000);
  });

  it("gives a module's remoteEntry.js only what is left of its deadline, and a request outside any load the plain timeout", async () => {
    startDeadline('http://x/mf/mf-admin/1.2.0/mf-manifest.json', MODULE_DEADLINE_MS);
    await jest.advanceTimersByTimeAsync(6000);
    const hooks = plugin();
    const inLoad = hooks.createScript({ url: 'http://x/mf/mf-admin/1.2.0/remoteEntry.js', attrs: {} }) as { timeout: number };
    expect(inLoad.timeout).toBe(MODULE_DEADLINE_MS - 6000);
    const other = hooks.createScript({ url: 'http://x/mf/mf-mutasi/remoteEntry.js', attrs: {} }) as { timeout: number };
    expect(other.timeout).toBe(FETCH_TIMEOUT_MS);
    // Once passed, a request of that module is cut at once (never the runtime's default).
    await jest.advanceTimersByTimeAsync(5000);
    expect((hooks.createScript({ url: 'http://x/mf/mf-admin/1.2.0/x.js', attrs: {} }) as { timeout: number }).timeout).toBe(1);
  });
});
