import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, Schemas } from '../contract.js';
import { AppError } from '../lib/errors.js';
import { isDiskFull, pgError } from '../lib/db-errors.js';
import { conflictOfConstraint } from '../domain/konflik.js';
import { validationMessage } from '../lib/validation.js';
import { batasBerkasMentah, failedWhileParsing, mediaTypeOf } from './request-body.js';

type ErrorBody = Schemas['ErrorResponse'];

const SERVER_ERROR: ErrorBody = { success: false, code: 'INTERNAL_ERROR', message: 'Terjadi kesalahan pada server' };

/**
 * A write that met a full disk (ENOSPC / EDQUOT, or the database's SQLSTATE 53100): 507, nothing was
 * saved (the transaction rolled back, the upload's bytes were removed), and the clerk is told what to
 * do instead of the generic 500. Logged at error level like any 5xx: the operator must free space.
 */
export const DISK_FULL_ERROR: ErrorBody = {
  success: false,
  code: 'DISK_PENUH',
  message: 'Penyimpanan server penuh: data tidak disimpan. Kosongkan ruang disk server lalu coba lagi.',
};

/** Fastify's own client errors, in Indonesian. */
const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', 'Data yang dikirim terlalu besar'],
  FST_REQ_FILE_TOO_LARGE: [413, 'FILE_TOO_LARGE', 'Maximum size is 10mb'],
  FST_PARTS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Terlalu banyak bagian dalam data yang dikirim'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Terlalu banyak berkas dalam data yang dikirim'],
  FST_FIELDS_LIMIT: [413, 'PAYLOAD_TOO_LARGE', 'Terlalu banyak kolom dalam data yang dikirim'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Tipe konten tidak didukung'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'VALIDATION_ERROR', 'Body permintaan tidak boleh kosong'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'VALIDATION_ERROR', 'Format JSON tidak valid'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_ERROR', 'Panjang data tidak sesuai'],
  FST_ERR_BAD_URL: [400, 'BAD_URL', 'Alamat (URL) tidak valid'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI_TOO_LONG', 'Alamat (URL) terlalu panjang'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', 'Permintaan harus berupa multipart/form-data'],
};

const GENERIC_4XX: Record<number, [ErrorCode, string]> = {
  400: ['VALIDATION_ERROR', 'Permintaan tidak valid'],
  401: ['UNAUTHORIZED', 'Silakan login terlebih dahulu'],
  403: ['FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini'],
  404: ['NOT_FOUND', 'Data tidak ditemukan'],
  405: ['METHOD_NOT_ALLOWED', 'Metode tidak diizinkan'],
  406: ['NOT_ACCEPTABLE', 'Format jawaban tidak tersedia'],
  408: ['REQUEST_TIMEOUT', 'Permintaan terlalu lama, silakan kirim ulang'],
  409: ['CONFLICT', 'Data bertentangan dengan data yang ada'],
  413: ['PAYLOAD_TOO_LARGE', 'Data yang dikirim terlalu besar'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Tipe konten tidak didukung'],
  429: ['TOO_MANY_REQUESTS', 'Terlalu banyak permintaan, coba lagi nanti'],
  431: ['HEADERS_TOO_LARGE', 'Header permintaan terlalu besar'],
};

const UNREADABLE_BODY: ErrorBody = { success: false, code: 'MALFORMED_BODY', message: 'Data yang dikirim tidak dapat dibaca. Periksa format isinya lalu kirim ulang' };

/**
 * Maps any error to a status and a safe body. Only AppError and known client errors keep their text.
 * `request` tells whether the error came from a body parser (then it is the client's malformed body).
 */
export function toErrorResponse(err: FastifyError | Error, request?: FastifyRequest): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (err instanceof AppError) {
    return { status: err.statusCode, body: { success: false, code: err.code, message: err.message }, headers: err.headers };
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    return { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: validationMessage(fe.validation as never, fe.validationContext) } };
  }
  // A file body (an import's spreadsheet, a module release) over its limit: said as a file, with the
  // limit (the generic line is for JSON).
  const batas = fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request ? batasBerkasMentah(mediaTypeOf(request)) : undefined;
  if (batas !== undefined) {
    return { status: 413, body: { success: false, code: 'PAYLOAD_TOO_LARGE', message: `Berkas terlalu besar: paling besar ${batas / (1024 * 1024)} MB` } };
  }
  const known = fe.code ? FASTIFY_CODES[fe.code] : undefined;
  if (known) {
    const [status, code, message] = known;
    return { status, body: { success: false, code, message } };
  }
  // A unique or foreign-key constraint: the table of domain/konflik.ts, or the generic conflict.
  const pg = pgError(err);
  if (pg?.code === '23505' || pg?.code === '23503') {
    const conflict = conflictOfConstraint(pg.constraint);
    if (conflict) return { status: 409, body: { success: false, ...conflict } };
    const message = pg.code === '23505' ? 'Data sudah terdaftar' : 'Data masih terhubung dengan data lain';
    return { status: 409, body: { success: false, code: 'CONFLICT', message } };
  }
  // 23514 check_violation, and class 22 (data exception: a value the column cannot hold, such as an
  // out-of-range date or number, U+0000, a bad UUID): validation refuses these first; this is the net.
  if (pg?.code === '23514' || pg?.code.startsWith('22')) {
    return { status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: 'Data tidak valid' } };
  }
  if (isDiskFull(err)) return { status: 507, body: DISK_FULL_ERROR };
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  // A parser (JSON, multipart) that failed in an unforeseen way: the body was malformed.
  if ((status >= 500 || status === 400) && failedWhileParsing(request)) return { status: 400, body: UNREADABLE_BODY };
  if (status >= 400 && status < 500) {
    const [code, message] = GENERIC_4XX[status] ?? ['BAD_REQUEST', 'Permintaan tidak valid'];
    return { status, body: { success: false, code, message } };
  }
  return { status: 500, body: SERVER_ERROR };
}

export function sendError(reply: FastifyReply, err: Error, request: FastifyRequest): FastifyReply {
  const { status, body, headers } = toErrorResponse(err, request);
  if (status >= 500) {
    // Details go to the log only, never to the client. A full disk is said plainly: the operator must act.
    request.log.error({ err }, status === 507 ? 'disk penuh / disk full: write refused, nothing saved' : 'request failed');
  } else if (!(err instanceof AppError)) {
    // The code is enough to tell what happened; messages may quote the request.
    request.log.info({ code: (err as FastifyError).code, status }, 'client error');
  }
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(reply, err as Error, request));
}
