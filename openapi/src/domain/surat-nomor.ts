// The number of a letter (issue 36): a format per village and kind made of parts, `{kode}` (the
// classification code), `{seq:N}` (the sequence, N digits wide), `{kode_desa}`, `{bulan_romawi}`,
// `{tahun}`, and fixed text, e.g. `470/{seq:3}/35.07.24.2004/{bulan_romawi}/{tahun}`. Parsed once here
// for the server (which renders the number in the issuing transaction) and the numbering form's preview.

export type BagianNomor =
  | { jenis: 'teks'; teks: string }
  | { jenis: 'kode' }
  | { jenis: 'seq'; lebar: number }
  | { jenis: 'kode_desa' }
  | { jenis: 'bulan_romawi' }
  | { jenis: 'tahun' };

/** The format a kind has until the village sets one. */
export const FORMAT_NOMOR_BAWAAN = '{kode}/{seq:3}/{kode_desa}/{bulan_romawi}/{tahun}';

/** The parts a format may name, as the numbering form lists them. */
export const BAGIAN_NOMOR_SURAT = [
  { bagian: '{kode}', label: 'Kode klasifikasi' },
  { bagian: '{seq:3}', label: 'Nomor urut (lebar 1 sampai 6 digit)' },
  { bagian: '{kode_desa}', label: 'Kode desa' },
  { bagian: '{bulan_romawi}', label: 'Bulan (angka Romawi)' },
  { bagian: '{tahun}', label: 'Tahun' },
] as const;

export const FORMAT_NOMOR_MAKS = 120;
const ROMAWI = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'] as const;

/** The month 1..12 in Roman numerals. */
export function bulanRomawi(bulan: number): string {
  const r = ROMAWI[bulan - 1];
  if (!r) throw new RangeError(`bulan ${bulan}`);
  return r;
}

/** The parts of `format`, or what is wrong with it (an Indonesian message naming the part). */
export function parseFormatNomor(format: string): { bagian: BagianNomor[] } | { masalah: string } {
  const f = format.trim();
  if (f === '') return { masalah: 'Format nomor tidak boleh kosong' };
  if (f.length > FORMAT_NOMOR_MAKS) return { masalah: `Format nomor paling banyak ${FORMAT_NOMOR_MAKS} karakter` };
  const bagian: BagianNomor[] = [];
  let i = 0;
  let seq = 0;
  while (i < f.length) {
    const buka = f.indexOf('{', i);
    const tutupLepas = f.indexOf('}', i);
    if (tutupLepas !== -1 && (buka === -1 || tutupLepas < buka)) return { masalah: 'Format nomor memuat "}" tanpa "{"' };
    if (buka === -1) {
      bagian.push({ jenis: 'teks', teks: f.slice(i) });
      break;
    }
    if (buka > i) bagian.push({ jenis: 'teks', teks: f.slice(i, buka) });
    const tutup = f.indexOf('}', buka);
    if (tutup === -1) return { masalah: 'Format nomor memuat "{" tanpa "}"' };
    const nama = f.slice(buka + 1, tutup);
    const m = /^seq:([0-9])$/.exec(nama);
    if (m) {
      const lebar = Number(m[1]);
      if (lebar < 1 || lebar > 6) return { masalah: 'Lebar nomor urut {seq:N} harus 1 sampai 6' };
      bagian.push({ jenis: 'seq', lebar });
      seq += 1;
    } else if (nama === 'seq') {
      bagian.push({ jenis: 'seq', lebar: 1 });
      seq += 1;
    } else if (nama === 'kode' || nama === 'kode_desa' || nama === 'bulan_romawi' || nama === 'tahun') {
      bagian.push({ jenis: nama });
    } else {
      return { masalah: `Bagian {${nama}} tidak dikenal dalam format nomor` };
    }
    i = tutup + 1;
  }
  if (seq === 0) return { masalah: 'Format nomor harus memuat nomor urut {seq:N}' };
  if (seq > 1) return { masalah: 'Format nomor hanya boleh memuat satu nomor urut {seq:N}' };
  return { bagian };
}

export interface NilaiNomor {
  kode: string;
  seq: number;
  kodeDesa: string;
  /** The letter's date, YYYY-MM-DD. */
  tanggal: string;
}

/** The number of `format` (parsed or not) for these values; a sequence wider than its width is printed whole. */
export function renderNomor(format: string | BagianNomor[], nilai: NilaiNomor): string {
  let bagian: BagianNomor[];
  if (typeof format === 'string') {
    const hasil = parseFormatNomor(format);
    if ('masalah' in hasil) throw new Error(hasil.masalah);
    bagian = hasil.bagian;
  } else {
    bagian = format;
  }
  const [tahun, bulan] = nilai.tanggal.split('-');
  return bagian
    .map((b) => {
      switch (b.jenis) {
        case 'teks':
          return b.teks;
        case 'kode':
          return nilai.kode;
        case 'seq':
          return String(nilai.seq).padStart(b.lebar, '0');
        case 'kode_desa':
          return nilai.kodeDesa;
        case 'bulan_romawi':
          return bulanRomawi(Number(bulan));
        case 'tahun':
          return tahun ?? '';
      }
    })
    .join('');
}
