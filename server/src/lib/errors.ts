/** An error meant for the client: its message is Indonesian and safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'VALIDATION_ERROR') => new AppError(400, code, message);
export const unauthorized = (message = 'Silakan login terlebih dahulu', code = 'UNAUTHORIZED') => new AppError(401, code, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Data tidak ditemukan', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);

export const NOT_IMPLEMENTED_MESSAGE = 'Fitur ini belum tersedia di server ini';
