// A move between two villages of the regency (issue 38): the villages a move may go to, the moves this
// village is a party to (arah masuk: arrivals from another village; keluar: departures to one), and
// each side's steps: send (A), accept or refuse (B), cancel (A).
import { api, callApi, fileNameOf, useApiGet, type components } from '@sid/openapi';

export type PindahAntarDesa = components['schemas']['PindahAntarDesa'];
export type DesaPihakPindah = components['schemas']['DesaPihakPindah'];
export type KirimPindahInput = components['schemas']['KirimPindahInput'];
export type TerimaPindahInput = components['schemas']['TerimaPindahInput'];

export const useDesaTujuan = () => useApiGet('/api/pindah_antar_desa/desa', {});

export const usePindahList = (arah: 'masuk' | 'keluar') => useApiGet('/api/pindah_antar_desa', { query: { arah } });

export const usePindah = (id: string) => useApiGet('/api/pindah_antar_desa/{id}', { path: { id } });

export const kirimPindah = (body: KirimPindahInput) => callApi(api.POST('/api/pindah_antar_desa', { body }));

export const terimaPindah = (id: string, body: TerimaPindahInput) => callApi(api.POST('/api/pindah_antar_desa/{id}/terima', { params: { path: { id } }, body }));

export const tolakPindah = (id: string, alasan: string) => callApi(api.POST('/api/pindah_antar_desa/{id}/tolak', { params: { path: { id } }, body: { alasan } }));

export const batalkanPindah = (id: string) => callApi(api.POST('/api/pindah_antar_desa/{id}/batal', { params: { path: { id } } }));

/** A status as the screens say it. */
export const STATUS_PINDAH: Record<PindahAntarDesa['status'], string> = {
  dikirim: 'Menunggu keputusan',
  diterima: 'Diterima',
  ditolak: 'Ditolak',
  dibatalkan: 'Dibatalkan',
};

/** "Desa Sukamaju" (a name that already says Desa or Kelurahan is kept). */
export const namaDesa = (d: Pick<DesaPihakPindah, 'nama_desa'>): string => (/^(desa|kelurahan)\s/i.test(d.nama_desa) ? d.nama_desa : `Desa ${d.nama_desa}`);

/** A village in the destination picker: name, kecamatan and code, so either can be typed to find it. */
export const labelDesa = (d: DesaPihakPindah): string => `${namaDesa(d)}, Kec. ${d.kecamatan}${d.kode_wilayah ? ` (${d.kode_wilayah})` : ''}`;

/**
 * GET /api/pindah_antar_desa/{id}/dokumen/{jenis}: one document the move carries, from the move's own copy
 * (B reads it before deciding), with the session's token (a plain link would carry none).
 */
export async function bukaDokumenPindah(id: string, jenis: 'foto_kk' | 'foto_surat_masuk'): Promise<{ blob: Blob; fileName: string; message?: string }> {
  const call = api.GET('/api/pindah_antar_desa/{id}/dokumen/{jenis}', { params: { path: { id, jenis } }, parseAs: 'blob' });
  const blob = (await callApi(call)) as unknown as Blob;
  const { response } = await call;
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) ?? jenis };
}
