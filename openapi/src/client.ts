// The typed API client: openapi-fetch over the generated `paths`, with the session middleware.
import createClient, { type ClientOptions, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

/** localStorage key of the JWT (spec §9). */
export const TOKEN_KEY = 'token';
/** Header that carries the token (spec §6). */
export const TOKEN_HEADER = 'x-auth-token';
/** Window event fired when the server answers 401 to anything but the login. */
export const SESSION_EXPIRED_EVENT = 'sid:session-expired';
/**
 * Window event fired when the server answers 423 (the caller's village is read-only after its export to
 * join the regency, issue 38) or a screen has changed that setting: the shell reads the village again.
 */
export const HANYA_BACA_EVENT = 'sid:desa-hanya-baca';
/** The login operation: its 401 is a failed login (LOGIN_FAIL), not an expired session. */
export const LOGIN_PATH = '/api/auth/admin';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** Fires `sid:session-expired` on window; the shell clears the session and goes to /login. */
export function notifySessionExpired(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  }
}

/** Fires `sid:desa-hanya-baca` on window; the shell's read-only banner reads the village again. */
export function notifyHanyaBaca(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
    window.dispatchEvent(new CustomEvent(HANYA_BACA_EVENT));
  }
}

function isLoginRequest(schemaPath: string, request: Request): boolean {
  if (schemaPath === LOGIN_PATH) return true;
  try {
    return new URL(request.url).pathname === LOGIN_PATH;
  } catch {
    return false;
  }
}

/**
 * Adds `x-auth-token` from localStorage; turns a 401 (except on login) into `sid:session-expired`, and a
 * 423 (a read-only village refusing a write) into `sid:desa-hanya-baca`.
 */
export const sessionMiddleware: Middleware = {
  onRequest({ request, schemaPath }) {
    const token = getToken();
    if (token && !isLoginRequest(schemaPath, request) && !request.headers.has(TOKEN_HEADER)) {
      request.headers.set(TOKEN_HEADER, token);
    }
    return request;
  },
  onResponse({ request, response, schemaPath }) {
    if (response.status === 401 && !isLoginRequest(schemaPath, request)) notifySessionExpired();
    if (response.status === 423) notifyHanyaBaca();
    return undefined;
  },
};

/**
 * The API lives on the page's own origin, so the base URL is '' (relative). Where the page has a
 * real http(s) origin it is spelled out, because Node's Request (jsdom tests) rejects relative URLs;
 * in a browser both forms address the same server.
 */
function resolveBaseUrl(baseUrl: string): string {
  if (baseUrl !== '') return baseUrl;
  const origin = typeof window !== 'undefined' ? window.location?.origin : undefined;
  return origin && /^https?:\/\//.test(origin) ? origin : '';
}

/** A client with the session middleware; `api` is the shared one. */
export function createApiClient(options: ClientOptions = {}) {
  const client = createClient<paths>({
    // Look fetch up at call time, so a test (or a polyfill) that replaces globalThis.fetch later is used.
    fetch: (request: Request) => globalThis.fetch(request),
    ...options,
    baseUrl: resolveBaseUrl(options.baseUrl ?? ''),
  });
  client.use(sessionMiddleware);
  return client;
}

export const api = createApiClient({ baseUrl: '' });
export type ApiClient = typeof api;

/**
 * A multipart body for openapi-fetch: pass the fields (files as File/Blob) and give the operation's
 * input type, e.g. `body: formBody<KeteranganKeluarCreateInput>({ ..., foto_pengusul: file })`.
 * openapi-fetch sends a FormData as is and lets the browser set the boundary. Fields that are
 * undefined or null are left out; numbers are sent as text.
 */
export function formBody<T extends object>(fields: FormFields<T>): T {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value);
    else form.append(name, String(value));
  }
  return form as unknown as T;
}

/** The fields of a multipart body: every field may also be a File/Blob (binary ones must be). */
export type FormFields<T> = { [K in keyof T]: T[K] | Blob | (T[K] extends string | undefined ? number : never) };

/** Drops '', null and undefined from a JSON body (optional fields with a format must be omitted, not empty). */
export function omitEmpty<T extends object>(body: T): { [K in keyof T]?: Exclude<T[K], '' | null> } {
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const [key, value] of Object.entries(body) as [keyof T & string, unknown][]) {
    if (value === '' || value === null || value === undefined) continue;
    out[key] = value;
  }
  return out as { [K in keyof T]?: Exclude<T[K], '' | null> };
}
