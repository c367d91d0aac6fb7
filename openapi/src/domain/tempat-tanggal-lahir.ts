// The birth place and date as the resident form holds them: one text, 'Malang, 05 Januari 1990'
// (the contract's TempatTanggalLahir). Read here once for the NIK checks (nik.ts) and the duplicate
// warning; the database reads it with the same rule in SQL (`sid_ttl_kunci`, migration
// 0008_periksa_duplikat.sql), held equal to this file by server/test/nik-periksa.test.ts.

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

export interface TempatTanggalLahir {
  /** The place, lower case, spaces collapsed ('' when the text has none). */
  tempat: string;
  /** YYYY-MM-DD. */
  tanggal: string;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Whether day/month/year is a date of the calendar (proleptic Gregorian). */
export function tanggalAda(tahun: number, bulan: number, hari: number): boolean {
  if (bulan < 1 || bulan > 12 || hari < 1) return false;
  const kabisat = (tahun % 4 === 0 && tahun % 100 !== 0) || tahun % 400 === 0;
  const panjang = [31, kabisat ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][bulan - 1] as number;
  return hari <= panjang;
}

// Whitespace is only these four (the SQL mirror says the same), then a date at the end of the text:
// 'DD <bulan> YYYY', 'DD-MM-YYYY' (separators space . / -) or 'YYYY-MM-DD'; the place is what comes before.
const SPASI = /[ \t\r\n]+/g;
const DMY = /^(.*[^0-9])?([0-9]{1,2})[ ./-]+([a-z]+|[0-9]{1,2})[ ./-]+([0-9]{4}) ?$/;
const YMD = /^(.*[^0-9])?([0-9]{4})-([0-9]{1,2})-([0-9]{1,2}) ?$/;

/**
 * The place and date of a 'Tempat Tanggal Lahir' text, or undefined when no date of the calendar can
 * be read at its end (the text is free; then nothing is compared). Years 1800–2999.
 */
export function bacaTempatTanggalLahir(teks: string): TempatTanggalLahir | undefined {
  const t = teks.toLowerCase().replace(SPASI, ' ').replace(/^ | $/g, '');
  let tempat: string | undefined;
  let tahun: number;
  let bulan: number;
  let hari: number;
  const ymd = YMD.exec(t);
  if (ymd) {
    tempat = ymd[1];
    tahun = Number(ymd[2]);
    bulan = Number(ymd[3]);
    hari = Number(ymd[4]);
  } else {
    const dmy = DMY.exec(t);
    if (!dmy) return undefined;
    tempat = dmy[1];
    hari = Number(dmy[2]);
    const b = dmy[3] as string;
    bulan = /^[0-9]+$/.test(b) ? Number(b) : (Object.hasOwn(NAMA_BULAN, b) ? (NAMA_BULAN[b] as number) : 0);
    tahun = Number(dmy[4]);
  }
  if (tahun < 1800 || tahun > 2999 || !tanggalAda(tahun, bulan, hari)) return undefined;
  return {
    tempat: (tempat ?? '').replace(/[ ,]+$/, ''),
    tanggal: `${tahun}-${pad2(bulan)}-${pad2(hari)}`,
  };
}

/**
 * The key two records share when their birth place and date are the same: 'malang|1990-01-05', or
 * undefined when the text has no readable date. The database's `sid_ttl_kunci` gives the same key.
 */
export function kunciTempatTanggalLahir(teks: string): string | undefined {
  const ttl = bacaTempatTanggalLahir(teks);
  return ttl ? `${ttl.tempat}|${ttl.tanggal}` : undefined;
}
