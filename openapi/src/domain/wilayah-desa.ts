// The address in the village (issue 35): its areas (dusun, RW under a dusun, RT under an RW), how an RW's
// or RT's number is written and read, and how an address here is printed ("RT 002 / RW 005, Dusun
// Krajan"). One rule for the server's answers, the forms and the letters.

/** The levels of the village's areas, top down (the contract's TingkatWilayah). */
export const TINGKAT_WILAYAH = ['dusun', 'rw', 'rt'] as const;
export type TingkatWilayah = (typeof TINGKAT_WILAYAH)[number];

/** How a level is named on the screens. */
export const LABEL_TINGKAT_WILAYAH: Record<TingkatWilayah, string> = { dusun: 'Dusun', rw: 'RW', rt: 'RT' };

/** The parent level of each level (a dusun has none). */
export const INDUK_TINGKAT_WILAYAH: Record<TingkatWilayah, TingkatWilayah | null> = { dusun: null, rw: 'dusun', rt: 'rw' };

/** The longest dusun name. */
export const NAMA_DUSUN_MAX = 100;

export const WILAYAH_MESSAGES = {
  namaDusunKosong: 'Nama dusun tidak boleh kosong',
  namaDusunPanjang: `Nama dusun paling banyak ${NAMA_DUSUN_MAX} karakter`,
  nomor: (tingkat: 'rw' | 'rt') => `Nomor ${LABEL_TINGKAT_WILAYAH[tingkat]} harus angka 1 sampai 999`,
} as const;

/** An RW's or RT's number as printed: three digits ("005"). */
export function nomorWilayah(nomor: number): string {
  return String(nomor).padStart(3, '0');
}

/** The number typed for an RW or RT ("5", "005", " 12 "), or null when it is not one of 1 to 999. */
export function parseNomorWilayah(text: string): number | null {
  const m = /^\s*(\d{1,3})\s*$/.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return n >= 1 && n <= 999 ? n : null;
}

/** What a name or number typed for an area of `tingkat` is refused for, or null when it is fine. */
export function masalahNamaWilayah(tingkat: TingkatWilayah, text: string): string | null {
  if (tingkat !== 'dusun') return parseNomorWilayah(text) === null ? WILAYAH_MESSAGES.nomor(tingkat) : null;
  const nama = text.trim();
  if (nama === '') return WILAYAH_MESSAGES.namaDusunKosong;
  if (nama.length > NAMA_DUSUN_MAX) return WILAYAH_MESSAGES.namaDusunPanjang;
  return null;
}

/** The parts of an address in the village; a part not known is null (or '' for alamat). */
export interface BagianAlamatDesa {
  dusun: string | null;
  /** The RW's number as printed ("005"). */
  rw: string | null;
  /** The RT's number as printed ("002"). */
  rt: string | null;
  /** The street or house text ("Jl. Mawar 12"). */
  alamat: string;
}

/** "RT 002 / RW 005, Dusun Krajan": the area part of an address (empty when none is known). */
export function formatWilayah(parts: Pick<BagianAlamatDesa, 'dusun' | 'rw' | 'rt'>): string {
  const rtRw = [parts.rt ? `RT ${parts.rt}` : null, parts.rw ? `RW ${parts.rw}` : null].filter(Boolean).join(' / ');
  const dusun = parts.dusun ? `Dusun ${parts.dusun}` : '';
  return [rtRw, dusun].filter(Boolean).join(', ');
}

/** The whole address here as one line: "Jl. Mawar 12, RT 002 / RW 005, Dusun Krajan". */
export function formatAlamatDesa(parts: BagianAlamatDesa): string {
  return [parts.alamat.trim(), formatWilayah(parts)].filter(Boolean).join(', ');
}
