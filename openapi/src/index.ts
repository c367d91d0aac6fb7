// @sid/openapi: the contract's types, the typed client, errors and swr hooks.
export {
  api,
  createApiClient,
  sessionMiddleware,
  getToken,
  setToken,
  clearToken,
  notifySessionExpired,
  formBody,
  omitEmpty,
  TOKEN_KEY,
  TOKEN_HEADER,
  SESSION_EXPIRED_EVENT,
  HANYA_BACA_EVENT,
  notifyHanyaBaca,
  LOGIN_PATH,
} from './client';
export type { ApiClient, FormFields } from './client';
export {
  ApiError,
  isApiError,
  unwrap,
  callApi,
  toApiError,
  errorFromResponse,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_CODE,
  DOWNLOAD_INTERRUPTED_MESSAGE,
  DOWNLOAD_INTERRUPTED_CODE,
  UNKNOWN_ERROR_CODE,
} from './errors';
export type { ApiResult } from './errors';
export { useApiGet, fetchApi, useRefreshRegistry, downloadCsv, saveBlob } from './hooks';
export { fileNameOf } from './content-disposition';
export { saveSignature, type SignerKind } from './signature';
export { SORT_KEYS, sortKeyOf, type SortSchema } from './sort-keys';
export { downloadList, type ListDownloadOptions } from './download-list';
export type { GetPath, GetParams, GetData, ApiKey, CsvPath } from './hooks';
export type { paths, components, operations } from './schema';

import type { components } from './schema';
type S = components['schemas'];

// Entities
export type Penduduk = S['Penduduk'];
export type KeluargaRef = S['KeluargaRef'];
export type KartuKeluarga = S['KartuKeluarga'];
export type KeteranganMasuk = S['KeteranganMasuk'];
export type PendudukKeluar = S['PendudukKeluar'];
export type KeteranganKeluar = S['KeteranganKeluar'];
export type Kelahiran = S['Kelahiran'];
export type Kematian = S['Kematian'];
export type ArsipKematian = S['ArsipKematian'];
export type Signature = S['Signature'];
export type User = S['User'];
export type SessionUser = S['SessionUser'];
export type Activity = S['Activity'];
export type DashboardCounts = S['DashboardCounts'];
export type PublicConfig = S['PublicConfig'];
export type Village = S['Village'];
export type WilayahDesa = S['WilayahDesa'];
export type AlamatDesa = S['AlamatDesa'];
export type WilayahDusun = S['WilayahDusun'];
export type WilayahRw = S['WilayahRw'];
export type WilayahRt = S['WilayahRt'];
export type WilayahDesaItem = S['WilayahDesaItem'];
export type WilayahDesaInput = S['WilayahDesaInput'];
export type ModuleEntry = S['ModuleEntry'];
export type ErrorResponse = S['ErrorResponse'];
export type MessageResponse = S['MessageResponse'];
// The regency console
export type DesaRingkasan = S['DesaRingkasan'];
export type DesaSort = S['DesaSort'];
export type RingkasanKabupaten = S['RingkasanKabupaten'];
export type RingkasanKecamatan = S['RingkasanKecamatan'];
export type JumlahRegister = S['JumlahRegister'];
export type Wilayah = S['Wilayah'];
export type DesaInput = S['DesaInput'];
export type DesaUpdateInput = S['DesaUpdateInput'];
export type SuperAdminDesaInput = S['SuperAdminDesaInput'];
export type PasswordResetInput = S['PasswordResetInput'];
export type TindakanKabupaten = S['TindakanKabupaten'];
// NIK and No. KK checks (issue 13)
export type Peringatan = S['Peringatan'];
export type PeringatanKode = S['PeringatanKode'];
export type PeriksaPendudukInput = S['PeriksaPendudukInput'];
// Data Terhapus (deleted records kept 30 days)
export type DataTerhapus = S['DataTerhapus'];
export type JenisDataTerhapus = S['JenisDataTerhapus'];
export type DampakHapus = S['DampakHapus'];
export type HapusInput = S['HapusInput'];
export type PulihkanResponse = S['PulihkanResponse'];

// Request bodies
export type LoginInput = S['LoginInput'];
export type UserCreateInput = S['UserCreateInput'];
export type UserUpdateInput = S['UserUpdateInput'];
export type PendudukCreateInput = S['PendudukCreateInput'];
export type PendudukUpdateInput = S['PendudukUpdateInput'];
export type KartuKeluargaCreateInput = S['KartuKeluargaCreateInput'];
export type KartuKeluargaMasukCreateInput = S['KartuKeluargaMasukCreateInput'];
export type KeteranganMasukCreateInput = S['KeteranganMasukCreateInput'];
export type KeteranganMasukUpdateInput = S['KeteranganMasukUpdateInput'];
export type KeteranganKeluarCreateInput = S['KeteranganKeluarCreateInput'];
export type KeteranganKeluarUpdateInput = S['KeteranganKeluarUpdateInput'];
export type PindahSatuInput = S['PindahSatuInput'];
export type PindahKeluargaInput = S['PindahKeluargaInput'];
export type KelahiranCreateInput = S['KelahiranCreateInput'];
export type KelahiranUpdateInput = S['KelahiranUpdateInput'];
export type KematianInput = S['KematianInput'];
export type ArsipKematianInput = S['ArsipKematianInput'];
export type SignatureInput = S['SignatureInput'];

// Sort columns
export type SortOrder = S['SortOrder'];
export type PendudukSort = S['PendudukSort'];
export type KartuKeluargaSort = S['KartuKeluargaSort'];
export type PendudukMasukSort = S['PendudukMasukSort'];
export type PendudukKeluarSort = S['PendudukKeluarSort'];
export type KelahiranSort = S['KelahiranSort'];
export type KematianSort = S['KematianSort'];
export type UserSort = S['UserSort'];
export type ActivitySort = S['ActivitySort'];
export type DataTerhapusSort = S['DataTerhapusSort'];
