// swr on top of the typed client: reads keyed by [path, params], CSV downloads with the token.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import type { ClientPathsWithMethod, MethodResponse } from 'openapi-fetch';
import { api, type ApiClient } from './client';
import { ApiError, callApi, DOWNLOAD_INTERRUPTED_CODE, DOWNLOAD_INTERRUPTED_MESSAGE, type ApiResult } from './errors';
import type { paths } from './schema';
import { fallbackFileName, fileNameOf } from './content-disposition';

/** Every path with a GET operation. */
export type GetPath = ClientPathsWithMethod<ApiClient, 'get'>;
/** The parameters of a GET (`{ query?, path? }` as generated). */
export type GetParams<P extends GetPath> = paths[P]['get'] extends { parameters: infer X } ? X : never;
/** The JSON body a GET answers with on success (the envelope). */
export type GetData<P extends GetPath> = MethodResponse<ApiClient, 'get', P>;
/** The swr key of a read: [path, params]. */
export type ApiKey<P extends GetPath = GetPath> = readonly [P, GetParams<P> | undefined];

type HasRequired<T> = Partial<T> extends T ? false : true;
/** True when a GET needs parameters (a path id or a required query). */
type NeedsParams<P extends GetPath> = HasRequired<Omit<GetParams<P>, 'header' | 'cookie'>>;

type UntypedGet = (path: string, init: { params?: unknown; signal?: AbortSignal }) => Promise<ApiResult<unknown>>;
const untypedGet = api.GET as unknown as UntypedGet;

/** One GET through the client, unwrapped (throws ApiError). */
export function fetchApi<P extends GetPath>(path: P, params?: GetParams<P>): Promise<GetData<P>> {
  return callApi(untypedGet(path, { params })) as Promise<GetData<P>>;
}

function swrFetcher(key: ApiKey): Promise<unknown> {
  return callApi(untypedGet(key[0], { params: key[1] }));
}

/**
 * A typed swr read: `useApiGet('/api/penduduk/{id}', { path: { id } })`. The key is
 * `[path, params]`; a `null` path disables the request. `error` is always an ApiError.
 */
export function useApiGet<P extends GetPath>(
  path: P | null,
  ...rest: NeedsParams<P> extends true
    ? [params: GetParams<P>, options?: SWRConfiguration<GetData<P>, ApiError>]
    : [params?: GetParams<P>, options?: SWRConfiguration<GetData<P>, ApiError>]
): SWRResponse<GetData<P>, ApiError> {
  const [params, options] = rest;
  const key: ApiKey<P> | null = path === null ? null : [path, params];
  return useSWR<GetData<P>, ApiError, ApiKey<P> | null>(
    key,
    swrFetcher as (key: ApiKey<P>) => Promise<GetData<P>>,
    options,
  );
}

/** The reads a change to the registry can make stale, in this module and others. */
const REGISTRY_PATHS = ['/api/penduduk', '/api/kartu_keluarga', '/api/activity/all', '/api/kematian', '/api/kelahiran', '/api/penduduk_keluar', '/api/penduduk_masuk', '/api/pindah_antar_desa'];

/**
 * After a change: reloads what is on screen and marks every other cached read of the registry as
 * stale, so that the next page opened asks the server again instead of showing the copy it read a
 * moment ago (swr would otherwise dedupe a read made less than 2 s before). It uses the cache of
 * the nearest SWRConfig, so it also works under a test's own cache.
 */
export function useRefreshRegistry(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && REGISTRY_PATHS.some((p) => (key[0] as string).startsWith(p))),
    [mutate],
  );
}

/** Paths whose GET answers text/csv. */
export type CsvPath = {
  [P in GetPath]: paths[P]['get']['responses'] extends { 200: { content: { 'text/csv': unknown } } } ? P : never;
}[GetPath];

type UntypedStreamGet = (path: string, init: { params?: unknown; parseAs: 'stream' }) => Promise<ApiResult<ReadableStream<Uint8Array> | null>>;

/**
 * Fetches a server-streamed CSV with the token and saves it under the name the server gives in
 * Content-Disposition (e.g. `downloadCsv('/api/kelahiran/csv', { query: { sort, order } })` saves
 * data_kelahiran_05-01-2026.csv; with `format: 'xlsx'` the list's workbook, data_kelahiran_05-01-2026.xlsx).
 * Throws ApiError on failure; resolves with the Blob and its name.
 *
 * The answer is taken in two steps: the status first (a refusal is the server's envelope and message,
 * an unreachable server 'Tidak dapat terhubung ke server'), then the body to its end. The server
 * aborts the connection when an export fails after its first rows; reading the body then rejects,
 * which becomes 'Unduhan terputus sebelum selesai...' and nothing is saved: a cut file is never
 * offered as if it were complete.
 */
export async function downloadCsv<P extends CsvPath>(path: P, params: GetParams<P> | undefined): Promise<{ blob: Blob; fileName: string }> {
  const get = api.GET as unknown as UntypedStreamGet;
  const call = get(path, { params, parseAs: 'stream' });
  const body = await callApi(call);
  const { response } = await call;
  let blob: Blob;
  try {
    blob = await new Response(body, { headers: { 'content-type': response.headers.get('content-type') ?? 'text/csv' } }).blob();
  } catch (thrown) {
    if (typeof thrown === 'object' && thrown !== null && (thrown as { name?: unknown }).name === 'AbortError') throw thrown;
    throw new ApiError(0, DOWNLOAD_INTERRUPTED_MESSAGE, DOWNLOAD_INTERRUPTED_CODE);
  }
  // The name is the server's (kirimEkspor in server/src/lib/ekspor/alir.ts sets Content-Disposition on every
  // export). The API is on the page's own origin (client.ts), so the browser lets us read the header
  // without Access-Control-Expose-Headers; that would only be needed for a cross-origin API. Without
  // the header (a proxy that drops it) the file still gets a safe name: its list's ('kelahiran.csv').
  // A workbook (format=xlsx of a list export) keeps its extension under the fallback name too.
  const xlsx = response.headers.get('content-type')?.startsWith('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') ?? false;
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? fallbackFileName(path).replace(/\.csv$/, xlsx ? '.xlsx' : '.csv');
  saveBlob(blob, fileName);
  return { blob, fileName };
}

/** Saves a Blob through a temporary object URL and an `<a download>` click. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
