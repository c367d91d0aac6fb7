import { readSpec } from '../spec-test-utils';
import {
  AGAMA,
  DISABILITAS,
  GOLONGAN_DARAH,
  KEWARGANEGARAAN,
  JENIS_KELAMIN,
  PEKERJAAN,
  PENDIDIKAN_TERAKHIR,
  POSISI_DALAM_KELUARGA,
  ROLE,
  SORT_ORDER,
  STATUS_PENDUDUK,
  STATUS_PENDUDUK_AWAL,
  STATUS_PENDUDUK_LABEL,
  STATUS_PERKAWINAN,
  VILLAGE_ROLE,
} from './enums';

const schemas = readSpec().components.schemas;

describe('the enums equal openapi.yaml', () => {
  it.each([
    ['Agama', AGAMA],
    ['StatusPerkawinan', STATUS_PERKAWINAN],
    ['PendidikanTerakhir', PENDIDIKAN_TERAKHIR],
    ['JenisKelamin', JENIS_KELAMIN],
    ['PosisiDalamKeluarga', POSISI_DALAM_KELUARGA],
    ['StatusPenduduk', STATUS_PENDUDUK],
    ['StatusPendudukAwal', STATUS_PENDUDUK_AWAL],
    ['Role', ROLE],
    ['VillageRole', VILLAGE_ROLE],
    ['SortOrder', SORT_ORDER],
    ['GolonganDarah', GOLONGAN_DARAH],
    ['Kewarganegaraan', KEWARGANEGARAAN],
    ['Disabilitas', DISABILITAS],
  ] as const)('%s', (name, values) => {
    expect(schemas[name]?.enum).toEqual([...values]);
  });

  it('Pekerjaan: the offered list is the yaml examples, in order', () => {
    expect(schemas.Pekerjaan?.examples).toEqual([...PEKERJAAN]);
    expect(new Set(PEKERJAAN).size).toBe(PEKERJAAN.length);
    expect(PEKERJAAN.every((p) => p.length <= 100)).toBe(true);
  });

  it('has the spec values that the screens rely on', () => {
    expect(JENIS_KELAMIN).toEqual(['Laki laki', 'Perempuan']);
    expect(POSISI_DALAM_KELUARGA[0]).toBe('Kepala Keluarga');
    expect(ROLE).toEqual(['Admin', 'Super Admin', 'Admin Kabupaten']);
    expect(VILLAGE_ROLE).toEqual(['Admin', 'Super Admin']);
    expect(STATUS_PENDUDUK_LABEL).toEqual({
      '': 'Hidup',
      penduduk_masuk: 'Penduduk Masuk Desa',
      penduduk_keluar: 'Penduduk Keluar Desa',
      meninggal: 'Meninggal',
    });
  });
});
