/**
 * Letter kinds (issue 36): the regency publishes them (data, not code) and every village reads them; a
 * village's Super Admin may change a kind's wording and go back to the regency's. Unknown placeholders
 * are refused when a text is saved (masalahTeksSurat of @sid/openapi/domain), never printed.
 */
import type { KabupatenContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { hapusTeksDesa, satuJenis, semuaJenis, simpanJenis, simpanTeksDesa, teksDesa, type JenisRow } from '../data/surat-jenis.js';
import { logActivity, logKabupatenActivity, type Actor } from '../data/activity-log.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { masalahDefinisiIsian, masalahTeksSurat, placeholderJenisSurat } from '@sid/openapi/domain/surat';

export const JENIS_TIDAK_DITEMUKAN = 'Jenis surat tidak ditemukan';

type JenisSurat = Schemas['JenisSurat'];

/** A kind as a village sees it (its own wording when it has one). */
export function jenisDto(row: JenisRow, isiDesa?: string): JenisSurat {
  return {
    _id: row.id,
    judul: row.judul,
    kode_klasifikasi: row.kodeKlasifikasi,
    data_penduduk: row.dataPenduduk,
    isian: row.isian,
    isi: isiDesa ?? row.isi,
    isi_kabupaten: row.isi,
    teks_desa: isiDesa !== undefined,
    placeholder: placeholderJenisSurat(row),
    sumber: row.sumber ?? null,
    urutan: row.urutan,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The text `isi` checked for kind `jenis` (400 naming the first unknown placeholder). */
function periksaTeks(jenis: Pick<JenisRow, 'isian' | 'sumber'>, isi: string): string {
  const masalah = masalahTeksSurat(isi, placeholderJenisSurat(jenis));
  if (masalah) throw badRequest(`isi: ${masalah}`);
  return isi.trim();
}

export function jenisSuratDesaService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function daftar(): Promise<JenisSurat[]> {
    const [rows, teks] = await Promise.all([semuaJenis(db), teksDesa(db, desaId)]);
    return rows.map((r) => jenisDto(r, teks.get(r.id)));
  }

  async function satu(id: string): Promise<JenisRow> {
    const row = await satuJenis(db, id);
    if (!row) throw notFound(JENIS_TIDAK_DITEMUKAN);
    return row;
  }

  async function simpanTeks(id: string, body: Schemas['TeksJenisSuratInput'], actor: Actor): Promise<JenisSurat> {
    const row = await satu(id);
    const isi = periksaTeks(row, body.isi);
    const sebelum = (await teksDesa(db, desaId)).get(id) ?? row.isi;
    await simpanTeksDesa(db, desaId, id, isi);
    await logActivity(db, actor, { activityName: `Mengubah teks ${row.judul}`, entity: 'surat_jenis_desa', entityId: id, before: { jenis_id: id, isi: sebelum }, after: { jenis_id: id, isi } });
    return jenisDto(row, isi);
  }

  async function resetTeks(id: string, actor: Actor): Promise<JenisSurat> {
    const row = await satu(id);
    const sebelum = (await teksDesa(db, desaId)).get(id);
    if (await hapusTeksDesa(db, desaId, id)) {
      await logActivity(db, actor, { activityName: `Mengembalikan teks ${row.judul} ke teks kabupaten`, entity: 'surat_jenis_desa', entityId: id, before: { jenis_id: id, isi: sebelum }, after: { jenis_id: id, isi: row.isi } });
    }
    return jenisDto(row);
  }

  return { daftar, satu, simpanTeks, resetTeks };
}

export function jenisSuratKabupatenService(ctx: KabupatenContext) {
  const { db } = ctx;

  const daftar = async (): Promise<JenisSurat[]> => (await semuaJenis(db)).map((r) => jenisDto(r));

  /** A new kind for every village (409 when the id is taken). */
  async function buat(body: Schemas['JenisSuratBaruInput'], actor: Actor): Promise<JenisSurat> {
    const { _id: id, ...rest } = body;
    if (await satuJenis(db, id)) throw conflict('CONFLICT', 'Jenis surat dengan kode itu sudah ada; ubah jenis surat itu untuk menerbitkan perubahannya');
    return simpan(id, rest, actor, undefined);
  }

  /** Replaces kind `id` for every village (a village's own wording stays its own). */
  async function terbitkan(id: string, body: Schemas['JenisSuratInput'], actor: Actor): Promise<JenisSurat> {
    const sebelum = await satuJenis(db, id);
    if (!sebelum) throw notFound(JENIS_TIDAK_DITEMUKAN);
    return simpan(id, body, actor, sebelum);
  }

  async function simpan(id: string, body: Schemas['JenisSuratInput'], actor: Actor, sebelum: JenisRow | undefined): Promise<JenisSurat> {
    const isian = body.isian.map((i) => ({ ...i, label: i.label.trim() }));
    const masalah = masalahDefinisiIsian(isian);
    if (masalah) throw badRequest(`isian: ${masalah}`);
    const sumber = body.sumber ?? null;
    const isi = periksaTeks({ isian, sumber }, body.isi);
    const row = await simpanJenis(db, {
      id,
      judul: body.judul.trim(),
      kodeKlasifikasi: body.kode_klasifikasi.trim(),
      sumber,
      dataPenduduk: body.data_penduduk,
      isian,
      isi,
      urutan: body.urutan ?? sebelum?.urutan ?? 1000,
    });
    await logKabupatenActivity(db, actor, {
      activityName: `${sebelum ? 'Memperbarui' : 'Menerbitkan'} jenis surat ${row.judul}`,
      entity: 'surat_jenis',
      entityId: id,
      before: sebelum ? jenisDto(sebelum) : null,
      after: jenisDto(row),
    });
    return jenisDto(row);
  }

  return { daftar, buat, terbitkan };
}
