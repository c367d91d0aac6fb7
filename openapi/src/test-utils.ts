// Helpers for this package's tests: a fetch mock that records requests and answers JSON.
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

export type Responder = (request: Request) => Response | Promise<Response>;

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Replaces globalThis.fetch; returns the recorded calls and a restore function. */
export function mockFetch(responder: Responder) {
  const original = globalThis.fetch;
  const calls: RecordedCall[] = [];
  const fn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.body ? await request.clone().text() : null,
    });
    return responder(request);
  };
  globalThis.fetch = fn as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
