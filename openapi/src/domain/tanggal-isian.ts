// A date as the clerk types it (issue 40): 'hh-bb-tttt' (day-month-year, Indonesian order), kept on
// the wire as ISO 'YYYY-MM-DD' (docs/conventions.md). Written once: the shared date field of
// @sid/ui-desa/tanggal masks and reads with it, and the forms' yup schemas (../rules/schemas.ts) and
// the letters' fields (./surat-isian.ts) refuse with its messages. docs/decisions.md, "Issue 40: dates".

/** Whether day/month/year is a date of the calendar (proleptic Gregorian). */
export function tanggalAda(tahun: number, bulan: number, hari: number): boolean {
  if (bulan < 1 || bulan > 12 || hari < 1) return false;
  const kabisat = (tahun % 4 === 0 && tahun % 100 !== 0) || tahun % 400 === 0;
  const panjang = [31, kabisat ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][bulan - 1] as number;
  return hari <= panjang;
}

const ISO = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Whether `iso` is YYYY-MM-DD and a date of the calendar. */
export function tanggalIsoAda(iso: string): boolean {
  const m = ISO.exec(iso);
  return !!m && tanggalAda(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The field's placeholder and the format its description names. */
export const FORMAT_TANGGAL_ISIAN = { placeholder: 'hh-bb-tttt', contoh: '05-01-2026', keterangan: 'Format hh-bb-tttt (hari-bulan-tahun), misalnya 05-01-2026' } as const;

/** The years a typed date may have (as the birth-place reader, lahir.ts; the forms refuse a date before 1900 with their own message). */
export const TAHUN_ISIAN = { min: 1800, max: 2999 } as const;

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'] as const;
const pad2 = (n: number) => String(n).padStart(2, '0');
const HBT = /^([0-9]{1,2})[-/.]([0-9]{1,2})[-/.]([0-9]+)$/;

export type TanggalTerbaca = { ok: true; iso: string } | { ok: false; pesan: string };

/**
 * Reads a typed date: 'dd-mm-yyyy' with '-', '/' or '.' between, one- or two-digit day and month
 * ('5-1-2026', '05/01/2026'), eight digits ('05012026'), or ISO 'yyyy-mm-dd' (pasted from another
 * system). The year has four digits (a two-digit year is refused, not guessed) from 1900 to 2999; the
 * day must exist in that month ('29-02-2023' does not). `label` names the field in the message.
 */
export function bacaTanggalIsian(teks: string, label = 'Tanggal'): TanggalTerbaca {
  const t = teks.trim();
  let hari: number;
  let bulan: number;
  let tahun: string;
  const iso = ISO.exec(t);
  const hbt = HBT.exec(t) ?? /^([0-9]{2})([0-9]{2})([0-9]{4})$/.exec(t);
  if (iso) [tahun, bulan, hari] = [iso[1] as string, Number(iso[2]), Number(iso[3])];
  else if (hbt) [hari, bulan, tahun] = [Number(hbt[1]), Number(hbt[2]), hbt[3] as string];
  else return { ok: false, pesan: `${label} ditulis hh-bb-tttt, misalnya ${FORMAT_TANGGAL_ISIAN.contoh}` };
  if (tahun.length !== 4) return { ok: false, pesan: `Tahun pada ${label} ditulis 4 angka, misalnya ${FORMAT_TANGGAL_ISIAN.contoh}` };
  const y = Number(tahun);
  if (y < TAHUN_ISIAN.min || y > TAHUN_ISIAN.max) return { ok: false, pesan: `Tahun pada ${label} harus antara ${TAHUN_ISIAN.min} dan ${TAHUN_ISIAN.max}` };
  if (bulan < 1 || bulan > 12) return { ok: false, pesan: `Bulan pada ${label} harus 01 sampai 12` };
  if (!tanggalAda(y, bulan, hari)) {
    const akhir = [31, 30, 29, 28].find((d) => tanggalAda(y, bulan, d)) as number;
    return { ok: false, pesan: `${label} tidak ada: ${BULAN[bulan - 1]} ${tahun} hanya sampai tanggal ${akhir}` };
  }
  return { ok: true, iso: `${tahun}-${pad2(bulan)}-${pad2(hari)}` };
}

/** 'dd-mm-yyyy' of an ISO date, for the field; any other text is returned as it is. */
export function tanggalIsian(iso: string | null | undefined): string {
  const m = ISO.exec(iso ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : (iso ?? '');
}

/**
 * The text as the field shows it while the clerk types: digits grouped day, month, year with '-'
 * inserted when the next group starts ('05012026' → '05-01-2026'); a separator the clerk types ('/',
 * '.', '-', space) ends a group early ('5-1-2026'), so one-digit days and months stay as typed.
 * Anything else is dropped; an ISO date (four digits first) is left as it is.
 */
export function ketikTanggalIsian(teks: string): string {
  const t = teks.replace(/[^0-9\-/. ]/g, '');
  if (/^[0-9]{4}[-/.]/.test(t.trim())) return t.trim().slice(0, 10);
  const grup: string[] = [];
  let kini = '';
  let akhirPemisah = false;
  for (const c of t) {
    if (c >= '0' && c <= '9') {
      akhirPemisah = false;
      if (grup.length < 2 && kini.length === 2) {
        grup.push(kini);
        kini = c;
      } else if (grup.length < 2 || kini.length < 4) kini += c;
    } else if (kini !== '' && grup.length < 2) {
      grup.push(kini);
      kini = '';
      akhirPemisah = true;
    }
  }
  const hasil = [...grup, kini].filter((g) => g !== '').join('-');
  return akhirPemisah ? `${hasil}-` : hasil;
}
