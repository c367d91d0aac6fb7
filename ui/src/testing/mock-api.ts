// A fake backend for component tests: `global.fetch` is replaced for the duration of one test by a
// dispatcher over a map of 'METHOD /path' handlers. Anything the map does not answer fails the test,
// so a page can never silently depend on a call the test did not foresee.

export interface MockRequest {
  method: string;
  url: URL;
  /** The pathname, e.g. '/api/auth/update/u1'. */
  path: string;
  query: URLSearchParams;
  /** Path parameters of a pattern key ('PUT /api/auth/update/:id' or '/{id}'). */
  params: Record<string, string>;
  /** Parsed JSON body, FormData for multipart, text otherwise; undefined without a body. */
  body: unknown;
  headers: Headers;
}

export type MockHandler = (req: MockRequest) => Response | Promise<Response>;

/** `{ 'GET /api/auth/all': (req) => jsonResponse({ success: true, data: [], total: 0 }) }` */
export type MockApi = Record<string, MockHandler>;

export interface RecordedCall extends MockRequest {
  /** The route that answered ('PUT /api/auth/update/:'), or null when none did. */
  key: string | null;
}

/** A JSON response, as the server sends them (status 200 unless told). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A response that never comes: for asserting loading states. */
export function pendingResponse(): Promise<Response> {
  return new Promise<Response>(() => undefined);
}

interface Route {
  /** 'METHOD /path' with every parameter written ':', so ':id' and '{id}' name the same route. */
  key: string;
  method: string;
  pattern: RegExp;
  names: string[];
}

function compile(key: string): Route {
  const space = key.indexOf(' ');
  if (space < 0) throw new Error(`Mock API key must be 'METHOD /path', got '${key}'`);
  const method = key.slice(0, space).toUpperCase();
  const path = key.slice(space + 1).trim();
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const m = /^(?::(\w+)|\{(\w+)\})$/.exec(segment);
      if (m) {
        names.push((m[1] ?? m[2]) as string);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const normal = path.split('/').map((segment) => (/^(?::\w+|\{\w+\})$/.test(segment) ? ':' : segment)).join('/');
  return { key: `${method} ${normal}`, method, pattern: new RegExp(`^${source}$`), names };
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const text = await request.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return request.formData();
  }
  const text = await request.text();
  return text === '' ? undefined : text;
}

export class MockApiController {
  readonly calls: RecordedCall[] = [];
  readonly unmatched: RecordedCall[] = [];
  private routes: Route[] = [];
  private handlers = new Map<string, MockHandler>();

  constructor(api: MockApi = {}) {
    for (const [key, handler] of Object.entries(api)) this.set(key, handler);
  }

  /** Adds or replaces a handler (e.g. the list after a successful add). */
  set(key: string, handler: MockHandler): void {
    const route = compile(key);
    this.routes = [...this.routes.filter((r) => r.key !== route.key), route];
    this.handlers.set(route.key, handler);
  }

  /** Calls answered by one handler, in order: `api.callsTo('POST /api/auth/register')[0].body`. */
  callsTo(key: string): RecordedCall[] {
    const route = compile(key);
    return this.calls.filter((c) => c.key === route.key);
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const base = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
    const request = input instanceof Request
      ? input
      : new Request(new URL(input instanceof URL ? input.href : input, base), init);
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    const body = await readBody(request.clone());
    let params: Record<string, string> = {};
    const route = this.routes.find((r) => {
      if (r.method !== method) return false;
      const m = r.pattern.exec(url.pathname);
      if (!m) return false;
      params = Object.fromEntries(r.names.map((name, i) => [name, decodeURIComponent(m[i + 1] ?? '')]));
      return true;
    });
    const call: RecordedCall = {
      key: route?.key ?? null,
      method,
      url,
      path: url.pathname,
      query: url.searchParams,
      params,
      body,
      headers: request.headers,
    };
    this.calls.push(call);
    if (!route) {
      this.unmatched.push(call);
      const text = `No mock for ${method} ${url.pathname}${url.search}`;
      // Logged now (the page may swallow the response) and thrown after the test (see install).
      console.error(`[renderPage] ${text}`);
      return jsonResponse({ success: false, code: 'NO_MOCK', message: text }, 501);
    }
    const handler = this.handlers.get(route.key) as MockHandler;
    return handler(call);
  };
}

let active: { controller: MockApiController; originalFetch: typeof fetch } | null = null;

/** Replaces global fetch with the controller's until the end of the test. */
export function installMockApi(controller: MockApiController): void {
  const originalFetch = active ? active.originalFetch : globalThis.fetch;
  active = { controller, originalFetch };
  globalThis.fetch = controller.fetch as typeof fetch;
}

/** Restores fetch; fails the test when the page made calls no handler answered. */
export function uninstallMockApi(): void {
  if (!active) return;
  const { controller, originalFetch } = active;
  globalThis.fetch = originalFetch;
  active = null;
  if (controller.unmatched.length > 0) {
    const list = controller.unmatched.map((c) => `  ${c.method} ${c.path}${c.url.search}`).join('\n');
    throw new Error(`The page called the API without a mock for:\n${list}\nAdd them to renderPage({ api }).`);
  }
}

if (typeof afterEach === 'function') {
  afterEach(() => {
    uninstallMockApi();
  });
}
