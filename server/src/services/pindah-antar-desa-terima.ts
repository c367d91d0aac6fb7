/**
 * B accepts a move from A (issue 38), all or nothing in B's request transaction, after locking the move
 * row (a cancel by A at the same moment waits for it, or wins and this answers 409):
 *  1. A's side, as A (asDesaLainIn: the only step that writes the other village, with ids from the move
 *     row, never from the request): A's people, still active, become moved out on a moved-out record
 *     with its statement naming B (A's ledger: 'pindah'); an entry in A's activity log.
 *  2. B's side: a new incoming card with A's No. KK (or B's card `kk_id`), the people created from A's
 *     snapshot as incoming residents (B's ledger: 'datang'; the active-NIK rule holds, A's records being
 *     moved out one statement earlier), the documents' copies as B's files and entry documents.
 * Observers see before or after: the NIK is never active twice, nor nowhere.
 */
import { hariIniDi } from '@sid/openapi/domain/lahir';
import type { FastifyBaseLogger } from 'fastify';
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { insertFileRow } from '../data/files.js';
import { insertKartuKeluarga, KK_TIDAK_DITEMUKAN, lockKartuKeluarga } from '../data/kartu-keluarga.js';
import { appendAnggota, insertRecord } from '../data/penduduk-keluar.js';
import { insertKeteranganKeluar } from '../data/keterangan-keluar.js';
import { insertKeteranganMasuk } from '../data/penduduk-masuk.js';
import { insertPenduduk, lockPendudukByIds, setStatusPenduduk } from '../data/penduduk.js';
import { lockPindah, PINDAH_TIDAK_DITEMUKAN, updatePindah, type PindahRow } from '../data/pindah-antar-desa.js';
import { findRt } from '../data/wilayah-desa.js';
import type { Tx } from '../db/client.js';
import { asDesaLainIn } from '../db/village-scope.js';
import { namaDesa } from '../domain/pindah-antar-desa.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { pastikanDikirim, pindahDto, type PindahDto } from './pindah-antar-desa.js';

/** A's side of the acceptance, run as A: the people out, a moved-out record with its statement. Returns the record's id. */
async function keluarkanDiAsal(tx: Tx, r: PindahRow, actor: Actor): Promise<string> {
  const asal = r.desaAsalId;
  const k = r.kiriman;
  await lockKartuKeluarga(tx, asal, r.kkAsalId);
  const people = await lockPendudukByIds(tx, asal, r.anggotaAsal);
  const byId = new Map(people.map((p) => [p.id, p]));
  const members = r.anggotaAsal.map((id) => byId.get(id));
  for (const p of members) {
    if (!p || (p.statusPenduduk !== '' && p.statusPenduduk !== 'penduduk_masuk')) {
      throw conflict('TRANSITION_REFUSED', `Penduduk ${p?.namaLengkap ?? ''} sudah tidak aktif di ${namaDesa(k.desaAsal)}: minta desa asal membatalkan pindah ini`.replace('  ', ' '));
    }
  }
  const record = await insertRecord(tx, asal, r.kkAsalId);
  await appendAnggota(tx, record.id, members.map((p) => ({ id: p!.id, sebelumnya: p!.statusPenduduk as '' | 'penduduk_masuk' })));
  await setStatusPenduduk(tx, r.anggotaAsal, 'penduduk_keluar');
  await insertKeteranganKeluar(tx, record.id, {
    nomorSurat: k.nomorSurat || null,
    alamatPindah: `${namaDesa(k.desaTujuan)}, Kecamatan ${k.desaTujuan.kecamatan}`,
    alasanPindah: k.alasanPindah,
    pengikut: members.length - 1,
    meninggalkanDesaPada: r.tanggalPindah,
    catatan: k.catatan,
  });
  await logActivity(tx, { ...actor, desaId: asal, name: `${actor.name} (${namaDesa(k.desaTujuan)})` }, {
    activityName: `Pindah KK ${k.noKk} (${members.length} orang) diterima di ${namaDesa(k.desaTujuan)}`,
    entity: 'pindah_antar_desa',
    entityId: r.id,
    after: { status: 'diterima', penduduk_keluar: record.id },
  });
  return record.id;
}

export function terimaPindahAntarDesaService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function terima(id: string, body: Schemas['TerimaPindahInput'], actor: Actor, log: FastifyBaseLogger): Promise<PindahDto> {
    idOr404(id, PINDAH_TIDAK_DITEMUKAN);
    if (body.kk_id !== undefined) idOr404(body.kk_id, KK_TIDAK_DITEMUKAN);
    void log;
    return db.transaction(async (tx) => {
      const r = await lockPindah(tx, desaId, id);
      if (!r || r.desaTujuanId !== desaId) throw notFound(PINDAH_TIDAK_DITEMUKAN);
      pastikanDikirim(r);
      const k = r.kiriman;
      // B's card first (a refusal here changes nothing on either side).
      let kk;
      if (body.kk_id !== undefined) {
        kk = await lockKartuKeluarga(tx, desaId, body.kk_id);
        if (!kk) throw notFound(KK_TIDAK_DITEMUKAN);
      } else {
        const rtId = body.rt_id ?? null;
        if (rtId !== null && !(await findRt(tx, desaId, rtId))) throw badRequest('rt_id: RT tidak ditemukan di desa ini');
        // Issue 40: a family received from another village arrives the day it is received.
        kk = await insertKartuKeluarga(tx, { desaId, noKk: k.noKk, dataMasuk: true, rtId, alamat: body.alamat?.trim() ?? '', tanggalDatang: hariIniDi(ctx.config.timeZone) }).catch((err: unknown) => {
          const code = (err as { code?: string }).code ?? (err as { cause?: { code?: string } }).cause?.code;
          if (code === '23505') throw conflict('NO_KK_TAKEN', `Nomor KK ${k.noKk} sudah terdaftar di desa ini: pilih kartu keluarga itu untuk bergabung`);
          throw err;
        });
      }
      const pendudukKeluarId = await asDesaLainIn(tx, r.desaAsalId, desaId, (asA) => keluarkanDiAsal(asA, r, actor));
      const ids: string[] = [];
      for (const o of k.anggota) {
        // The snapshot holds A's stored values (already checked there): the columns as they were.
        const row = await insertPenduduk(tx, { ...(o as unknown as Parameters<typeof insertPenduduk>[1]), alamatAsal: k.alamatAsal, desaId, kkId: kk.id, statusPenduduk: 'penduduk_masuk' });
        ids.push(row.id);
      }
      const fileIds = new Map<string, string>();
      for (const d of k.dokumen) fileIds.set(d.jenis, await insertFileRow(tx, { storedName: d.storedName, mime: d.mime, size: d.size, ext: '', buffer: Buffer.alloc(0) }, desaId, actor.id));
      const fotoKk = fileIds.get('foto_kk');
      const fotoSurat = fileIds.get('foto_surat_masuk');
      if (fotoKk && fotoSurat && kk.dataMasuk && !kk.dataLengkap) await insertKeteranganMasuk(tx, { kkId: kk.id, fotoKkId: fotoKk, fotoSuratMasukId: fotoSurat });
      const done = await updatePindah(tx, r.id, { status: 'diterima', pendudukKeluarId, kkTujuanId: kk.id, anggotaTujuan: ids, diputusOlehNama: actor.name, diputusPada: new Date() });
      await logActivity(tx, actor, {
        activityName: `Menerima kedatangan KK ${k.noKk} (${ids.length} orang) pindahan dari ${namaDesa(k.desaAsal)}`,
        entity: 'pindah_antar_desa',
        entityId: r.id,
        after: { status: 'diterima', kartu_keluarga: kk.id, penduduk: ids },
      });
      return pindahDto(done, desaId);
    });
  }

  return { terima };
}
