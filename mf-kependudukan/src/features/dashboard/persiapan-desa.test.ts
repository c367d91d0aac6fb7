import { langkahPersiapan, type DataPersiapan } from './persiapan-desa';

const kosong: DataPersiapan = { kodeWilayah: null, dalamKabupaten: true, jumlahDusun: 0, jumlahPejabat: 0, jumlahPengguna: 1, jumlahPenduduk: 0 };

describe("a new village's first steps", () => {
  it('are all undone in an empty village, each with where it is done', () => {
    const langkah = langkahPersiapan(kosong);
    expect(langkah.map((l) => [l.id, l.selesai, l.tautan.ke])).toEqual([
      ['identitas', false, '/wilayah_desa'],
      ['pejabat', false, '/laporan'],
      ['staf', false, '/users'],
      ['penduduk', false, '/impor_penduduk'],
    ]);
    expect(langkah[0]?.keterangan).toMatch(/minta Admin Kabupaten/);
    expect(langkahPersiapan({ ...kosong, dalamKabupaten: false })[0]?.keterangan).toMatch(/pengelola server/);
  });

  it('tick from the data: the code and a dusun, an official, another account, a resident', () => {
    expect(langkahPersiapan({ ...kosong, kodeWilayah: '35.07.01.2001' })[0]?.selesai).toBe(false);
    expect(langkahPersiapan({ ...kosong, jumlahDusun: 2 })[0]?.selesai).toBe(false);
    const semua = langkahPersiapan({ kodeWilayah: '35.07.01.2001', dalamKabupaten: true, jumlahDusun: 2, jumlahPejabat: 1, jumlahPengguna: 2, jumlahPenduduk: 12 });
    expect(semua.every((l) => l.selesai)).toBe(true);
    expect(semua.map((l) => l.keterangan)).toEqual(['Kode wilayah 35.07.01.2001, 2 dusun.', '1 pejabat tersimpan.', '1 akun selain Anda.', '12 penduduk tercatat.']);
  });
});
