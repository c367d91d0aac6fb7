// What the one confirmation of a change for villages says (issue 40): every change (a version, on,
// off, back to the previous version) is confirmed the same way, naming the module, what happens
// and to how many villages.
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import type { PermintaanAturDesa } from './atur-desa';
import { kembaliDesa, sebutVersi } from './format';

export interface KonfirmasiAturDesa {
  judul: string;
  uraian: string;
  tombol: string;
  danger: boolean;
}

/** The villages' changes of a rollback, one line each (the chosen ones that have a previous version). */
function rincianKembali(modul: ModulKabupaten, p: PermintaanAturDesa): string {
  const bisa = p.desa.filter((d) => d.ada_versi_sebelumnya);
  const tanpa = p.desa.length - bisa.length;
  const baris = bisa.slice(0, 5).map((d) => `${d.nama_desa}: ${kembaliDesa(modul, d).toLowerCase()}`);
  if (bisa.length > 5) baris.push(`dan ${bisa.length - 5} desa lainnya`);
  const lewat = tanpa > 0 ? ` ${tanpa} desa belum pernah diberi versi khusus dan tidak berubah.` : '';
  return baris.length > 0 ? ` ${baris.join('; ')}.${lewat}` : lewat;
}

export function konfirmasiAturDesa(modul: ModulKabupaten, p: PermintaanAturDesa): KonfirmasiAturDesa {
  const { input, sebutan } = p;
  const judul = modul.judul;
  const saatDibuka = `saat stafnya membuka modul ${judul} berikutnya`;
  if (input.aktif === false) {
    return {
      judul: `NONAKTIFKAN MODUL ${judul.toUpperCase()} UNTUK ${sebutan.toUpperCase()} ?`,
      uraian: `Staf ${sebutan} tidak dapat membuka modul ini lagi dan server menolak operasinya. Tidak ada data yang dihapus; aktifkan kembali kapan saja.`,
      tombol: 'Nonaktifkan',
      danger: true,
    };
  }
  if (input.aktif === true) {
    return {
      judul: `AKTIFKAN MODUL ${judul.toUpperCase()} UNTUK ${sebutan.toUpperCase()} ?`,
      uraian: `Staf ${sebutan} dapat membuka modul ${judul} lagi saat memuat halaman berikutnya. Desa yang modulnya sudah aktif tidak berubah.`,
      tombol: 'Aktifkan',
      danger: false,
    };
  }
  if (input.kembalikan) {
    return {
      judul: `${p.labelKembali.toUpperCase()} UNTUK ${sebutan.toUpperCase()} ?`,
      uraian: `Tiap desa kembali ke versi yang dipakainya sebelum perubahan terakhir, ${saatDibuka}.${rincianKembali(modul, p)}`,
      tombol: 'Kembalikan',
      danger: false,
    };
  }
  const versi = input.versi ?? null;
  const tujuan = versi === null ? `versi kabupaten (${sebutVersi(modul.versi_default, modul.bawaan)})` : sebutVersi(versi, modul.bawaan);
  return {
    judul: versi === null ? `${sebutan.toUpperCase()} IKUT VERSI KABUPATEN ?` : `PAKAI VERSI ${versi} UNTUK ${sebutan.toUpperCase()} ?`,
    uraian: `Modul ${judul} di ${sebutan} berganti ke ${tujuan} ${saatDibuka}. Versi yang dipakai sekarang disimpan sebagai versi sebelumnya tiap desa.`,
    tombol: versi === null ? 'Ikut versi kabupaten' : `Pakai versi ${versi}`,
    danger: false,
  };
}
