// A real login while failed logins flood in from another address, over HTTP against the running
// server. The flood comes from other loopback addresses (127.0.0.2, 127.0.0.3, ...: all of 127/8 is
// local on Linux), bound on the client socket, so the server sees another address without trusting
// any proxy header. The real login comes from 127.0.0.1.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoginFloodFigures {
  /** One real login at a time, nothing else running. */
  atRest: { n: number; p50: number; p95: number; max: number };
  /** One real login per burst of failed logins, started when the server answers the burst's first request. */
  duringFlood: { n: number; p50: number; p95: number; max: number };
  flood: {
    burst: number;
    bursts: number;
    /** Each burst from a fresh address (127.0.0.2 upwards), so no burst starts out blocked by the failure counts. */
    addresses: string;
    /** How the failed logins of all bursts were answered (status: count). */
    answers: Record<string, number>;
    /** How long a burst took to be answered in full (median over the bursts, ms). */
    burstMsP50: number;
  };
}

interface Target {
  host: string;
  port: number;
}

function send(target: Target, method: 'GET' | 'POST', path: string, agent: http.Agent, body?: unknown): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: target.host, port: target.port, path, method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function stat(times: number[]): { n: number; p50: number; p95: number; max: number } {
  const s = [...times].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
  const round = (x: number) => Math.round(x * 100) / 100;
  return { n: s.length, p50: round(at(50)), p95: round(at(95)), max: round(s.at(-1)!) };
}

/**
 * `user` logs in for real (it must exist and be allowed to): `samples` times at rest, then once during
 * each of `samples` bursts of `burst` failed logins (unknown usernames, so no real account is locked).
 */
export async function measureLoginUnderFlood(target: Target, user: { username: string; password: string }, samples = 30, burst = 200): Promise<LoginFloodFigures> {
  const mine = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.1' });
  const login = async () => {
    const t0 = performance.now();
    const status = await send(target, 'POST', '/api/auth/admin', mine, user);
    if (status !== 200) throw new Error(`real login answered ${status}`);
    return performance.now() - t0;
  };
  try {
    for (let i = 0; i < 5; i++) await login(); // warm-up
    const rest: number[] = [];
    for (let i = 0; i < samples; i++) rest.push(await login());

    const during: number[] = [];
    const answers: Record<string, number> = {};
    const burstMs: number[] = [];
    for (let round = 0; round < samples; round++) {
      const address = `127.0.0.${2 + (round % 250)}`;
      const theirs = new http.Agent({ keepAlive: true, maxSockets: burst, localAddress: address });
      try {
        // Open the burst's connections first, so that its requests arrive together.
        await Promise.all(Array.from({ length: burst }, () => send(target, 'GET', '/api/config', theirs)));
        let firstAnswer!: () => void;
        const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
        const started = performance.now();
        const flood = Promise.all(
          Array.from({ length: burst }, (_, i) =>
            send(target, 'POST', '/api/auth/admin', theirs, { username: `penyerang-${round}-${i}`, password: 'bukan-sandinya' }).then((status) => {
              answers[status] = (answers[status] ?? 0) + 1;
              firstAnswer();
            }),
          ),
        ).then(() => burstMs.push(performance.now() - started));
        // The real login starts once the server is answering the burst.
        await answered;
        during.push(await login());
        await flood;
      } finally {
        theirs.destroy();
      }
    }
    return {
      atRest: stat(rest),
      duringFlood: stat(during),
      flood: { burst, bursts: samples, addresses: `127.0.0.2-127.0.0.${1 + Math.min(samples, 250)}`, answers, burstMsP50: stat(burstMs).p50 },
    };
  } finally {
    mine.destroy();
  }
}
