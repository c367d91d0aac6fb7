/**
 * Residents: their public shape (the contract's Penduduk), loading by id, locks and writes. Lists,
 * searches and the CSV are in penduduk-list.ts. The member count of a card and its first member follow
 * from these writes by themselves (database triggers, migration 0005).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kartuKeluarga, kematian, penduduk, pendudukKeluarAnggota } from '../db/schema.js';
import type { StatusPenduduk } from '../domain/status-penduduk.js';
import { inOrderOf, rowsOf } from './paging.js';
import { conflict } from '../lib/errors.js';
import { samaDesa } from './sama-desa.js';
import { nilaiLahir } from '../domain/lahir.js';
import { nilaiKk, perluDokumenWna, type KolomKk, type OpsiKk } from '../domain/data-kk.js';
import { withArea } from './wilayah-desa.js';
import { pendudukSelection, toPendudukDto, type PendudukJoined } from './penduduk-bentuk.js';

export type PendudukRow = typeof penduduk.$inferSelect;
export type PendudukDto = Schemas['Penduduk'];
/** The member fields of a create or update body (never the status, the card or the links). */
export type PendudukFields = Schemas['PendudukUpdateInput'];

export const PENDUDUK_TIDAK_DITEMUKAN = 'Data penduduk tidak ditemukan';

/**
 * The order of a card's members (anggota_keluarga, its CSV, the whole-family move, and which member
 * is its "first member" in the card list): by family position (anggota_urutan(), the contract's enum
 * order, the head first), then by when they were added. Takes the table alias.
 */
export function anggotaOrder(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`anggota_urutan(${a}.posisi_dalam_keluarga), ${a}.created_at, ${a}.id`;
}


function selectPenduduk(db: DbOrTx) {
  const q = db
    .select(pendudukSelection)
    .from(penduduk)
    .innerJoin(kartuKeluarga, samaDesa(eq(kartuKeluarga.id, penduduk.kkId), kartuKeluarga.desaId, penduduk.desaId));
  return withArea(q, penduduk.wilayahRtId, penduduk.desaId)
    .leftJoin(kematian, samaDesa(eq(kematian.pendudukId, penduduk.id), kematian.desaId, penduduk.desaId))
    .leftJoin(pendudukKeluarAnggota, samaDesa(eq(pendudukKeluarAnggota.pendudukId, penduduk.id), pendudukKeluarAnggota.desaId, penduduk.desaId));
}

/** Residents by id, in the order of `ids` (unknown ids are skipped). */
export async function loadPendudukByIds(db: DbOrTx, desaId: string, ids: string[]): Promise<PendudukDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectPenduduk(db).where(and(eq(penduduk.desaId, desaId), inArray(penduduk.id, ids)));
  return inOrderOf(ids, new Map(rows.map((r) => [r.p.id, toPendudukDto(r as PendudukJoined)])));
}

export async function findPenduduk(db: DbOrTx, desaId: string, id: string): Promise<PendudukDto | undefined> {
  return (await loadPendudukByIds(db, desaId, [id]))[0];
}

/** The members of each card, in anggotaOrder. */
export async function loadAnggotaKeluarga(db: DbOrTx, desaId: string, kkIds: string[]): Promise<Map<string, PendudukDto[]>> {
  const out = new Map<string, PendudukDto[]>(kkIds.map((id) => [id, []]));
  if (kkIds.length === 0) return out;
  const rows = await selectPenduduk(db)
    .where(and(eq(penduduk.desaId, desaId), inArray(penduduk.kkId, kkIds)))
    .orderBy(penduduk.kkId, anggotaOrder('"penduduk"'));
  for (const r of rows) out.get(r.p.kkId)?.push(toPendudukDto(r as PendudukJoined));
  return out;
}

/** A resident of this village by NIK, whatever their status (a parent may since have died or moved). */
export async function findPendudukByNik(db: DbOrTx, desaId: string, nik: string): Promise<{ id: string; jenisKelamin: string } | undefined> {
  const [row] = await db
    .select({ id: penduduk.id, jenisKelamin: penduduk.jenisKelamin })
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), eq(penduduk.nik, nik)))
    .limit(1);
  return row;
}

// ------------------------------------------------------------------ locks

/** Locks the row until the transaction ends; every status change starts here (after the card's lock). */
export async function lockPenduduk(tx: DbOrTx, desaId: string, id: string): Promise<PendudukRow | undefined> {
  const [row] = await tx
    .select()
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), eq(penduduk.id, id)))
    .for('update');
  return row;
}

/** Locks several residents, in id order (two transactions never wait on each other crosswise). */
export async function lockPendudukByIds(tx: DbOrTx, desaId: string, ids: string[]): Promise<PendudukRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), inArray(penduduk.id, ids)))
    .orderBy(asc(penduduk.id))
    .for('update');
}

/** Locks the members of a card, in family order (the head first). */
export async function lockAnggotaKeluarga(tx: DbOrTx, desaId: string, kkId: string) {
  return tx
    .select({ id: penduduk.id, namaLengkap: penduduk.namaLengkap, status: penduduk.statusPenduduk })
    .from(penduduk)
    .where(and(eq(penduduk.desaId, desaId), eq(penduduk.kkId, kkId)))
    .orderBy(anggotaOrder('"penduduk"'))
    .for('update');
}

// ------------------------------------------------------------------ writes

/**
 * Body fields -> columns. Text is trimmed; the contract has already checked formats and enums. The
 * birth fields as domain/lahir.ts reads them (400 when there are none); `perluLama`: the record's
 * keys left to complete before this save. The KK columns as domain/data-kk.ts takes them: over
 * `tersimpan`, the stored record on an update (a column left out is kept).
 */
export function pendudukValues(body: PendudukFields, perluLama: readonly string[] = [], tersimpan?: KolomKk, opsi: OpsiKk = {}) {
  const lahir = nilaiLahir(body, perluLama);
  const kk = nilaiKk(body, lahir.tanggalLahir, tersimpan, opsi);
  return {
    nik: body.nik,
    namaLengkap: body.nama_lengkap.trim(),
    jenisKelamin: body.jenis_kelamin,
    ...lahir,
    perluDilengkapi: perluDokumenWna(lahir.perluDilengkapi, kk),
    ...kk,
    agama: body.agama,
    statusPerkawinan: body.status_perkawinan,
    pekerjaan: body.pekerjaan.trim(),
    pendidikanTerakhir: body.pendidikan_terakhir,
    posisiDalamKeluarga: body.posisi_dalam_keluarga,
    alamatAsal: body.alamat_asal.trim(),
  };
}

/**
 * A NIK is active (alive or incoming) in at most one village of the regency. The other villages' rows
 * are behind the policies, so the check asks sid_desa_nik_aktif() (migration 0006), which answers only
 * the other village's name; penduduk_nik_aktif_uq decides a race between two villages.
 */
async function refuseNikActiveElsewhere(tx: DbOrTx, nik: string): Promise<void> {
  const [row] = rowsOf<{ desa: string | null }>(await tx.execute(sql`select sid_desa_nik_aktif(${nik}) as desa`));
  if (row?.desa) throw conflict('NIK_TAKEN', `NIK sudah terdaftar sebagai penduduk aktif di Desa ${row.desa}`);
}

/** A member's own address here when they live apart (issue 35; services/penduduk-alamat.ts); absent: unchanged. */
export type AlamatSendiri = { rtId?: string | null; alamat?: string };

export async function insertPenduduk(
  tx: DbOrTx,
  values: ReturnType<typeof pendudukValues> & AlamatSendiri & { desaId: string; kkId: string; statusPenduduk: StatusPenduduk },
): Promise<PendudukRow> {
  if (values.statusPenduduk === '' || values.statusPenduduk === 'penduduk_masuk') await refuseNikActiveElsewhere(tx, values.nik);
  const [row] = await tx.insert(penduduk).values(values).returning();
  return row as PendudukRow;
}

export async function updatePendudukRow(tx: DbOrTx, id: string, values: ReturnType<typeof pendudukValues> & AlamatSendiri): Promise<void> {
  // Only an active record claims its NIK: a moved-out or deceased one may be corrected freely.
  const [current] = await tx.select({ status: penduduk.statusPenduduk }).from(penduduk).where(eq(penduduk.id, id));
  if (current && (current.status === '' || current.status === 'penduduk_masuk')) await refuseNikActiveElsewhere(tx, values.nik);
  await tx
    .update(penduduk)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(penduduk.id, id));
}

export async function deletePendudukRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(penduduk).where(eq(penduduk.id, id));
}

/**
 * Sets the status of people after the state machine allowed it, keeping the status each one had
 * (status_sebelumnya = the old value, in the same statement), so a cancel can restore it.
 */
export async function setStatusPenduduk(tx: DbOrTx, ids: string[], status: StatusPenduduk): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(penduduk)
    .set({ statusPenduduk: status, statusSebelumnya: sql`${penduduk.statusPenduduk}`, updatedAt: sql`now()` })
    .where(inArray(penduduk.id, ids));
}
