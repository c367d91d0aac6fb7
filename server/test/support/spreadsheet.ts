/** Spreadsheets for the import tests: workbooks through ExcelJS, and hand-made zips for hostile files. */
import zlib, { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The template's headers, in order. */
export const HEADER = ['No. KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Status Perkawinan', 'Pekerjaan', 'Pendidikan Terakhir', 'Kedudukan dalam Keluarga', 'Alamat', 'Umur'];

export type Cell = string | number | Date | { formula: string } | null;

/** A workbook with one sheet 'Penduduk': the header then the rows. NIK/No. KK stay strings. */
export async function xlsx(rows: Cell[][], header: string[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Penduduk');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A CSV of the header and rows, with `sep` and CRLF, every field quoted. */
export function csv(rows: Array<Array<string | null>>, header: string[] = HEADER, sep = ','): string {
  const q = (v: string | null) => `"${(v ?? '').replace(/"/g, '""')}"`;
  return [header, ...rows].map((r) => r.map(q).join(sep)).join('\r\n') + '\r\n';
}

// ------------------------------------------------------------------ a zip by hand

interface Entry {
  name: string;
  data: Buffer;
  /** Declared uncompressed size, when it should lie. */
  declaredSize?: number;
  /** Already deflated bytes (with their true size and CRC). */
  deflated?: { bytes: Buffer; size: number; crc: number };
}

/** A zip (deflate) of the entries, as an .xlsx is. */
export function zip(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const bytes = e.deflated?.bytes ?? deflateRawSync(e.data);
    const crc = e.deflated?.crc ?? zlib.crc32(e.data);
    const size = e.declaredSize ?? e.deflated?.size ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, bytes);
    centrals.push(central, name);
    offset += 30 + name.length + bytes.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** The smallest workbook Excel opens: one sheet whose XML is `sheetData` (inside <sheetData>). */
export function minimalXlsx(sheetData: string | Entry): Buffer {
  const x = (s: string) => Buffer.from(s);
  const sheet: Entry =
    typeof sheetData === 'string'
      ? { name: 'xl/worksheets/sheet1.xml', data: x(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`) }
      : sheetData;
  return zip([
    { name: '[Content_Types].xml', data: x('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>') },
    { name: '_rels/.rels', data: x('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>') },
    { name: 'xl/workbook.xml', data: x('<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Penduduk" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', data: x('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>') },
    sheet,
  ]);
}

/**
 * `size` bytes of zeros deflated, never all in memory: each megabyte is deflated on its own and
 * sync-flushed (blocks without the final bit, byte-aligned, no reference back), then one final empty
 * block ends the stream, which is a valid raw deflate stream of the whole.
 */
export function deflatedZeros(size: number): { bytes: Buffer; size: number; crc: number } {
  const chunk = Buffer.alloc(1024 * 1024);
  const once = zlib.deflateRawSync(chunk, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const parts: Buffer[] = [];
  let crc = 0;
  for (let done = 0; done < size; done += chunk.length) {
    const n = Math.min(chunk.length, size - done);
    crc = zlib.crc32(chunk.subarray(0, n), crc);
    parts.push(n === chunk.length ? once : zlib.deflateRawSync(chunk.subarray(0, n), { finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  }
  parts.push(zlib.deflateRawSync(Buffer.alloc(0)));
  return { bytes: Buffer.concat(parts), size, crc };
}
