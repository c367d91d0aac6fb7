/**
 * A village left read-only after its export to join the regency (issue 38, docs/adr/0023-ekspor-gabung-desa.md):
 * every write of its staff is refused here, once, for every operation of the contract that writes (a method
 * other than GET/HEAD) and is not marked `x-boleh-hanya-baca: true` in openapi.yaml. An onRequest hook after
 * the auth hook (which reads the village's setting in the same query as the session), before the body is
 * read or validated, so whatever the request carries, the answer is the same 423 (code BAD_REQUEST: the status is this refusal's own, see openapi.yaml ErrorCode).
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import { AppError } from '../lib/errors.js';
import { caller } from './auth.js';

export const DESA_HANYA_BACA_MESSAGE =
  'Desa ini hanya-baca: datanya sudah dipindahkan ke server kabupaten, sehingga perubahan tidak dapat disimpan di sini. ' +
  'Lanjutkan pekerjaan di server kabupaten dengan username dan password yang sama.';

/** The operations that write: every method but GET and HEAD (OPTIONS is no operation of the contract). */
export const menulis = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

export function tolakTulisHanyaBaca(): onRequestAsyncHookHandler {
  return async (request) => {
    if (caller(request).user.desaHanyaBaca === true) throw new AppError(423, 'BAD_REQUEST', DESA_HANYA_BACA_MESSAGE);
  };
}
