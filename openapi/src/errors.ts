// Errors of the API as one class, with the server's Indonesian message.

export const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan, silakan coba lagi';
export const NETWORK_ERROR_MESSAGE = 'Tidak dapat terhubung ke server';
/** `code` of an ApiError raised when the server could not be reached (status 0). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const UNKNOWN_ERROR_CODE = 'UNKNOWN_ERROR';
/** A download whose body broke off after the server had answered 200 (the server aborts a failed export). */
export const DOWNLOAD_INTERRUPTED_MESSAGE = 'Unduhan terputus sebelum selesai. Berkas tidak disimpan, silakan coba lagi.';
/** `code` of the ApiError of an interrupted download (status 0: the body could not be read to its end). */
export const DOWNLOAD_INTERRUPTED_CODE = 'DOWNLOAD_INTERRUPTED';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no HTTP answer was read (network failure, unreadable body). */
  readonly status: number;
  /** The server's stable code (VALIDATION_ERROR, NOT_FOUND, SEARCH_BY_NAME_NOT_FOUND, ...). */
  readonly code: string;

  constructor(status: number, message: string, code: string = UNKNOWN_ERROR_CODE) {
    super(message);
    this.status = status;
    this.code = code;
  }

  /** The server could not be reached (offline, refused, DNS, CORS). */
  get isNetworkError(): boolean {
    return this.code === NETWORK_ERROR_CODE;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The shape openapi-fetch resolves to. */
export interface ApiResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function readString(value: unknown, key: string): string | undefined {
  if (value && typeof value === 'object' && key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
  }
  return undefined;
}

/** An ApiError from an error body (ErrorResponse, or anything else the server or a proxy sent). */
export function errorFromResponse(status: number, body: unknown): ApiError {
  const message = readString(body, 'message') ?? DEFAULT_ERROR_MESSAGE;
  const code = readString(body, 'code') ?? UNKNOWN_ERROR_CODE;
  return new ApiError(status, message, code);
}

/**
 * The response body (the envelope `{ success, message, data, total }`) of a successful call, or
 * throws an ApiError with the server's message. A 2xx body that says `success: false` is an error too.
 */
export function unwrap<T>(result: ApiResult<T>): T {
  const { data, error, response } = result;
  if (error !== undefined || !response.ok) throw errorFromResponse(response.status, error);
  if (data && typeof data === 'object' && (data as { success?: unknown }).success === false) {
    throw errorFromResponse(response.status, data);
  }
  return data as T;
}

/**
 * Any thrown value as an ApiError. fetch rejects with a TypeError when the server cannot be
 * reached: that is 'Tidak dapat terhubung ke server'; anything else gets the generic message.
 */
export function toApiError(thrown: unknown): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (thrown instanceof TypeError) return new ApiError(0, NETWORK_ERROR_MESSAGE, NETWORK_ERROR_CODE);
  return new ApiError(0, DEFAULT_ERROR_MESSAGE, UNKNOWN_ERROR_CODE);
}

function isAbort(thrown: unknown): boolean {
  return typeof thrown === 'object' && thrown !== null && (thrown as { name?: unknown }).name === 'AbortError';
}

/** Awaits an api call and unwraps it; network failures become ApiError(0, 'Tidak dapat terhubung ke server'). Aborts pass through. */
export async function callApi<T>(call: Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call;
  } catch (thrown) {
    if (isAbort(thrown)) throw thrown;
    throw toApiError(thrown);
  }
  return unwrap(result);
}
