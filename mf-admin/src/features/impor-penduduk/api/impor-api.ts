// Impor Data Penduduk (tag `impor` of openapi.yaml, docs/impor.md): the template, the dry run that
// writes nothing, the import itself (all or nothing) and its progress. A village's Super Admin.
// The file travels as it is (no form encoding): its bytes are the body, its type says which kind.
import { api, callApi, saveBlob, type components } from '@sid/openapi';

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
function berkasBody(file: File) {
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

/** POST /api/impor/penduduk/periksa: the dry run (writes nothing). */
export function periksaImpor(file: File, signal?: AbortSignal) {
  return callApi(api.POST('/api/impor/penduduk/periksa', { ...berkasBody(file), signal }));
}

/** POST /api/impor/penduduk: starts the import (202, status 'berjalan'). */
export function startImpor(file: File) {
  return callApi(api.POST('/api/impor/penduduk', berkasBody(file)));
}

/** GET /api/impor/penduduk/{id}: how far the import is, and how it ended. */
export function getImpor(id: string, signal?: AbortSignal) {
  return callApi(api.GET('/api/impor/penduduk/{id}', { params: { path: { id } }, signal }));
}

/** GET /api/impor/penduduk/terakhir: the village's running import (else its last one kept), or null. */
export function getImporTerakhir(signal?: AbortSignal) {
  return callApi(api.GET('/api/impor/penduduk/terakhir', { signal }));
}

const TEMPLAT = 'templat_impor_penduduk.xlsx';

/** The name in Content-Disposition (`filename*=UTF-8''…` first, then `filename="…"`), without folders. */
export function namaDariHeader(header: string | null): string | undefined {
  if (!header) return undefined;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/**
 * GET /api/impor/penduduk/templat with the session's token (a plain link would carry none), saved
 * under the name the server gives.
 */
export async function downloadTemplatImpor(): Promise<{ message: string }> {
  const call = api.GET('/api/impor/penduduk/templat', { parseAs: 'blob' });
  const blob = (await callApi(call)) as unknown as Blob;
  const { response } = await call;
  const fileName = namaDariHeader(response.headers.get('content-disposition')) ?? TEMPLAT;
  saveBlob(blob, fileName);
  return { message: `Templat ${fileName} diunduh` };
}
