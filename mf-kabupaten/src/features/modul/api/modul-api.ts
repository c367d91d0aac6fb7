// Module releases and their rollout (tag `modul` of openapi.yaml; Admin Kabupaten only, the server
// enforces it). Reads through swr (useApiGet), changes through callApi: the page reloads what changed.
// A release travels as it is (no form encoding): the .tgz's bytes are the body, typed application/gzip.
import { api, callApi, useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { desaFilterQuery, type DesaFilter } from '../../kabupaten';
export { useRingkasanKabupaten } from '../../kabupaten';

export type ModulKabupaten = components['schemas']['ModulKabupaten'];
export type RilisModul = components['schemas']['RilisModul'];
export type VersiBawaan = components['schemas']['VersiBawaan'];
export type ModulDesa = components['schemas']['ModulDesa'];
export type ModulDesaSort = components['schemas']['ModulDesaSort'];
export type ModulDesaInput = components['schemas']['ModulDesaInput'];

/** The server's limit on a release archive (openapi.yaml, BerkasRilis). */
export const BATAS_RILIS_MB = 50;
export const BATAS_RILIS = BATAS_RILIS_MB * 1024 * 1024;
const GZIP = 'application/gzip';
/** What the file chooser offers. */
export const ACCEPT_RILIS = '.tgz,.tar.gz';

/** Whether a chosen file is a release archive by its name (the server checks its contents). */
export function berkasRilis(file: Pick<File, 'name'>): boolean {
  const name = file.name.toLowerCase();
  return name.endsWith('.tgz') || name.endsWith('.tar.gz');
}

export type ModulDesaFilter = DesaFilter;

export function useModulKabupaten() {
  return useApiGet('/api/kabupaten/modul', undefined);
}


export function useModulDesa(modulId: string, query: TableQuery<ModulDesaSort>, filter: ModulDesaFilter) {
  return useApiGet(
    '/api/kabupaten/modul/{modulId}/desa',
    {
      path: { modulId },
      query: {
        page: query.page,
        limit: query.limit,
        sort: query.sort,
        order: query.order,
        ...desaFilterQuery(filter),
      },
    },
    { keepPreviousData: true },
  );
}

/** POST /api/kabupaten/modul/rilis: installs a release; the success says which one when the server does not. */
export async function pasangRilis(file: File) {
  const body = await callApi(api.POST('/api/kabupaten/modul/rilis', {
    // The generated body type says `string` (binary): the File goes as it is.
    body: file as unknown as string,
    // Sent as it is: openapi-fetch would otherwise write it as JSON.
    bodySerializer: (raw: unknown) => raw as BodyInit,
    headers: { 'Content-Type': GZIP },
  }));
  return { ...body, message: body.message || `Rilis ${body.data.modul_id} ${body.data.versi} berhasil dipasang` };
}

/** PUT …/default: the version every village without a pin runs (null: the built-in build). */
export function setVersiDefault(modulId: string, versi: string | null) {
  return callApi(api.PUT('/api/kabupaten/modul/{modulId}/default', { params: { path: { modulId } }, body: { versi } }));
}

/** POST …/default/kembalikan: the default before the last change, in one action. */
export function kembalikanVersiDefault(modulId: string) {
  return callApi(api.POST('/api/kabupaten/modul/{modulId}/default/kembalikan', { params: { path: { modulId } } }));
}

/** PUT …/desa: one change for chosen villages or a kecamatan; says how many changed when the server does not. */
export async function aturModulDesa(modulId: string, input: ModulDesaInput) {
  const body = await callApi(api.PUT('/api/kabupaten/modul/{modulId}/desa', { params: { path: { modulId } }, body: input }));
  return { ...body, message: body.message || `${body.data.jumlah} desa diperbarui` };
}
