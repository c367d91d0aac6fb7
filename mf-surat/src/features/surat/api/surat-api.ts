// Layanan Surat's calls (tag surat of openapi.yaml): the kinds, the officials, the numbering, the
// preview and issue of a letter, the register and its download, reprint and revoke.
import { api, callApi, downloadList, SORT_KEYS, useApiGet, type components } from '@sid/openapi';
import type { TableQuery } from '@sid/ui/data-table';

type S = components['schemas'];
export type JenisSurat = S['JenisSurat'];
export type PejabatSurat = S['PejabatSurat'];
export type PejabatSuratInput = S['PejabatSuratInput'];
export type SuratInput = S['SuratInput'];
export type Surat = S['Surat'];
export type SuratAgenda = S['SuratAgenda'];
export type SuratSort = S['SuratSort'];
export type KontenSurat = S['KontenSurat'];
export type PratinjauSurat = S['PratinjauSurat'];
export type PenomoranSurat = S['PenomoranSurat'];
export type FormatEkspor = components['parameters']['FormatEkspor'];

/** The register's sort keys (the contract's SuratSort). */
export const SURAT_SORT_KEYS = SORT_KEYS.SuratSort;
/** Newest first: the letter just issued is on top. */
export const SURAT_DEFAULT_SORT = { sort: 'createdAt', order: 'desc' } as const;

export const useJenisSurat = () => useApiGet('/api/surat/jenis', {});
export const usePejabatSurat = () => useApiGet('/api/surat/pejabat', {});
export const usePenomoranSurat = () => useApiGet('/api/surat/penomoran', {});

export function useSuratList(query: TableQuery<SuratSort>, filter: { q?: string } = {}) {
  return useApiGet(
    '/api/surat/keluar',
    { query: { page: query.page, limit: query.limit, sort: query.sort, order: query.order, q: filter.q } },
    { keepPreviousData: true },
  );
}

export const useSurat = (id: string) => useApiGet('/api/surat/keluar/{id}', { path: { id } });

export const downloadSurat = (o: { sort?: SuratSort; order?: 'asc' | 'desc'; q?: string; format?: FormatEkspor }) => downloadList('/api/surat/keluar/csv', o);

export const createPejabat = (body: PejabatSuratInput) => callApi(api.POST('/api/surat/pejabat', { body }));
export const updatePejabat = (id: string, body: PejabatSuratInput) => callApi(api.PUT('/api/surat/pejabat/{id}', { params: { path: { id } }, body }));

export const pratinjauSurat = (body: SuratInput) => callApi(api.POST('/api/surat/pratinjau', { body }));
export const terbitkanSurat = (body: SuratInput) => callApi(api.POST('/api/surat/keluar', { body }));
export const cetakUlangSurat = (id: string) => callApi(api.POST('/api/surat/keluar/{id}/cetak', { params: { path: { id } } }));
export const cabutSurat = (id: string, alasan: string) => callApi(api.POST('/api/surat/keluar/{id}/cabut', { params: { path: { id } }, body: { alasan } }));

export const simpanTeksJenis = (jenisId: string, isi: string) => callApi(api.PUT('/api/surat/jenis/{jenisId}/teks', { params: { path: { jenisId } }, body: { isi } }));
export const resetTeksJenis = (jenisId: string) => callApi(api.DELETE('/api/surat/jenis/{jenisId}/teks', { params: { path: { jenisId } } }));
export const simpanPenomoran = (body: S['PenomoranSuratInput']) => callApi(api.PUT('/api/surat/penomoran', { body }));
