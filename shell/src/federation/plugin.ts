// The shell's Module Federation runtime plugin. It is registered from the bootstrap with
// registerPlugins(), never through the build's `runtimePlugins`, and it imports nothing shared (no
// react): a build-time runtime plugin runs before sharing is set up.
//
// What it adds, so that a module that is down, slow or broken never leaves the app spinning:
// - fetch: the manifest request gets a timeout (AbortController), and a non-2xx answer or a body that
//   never finishes counts as a failure, instead of a spinner that never ends;
// - createScript: remoteEntry.js gets a timeout too instead of the runtime's 20 s default;
// - both get only what is left of the module's one load deadline (deadline.ts) when a load is in
//   progress, so two stages that hang one after the other still end at that deadline (a manifest
//   fetched ahead at sign-in that hung is not asked again for a fresh 8 s); FETCH_TIMEOUT_MS is for
//   a request outside any load;
// - errorLoadRemote: a module that cannot be loaded resolves to a marked fallback, which the shell
//   turns into the 'Modul ... tidak tersedia' panel.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remainingFor } from './deadline';

export const FETCH_TIMEOUT_MS = 8000;

/** Marks what loadRemote resolves to when a module could not be loaded. */
export const UNAVAILABLE = '__sidModuleUnavailable' as const;

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  /** The remote id the shell asked for, e.g. 'mf_admin/module'. */
  id: string;
  /** Technical detail for the panel's small print and the console. */
  reason: string;
}

export function isUnavailableModule(value: unknown): value is UnavailableModule {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[UNAVAILABLE] === true;
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * The part of a load error worth showing: Module Federation wraps the cause in a long message with
 * a docs link ('... Original Error Message: <cause>'); the cause alone says what happened.
 */
export function shortReason(reason: string, max = 200): string {
  const marker = 'Original Error Message:';
  const at = reason.lastIndexOf(marker);
  let text = (at >= 0 ? reason.slice(at + marker.length) : reason).trim();
  text = (text.split('\n')[0] ?? text).replace(/^(Error|TypeError|RemoteTimeoutError|ScriptNetworkError):\s*/, '');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export class RemoteTimeoutError extends Error {
  constructor(url: string, ms: number) {
    super(`Tidak ada jawaban dari ${url} dalam ${Math.round(ms / 1000)} detik`);
    this.name = 'RemoteTimeoutError';
  }
}

export interface SidFederationPluginOptions {
  /** Milliseconds a manifest request or remoteEntry.js may take outside a module's load. */
  timeoutMs?: number;
  /** Milliseconds left of the load deadline of the module this address belongs to (deadline.ts). */
  remainingFor?: (url: string) => number | undefined;
  /** A manifest already fetched for this address (at sign-in, session/signed-in-start.ts), taken once. */
  takeManifest?: (url: string) => Promise<Response> | undefined;
  /** Where failures are reported (the console by default). */
  onError?: (id: string, reason: string) => void;
}

/** fetch with a deadline that covers the whole body, not only the headers. */
async function fetchWithTimeout(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const timeout = new RemoteTimeoutError(url, timeoutMs);
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  // A caller's own signal still cancels the request.
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason), { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status} untuk ${url}`);
    // The runtime reads the body after this hook returns; a server that sends headers and then
    // stalls would hang there, so the body is read here, under the same deadline.
    const body = await response.text();
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason === timeout) throw timeout;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function sidFederationPlugin(options: SidFederationPluginOptions = {}): ModuleFederationRuntimePlugin {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const remaining = options.remainingFor ?? remainingFor;
  /** The time a request of `url` may take: what is left of its module's load, else the plain timeout. */
  const timeoutFor = (url: string) => Math.max(1, remaining(url) ?? timeoutMs);
  const report = options.onError ?? ((id: string, reason: string) => console.warn(`[shell] Modul ${id} tidak tersedia: ${reason}`));

  return {
    name: 'sid-shell-federation',

    fetch(url, init) {
      // The first screen's manifest may have been fetched at sign-in; if that failed, ask again.
      // Either way, within what is left of the module's deadline.
      const early = options.takeManifest?.(url);
      if (early) {
        const ms = timeoutFor(url);
        const timeout = new RemoteTimeoutError(url, ms);
        let timer: ReturnType<typeof setTimeout> | undefined;
        const cut = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(timeout), ms); });
        return Promise.race([early, cut])
          .catch((error: unknown) => {
            if (error === timeout) throw error;
            return fetchWithTimeout(url, init ?? {}, timeoutFor(url));
          })
          .finally(() => clearTimeout(timer));
      }
      return fetchWithTimeout(url, init ?? {}, timeoutFor(url));
    },

    createScript({ url, attrs }) {
      // Returning an object replaces the runtime's own attribute handling, so do it the same way.
      const script = document.createElement('script');
      script.type = attrs?.['type'] === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'type') continue;
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (!script.getAttribute(name)) script.setAttribute(name, String(value));
      }
      script.src = url;
      return { script, timeout: timeoutFor(url) };
    },

    async errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage may answer with a fallback: what is returned at 'afterResolve' would be
      // taken for the manifest, at 'beforeLoadShare' for a shared module.
      if (lifecycle !== 'onLoad') return undefined;
      const reason = describeError(error);
      report(id, reason);
      const fallback: UnavailableModule = { [UNAVAILABLE]: true, id, reason };
      return fallback;
    },
  };
}
