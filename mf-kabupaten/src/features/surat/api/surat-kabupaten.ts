// The regency's side of Layanan Surat (tag surat_kabupaten of openapi.yaml): the logo on every
// village's letterhead, the kinds published to all villages, and the letters counted per village,
// kind and month.
import { api, callApi, formBody, useApiGet, type components } from '@sid/openapi';

type S = components['schemas'];
export type JenisSurat = S['JenisSurat'];
export type JenisSuratInput = S['JenisSuratInput'];
export type JenisSuratBaruInput = S['JenisSuratBaruInput'];
export type IsianSurat = S['IsianSurat'];
export type RekapSurat = S['RekapSurat'];

export const useJenisSuratKabupaten = () => useApiGet('/api/surat/kabupaten/jenis', {});
export const useRekapSurat = (tahun: number) => useApiGet('/api/surat/kabupaten/rekap', { query: { tahun } }, { keepPreviousData: true });

export const buatJenisSurat = (body: JenisSuratBaruInput) => callApi(api.POST('/api/surat/kabupaten/jenis', { body }));
export const terbitkanJenisSurat = (jenisId: string, body: JenisSuratInput) =>
  callApi(api.PUT('/api/surat/kabupaten/jenis/{jenisId}', { params: { path: { jenisId } }, body }));
export const unggahLogoKabupaten = (logo: File) =>
  callApi(api.PUT('/api/surat/kabupaten/logo', { body: formBody<S['LogoKabupatenInput']>({ logo }) }));
