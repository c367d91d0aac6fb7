// A standalone village's export (issue 38, docs/adr/0023-ekspor-gabung-desa.md): the .sid file its Super
// Admin downloads ('Ekspor untuk Bergabung ke Kabupaten') or `npm run ekspor-desa` writes. It travels as it
// is (no form encoding), its bytes the body, the join key the header x-kunci-gabung.

/** The server's limit on an export (openapi.yaml, BerkasEksporDesa). */
export const BATAS_EKSPOR_MB = 512;
export const BATAS_EKSPOR = BATAS_EKSPOR_MB * 1024 * 1024;
export const OCTET_STREAM = 'application/octet-stream';
/** What the file chooser offers. */
export const ACCEPT_EKSPOR = '.sid';

/** What is wrong with a chosen file before sending it (the server checks its contents), or null. */
export function masalahBerkasEkspor(file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return 'Pilih berkas ekspor desa (.sid) yang diserahkan desa';
  if (!file.name.toLowerCase().endsWith('.sid')) return 'Pilih berkas ekspor desa berakhiran .sid';
  if (file.size > BATAS_EKSPOR) return `Berkas terlalu besar: paling besar ${BATAS_EKSPOR_MB} MB.`;
  return null;
}

/** The request of both the dry run and the join: the file as the body, the key in its header, the target. */
export function kirimEkspor(file: File, kunci: string, desaId: string | null, signal?: AbortSignal) {
  return {
    params: { header: { 'x-kunci-gabung': kunci }, query: desaId ? { desa_id: desaId } : {} },
    // The generated body type says `string` (binary): the File goes as it is.
    body: file as unknown as string,
    // Sent as it is: openapi-fetch would otherwise write it as JSON.
    bodySerializer: (raw: unknown) => raw as BodyInit,
    headers: { 'Content-Type': OCTET_STREAM },
    ...(signal ? { signal } : {}),
  };
}
