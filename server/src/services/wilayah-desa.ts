/**
 * The village's areas (issue 35): the tree every staff member reads, and the Super Admin's changes (the
 * contract's roles): add, rename, merge one into another of its kind, delete one no card or person
 * uses. Each change is one transaction, written to the activity log.
 */
import type { VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import {
  anakWilayah,
  bacaWilayah,
  hapusWilayah,
  jumlahPerRt,
  kunciWilayah,
  pindahkanAnak,
  pindahkanPemakaiRt,
  rtDi,
  rtDipakai,
  tambahWilayah,
  tulisUlangAlamatDi,
  ubahWilayah,
  type WilayahRow,
} from '../data/wilayah-desa.js';
import type { DbOrTx } from '../db/client.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { INDUK_TINGKAT_WILAYAH, LABEL_TINGKAT_WILAYAH, masalahNamaWilayah, nomorWilayah, parseNomorWilayah, type TingkatWilayah } from '@sid/openapi/domain';

const TIDAK_DITEMUKAN = 'Wilayah tidak ditemukan';
const INDUK_TIDAK_DITEMUKAN: Record<'rw' | 'rt', string> = { rw: 'Dusun tidak ditemukan', rt: 'RW tidak ditemukan' };

type Item = Schemas['WilayahDesaItem'];

/** How an area is named in answers and in the log: "Dusun Krajan", "RW 005", "RT 002". */
const namaWilayah = (area: WilayahRow) => (area.tingkat === 'dusun' ? String(area.nama) : nomorWilayah(area.nomor ?? 0));
const sebutan = (area: WilayahRow) => `${LABEL_TINGKAT_WILAYAH[area.tingkat]} ${namaWilayah(area)}`;
const itemOf = (area: WilayahRow): Item => ({ _id: area.id, tingkat: area.tingkat, nama: namaWilayah(area), induk_id: area.indukId });

/** The name or number typed, checked for the level (400 naming the field), as stored. */
function namaAtauNomor(tingkat: TingkatWilayah, text: string): { nama: string; nomor: number | null } {
  const masalah = masalahNamaWilayah(tingkat, text);
  if (masalah) throw badRequest(masalah);
  return tingkat === 'dusun' ? { nama: text.trim().replace(/\s+/g, ' '), nomor: null } : { nama: '', nomor: parseNomorWilayah(text) };
}

export function wilayahDesaService(ctx: VillageContext) {
  const { db, desaId } = ctx;

  async function tree(): Promise<Schemas['WilayahDesa']> {
    const [rows, jumlah] = await Promise.all([bacaWilayah(db, desaId), jumlahPerRt(db, desaId)]);
    const nol = { kk: 0, penduduk: 0 };
    const rtOf = new Map<string, Schemas['WilayahRt'][]>();
    for (const t of rows.rt) {
      const n = jumlah.get(t.id) ?? nol;
      rtOf.set(t.rwId, [...(rtOf.get(t.rwId) ?? []), { _id: t.id, nomor: nomorWilayah(t.nomor), jumlah_kk: n.kk, jumlah_penduduk: n.penduduk }]);
    }
    const sum = (items: Array<{ jumlah_kk: number; jumlah_penduduk: number }>) => ({
      jumlah_kk: items.reduce((s, x) => s + x.jumlah_kk, 0),
      jumlah_penduduk: items.reduce((s, x) => s + x.jumlah_penduduk, 0),
    });
    const rwOf = new Map<string, Schemas['WilayahRw'][]>();
    for (const w of rows.rw) {
      const rts = rtOf.get(w.id) ?? [];
      rwOf.set(w.dusunId, [...(rwOf.get(w.dusunId) ?? []), { _id: w.id, nomor: nomorWilayah(w.nomor), ...sum(rts), rt: rts }]);
    }
    return { dusun: rows.dusun.map((d) => ({ _id: d.id, nama: d.nama, ...sum(rwOf.get(d.id) ?? []), rw: rwOf.get(d.id) ?? [] })) };
  }

  async function create(body: Schemas['WilayahDesaInput'], actor: Actor): Promise<Item> {
    const { nama, nomor } = namaAtauNomor(body.tingkat, body.nama);
    const tingkatInduk = INDUK_TINGKAT_WILAYAH[body.tingkat];
    return db.transaction(async (tx) => {
      let indukId: string | null = null;
      if (tingkatInduk) {
        const missing = INDUK_TIDAK_DITEMUKAN[body.tingkat as 'rw' | 'rt'];
        if (!body.induk_id) throw badRequest(`induk_id wajib diisi: pilih ${LABEL_TINGKAT_WILAYAH[tingkatInduk]} tempat ${LABEL_TINGKAT_WILAYAH[body.tingkat]} ini`);
        const induk = await kunciWilayah(tx, desaId, idOr404(body.induk_id, missing));
        if (!induk || induk.tingkat !== tingkatInduk) throw notFound(missing);
        indukId = induk.id;
      } else if (body.induk_id) {
        throw badRequest('induk_id tidak boleh diisi untuk dusun');
      }
      const area = await tambahWilayah(tx, desaId, body.tingkat, indukId, nama, nomor);
      await logActivity(tx, actor, { activityName: `Menambahkan ${sebutan(area)}`, entity: 'wilayah_desa', entityId: area.id, after: itemOf(area) });
      return itemOf(area);
    });
  }

  async function update(id: string, body: Schemas['WilayahDesaUbahInput'], actor: Actor): Promise<Item> {
    idOr404(id, TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const before = await kunciWilayah(tx, desaId, id);
      if (!before) throw notFound(TIDAK_DITEMUKAN);
      const { nama, nomor } = namaAtauNomor(before.tingkat, body.nama);
      const after = await ubahWilayah(tx, before, nama, nomor);
      await tulisUlangAlamatDi(tx, desaId, await rtDi(tx, after));
      await logActivity(tx, actor, { activityName: `Mengubah ${sebutan(before)} menjadi ${sebutan(after)}`, entity: 'wilayah_desa', entityId: id, before: itemOf(before), after: itemOf(after) });
      return itemOf(after);
    });
  }

  /** Refused (409 DATA_MASIH_DIPAKAI) while a card or a person has their address there or under it. */
  async function remove(id: string, actor: Actor): Promise<void> {
    idOr404(id, TIDAK_DITEMUKAN);
    await db.transaction(async (tx) => {
      const area = await kunciWilayah(tx, desaId, id);
      if (!area) throw notFound(TIDAK_DITEMUKAN);
      if (await rtDipakai(tx, await rtDi(tx, area))) {
        throw conflict('DATA_MASIH_DIPAKAI', `${sebutan(area)} tidak dapat dihapus karena masih dipakai sebagai alamat kartu keluarga atau penduduk. Gabungkan ke wilayah lain terlebih dahulu.`);
      }
      await hapusWilayah(tx, area);
      await logActivity(tx, actor, { activityName: `Menghapus ${sebutan(area)}`, entity: 'wilayah_desa', entityId: id, before: itemOf(area) });
    });
  }

  /** Everything under `id` goes to `keId` (children of a number already there merged in turn), then `id` is deleted. */
  async function gabung(id: string, body: Schemas['WilayahDesaGabungInput'], actor: Actor): Promise<Item> {
    idOr404(id, TIDAK_DITEMUKAN);
    return db.transaction(async (tx) => {
      const dari = await kunciWilayah(tx, desaId, id);
      if (!dari) throw notFound(TIDAK_DITEMUKAN);
      const ke = await kunciWilayah(tx, desaId, idOr404(body.ke_id, 'Wilayah tujuan tidak ditemukan'));
      if (!ke) throw notFound('Wilayah tujuan tidak ditemukan');
      if (ke.id === dari.id) throw badRequest('ke_id: wilayah tidak dapat digabung ke dirinya sendiri');
      if (ke.tingkat !== dari.tingkat) throw badRequest(`ke_id: ${sebutan(dari)} hanya dapat digabung ke ${LABEL_TINGKAT_WILAYAH[dari.tingkat]} lain`);
      await gabungkan(tx, dari, ke);
      await tulisUlangAlamatDi(tx, desaId, await rtDi(tx, ke));
      await logActivity(tx, actor, { activityName: `Menggabungkan ${sebutan(dari)} ke ${sebutan(ke)}`, entity: 'wilayah_desa', entityId: ke.id, before: itemOf(dari), after: itemOf(ke) });
      return itemOf(ke);
    });
  }

  return { tree, create, update, remove, gabung };
}

/** Merges `dari` into `ke` (same level) and deletes `dari`. */
async function gabungkan(tx: DbOrTx, dari: WilayahRow, ke: WilayahRow): Promise<void> {
  if (dari.tingkat === 'rt') {
    await pindahkanPemakaiRt(tx, dari.id, ke.id);
  } else {
    const tingkatAnak = dari.tingkat === 'dusun' ? 'rw' : 'rt';
    const ada = new Map((await anakWilayah(tx, ke)).map((a) => [a.nomor, a.id]));
    for (const anak of await anakWilayah(tx, dari)) {
      const sama = ada.get(anak.nomor);
      const row = (anakId: string): WilayahRow => ({ id: anakId, tingkat: tingkatAnak, nama: null, nomor: anak.nomor, indukId: null });
      if (sama) await gabungkan(tx, row(anak.id), row(sama));
      else await pindahkanAnak(tx, tingkatAnak, anak.id, ke.id);
    }
  }
  await hapusWilayah(tx, dari);
}
