/**
 * The import template (templat_impor_penduduk.xlsx): the sheet 'Penduduk' with the columns in order,
 * one example row and a frozen header, each header's note saying what to write; NIK and No. KK columns
 * formatted as text so Excel keeps all 16 digits; each choice column restricted to its list on the
 * sheet 'Pilihan' (Pekerjaan suggests its list and takes other text too).
 */
import type ExcelJS from 'exceljs';
import { excelJs } from '../lib/exceljs.js';
import { KOLOM_TEMPLAT } from './kolom.js';

export const NAMA_TEMPLAT = 'templat_impor_penduduk.xlsx';
/** Rows the lists and formats reach (the import's limit, with the header). */
const BARIS_TERAKHIR = 50_001;

const hurufKolom = (i: number): string => {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
};

export async function buatTemplat(): Promise<Buffer> {
  const wb = new (excelJs().Workbook)();
  wb.creator = 'Sistem Kependudukan Desa';
  const ws = wb.addWorksheet('Penduduk', { views: [{ state: 'frozen', ySplit: 1 }] });
  const pilihan = wb.addWorksheet('Pilihan');

  ws.columns = KOLOM_TEMPLAT.map((k) => ({
    header: k.judul,
    key: k.kolom,
    width: Math.min(45, Math.max(k.judul.length, k.contoh.length, ...(k.pilihan ?? []).map((p) => p.length)) + 3),
    style:
      k.kolom === 'nik' || k.kolom === 'no_kk' || k.kolom === 'nik_ayah' || k.kolom === 'nik_ibu'
        ? { numFmt: '@' }
        : k.kolom === 'tanggal_lahir' || k.kolom === 'tanggal_perkawinan'
          ? { numFmt: 'dd-mm-yyyy' }
          : {},
  }));
  const header = ws.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0E8' } };
  KOLOM_TEMPLAT.forEach((k, i) => {
    header.getCell(i + 1).note = k.keterangan;
  });
  ws.addRow(
    Object.fromEntries(
      KOLOM_TEMPLAT.map((k) => [k.kolom, k.kolom === 'tanggal_lahir' ? new Date(Date.UTC(1980, 4, 15)) : k.contoh]),
    ),
  );

  let p = 0;
  KOLOM_TEMPLAT.forEach((k, i) => {
    if (!k.pilihan) return;
    const kol = hurufKolom(p++);
    pilihan.getCell(`${kol}1`).value = k.judul;
    pilihan.getCell(`${kol}1`).font = { bold: true };
    k.pilihan.forEach((v, j) => {
      pilihan.getCell(`${kol}${j + 2}`).value = v;
    });
    pilihan.getColumn(kol).width = Math.min(45, Math.max(k.judul.length, ...k.pilihan.map((v) => v.length)) + 2);
    const target = hurufKolom(i);
    // A range's rule in one entry (ExcelJS has it at run time; its typings lack the property).
    (ws as unknown as { dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void } }).dataValidations.add(`${target}2:${target}${BARIS_TERAKHIR}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`Pilihan!$${kol}$2:$${kol}$${k.pilihan.length + 1}`],
      showErrorMessage: !k.pilihanTerbuka,
      errorStyle: 'stop',
      errorTitle: k.judul,
      error: `Pilih ${k.judul} dari daftar`,
    });
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
