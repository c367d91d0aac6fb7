/**
 * Births. The parents' rules (the shared domain's words, ORANG_TUA_MESSAGES): two different people,
 * the father a man and the mother a woman by their resident record (a parent must be a registered
 * resident: 404 otherwise), and the baby's own NIK is neither parent's. The sex digits of a NIK are
 * not read (docs/decisions.md).
 */
import { ORANG_TUA_MESSAGES } from '@sid/openapi/domain';
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  deleteKelahiranRow,
  insertKelahiran,
  KELAHIRAN_CSV,
  KELAHIRAN_TIDAK_DITEMUKAN,
  kelahiranCsv,
  listKelahiran,
  loadKelahiran,
  lockKelahiran,
  updateKelahiranRow,
  type KelahiranDto,
  type KelahiranFields,
  type KelahiranSort,
} from '../data/kelahiran.js';
import { findPendudukByNik } from '../data/penduduk.js';
import type { DbOrTx } from '../db/client.js';
import { logActivity, type Actor } from '../lib/activity-log.js';
import { tanggalNamaBerkas, type CsvExport } from '../lib/csv.js';
import { badRequest, notFound } from '../lib/errors.js';
import { foundOr404 } from '../lib/ids.js';
import type { PageQuery } from '../lib/paging.js';

/** The baby's NIK (when sent) is not a parent's. */
function checkNikBayi(nik: string | undefined, nikAyah: string | undefined, nikIbu: string | undefined): void {
  if (nik === undefined) return;
  if (nik === nikAyah) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaAyah);
  if (nik === nikIbu) throw badRequest(ORANG_TUA_MESSAGES.nikBayiSamaIbu);
}

export function kelahiranService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;

  const list = (q: PageQuery<KelahiranSort> & { q?: string | undefined }): Promise<{ rows: KelahiranDto[]; total: number }> => listKelahiran(db, desaId, q);

  function csv(q: PageQuery<KelahiranSort>): CsvExport {
    return { fileName: `data_kelahiran_${tanggalNamaBerkas(config.timeZone)}.csv`, header: KELAHIRAN_CSV.header, lines: kelahiranCsv(db, desaId, q.sort, q.order) };
  }

  const get = (id: string): Promise<KelahiranDto> => foundOr404(id, KELAHIRAN_TIDAK_DITEMUKAN, (id) => loadKelahiran(db, desaId, id));
  const lockOr404 = (tx: DbOrTx, id: string) => foundOr404(id, KELAHIRAN_TIDAK_DITEMUKAN, (id) => lockKelahiran(tx, desaId, id));

  /** The parents are found by NIK (404 'Data ayah tidak ditemukan' / 'Data ibu tidak ditemukan'). */
  async function create(body: Schemas['KelahiranCreateInput'], actor: Actor): Promise<KelahiranDto> {
    const { nik_ayah, nik_ibu, ...fields } = body;
    // Checked before any lookup: the same NIK cannot be both parents, registered or not.
    if (nik_ayah === nik_ibu) throw badRequest(ORANG_TUA_MESSAGES.nikSama);
    checkNikBayi(fields.nik, nik_ayah, nik_ibu);
    return db.transaction(async (tx) => {
      const ayah = await findPendudukByNik(tx, desaId, nik_ayah);
      if (!ayah) throw notFound('Data ayah tidak ditemukan');
      if (ayah.jenisKelamin !== 'Laki laki') throw badRequest(ORANG_TUA_MESSAGES.ayahBukanLakiLaki);
      const ibu = await findPendudukByNik(tx, desaId, nik_ibu);
      if (!ibu) throw notFound('Data ibu tidak ditemukan');
      if (ibu.jenisKelamin !== 'Perempuan') throw badRequest(ORANG_TUA_MESSAGES.ibuBukanPerempuan);
      const id = await insertKelahiran(tx, fields, { desaId, ayahId: ayah.id, ibuId: ibu.id });
      const created = (await loadKelahiran(tx, desaId, id)) as KelahiranDto;
      await logActivity(tx, actor, { activityName: `Menambahkan data kelahiran ${created.nama ?? ''}`, entity: 'kelahiran', entityId: id, after: created });
      return created;
    });
  }

  /** The fields sent (the parents stay; the baby's NIK is still not theirs). */
  async function update(id: string, body: KelahiranFields, actor: Actor): Promise<KelahiranDto> {
    return db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKelahiran(tx, desaId, row.id);
      checkNikBayi(body.nik, before?.data_ayah?.nik, before?.data_ibu?.nik);
      await updateKelahiranRow(tx, row.id, body);
      const after = (await loadKelahiran(tx, desaId, row.id)) as KelahiranDto;
      await logActivity(tx, actor, { activityName: `Memperbarui data kelahiran ${after.nama ?? ''}`, entity: 'kelahiran', entityId: row.id, before, after });
      return after;
    });
  }

  /** With its signer (cascade), logged first. */
  async function remove(id: string, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await lockOr404(tx, id);
      const before = await loadKelahiran(tx, desaId, row.id);
      await logActivity(tx, actor, { activityName: `Menghapus data kelahiran ${row.nama}`, entity: 'kelahiran', entityId: row.id, before });
      await deleteKelahiranRow(tx, row.id);
    });
  }

  return { list, csv, get, create, update, remove };
}
