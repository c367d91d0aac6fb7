/**
 * What every response owes, whatever was sent: no 5xx; a refusal where the contract refuses; the error
 * envelope `{ success: false, code, message }` with a stable code and an Indonesian message that
 * echoes nothing of the request. Failures are collected (not thrown) and grouped for the report.
 */
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { FuzzCase } from './cases.js';

export interface Violation {
  check: 'no-5xx' | 'refused' | 'status' | 'valid-accepted' | 'envelope' | 'indonesian' | 'no-echo' | 'no-change';
  where: string;
  family: string;
  detail: string;
  request: string;
  status: number;
  body: string;
}

/** The upload messages the specification fixes word for word in English (spec §5; docs/server-rules.md, "Files"). */
const SPEC_MESSAGES = new Set(['A file is Required', 'Maximum size is 10mb', 'Unsupported Format, We just Support : jpg/jpeg/png']);

const INDONESIAN = /\b(tidak|harus|wajib|boleh|sudah|belum|silakan|terlalu|berupa|dikenal|ditemukan|permintaan|kirim|maksimal|minimal|sesuai|karakter|gagal|anda|hanya|sebelum|sesudah|melewati|bukan|dengan|yang|untuk|dari|pada|terjadi|kesalahan|berisi|salah|sedang|coba|lagi|dapat|tipe|konten|alamat|berkas|tanggal|sesi|masuk)\b/i;

export function looksIndonesian(message: string): boolean {
  return SPEC_MESSAGES.has(message) || INDONESIAN.test(message);
}

const printable = (text: string, max: number) => {
  const shown = JSON.stringify(text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);
  return shown.slice(1, -1);
};

export function describeRequest(inject: { method?: string; url?: string; headers?: Record<string, unknown>; payload?: unknown }): string {
  const headers = inject.headers ?? {};
  const type = headers['content-type'] ? ` [${String(headers['content-type'])}]` : '';
  const token = headers['x-auth-token'] !== undefined || headers.authorization !== undefined ? '' : ' [no token]';
  let payload = '';
  if (typeof inject.payload === 'string') payload = ` ${printable(inject.payload, 160)}`;
  else if (Buffer.isBuffer(inject.payload)) payload = ` ${printable(inject.payload.toString('latin1'), 160)}`;
  return `${inject.method ?? 'GET'} ${printable(inject.url ?? '', 160)}${type}${token}${payload}`;
}

/** The checks of one response. */
/** Public pages the server renders (openapi.yaml's text/html error responses): their refusals are pages, not the JSON envelope. */
export const HTML_PAGES = new Set(['halamanVerifikasiSurat']);

export function checkResponse(c: FuzzCase, res: LightMyRequestResponse, request: string, opts: { html?: boolean } = {}): Violation[] {
  const out: Violation[] = [];
  const body = res.body;
  const add = (check: Violation['check'], detail: string) =>
    out.push({ check, where: c.where, family: c.family, detail, request, status: res.statusCode, body: printable(body, 300) });
  const status = res.statusCode;
  if (status >= 500) add('no-5xx', `answered ${status}`);
  if (c.expect.kind === 'refuse') {
    if (status < 400) add('refused', `the contract refuses it (${c.expect.why}) but it was accepted with ${status}`);
    else if (c.expect.status && status !== c.expect.status && status < 500) add('status', `expected ${c.expect.status} (${c.expect.why}), got ${status}`);
  }
  if (c.expect.kind === 'accept' && (status < 200 || status >= 300) && status < 500) add('valid-accepted', `a valid request was refused with ${status}`);
  // A page's own refusals are pages; what is refused before it (the request's media type) keeps the envelope.
  if (status >= 400 && opts.html && /^text\/html/.test(String(res.headers['content-type']))) {
    const echoed = c.probes.find((p) => body.includes(p));
    if (echoed !== undefined) add('no-echo', `the page echoes the request's ${JSON.stringify(echoed.length > 40 ? `${echoed.slice(0, 40)}…` : echoed)}`);
    return out;
  }
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      add('envelope', `the error body is not JSON (content-type ${String(res.headers['content-type'])})`);
      return out;
    }
    const env = parsed as Record<string, unknown>;
    const keys = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(env).sort().join(',') : typeof parsed;
    if (keys !== 'code,message,success') add('envelope', `keys ${keys}, not code,message,success`);
    if (!/^application\/json/.test(String(res.headers['content-type']))) add('envelope', `content-type ${String(res.headers['content-type'])}`);
    if (env.success !== false) add('envelope', 'success is not false');
    if (typeof env.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(env.code)) add('envelope', `code ${JSON.stringify(env.code)} is not an upper-case identifier`);
    const message = env.message;
    if (typeof message !== 'string' || message.trim() === '') add('envelope', 'message missing or empty');
    else {
      if (!looksIndonesian(message)) add('indonesian', `message ${JSON.stringify(message)} is not Indonesian`);
      const echoed = c.probes.find((p) => body.includes(p) || body.includes(JSON.stringify(p).slice(1, -1)));
      if (echoed !== undefined) add('no-echo', `the error echoes the request's ${JSON.stringify(echoed.length > 40 ? `${echoed.slice(0, 40)}…` : echoed)}`);
    }
  }
  return out;
}

/** A pino destination that keeps every line. */
export class LogBuffer extends Writable {
  readonly chunks: string[] = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (err?: Error | null) => void): void {
    this.chunks.push(chunk.toString('utf8'));
    done();
  }

  text(): string {
    return this.chunks.join('');
  }
}

/** What must never be in the server's log, each with the lines that hold it. */
export function logLeaks(log: string, secrets: { names: string[]; exact: string[] }): string[] {
  const lines = log.split('\n');
  const findings: string[] = [];
  const report = (what: string, test: (line: string) => boolean) => {
    const hits = lines.filter(test);
    if (hits.length > 0) findings.push(`${what}: ${hits.length} line(s), e.g. ${printable(hits[0] as string, 400)}`);
  };
  report('a password hash ($argon2)', (l) => l.includes('$argon2'));
  report('a JWT (eyJ)', (l) => l.includes('eyJ'));
  // 16+ digit runs (NIK, No. KK), not the fraction of a float (responseTime).
  report('a NIK-like 16-digit number', (l) => /(?<![\d.])\d{16,}(?!\d)/.test(l));
  for (const name of secrets.names) report(`the resident name ${JSON.stringify(name)}`, (l) => l.includes(name));
  for (const value of secrets.exact) report(`the secret ${JSON.stringify(value.slice(0, 6))}…`, (l) => l.includes(value));
  return findings;
}
