// Test data and helpers shared by this module's component tests.
import type { DashboardCounts, KartuKeluarga, Penduduk } from '@sid/openapi';
import { DATA_KK_KOSONG } from '@sid/openapi/domain';

let seq = 0;

export function penduduk(overrides: Partial<Penduduk> = {}): Penduduk {
  seq += 1;
  return {
    _id: `p${seq}`,
    nik: `350701010180${String(1000 + seq).slice(-4)}`,
    nama_lengkap: `Penduduk ${seq}`,
    tempat_tanggal_lahir: 'Malang, 05 Januari 1980',
    umur: '45',
    tempat_lahir: 'Malang',
    tanggal_lahir: '1980-01-05',
    perlu_dilengkapi: [],
    alamat_asal: 'Dusun Krajan RT 01 RW 02',
    agama: 'Islam',
    pekerjaan: 'Petani/Pekebun',
    pendidikan_terakhir: 'SLTA/Sederajat',
    status_perkawinan: 'Kawin',
    jenis_kelamin: 'Laki laki',
    posisi_dalam_keluarga: 'Kepala Keluarga',
    status_penduduk: '',
    keluarga_dari: { _id: 'kk1', no_kk: '3507010000001000' },
    ...DATA_KK_KOSONG,
    data_kelahiran: null,
    data_kematian: null,
    data_penduduk_keluar: null,
    createdAt: '2026-01-05T02:00:00.000Z',
    updatedAt: '2026-01-05T02:00:00.000Z',
    ...overrides,
  };
}

export function kartuKeluarga(anggota: Penduduk[], overrides: Partial<KartuKeluarga> = {}): KartuKeluarga {
  const _id = overrides._id ?? anggota[0]?.keluarga_dari._id ?? 'kk1';
  const no_kk = overrides.no_kk ?? anggota[0]?.keluarga_dari.no_kk ?? '3507010000001000';
  return {
    _id,
    no_kk,
    anggota_keluarga: anggota.map((a) => ({ ...a, keluarga_dari: { _id, no_kk } })),
    data_penduduk_masuk: null,
    createdAt: '2026-01-05T02:00:00.000Z',
    updatedAt: '2026-01-05T02:00:00.000Z',
    ...overrides,
  };
}

/** The family of the tests: Budi (head), Siti (wife), Rudi (son). */
export function keluargaBudi(statuses: Partial<Record<'budi' | 'siti' | 'rudi', Penduduk['status_penduduk']>> = {}) {
  const ref = { _id: 'kk1', no_kk: '3507010000001000' };
  const budi = penduduk({ _id: 'p-budi', nik: '3507010101800001', nama_lengkap: 'Budi Santoso', keluarga_dari: ref, status_penduduk: statuses.budi ?? '' });
  const siti = penduduk({
    _id: 'p-siti', nik: '3507010101800002', nama_lengkap: 'Siti Aminah', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri',
    keluarga_dari: ref, status_penduduk: statuses.siti ?? '',
  });
  const rudi = penduduk({
    _id: 'p-rudi', nik: '3507010101800003', nama_lengkap: 'Rudi Hartono', umur: '12', posisi_dalam_keluarga: 'Anak', status_perkawinan: 'Belum Kawin',
    keluarga_dari: ref, status_penduduk: statuses.rudi ?? '',
  });
  return { budi, siti, rudi, kk: kartuKeluarga([budi, siti, rudi]) };
}

export function counts(overrides: Partial<DashboardCounts> = {}): DashboardCounts {
  return {
    data_penduduk: 20,
    data_pria: 11,
    data_wanita: 9,
    data_kk: 6,
    data_penduduk_masuk: 5,
    data_penduduk_keluar: 3,
    inc_data_penduduk_masuk: 0,
    inc_data_penduduk_keluar: 0,
    inc_data_kematian: 0,
    perlu_dilengkapi: 0,
    ...overrides,
  };
}

/** A CSV answer as the server streams it, under the name the server gives it. */
export function csvResponse(fileName: string, text = '\uFEFF"NIK"\r\n'): Response {
  return new Response(text, {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });
}

/**
 * Catches the browser downloads (downloadCsv saves through an <a download> click): returns the
 * file names saved so far. jsdom has no object URLs, so they are stubbed for the test.
 */
export function captureDownloads(): { names: string[]; restore: () => void } {
  const names: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) names.push(this.download);
  });
  return {
    names,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    },
  };
}

/** The query of a recorded call as a plain object. */
export function queryOf(req: { query: URLSearchParams } | undefined): Record<string, string> {
  return Object.fromEntries(req?.query.entries() ?? []);
}


