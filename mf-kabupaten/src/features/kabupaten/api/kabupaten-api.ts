// The regency console's calls (tag `kabupaten` of openapi.yaml; Admin Kabupaten only, the server
// enforces it). Reads through swr (useApiGet), changes through callApi: the page reloads what changed.
import { api, callApi, useApiGet, type ActivitySort, type DesaInput, type DesaSort, type DesaUpdateInput, type PasswordResetInput, type SuperAdminDesaInput } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';
import { desaFilterQuery, type DesaFilter } from '../components/cari-desa';

export type { DesaFilter };

export function useRingkasanKabupaten() {
  return useApiGet('/api/kabupaten/ringkasan', undefined);
}

export function useDesaList(query: TableQuery<DesaSort>, filter: DesaFilter) {
  return useApiGet(
    '/api/kabupaten/desa',
    {
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

export function useDesa(id: string) {
  return useApiGet('/api/kabupaten/desa/{id}', { path: { id } });
}

export function useAktivitasKabupaten(query: TableQuery<ActivitySort>) {
  return useApiGet(
    '/api/kabupaten/aktivitas',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}

/**
 * getBackupStatus, for the warning on the console's first screen. A refusal is not retried: it will
 * not change. (The backups' own page is mf-admin's /cadangan.)
 */
export function useStatusCadangan() {
  return useApiGet('/api/cadangan/status', undefined, { shouldRetryOnError: false });
}

/** The official name, kecamatan, regency and province of a code (404: not in the Kemendagri list). */
export async function cariWilayah(kode: string) {
  const body = await callApi(api.GET('/api/kabupaten/wilayah/{kode}', { params: { path: { kode } } }));
  return body.data;
}

export function createDesa(body: DesaInput) {
  return callApi(api.POST('/api/kabupaten/desa', { body }));
}

export function updateDesa(id: string, body: DesaUpdateInput) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}', { params: { path: { id } }, body }));
}

export function setStatusDesa(id: string, aktif: boolean) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}/status', { params: { path: { id } }, body: { aktif } }));
}

export function createSuperAdminDesa(id: string, body: SuperAdminDesaInput) {
  return callApi(api.POST('/api/kabupaten/desa/{id}/super_admin', { params: { path: { id } }, body }));
}

export function resetPasswordSuperAdminDesa(id: string, userId: string, body: PasswordResetInput) {
  return callApi(api.PUT('/api/kabupaten/desa/{id}/super_admin/{userId}/password', { params: { path: { id, userId } }, body }));
}

/** The regency's actions in one village (issue 33): reasons and whether the village acknowledged them. */
export function useTindakanDesa(id: string, query: TableQuery<'createdAt'>) {
  return useApiGet(
    '/api/kabupaten/desa/{id}/tindakan',
    { path: { id }, query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order } },
    { keepPreviousData: true },
  );
}
