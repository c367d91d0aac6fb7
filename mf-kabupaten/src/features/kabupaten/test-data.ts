// Answers of the regency console's calls, for the tests of its screens.
import type { DesaRingkasan, RingkasanKabupaten } from '@sid/openapi';
import { jsonResponse } from '@sid/ui-desa/testing';

export const jumlah = (penduduk: number) => ({ penduduk, kartu_keluarga: Math.round(penduduk / 4), penduduk_masuk: 12, penduduk_keluar: 5, meninggal: 7, belum_lengkap: 3 });

export const ringkasan: RingkasanKabupaten = {
  kabupaten: 'Malang',
  provinsi: 'Jawa Timur',
  jumlah_desa: 2,
  desa_aktif: 1,
  jumlah: { penduduk: 4400, kartu_keluarga: 1100, penduduk_masuk: 24, penduduk_keluar: 10, meninggal: 14, belum_lengkap: 6 },
  kecamatan: [
    { kecamatan: 'Donomulyo', jumlah_desa: 1, jumlah: jumlah(1200) },
    { kecamatan: 'Singosari', jumlah_desa: 1, jumlah: jumlah(3200) },
  ],
};

export const tulungrejo: DesaRingkasan = {
  _id: 'd1', kode_wilayah: '35.07.01.2001', nama_desa: 'Tulungrejo', kecamatan: 'Donomulyo', kabupaten: 'Malang', provinsi: 'Jawa Timur',
  alamat_kantor: 'Jl. Balai Desa 1', kode_pos: '65167', jabatan_kepala: 'Kepala Desa', aktif: true, jumlah: jumlah(1200), createdAt: '2026-11-20T02:00:00.000Z',
};

export const watugede: DesaRingkasan = {
  ...tulungrejo, _id: 'd2', kode_wilayah: null, nama_desa: 'Watugede', kecamatan: 'Singosari', aktif: false, jumlah: jumlah(3200),
};

/** The official list as getWilayah answers it: two villages of Donomulyo, 404 for any other code. */
export function wilayahHandler(req: { params: Record<string, string> }): Response {
  const nama = ({ '35.07.01.2001': 'Tulungrejo', '35.07.01.2002': 'Banjarejo' } as Record<string, string>)[req.params.kode ?? ''];
  return nama
    ? jsonResponse({ success: true, data: { kode_wilayah: req.params.kode, nama_desa: nama, kecamatan: 'Donomulyo', kabupaten: 'Malang', provinsi: 'Jawa Timur' } })
    : jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Kode wilayah tidak ditemukan dalam daftar wilayah Kemendagri' }, 404);
}
