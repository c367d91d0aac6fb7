import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sidFederationPlugin, isUnavailableModule, shortReason, FETCH_TIMEOUT_MS } from './plugin';

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
