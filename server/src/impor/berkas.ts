/**
 * Reading an import file (issue 13): an .xlsx through ExcelJS's streaming reader, a .csv through
 * csv-parse, both into plain rows of cells, with the limits that keep a hostile file from taking the
 * server down. Nothing here knows what a resident is (kolom.ts and baris.ts do).
 *
 * - The format is decided by the bytes, never by the name or the Content-Type alone: a zip is an
 *   .xlsx, an OLE2 file is the old .xls (refused with how to save it), text is a CSV.
 * - Before ExcelJS sees a zip, every entry is inflated once with yauzl (zip.ts), which stops an entry that
 *   inflates past the size its header declares: a zip bomb (a tiny file that inflates to gigabytes)
 *   is refused after at most LIMIT.unzipped bytes, whatever its headers claim.
 * - At most LIMIT.baris data rows, LIMIT.kolom columns and LIMIT.barisKosong rows scanned in all, so a
 *   sheet of a million empty rows or 16,384 columns is refused as soon as it shows itself.
 */
import { isUtf8 } from 'node:buffer';
import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { excelJs } from '../lib/exceljs.js';
import { BerkasTidakValid } from './masalah.js';
import { periksaZip } from './zip.js';

/** Lets the event loop turn (see impor/tulis.ts). */
const beriGiliran = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export const LIMIT = {
  bytes: 20 * 1024 * 1024,
  baris: 50_000,
  /** Rows scanned, empty ones included (a sheet formatted far below its data). */
  barisDipindai: 60_000,
  kolom: 200,
  zipEntries: 500,
  /** Everything inside the zip, inflated. */
  unzipped: 400 * 1024 * 1024,
  /** One cell's text. */
  teksSel: 1000,
} as const;

/** What a cell can hold once read: text, a number, a date, or a formula (refused as a value). */
export type Sel = string | number | Date | boolean | { rumus: true } | null;

export interface BarisBerkas {
  /** The row number as the spreadsheet shows it (1 = the first row). */
  nomor: number;
  sel: Sel[];
}

export interface IsiBerkas {
  format: 'xlsx' | 'csv';
  baris: BarisBerkas[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export function jenisBerkas(bytes: Buffer): 'xlsx' | 'csv' {
  if (bytes.length === 0) throw new BerkasTidakValid('Berkas kosong');
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.subarray(0, 8).equals(OLE2)) {
    throw new BerkasTidakValid('Berkas .xls (Excel 97-2003) tidak didukung. Buka di Excel lalu simpan sebagai "Excel Workbook (.xlsx)" atau CSV');
  }
  // A CSV is text: a NUL byte in the first kilobytes means some other binary file.
  if (bytes.subarray(0, 8192).includes(0)) throw new BerkasTidakValid('Berkas bukan spreadsheet .xlsx atau .csv');
  return 'csv';
}

/** Reads the file's rows (the first worksheet of an .xlsx, or the one named 'Penduduk'). */
export async function bacaBerkas(bytes: Buffer): Promise<IsiBerkas> {
  const format = jenisBerkas(bytes);
  const baris = format === 'xlsx' ? await bacaXlsx(bytes) : await bacaCsv(bytes);
  return { format, baris };
}

// ------------------------------------------------------------------ xlsx

/** One ExcelJS cell value as a Sel. */
function selXlsx(value: ExcelJS.CellValue): Sel {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { rumus: true };
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

class Berhenti extends Error {}

async function bacaXlsx(bytes: Buffer): Promise<BarisBerkas[]> {
  await periksaZip(bytes);
  const reader = new (excelJs().stream.xlsx.WorkbookReader)(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    // The styles tell a date from a number (a date is a number with a date format).
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let terpilih: BarisBerkas[] | undefined;
  try {
    for await (const sheet of reader) {
      const ws = sheet as unknown as AsyncIterable<ExcelJS.Row> & { name?: string };
      const baris: BarisBerkas[] = [];
      let dipindai = 0;
      for await (const row of ws) {
        dipindai++;
        if (dipindai % 1000 === 0) await beriGiliran();
        if (dipindai > LIMIT.barisDipindai || row.number > LIMIT.barisDipindai) throw new BerkasTidakValid(terlaluBanyakBaris());
        const values = row.values as ExcelJS.CellValue[];
        if (values.length - 1 > LIMIT.kolom) throw new BerkasTidakValid(terlaluBanyakKolom());
        const sel = values.slice(1).map(selXlsx);
        if (sel.every(kosong)) continue;
        baris.push({ nomor: row.number, sel });
        if (baris.length > LIMIT.baris + 1) throw new BerkasTidakValid(terlaluBanyakBaris());
      }
      // The first sheet, unless a later one is named 'Penduduk' (the template's; 'Pilihan' holds the lists).
      if (terpilih === undefined || (ws.name ?? '').toLowerCase() === 'penduduk') terpilih = baris;
      if ((ws.name ?? '').toLowerCase() === 'penduduk') throw new Berhenti();
    }
  } catch (err) {
    if (err instanceof Berhenti) return terpilih ?? [];
    if (err instanceof BerkasTidakValid) throw err;
    throw new BerkasTidakValid('Berkas .xlsx tidak dapat dibaca. Buka di Excel, simpan ulang sebagai .xlsx, lalu coba lagi');
  }
  return terpilih ?? [];
}

// ------------------------------------------------------------------ csv

/** One CSV record (a line, or a quoted cell over several lines): every column at its longest. */
const MAKS_BARIS_CSV = LIMIT.kolom * LIMIT.teksSel;

/** How much of the file the CSV parser is handed at a time (it answers each piece's records at once). */
const POTONGAN_CSV = 4 * 1024;

/**
 * UTF-8 (with or without BOM) or, when the bytes are not valid UTF-8, Windows-1252 (a file saved by
 * Excel as "CSV"). Checked over the bytes without decoding them (isUtf8), then decoded piece by piece:
 * no second copy of the whole file, and the parser never receives more than a piece at once.
 */
function kodeCsv(bytes: Buffer): 'utf-8' | 'windows-1252' {
  return isUtf8(bytes) ? 'utf-8' : 'windows-1252';
}

function* potonganCsv(bytes: Buffer, kode: string): Generator<string> {
  // ignoreBOM false: a UTF-8 BOM is dropped by the decoder.
  const decoder = new TextDecoder(kode, { ignoreBOM: false });
  for (let i = 0; i < bytes.length; i += POTONGAN_CSV) {
    const teks = decoder.decode(bytes.subarray(i, i + POTONGAN_CSV), { stream: true });
    if (teks !== '') yield teks;
  }
  const sisa = decoder.decode();
  if (sisa !== '') yield sisa;
}

/** The separator of the first line, outside quotes: ';' (Indonesian Excel), tab, or ','. */
export function pemisahCsv(teks: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of teks.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch] = (counts[ch] ?? 0) + 1;
  }
  const [best] = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/**
 * The rows of a CSV, read as a stream: the parser gets the text a piece at a time and waits while
 * the rows read are being looked at (backpressure), so every limit is met as the file is read and
 * memory holds one piece of records at a time. An empty line counts as a line scanned (a file of
 * nothing but line breaks is refused after LIMIT.barisDipindai), and one record (a line, or a quoted
 * cell running over many lines) is at most LIMIT.kolom * LIMIT.teksSel characters.
 */
async function bacaCsv(bytes: Buffer): Promise<BarisBerkas[]> {
  const kode = kodeCsv(bytes);
  const awal = new TextDecoder(kode, { ignoreBOM: false }).decode(bytes.subarray(0, 64 * 1024));
  const parser = parseCsv({
    delimiter: pemisahCsv(awal),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAKS_BARIS_CSV,
  });
  const sumber = Readable.from(potonganCsv(bytes, kode), { objectMode: true });
  sumber.pipe(parser);
  const baris: BarisBerkas[] = [];
  let nomor = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      nomor++;
      if (nomor > LIMIT.barisDipindai) throw new BerkasTidakValid(terlaluBanyakBaris());
      // The stream hands records over in microtasks: other requests get their turn every thousand.
      if (nomor % 1000 === 0) await beriGiliran();
      if (record.length > LIMIT.kolom) throw new BerkasTidakValid(terlaluBanyakKolom());
      // An empty line (or one of empty cells) is counted and dropped before anything is made of it.
      if (record.every((c) => c.trim() === '')) continue;
      const sel = record.map(selCsv);
      if (sel.every(kosong)) continue;
      baris.push({ nomor, sel });
      if (baris.length > LIMIT.baris + 1) throw new BerkasTidakValid(terlaluBanyakBaris());
    }
  } catch (err) {
    if (err instanceof BerkasTidakValid) throw err;
    if ((err as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw new BerkasTidakValid(`Baris ${nomor + 1} berkas CSV terlalu panjang (lebih dari ${ribuan(MAKS_BARIS_CSV)} karakter): periksa tanda kutip dan pemisah kolomnya`);
    }
    throw new BerkasTidakValid(`Berkas CSV tidak dapat dibaca di baris ${nomor + 1}: periksa tanda kutip dan pemisah kolomnya`);
  } finally {
    sumber.unpipe(parser);
    sumber.destroy();
    parser.destroy();
  }
  return baris;
}

/**
 * A CSV cell: the way this product's own CSV keeps a NIK as text (="3507...") is read back as the
 * digits, and so is the apostrophe Excel users type before one; a value starting with '=' otherwise is
 * a formula.
 */
function selCsv(raw: string): Sel {
  const text = raw.trim();
  if (text === '') return null;
  const wrapped = /^="([0-9]{1,20})"$/.exec(text);
  if (wrapped) return wrapped[1] as string;
  if (/^'[0-9]{1,20}$/.test(text)) return text.slice(1);
  if (text.startsWith('=')) return { rumus: true };
  // Our CSV neutralises a leading + - @ with an apostrophe: read back as written.
  if (/^'[+\-@]/.test(text)) return text.slice(1);
  return text;
}

function kosong(s: Sel): boolean {
  return s === null || (typeof s === 'string' && s.trim() === '');
}

const ribuan = (n: number) => n.toLocaleString('id-ID');
const terlaluBanyakBaris = () => `Berkas memiliki lebih dari ${ribuan(LIMIT.baris)} baris data. Bagi menjadi beberapa berkas lalu impor satu per satu`;
const terlaluBanyakKolom = () => `Berkas memiliki lebih dari ${LIMIT.kolom} kolom. Hapus kolom yang tidak dipakai lalu coba lagi`;
