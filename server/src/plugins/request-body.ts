import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { ALASAN_HAPUS_MESSAGES } from '@sid/openapi/domain';
import { AppError, badRequest } from '../lib/errors.js';
import type { OperationInfo } from '../openapi.js';

/**
 * The request body's side of the trust boundary. Fastify validates a body only against the schema of
 * the media type it was sent as, so a body in any other media type would reach the handler unchecked.
 * Each operation therefore accepts exactly the media types its contract declares (checked before the
 * body is read), and an error while a body is being parsed is the client's malformed body, never a 500.
 */

export const UNSUPPORTED_MEDIA_TYPE_CODE = 'UNSUPPORTED_MEDIA_TYPE';

/** 'Multipart/Form-Data; boundary=x' -> 'multipart/form-data'; '' when absent. */
export function mediaTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return ((typeof header === 'string' ? header : '').split(';')[0] ?? '').trim().toLowerCase();
}

/** A request carries a body when it announces one (a length above zero, or chunks). */
export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (request.headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length !== '0';
}

function describe(types: string[]): string {
  if (types.length === 0) return 'Permintaan ini tidak menerima body';
  const names = types.map((t) => (t === 'application/json' ? 'JSON (application/json)' : t === 'multipart/form-data' ? 'formulir berkas (multipart/form-data)' : t));
  return `Tipe konten tidak didukung. Kirim data sebagai ${names.join(' atau ')}`;
}

/**
 * preParsing: refuses with 415 a body whose media type the operation does not declare. Runs after the
 * auth hook (an anonymous caller learns nothing about the route) and before any parser touches the body.
 * An empty body passes whatever its Content-Type (clients send `application/json` on every call); an
 * operation whose body is required still answers 400 for it (see requireBody).
 */
export function acceptDeclaredMediaTypes(op: Pick<OperationInfo, 'mediaTypes'>): preParsingAsyncHookHandler {
  const accepted = new Set(op.mediaTypes);
  const message = describe(op.mediaTypes);
  return async (request) => {
    markParsing(request);
    if (!hasBody(request)) return;
    if (!accepted.has(mediaTypeOf(request))) throw new AppError(415, UNSUPPORTED_MEDIA_TYPE_CODE, message);
  };
}

// Requests whose body is being read: an error thrown in between comes from a parser (JSON, multipart).
const parsing = new WeakSet<FastifyRequest>();

function markParsing(request: FastifyRequest): void {
  parsing.add(request);
}

/** True while the body is being parsed: the error handler then answers 400 for an unexpected error. */
export function failedWhileParsing(request: FastifyRequest | undefined): boolean {
  return request !== undefined && parsing.has(request);
}

/**
 * preValidation of each operation (route hooks run after the global ones, and multipart's fields are
 * read in a global preValidation hook): the body has been read.
 */
export const bodyParsed: preValidationAsyncHookHandler = async (request) => {
  parsing.delete(request);
};

// Fastify validates only when there is a body: a request without one would reach the handler unvalidated.
// A delete's reason (HapusInput) missing altogether is said as the reason missing.
export const requireBody: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) throw badRequest('Body permintaan tidak boleh kosong');
};

export const requireAlasan: preValidationAsyncHookHandler = async (request) => {
  if (request.body === undefined || request.body === null) throw badRequest(ALASAN_HAPUS_MESSAGES.kosong);
};

/** A file sent as the body itself (the import's spreadsheet): these media types, at most this size. */
export const BERKAS_IMPOR_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'];
export const BERKAS_IMPOR_MAX_BYTES = 20 * 1024 * 1024;

/** A module release's archive (pasangRilisModul), sent as the body itself. */
export const BERKAS_RILIS_TYPES = ['application/gzip'];
export const BERKAS_RILIS_MAX_BYTES = 50 * 1024 * 1024;

/** A village's export to join the regency (periksaGabungDesa, gabungDesa), sent as the body itself. */
export const BERKAS_EKSPOR_TYPES = ['application/octet-stream'];
export const BERKAS_EKSPOR_MAX_BYTES = 512 * 1024 * 1024;

/** The limit of a raw-file body by its media type, for the 413's message (undefined: not a file body). */
export function batasBerkasMentah(mediaType: string): number | undefined {
  if (BERKAS_IMPOR_TYPES.includes(mediaType)) return BERKAS_IMPOR_MAX_BYTES;
  if (BERKAS_RILIS_TYPES.includes(mediaType)) return BERKAS_RILIS_MAX_BYTES;
  if (BERKAS_EKSPOR_TYPES.includes(mediaType)) return BERKAS_EKSPOR_MAX_BYTES;
  return undefined;
}

const berkasImpor = new WeakMap<FastifyRequest, Buffer>();

/** The bytes of a raw-file body (BerkasImpor, BerkasRilis; validation already required it). */
export function berkasMentahOf(request: FastifyRequest): Buffer {
  const bytes = berkasImpor.get(request);
  if (!bytes) throw badRequest('Berkas wajib dikirim');
  return bytes;
}

/**
 * The parsers the contract needs and nothing else: JSON (an empty JSON body is "no body"), the import's
 * file as raw bytes and, through registerUploads, multipart. Fastify's default text/plain parser is
 * removed: no operation declares it.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return defaultJsonParser(request, body as string, done);
  });
  // The bytes are kept aside; the body the contract's schema ({ type: string, format: binary }) sees
  // is a placeholder string, as multipart files are (plugins/uploads.ts). Only the import's operations
  // declare these types: anything else is refused with 415 before the body is read.
  app.addContentTypeParser(BERKAS_IMPOR_TYPES, { parseAs: 'buffer', bodyLimit: BERKAS_IMPOR_MAX_BYTES }, (request, body, done) => {
    berkasImpor.set(request, body as Buffer);
    done(null, 'berkas');
  });
  app.addContentTypeParser(BERKAS_RILIS_TYPES, { parseAs: 'buffer', bodyLimit: BERKAS_RILIS_MAX_BYTES }, (request, body, done) => {
    berkasImpor.set(request, body as Buffer);
    done(null, 'berkas');
  });
  app.addContentTypeParser(BERKAS_EKSPOR_TYPES, { parseAs: 'buffer', bodyLimit: BERKAS_EKSPOR_MAX_BYTES }, (request, body, done) => {
    berkasImpor.set(request, body as Buffer);
    done(null, 'berkas');
  });
}
