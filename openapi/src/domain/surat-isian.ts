// The extra fields of a letter kind (issue 36), typed: what the clerk fills (purpose, business name,
// lost item, ...), checked the same on the form and on the server, and printed the same way.
import { tanggalIsoAda, tanggalPanjang } from './lahir';
import { bacaTanggalIsian } from './tanggal-isian';

export const TIPE_ISIAN_SURAT = ['teks', 'teks_panjang', 'angka', 'uang', 'tanggal', 'pilihan'] as const;
export type TipeIsianSurat = (typeof TIPE_ISIAN_SURAT)[number];

export interface IsianSurat {
  kunci: string;
  label: string;
  tipe: TipeIsianSurat;
  wajib: boolean;
  pilihan?: string[];
  maks_panjang?: number;
}

export interface MasalahSurat {
  /** `isian.<kunci>`, `pejabat_id` or a person field. */
  kolom: string;
  pesan: string;
}

const MAKS = { teks: 200, teks_panjang: 2000 } as const;
const UANG = /^[0-9]{1,3}(\.[0-9]{3})*$|^[0-9]{1,15}$/;

/** Whole rupiah as printed: 'Rp 1.500.000'. */
export const tampilUang = (angka: string) => `Rp ${angka.replace(/^0+(?=[0-9])/, '').replace(/\B(?=([0-9]{3})+(?![0-9]))/g, '.')}`;

/**
 * The values typed for `isian`, trimmed and checked: what is missing or wrong (one message per field),
 * an unknown key refused. `nilai` keeps the stored form (uang without dots).
 */
export function periksaIsianSurat(isian: readonly IsianSurat[], masukan: Readonly<Record<string, string>>): { nilai: Record<string, string>; masalah: MasalahSurat[] } {
  const nilai: Record<string, string> = {};
  const masalah: MasalahSurat[] = [];
  const dikenal = new Set(isian.map((i) => i.kunci));
  for (const kunci of Object.keys(masukan)) {
    if (!dikenal.has(kunci)) masalah.push({ kolom: `isian.${kunci}`, pesan: `Isian ${kunci} tidak dikenal untuk jenis surat ini` });
  }
  for (const i of isian) {
    const kolom = `isian.${i.kunci}`;
    const v = (masukan[i.kunci] ?? '').trim();
    if (v === '') {
      if (i.wajib) masalah.push({ kolom, pesan: `${i.label} wajib diisi` });
      continue;
    }
    const maks = i.maks_panjang ?? (i.tipe === 'teks_panjang' ? MAKS.teks_panjang : MAKS.teks);
    if (v.length > maks) {
      masalah.push({ kolom, pesan: `${i.label} paling banyak ${maks} karakter` });
    } else if (i.tipe === 'angka' && !/^[0-9]+$/.test(v)) {
      masalah.push({ kolom, pesan: `${i.label} harus berupa angka` });
    } else if (i.tipe === 'uang' && !UANG.test(v)) {
      masalah.push({ kolom, pesan: `${i.label} harus berupa jumlah rupiah tanpa sen, misalnya 1.500.000` });
    } else if (i.tipe === 'tanggal' && !tanggalIsoAda(v)) {
      // The form's field sends what it cannot read as typed: the reader's message; a readable date
      // that is not ISO comes from another client, told the wire's form.
      const terbaca = bacaTanggalIsian(v, i.label);
      masalah.push({ kolom, pesan: terbaca.ok ? `${i.label} harus tanggal yang benar (YYYY-MM-DD)` : terbaca.pesan });
    } else if (i.tipe === 'pilihan' && !(i.pilihan ?? []).includes(v)) {
      masalah.push({ kolom, pesan: `${i.label} harus salah satu dari: ${(i.pilihan ?? []).join(', ')}` });
    } else {
      nilai[i.kunci] = i.tipe === 'uang' ? v.replace(/\./g, '') : i.tipe === 'teks' ? v.replace(/\s+/g, ' ') : v;
    }
  }
  return { nilai, masalah };
}

/** A value as the letter prints it: money with Rp and dots, a date long. */
export function tampilIsianSurat(tipe: TipeIsianSurat, nilai: string): string {
  if (tipe === 'uang') return tampilUang(nilai);
  if (tipe === 'tanggal') return tanggalPanjang(nilai);
  return nilai;
}

/** What is wrong with the fields of a kind as the regency publishes it, or null. */
export function masalahDefinisiIsian(isian: readonly IsianSurat[]): string | null {
  const seen = new Set<string>();
  for (const i of isian) {
    if (!/^[a-z][a-z0-9_]{0,39}$/.test(i.kunci)) return `Kunci isian ${i.kunci} hanya boleh huruf kecil, angka dan garis bawah`;
    if (seen.has(i.kunci)) return `Kunci isian ${i.kunci} dipakai lebih dari sekali`;
    seen.add(i.kunci);
    if (i.tipe === 'pilihan' && (i.pilihan ?? []).length === 0) return `Isian ${i.label} bertipe pilihan harus punya daftar pilihan`;
    if (i.tipe !== 'pilihan' && i.pilihan !== undefined && i.pilihan.length > 0) return `Isian ${i.label} hanya boleh punya pilihan bila bertipe pilihan`;
  }
  return null;
}
