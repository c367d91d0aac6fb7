/**
 * The KK columns of an import row (issue 35): parents, blood type, date of marriage, citizenship with
 * a WNA's documents, disability. Every column is optional (a spreadsheet made before has none of them
 * and is read as before); a cell that is there is held to the same rules as the forms' and the API's
 * (kesalahanDataKk of @sid/openapi/domain), so a row the API would refuse is a row's error here; only a
 * WNA's missing documents are a warning (the row imported, listed as "perlu dilengkapi").
 * OpenSID's coded columns (golongan_darah_id, warganegara_id, cacat_id) follow the KK form's order.
 */
import { DISABILITAS, disabilitasDari, GOLONGAN_DARAH, golonganDarahDari, kesalahanDataKk, KEWARGANEGARAAN, type FieldDataKk } from '@sid/openapi/domain';
import type { Schemas } from '../contract.js';
import type { Sel } from './berkas.js';
import { JUDUL, normal, type Kolom } from './kolom.js';
import type { DaftarMasalah } from './masalah.js';
import { tanggal } from './nilai.js';

type Body = Schemas['PendudukCreateInput'];
export type KolomKkImpor = Pick<Body, 'nama_ayah' | 'nik_ayah' | 'nama_ibu' | 'nik_ibu' | 'golongan_darah' | 'tanggal_perkawinan' | 'kewarganegaraan' | 'no_paspor' | 'no_kitas_kitap' | 'disabilitas'>;

export interface BacaKolomKk {
  /** The row's cell of a column with the file's header, undefined when the file has no such column. */
  sel: (kolom: Kolom) => { nilai: Sel; judul: string } | undefined;
  masalah: DaftarMasalah;
  baris: number;
  /** An OpenSID file: numbers are codes. */
  kode: boolean;
  orang: { nik: string; status_perkawinan: string; tanggal_lahir?: string | undefined };
}

const teks = (s: Sel | undefined): string => (s === null || s === undefined || typeof s === 'object' ? '' : String(s).trim().replace(/\s+/g, ' '));
const kosong = (v: string) => v === '' || v === '-';

/** OpenSID's code n (1-based) of a list, or undefined. */
const dariKode = <T>(list: readonly T[], v: string): T | undefined => (/^[0-9]{1,2}$/.test(v) ? list[Number(v) - 1] : undefined);

/** The row's KK columns as body fields (only those the file has and fills), or undefined after an error. */
export function bacaKolomKk({ sel, masalah, baris, kode, orang }: BacaKolomKk): KolomKkImpor | undefined {
  const sebelum = masalah.jumlahKesalahan;
  const out: KolomKkImpor = {};
  const judul = (k: Kolom) => sel(k)?.judul ?? JUDUL[k];
  const nilai = (k: Kolom) => teks(sel(k)?.nilai);
  const bukanPilihan = (k: Kolom, v: string) =>
    masalah.salah(baris, judul(k), 'TIDAK_ADA_DI_PILIHAN', `${judul(k)} "${v.slice(0, 40)}" tidak ada di daftar pilihan (lihat lembar Pilihan pada templat)`);

  for (const k of ['nama_ayah', 'nama_ibu'] as const) {
    const v = nilai(k);
    if (!kosong(v)) out[k] = v;
  }
  for (const k of ['nik_ayah', 'nik_ibu', 'no_paspor', 'no_kitas_kitap'] as const) {
    const v = nilai(k).replace(k.startsWith('nik') ? /[\s.-]/g : /^-$/, '');
    if (v !== '') out[k] = v;
  }
  const darah = nilai('golongan_darah');
  if (darah !== '') {
    const g = (kode ? dariKode(GOLONGAN_DARAH, darah) : undefined) ?? golonganDarahDari(darah);
    if (g) out.golongan_darah = g;
    else bukanPilihan('golongan_darah', darah);
  }
  const warga = nilai('kewarganegaraan');
  if (!kosong(warga)) {
    const w = (kode ? dariKode(KEWARGANEGARAAN, warga) : undefined) ?? KEWARGANEGARAAN.find((x) => normal(x) === normal(warga));
    if (w) out.kewarganegaraan = w;
    else bukanPilihan('kewarganegaraan', warga);
  }
  const cacat = nilai('disabilitas');
  // OpenSID's 7 is "Tidak Cacat".
  if (!kosong(cacat) && !(kode && cacat === '7') && normal(cacat) !== 'tidakada' && normal(cacat) !== 'tidakcacat') {
    const d = (kode ? dariKode(DISABILITAS, cacat) : undefined) ?? disabilitasDari(cacat);
    if (d) out.disabilitas = d;
    else bukanPilihan('disabilitas', cacat);
  }
  const kawin = sel('tanggal_perkawinan');
  if (kawin && !(typeof kawin.nilai === 'string' && kosong(kawin.nilai.trim())) && kawin.nilai !== null) {
    const t = tanggal(kawin.nilai);
    if (t === undefined) masalah.salah(baris, kawin.judul, 'FORMAT_TIDAK_VALID', `${kawin.judul} bukan tanggal yang valid (tulis HH-BB-TTTT, misalnya 15-05-2005)`);
    else out.tanggal_perkawinan = t;
  }
  if (masalah.jumlahKesalahan > sebelum) return undefined;
  for (const s of kesalahanDataKk({ ...orang, ...out })) {
    // A WNA without passport or KITAS/KITAP (issue 35): imported, listed on "Data perlu dilengkapi"
    // (data/penduduk.ts pendudukValues with wnaTanpaDokumen), a warning here rather than a row's error.
    if (out.kewarganegaraan === 'WNA' && (s.field === 'no_paspor' || s.field === 'no_kitas_kitap')) {
      masalah.peringatkan(baris, judul(s.field), 'WAJIB_DIISI', `${s.pesan}: baris tetap diimpor dan dicantumkan di Data perlu dilengkapi`);
      continue;
    }
    masalah.salah(baris, judul(s.field as FieldDataKk), 'FORMAT_TIDAK_VALID', s.pesan);
  }
  return masalah.jumlahKesalahan > sebelum ? undefined : out;
}
