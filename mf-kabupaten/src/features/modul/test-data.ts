// Answers of the module-release calls, for the tests of its screens.
import type { RingkasanKabupaten } from '@sid/openapi';
import type { ModulDesa } from './api/list-modul-desa';
import type { ModulKabupaten, RilisModul } from './api/list-modul-kabupaten';

export const rilis = (versi: string, over: Partial<RilisModul> = {}): RilisModul => ({
  modul_id: 'mf-mutasi',
  versi,
  versi_kontrak: '1.2.0',
  rentang_kontrak: '^1.0.0',
  rentang_shell: '^1.0.0',
  cocok: true,
  alasan: null,
  ukuran: 2_516_582,
  jumlah_berkas: 14,
  sha256: 'ab'.repeat(32),
  dipasang_pada: '2026-11-20T03:07:00.000Z',
  dipasang_oleh: 'admin.malang',
  ...over,
});

export const mutasi: ModulKabupaten = {
  id: 'mf-mutasi',
  judul: 'Mutasi Penduduk',
  wajib: false,
  untuk_desa: true,
  bawaan: { versi: '0.1.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0', cocok: true, alasan: null },
  versi_default: '1.4.0',
  versi_sebelumnya: null,
  ada_versi_sebelumnya: false,
  rilis: [
    rilis('2.0.0', { versi_kontrak: '2.0.0', rentang_kontrak: '^2.0.0', cocok: false, alasan: 'Rilis ini untuk kontrak ^2.0.0; server menjalankan kontrak 1.6.0' }),
    rilis('1.4.0'),
    rilis('1.3.0', { ukuran: 358_400 }),
  ],
  desa_nonaktif: 1,
  desa_versi_khusus: 2,
};

export const kependudukan: ModulKabupaten = {
  id: 'mf-kependudukan',
  judul: 'Kependudukan',
  wajib: true,
  untuk_desa: true,
  bawaan: { versi: '0.1.0', rentang_kontrak: '^1.0.0', rentang_shell: '^1.0.0', cocok: true, alasan: null },
  versi_default: null,
  versi_sebelumnya: null,
  ada_versi_sebelumnya: false,
  rilis: [],
  desa_nonaktif: 0,
  desa_versi_khusus: 0,
};

export const tulungrejo: ModulDesa = {
  desa_id: '0b9a3f5e-1d2c-4e5f-8a7b-000000000001',
  nama_desa: 'Tulungrejo',
  kecamatan: 'Donomulyo',
  kode_wilayah: '35.07.01.2001',
  desa_aktif: true,
  aktif: true,
  versi: '1.3.0',
  versi_sebelumnya: null,
  ada_versi_sebelumnya: false,
  versi_berlaku: '1.3.0',
  muat_terakhir: { versi: '1.3.0', pada: '2026-11-20T03:07:00.000Z' },
  gagal: 2,
  gagal_terakhir: { versi: '1.3.0', pada: '2026-11-20T04:00:00.000Z', alasan: 'Waktu habis memuat remoteEntry.js' },
};

export const watugede: ModulDesa = {
  ...tulungrejo,
  desa_id: '0b9a3f5e-1d2c-4e5f-8a7b-000000000002',
  nama_desa: 'Watugede',
  kecamatan: 'Singosari',
  kode_wilayah: null,
  aktif: false,
  versi: null,
  versi_berlaku: '1.4.0',
  muat_terakhir: null,
  gagal: 0,
  gagal_terakhir: null,
};

export const banjarejo: ModulDesa = {
  ...watugede,
  desa_id: '0b9a3f5e-1d2c-4e5f-8a7b-000000000003',
  nama_desa: 'Banjarejo',
  kecamatan: 'Donomulyo',
  aktif: true,
};

export const ringkasan: RingkasanKabupaten = {
  kabupaten: 'Malang',
  provinsi: 'Jawa Timur',
  jumlah_desa: 12,
  desa_aktif: 12,
  jumlah: { penduduk: 4400, kartu_keluarga: 1100, penduduk_masuk: 24, penduduk_keluar: 10, meninggal: 14, belum_lengkap: 6 },
  kecamatan: [
    { kecamatan: 'Donomulyo', jumlah_desa: 7, jumlah: { penduduk: 1200, kartu_keluarga: 300, penduduk_masuk: 12, penduduk_keluar: 5, meninggal: 7, belum_lengkap: 3 } },
    { kecamatan: 'Singosari', jumlah_desa: 5, jumlah: { penduduk: 3200, kartu_keluarga: 800, penduduk_masuk: 12, penduduk_keluar: 5, meninggal: 7, belum_lengkap: 3 } },
  ],
};
