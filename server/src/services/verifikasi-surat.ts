/**
 * The public check of an issued letter (issue 36): by its QR token or the short code beside it, no
 * sign-in. Only the kind, number, date, village, signer and the masked name; revoked or replaced said
 * plainly; an unknown token gets "Surat tidak ditemukan" and nothing else. The lookup runs on the
 * owner's connection (no village is known before the token is), reading these columns only.
 */
import type { DbOrTx } from '../db/client.js';
import type { Schemas } from '../contract.js';
import { suratDariToken } from '../data/surat.js';
import { notFound } from '../lib/errors.js';
import { normalKodeVerifikasi, samarkanNama } from '@sid/openapi/domain/surat';

export const SURAT_VERIFIKASI_TIDAK_DITEMUKAN = 'Surat tidak ditemukan';

const KETERANGAN: Record<Schemas['StatusSurat'], string> = {
  berlaku: 'Surat ini sah dan tercatat di buku agenda surat keluar desa.',
  dicabut: 'Surat ini telah DICABUT oleh pemerintah desa dan tidak berlaku lagi.',
  diganti: 'Surat ini telah DIGANTI dengan surat lain dan tidak berlaku lagi.',
};

export async function verifikasiSurat(db: DbOrTx, masukan: string): Promise<Schemas['VerifikasiSurat']> {
  const token = /^[A-Za-z0-9_-]{22}$/.test(masukan) ? masukan : null;
  const kode = normalKodeVerifikasi(masukan);
  const row = token || kode ? await suratDariToken(db, token, kode) : undefined;
  if (!row) throw notFound(SURAT_VERIFIKASI_TIDAK_DITEMUKAN);
  return {
    status: row.status,
    keterangan: KETERANGAN[row.status],
    jenis: row.judul,
    nomor: row.nomor,
    tanggal: row.tanggal,
    desa: row.namaDesa,
    penandatangan: { nama: row.pejabatNama, jabatan: row.pejabatJabatan },
    nama: samarkanNama(row.namaPenduduk),
  };
}
