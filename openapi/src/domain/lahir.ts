// Birth place, birth date and age (issue 35): the two fields `tempat_lahir` and `tanggal_lahir`, read
// from the spec's one text `tempat_tanggal_lahir` ("Malang, 05 Januari 1990") when an old client or an
// old record has only that, the text written back from the two fields, and the age computed from the
// date as of a given day (the server's "today" in the village's time zone). Written once for the
// server, the forms and the import; migration 0023 reads the old rows with the same rule in SQL
// (`sid_lahir_urai`), held equal to this file by server/test/lahir-migrasi.test.ts. The one reader of
// the text: the NIK checks (nik.ts), the duplicate warning's key (the database's `sid_ttl_kunci`,
// migration 0008, held equal by server/test/nik-periksa.test.ts), the import and the KK print read it here.
import { DIGITS_16 } from './format';
import { tanggalAda } from './tanggal-isian';

/** Whether a day/month/year or an ISO text is a date of the calendar: the typed dates' rule (./tanggal-isian). */
export { tanggalAda, tanggalIsoAda } from './tanggal-isian';

/** Month names and the abbreviations clerks write (Indonesian, a few English), lower case. */
export const NAMA_BULAN: Readonly<Record<string, number>> = {
  januari: 1, jan: 1, january: 1,
  februari: 2, pebruari: 2, feb: 2, peb: 2, february: 2,
  maret: 3, mar: 3, march: 3,
  april: 4, apr: 4,
  mei: 5, may: 5,
  juni: 6, jun: 6, june: 6,
  juli: 7, jul: 7, july: 7,
  agustus: 8, agu: 8, agt: 8, ags: 8, aug: 8, august: 8,
  september: 9, sep: 9, sept: 9,
  oktober: 10, okt: 10, oct: 10, october: 10,
  november: 11, nopember: 11, nov: 11, nop: 11,
  desember: 12, des: 12, dec: 12, december: 12,
};


/** The months as the forms and letters write them. */
export const BULAN_INDONESIA = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const ISO = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;


/** '05 Januari 1990' of '1990-01-05' (the long date of the screens, two-digit day). */
export function tanggalPanjang(iso: string): string {
  const m = ISO.exec(iso);
  if (!m) return iso;
  return `${m[3]} ${BULAN_INDONESIA[Number(m[2]) - 1] ?? m[2]} ${m[1]}`;
}

/** The spec's 'Tempat Tanggal Lahir' of the two fields: 'Malang, 05 Januari 1990'. */
export function tempatTanggalLahirTeks(tempat: string | null | undefined, tanggal: string | null | undefined): string {
  const t = (tempat ?? '').trim().replace(/\s+/g, ' ');
  if (!tanggal) return t;
  return t === '' ? tanggalPanjang(tanggal) : `${t}, ${tanggalPanjang(tanggal)}`;
}

// Whitespace is only these four (the SQL mirrors say the same), then a date at the end of the text,
// case-insensitive so the place keeps the clerk's capitals: 'DD <bulan> YYYY', 'DD-MM-YYYY'
// (separators space . / -) or 'YYYY-MM-DD'; the place is what comes before.
const DMY = /^(.*[^0-9])?([0-9]{1,2})[ ./-]+([a-z]+|[0-9]{1,2})[ ./-]+([0-9]{4}) ?$/i;
const YMD = /^(.*[^0-9])?([0-9]{4})-([0-9]{1,2})-([0-9]{1,2}) ?$/;

/**
 * The place (as written, trailing commas and spaces removed; '' when none) and the date of a 'Tempat
 * Tanggal Lahir' text, or undefined when no date of the calendar (years 1800–2999) ends it.
 */
export function uraiTempatTanggalLahir(teks: string): { tempat: string; tanggal: string } | undefined {
  const t = teks.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
  let tempat: string | undefined;
  let tahun: number;
  let bulan: number;
  let hari: number;
  const ymd = YMD.exec(t);
  if (ymd) {
    [tempat, tahun, bulan, hari] = [ymd[1], Number(ymd[2]), Number(ymd[3]), Number(ymd[4])];
  } else {
    const dmy = DMY.exec(t);
    if (!dmy) return undefined;
    tempat = dmy[1];
    hari = Number(dmy[2]);
    const b = (dmy[3] as string).toLowerCase();
    bulan = /^[0-9]+$/.test(b) ? Number(b) : Object.hasOwn(NAMA_BULAN, b) ? (NAMA_BULAN[b] as number) : 0;
    tahun = Number(dmy[4]);
  }
  if (tahun < 1800 || tahun > 2999 || !tanggalAda(tahun, bulan, hari)) return undefined;
  return { tempat: (tempat ?? '').replace(/[ ,]+$/, ''), tanggal: `${tahun}-${pad2(bulan)}-${pad2(hari)}` };
}

/**
 * The key two records share when their birth place and date are the same: 'malang|1990-01-05', or
 * undefined when the text has no readable date. The database's `sid_ttl_kunci` gives the same key.
 */
export function kunciTempatTanggalLahir(teks: string): string | undefined {
  const ttl = uraiTempatTanggalLahir(teks);
  return ttl ? `${ttl.tempat.toLowerCase()}|${ttl.tanggal}` : undefined;
}

/**
 * What needs completing on a person's record, by field key, with its label (the "Data perlu
 * dilengkapi" screen). Issue 35's address work adds its own keys here.
 */
export const PERLU_DILENGKAPI_LABEL = {
  tempat_lahir: 'Tempat Lahir',
  tanggal_lahir: 'Tanggal Lahir',
  /** The address here (dusun, RW, RT): completed on the family card's page ('Ubah Alamat'), migration 0024. */
  alamat: 'Alamat',
  /**
   * A WNA's documents an import found empty (issue 35): the row is imported, the numbers completed on
   * the member form (which requires them for a WNA), or cleared by making the person a WNI.
   */
  no_paspor: 'No. Paspor',
  no_kitas_kitap: 'No. KITAS/KITAP',
} as const satisfies Record<string, string>;
export type KunciPerluDilengkapi = keyof typeof PERLU_DILENGKAPI_LABEL;

/** The labels of a record's keys, in the table's order; an unknown key is shown as it is. */
export function labelPerluDilengkapi(kunci: readonly string[]): string[] {
  return kunci.map((k) => (PERLU_DILENGKAPI_LABEL as Record<string, string>)[k] ?? k);
}

export interface LahirTerbaca {
  tempat_lahir: string | null;
  tanggal_lahir: string | null;
  /** The keys left to complete: empty when both were read and the NIK agrees. */
  perlu: KunciPerluDilengkapi[];
}

/** DD-MM-YY of a NIK's date part (the day without the women's 40), or undefined when it is not a NIK. */
function tanggalNik(nik: string | null | undefined): string | undefined {
  if (!nik || !DIGITS_16.test(nik)) return undefined;
  const dd = Number(nik.slice(6, 8));
  return `${pad2(dd > 40 ? dd - 40 : dd)}-${nik.slice(8, 10)}-${nik.slice(10, 12)}`;
}

/**
 * The two fields of a spec client's or an old record's 'Tempat Tanggal Lahir' text, nothing guessed:
 * - a date read at its end and a place before it: both, nothing to complete;
 * - a date without a place: the date, `tempat_lahir` to complete;
 * - no date and no digit at all ('Malang'): the text is the place, `tanggal_lahir` to complete;
 * - anything else: neither (the text is kept as it is by the caller), both to complete.
 * The NIK is the cross-check: a date whose day, month and two-digit year differ from the NIK's
 * (digits 7-12, women +40) is kept but listed to complete (the clerk decides which one is right).
 */
export function lahirDariTeks(teks: string, nik?: string | null): LahirTerbaca {
  const bersih = teks.replace(/[ \t\r\n]+/g, ' ').trim();
  const urai = uraiTempatTanggalLahir(bersih);
  if (!urai) {
    if (bersih !== '' && !/[0-9]/.test(bersih)) return { tempat_lahir: bersih.replace(/[ ,]+$/, ''), tanggal_lahir: null, perlu: ['tanggal_lahir'] };
    return { tempat_lahir: null, tanggal_lahir: null, perlu: ['tempat_lahir', 'tanggal_lahir'] };
  }
  const perlu: KunciPerluDilengkapi[] = [];
  if (urai.tempat === '') perlu.push('tempat_lahir');
  const dariNik = tanggalNik(nik);
  const [y, m, d] = urai.tanggal.split('-') as [string, string, string];
  if (dariNik && dariNik !== `${d}-${m}-${y.slice(2)}`) perlu.push('tanggal_lahir');
  return { tempat_lahir: urai.tempat === '' ? null : urai.tempat, tanggal_lahir: urai.tanggal, perlu };
}

// ------------------------------------------------------------------ age

/** YYYY-MM-DD of `now` in an IANA time zone (the village's "today"). */
export function hariIniDi(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * Whole years and whole months of life on `hariIni` (both YYYY-MM-DD). A birthday counts on its day;
 * one born on 29 February has theirs on 1 March in other years (as PostgreSQL's age() counts).
 * `bulan` is the total of months; undefined when born after `hariIni`.
 */
export function umurPada(lahir: string, hariIni: string): { tahun: number; bulan: number } | undefined {
  const [ly, lm, ld] = lahir.split('-').map(Number) as [number, number, number];
  const [hy, hm, hd] = hariIni.split('-').map(Number) as [number, number, number];
  const bulan = (hy - ly) * 12 + (hm - lm) - (hd < ld ? 1 : 0);
  if (bulan < 0) return undefined;
  return { tahun: Math.floor(bulan / 12), bulan };
}

/** The spec's `umur`: '35 Tahun' ('' without a date). */
export function umurTeks(lahir: string | null | undefined, hariIni: string): string {
  const u = lahir ? umurPada(lahir, hariIni) : undefined;
  return u ? `${u.tahun} Tahun` : '';
}

/** The age as the resident page shows it: years, and months under 5 ('4 Tahun 3 Bulan', '7 Bulan'). */
export function umurLengkap(lahir: string | null | undefined, hariIni: string): string {
  const u = lahir ? umurPada(lahir, hariIni) : undefined;
  if (!u) return '';
  if (u.tahun >= 5) return `${u.tahun} Tahun`;
  const sisa = u.bulan % 12;
  if (u.tahun === 0) return `${sisa} Bulan`;
  return sisa === 0 ? `${u.tahun} Tahun` : `${u.tahun} Tahun ${sisa} Bulan`;
}

/**
 * The latest birth date of one who is at least `umur` years old on `hariIni`: `umur >= n` is
 * `tanggal_lahir <= batasLahir(hariIni, n)`, `umur <= n` is `tanggal_lahir > batasLahir(hariIni, n + 1)`
 * (29 February of a year without one is 28 February).
 */
export function batasLahir(hariIni: string, umur: number): string {
  const [hy, hm, hd] = hariIni.split('-').map(Number) as [number, number, number];
  const y = hy - umur;
  const d = tanggalAda(y, hm, hd) ? hd : hd - 1;
  return `${String(y).padStart(4, '0')}-${pad2(hm)}-${pad2(d)}`;
}

/** The day after YYYY-MM-DD. */
function hariSesudah(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The birth dates (both inclusive, YYYY-MM-DD) of those whose age on `hariIni` is from `min` to `max`
 * whole years (either may be absent): the residents list's umur_min / umur_max.
 */
export function rentangLahir(hariIni: string, min?: number, max?: number): { dari?: string; sampai: string } {
  return {
    ...(max !== undefined ? { dari: hariSesudah(batasLahir(hariIni, max + 1)) } : {}),
    // Never after today: one not born yet has no age (umur_max alone).
    sampai: batasLahir(hariIni, min ?? 0),
  };
}
