// Impor Data Penduduk (tag `impor` of openapi.yaml, docs/impor.md): what the calls of this folder share,
// the file an import sends (its limits, its kind, its body) and the contract's types of an import.
// The file travels as it is (no form encoding): its bytes are the body, its type says which kind.
import type { components } from '@sid/openapi';

export type RingkasanImpor = components['schemas']['RingkasanImpor'];
export type MasalahImpor = components['schemas']['MasalahImpor'];
export type ImporPenduduk = components['schemas']['ImporPenduduk'];

/** The server's limits (docs/impor.md): said on the page and checked before a file is sent. */
export const BATAS_UKURAN_MB = 20;
export const BATAS_UKURAN = BATAS_UKURAN_MB * 1024 * 1024;
export const BATAS_BARIS = 50_000;
/** The server lists at most this many errors and as many warnings. */
export const BATAS_DAFTAR = 1000;
/** How often an import's progress is asked while it runs. */
export const POLL_MS = 700;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv';
/** What the file chooser offers. */
export const ACCEPT = `.xlsx,.csv,${XLSX},${CSV}`;
export const PESAN_JENIS_BERKAS = 'Pilih berkas .xlsx atau .csv';
export const PESAN_TERLALU_BESAR = `Berkas terlalu besar: paling besar ${BATAS_UKURAN_MB} MB.`;

/** The body's Content-Type by the file's extension; null for anything but .xlsx and .csv. */
export function jenisBerkas(file: Pick<File, 'name'>): typeof XLSX | typeof CSV | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX;
  if (name.endsWith('.csv')) return CSV;
  return null;
}

/** What is wrong with a chosen file before it is sent, or null when it may go. */
export function masalahBerkas(file: Pick<File, 'name' | 'size'>): string | null {
  if (!jenisBerkas(file)) return PESAN_JENIS_BERKAS;
  if (file.size > BATAS_UKURAN) return PESAN_TERLALU_BESAR;
  return null;
}

/** '1.234' / '50.000': a count as the clerk writes it. */
export function angka(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export { ukuranBerkas } from '@sid/ui/pilih-berkas';

/** The file's bytes as the body, with its type (the generated body type says `string`: binary). */
export function berkasBody(file: File) {
  const type = jenisBerkas(file);
  if (!type) throw new Error(PESAN_JENIS_BERKAS);
  return {
    params: { query: { nama_berkas: file.name } },
    body: file as unknown as string,
    // Sent as it is: openapi-fetch would otherwise write it as JSON.
    bodySerializer: (body: unknown) => body as BodyInit,
    headers: { 'Content-Type': type },
  };
}
