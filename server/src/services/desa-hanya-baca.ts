/**
 * A standalone village left read-only after its export to join the regency (issue 38, migration 0040,
 * docs/adr/0023-ekspor-gabung-desa.md): its Super Admin turns it on (with the regency server's address,
 * where the staff sign in now, if the Admin Kabupaten gave it) and off again. While it is on, every write
 * of the village's staff is refused (plugins/hanya-baca.ts) but the few `x-boleh-hanya-baca` ones, this
 * among them. Both ways are in the village's activity log.
 */
import { periksaAlamatKabupaten } from '@sid/openapi/domain';
import type { Actor, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { logActivity } from '../data/activity-log.js';
import { bacaHanyaBaca, simpanHanyaBaca, type HanyaBacaRow } from '../data/desa-hanya-baca.js';
import { badRequest } from '../lib/errors.js';

export type HanyaBacaDto = Schemas['HanyaBaca'];

const dto = (row: HanyaBacaRow | undefined): HanyaBacaDto => ({
  hanya_baca: row?.hanyaBaca ?? false,
  alamat_kabupaten: row?.alamatKabupaten ?? null,
  diubah_oleh: row?.diubahOleh ?? null,
  diubah_pada: row ? row.diubahPada.toISOString() : null,
});

/** The village's setting as its own scope reads it (no row: writable). */
export async function hanyaBacaDesa(db: DbOrTx, desaId: string): Promise<HanyaBacaDto> {
  return dto(await bacaHanyaBaca(db, desaId));
}

export function desaHanyaBacaService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  /** Turns it on or off; the same setting again changes and logs nothing. */
  async function atur(body: Schemas['HanyaBacaInput'], actor: Actor): Promise<{ data: HanyaBacaDto; pesan: string }> {
    const alamat = body.hanya_baca ? (body.alamat_kabupaten ?? '').trim() || null : null;
    const salah = periksaAlamatKabupaten(alamat);
    if (salah) throw badRequest(salah);
    const lama = await bacaHanyaBaca(db, desaId, true);
    const sebelum = dto(lama);
    if (sebelum.hanya_baca === body.hanya_baca && (!body.hanya_baca || sebelum.alamat_kabupaten === alamat)) {
      return { data: sebelum, pesan: body.hanya_baca ? 'Desa ini sudah hanya-baca' : 'Desa ini sudah dapat diubah' };
    }
    const sesudah = dto(await simpanHanyaBaca(db, { desaId, hanyaBaca: body.hanya_baca, alamatKabupaten: alamat, diubahOleh: actor.name }));
    await logActivity(db, actor, {
      activityName: body.hanya_baca
        ? `Menjadikan desa hanya-baca (data sudah dipindahkan ke server kabupaten${alamat ? `: ${alamat}` : ''})`
        : 'Membuka kembali desa untuk perubahan data (hanya-baca dimatikan)',
      entity: 'desa_hanya_baca',
      entityId: desaId,
      before: sebelum,
      after: sesudah,
    });
    return {
      data: sesudah,
      pesan: body.hanya_baca ? 'Desa ini sekarang hanya-baca: perubahan data ditolak sampai hanya-baca dimatikan' : 'Hanya-baca dimatikan: data desa ini dapat diubah lagi',
    };
  }

  return { get: () => hanyaBacaDesa(db, desaId), atur };
}
