import type { FastifyServerOptions } from 'fastify';

/**
 * What the server writes to its log. A village's log file is read by whoever runs the server, so it
 * never holds what the registry protects: NIKs and No. KKs, names, password hashes, tokens. Requests
 * are logged by path only (queries carry NIKs and names), database errors by their SQLSTATE and
 * constraint only (drizzle's message repeats every parameter; PostgreSQL's detail repeats the values).
 */

const SECRETS: Array<[RegExp, string]> = [
  [/\$argon2[a-z]*\$[^\s"',]*/gi, '[hash]'],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]'],
  // NIK, No. KK and any other long run of digits (phone numbers, account numbers).
  [/\d{10,}/g, '[angka]'],
];

/** The text with secrets and identifying numbers masked. */
export function redactText(text: string): string {
  return SECRETS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** '/api/penduduk/s?name=Budi' -> '/api/penduduk/s' (redacted). */
export function redactUrl(url: string | undefined): string {
  return redactText((url ?? '').split('?')[0] ?? '');
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  constraint?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error in a chain (drizzle wraps the driver's error in `cause`). */
function databaseErrorIn(err: ErrorLike): ErrorLike | undefined {
  for (let e: ErrorLike | undefined = err, depth = 0; e && depth < 5; depth++, e = e.cause as ErrorLike | undefined) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/** The first line of a message, without drizzle's `params:` and anything after it. */
function firstLine(message: unknown): string {
  const text = typeof message === 'string' ? message : String(message);
  const beforeParams = text.split(/\r?\n\s*params:/)[0] ?? '';
  return redactText(beforeParams.split('\n')[0] ?? '').slice(0, 500);
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The log's error serializer: type, a safe message, codes and a stack without the message's values. */
export function serializeError(value: unknown): SerializedError {
  if (value === null || typeof value !== 'object') return { type: typeof value, message: redactText(String(value)), stack: '' };
  const err = value as ErrorLike;
  const type = typeof err.name === 'string' ? err.name : 'Error';
  const db = databaseErrorIn(err);
  // The stack's first lines repeat the message: keep only the frames.
  const frames = typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 15).join('\n') : '';
  if (db) {
    // A database error's message and detail may quote the values that failed: keep what identifies it.
    return {
      type,
      sqlstate: db.code,
      ...(typeof db.constraint === 'string' ? { constraint: db.constraint } : {}),
      message: firstLine(err.message).replace(/^(Failed query:).*$/s, '$1 (lihat sqlstate)'),
      stack: frames,
    };
  }
  return {
    type,
    message: firstLine(err.message),
    ...(typeof err.code === 'string' ? { code: err.code } : {}),
    ...(typeof err.statusCode === 'number' ? { statusCode: err.statusCode } : {}),
    stack: frames,
  };
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** The log's request serializer: method and path, never the query string or headers. */
export function serializeRequest(req: RequestLike): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip ?? req.socket?.remoteAddress };
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The given logger options (level, stream...) with the serializers above; `false` stays off. */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = logger === true ? {} : logger;
  const serializers = { ...(base as { serializers?: object }).serializers, req: serializeRequest, err: serializeError };
  return { ...base, serializers };
}
