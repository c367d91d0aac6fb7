import type { ErrorCode } from '../contract.js';

/** An error meant for the client: its message is Indonesian and safe to show; its code is the contract's. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') => new AppError(400, code, message);
export const unauthorized = (message = 'Silakan login terlebih dahulu', code: ErrorCode = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Data tidak ditemukan', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, message);
/** A 409 names its own code (a form maps it to a field); a duplicate that a constraint decides is in plugins/errors.ts. */
export const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);
