/**
 * What a delete of Data Terhapus takes with it (docs/adr/0012-data-terhapus.md): the lines the delete
 * dialog shows and the entry keeps, and the rule of roles: an Admin deletes only what nothing else
 * depends on (a parent of a birth, someone in a moved-out record, a death record); a Super Admin all.
 */
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { adaArsip, adaPenandatangan, dampakAnggota, type DampakAnggota } from '../data/data-terhapus.js';
import { KELAHIRAN_TIDAK_DITEMUKAN, loadKelahiran } from '../data/kelahiran.js';
import { KEMATIAN_TIDAK_DITEMUKAN, loadKematian } from '../data/kematian.js';
import { findPenduduk } from '../data/penduduk.js';
import type { DbOrTx } from '../db/client.js';
import type { Actor } from '../data/activity-log.js';
import { conflict, notFound } from '../lib/errors.js';
import { foundOr404, isUuid } from '../lib/ids.js';

export type DampakHapus = Schemas['DampakHapus'];

export const ANGGOTA_TIDAK_DITEMUKAN = 'Anggota keluarga tidak ditemukan pada kartu keluarga ini';

const dipakaiPesan = (dipakai: string[]) =>
  `Data ini masih dipakai oleh data lain (${dipakai.join(', ')}). Hanya Super Admin yang dapat menghapusnya.`;

/** Only a Super Admin deletes what others depend on. */
export const bolehMenghapus = (actor: Actor, dipakai: string[]): boolean => dipakai.length === 0 || actor.role !== 'Admin';

/** The dampak answer for the caller's role. */
export function dampakUntuk(actor: Actor, ikutTerhapus: string[], dipakai: string[]): DampakHapus {
  return bolehMenghapus(actor, dipakai)
    ? { dapat_dihapus: true, ikut_terhapus: ikutTerhapus }
    : { dapat_dihapus: false, pesan: dipakaiPesan(dipakai), ikut_terhapus: ikutTerhapus };
}

/** 409 DATA_MASIH_DIPAKAI for an Admin's delete of what others depend on. */
export function pastikanBolehMenghapus(actor: Actor, dipakai: string[]): void {
  if (!bolehMenghapus(actor, dipakai)) throw conflict('DATA_MASIH_DIPAKAI', dipakaiPesan(dipakai));
}

/** What deleting a member takes with it (lines) and what makes it a Super Admin's delete (dipakai). */
export function dampakAnggotaBaris(d: DampakAnggota): { ikutTerhapus: string[]; dipakai: string[] } {
  const ikutTerhapus: string[] = [];
  const dipakai: string[] = [];
  if (d.kematian) {
    ikutTerhapus.push(d.kematian.adaArsip ? 'Data kematian beserta arsipnya' : 'Data kematian');
    dipakai.push('data kematian');
  }
  if (d.keluar) {
    if (d.keluar.jumlah <= 1) ikutTerhapus.push('Data penduduk keluar beserta surat keterangannya');
    else if (d.keluar.urutan === 0) ikutTerhapus.push('Sebagai pengusul pada data penduduk keluar (pengikut berikutnya menjadi pengusul)');
    else ikutTerhapus.push('Sebagai pengikut pada data penduduk keluar (dilepas)');
    dipakai.push(d.keluar.urutan === 0 ? 'pengusul pada data penduduk keluar' : 'data penduduk keluar');
  }
  for (const k of d.kelahiran) {
    const nama = k.nama.trim() || 'tanpa nama';
    ikutTerhapus.push(`Sebagai ${k.sebagai} pada data kelahiran ${nama} (dilepas)`);
    dipakai.push(`${k.sebagai} pada data kelahiran ${nama}`);
  }
  if (d.kartu.terakhir) {
    ikutTerhapus.push(`Kartu keluarga ${d.kartu.noKk} (anggota terakhir)${d.kartu.adaDokumenMasuk ? ' beserta dokumen masuknya' : ''}`);
  }
  return { ikutTerhapus, dipakai };
}

export async function dampakKelahiranBaris(db: DbOrTx, id: string): Promise<string[]> {
  return (await adaPenandatangan(db, 'kelahiran_id', id)) ? ['Penanda tangan surat kelahiran'] : [];
}

export async function dampakKematianBaris(db: DbOrTx, id: string, namaPemilik: string): Promise<string[]> {
  const lines: string[] = [];
  if (await adaArsip(db, id)) lines.push('Arsip kematian');
  if (await adaPenandatangan(db, 'kematian_id', id)) lines.push('Penanda tangan surat kematian');
  lines.push(`Status ${namaPemilik} dikembalikan seperti sebelum kematian dicatat`);
  return lines;
}


export function dampakHapusService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  /** Deleting member `idPenduduk` of card `idKK`. */
  async function anggota(idPenduduk: string, idKK: string, actor: Actor): Promise<DampakHapus> {
    const person = isUuid(idPenduduk) && isUuid(idKK) ? await findPenduduk(db, desaId, idPenduduk) : undefined;
    if (!person || person.keluarga_dari._id !== idKK) throw notFound(ANGGOTA_TIDAK_DITEMUKAN);
    const { ikutTerhapus, dipakai } = dampakAnggotaBaris(await dampakAnggota(db, idPenduduk, idKK));
    return dampakUntuk(actor, ikutTerhapus, dipakai);
  }

  /** Deleting a birth: nothing depends on it (its signer goes with it). */
  async function kelahiran(id: string, actor: Actor): Promise<DampakHapus> {
    const row = await foundOr404(id, KELAHIRAN_TIDAK_DITEMUKAN, (id) => loadKelahiran(db, desaId, id));
    return dampakUntuk(actor, await dampakKelahiranBaris(db, row._id), []);
  }

  /** Deleting a death: nothing depends on it (its archive and signer go with it; the status comes back). */
  async function kematian(id: string, actor: Actor): Promise<DampakHapus> {
    const row = await foundOr404(id, KEMATIAN_TIDAK_DITEMUKAN, (id) => loadKematian(db, desaId, id));
    return dampakUntuk(actor, await dampakKematianBaris(db, row._id, row.pemilik_data.nama_lengkap), []);
  }

  return { anggota, kelahiran, kematian };
}
