/**
 * Residents: their public shape (the contract's Penduduk), loading by id, locks and writes. Lists,
 * searches and the CSV are in penduduk-list.ts. The member count of a card and its first member follow
 * from these writes by themselves (database triggers, migration 0005).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract.js';
import type { DbOrTx } from '../db/client.js';
import { kartuKeluarga, kelahiran, kematian, penduduk, pendudukKeluarAnggota } from '../db/schema.js';
import type { StatusPenduduk } from '../domain/status-penduduk.js';
import { inOrderOf, rowsOf } from './paging.js';
import { conflict } from '../lib/errors.js';
import { samaDesa } from './sama-desa.js';
import { alamatDesaDto, areaKolom, withArea, type AreaRow } from './wilayah-desa.js';

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

/**
 * The resident's columns the contract shows: not the sort keys and flags the database keeps for the
 * lists (sort_*, anggota_pertama, kartu_masuk), which were a third of the cells a page of members
 * handed out and parsed (issue 15).
 */
const pendudukKolom = {
  id: penduduk.id,
  kkId: penduduk.kkId,
  nik: penduduk.nik,
  namaLengkap: penduduk.namaLengkap,
  tempatTanggalLahir: penduduk.tempatTanggalLahir,
  umur: penduduk.umur,
  alamatAsal: penduduk.alamatAsal,
  agama: penduduk.agama,
  pekerjaan: penduduk.pekerjaan,
  pendidikanTerakhir: penduduk.pendidikanTerakhir,
  statusPerkawinan: penduduk.statusPerkawinan,
  jenisKelamin: penduduk.jenisKelamin,
  posisiDalamKeluarga: penduduk.posisiDalamKeluarga,
  statusPenduduk: penduduk.statusPenduduk,
  createdAt: penduduk.createdAt,
  updatedAt: penduduk.updatedAt,
};

/** A resident with its card number and the ids of what links to it (one query for any number of rows). */
const pendudukSelection = {
  p: pendudukKolom,
  noKk: kartuKeluarga.noKk,
  // Where the person lives (issue 35): their own RT and text when they live apart, else their card's.
  area: areaKolom,
  rtSendiri: penduduk.rtId,
  alamatSendiri: penduduk.alamat,
  alamatKartu: kartuKeluarga.alamat,
  kartuMasuk: kartuKeluarga.dataMasuk,
  dataKematian: kematian.id,
  dataPendudukKeluar: pendudukKeluarAnggota.pendudukKeluarId,
  // The resident's own birth record, found by NIK (a newborn's record may have been made before).
  dataKelahiran: sql<string | null>`(select ${kelahiran.id} from ${kelahiran}
    where ${kelahiran.nik} = ${penduduk.nik} and ${kelahiran.desaId} = ${penduduk.desaId}
    order by ${kelahiran.createdAt} desc limit 1)`,
};

interface PendudukJoined {
  p: Pick<PendudukRow, keyof typeof pendudukKolom>;
  noKk: string;
  area: AreaRow | null;
  rtSendiri: string | null;
  alamatSendiri: string;
  alamatKartu: string;
  kartuMasuk: boolean;
  dataKematian: string | null;
  dataPendudukKeluar: string | null;
  dataKelahiran: string | null;
}

type S = Schemas;

/** Row -> the contract's Penduduk. The enum columns hold what the contract validated on the way in. */
export function toPendudukDto(r: PendudukJoined): PendudukDto {
  const { p } = r;
  const terpisah = r.rtSendiri !== null;
  const alamatDesa = alamatDesaDto(r.area, terpisah ? r.alamatSendiri : r.alamatKartu);
  return {
    _id: p.id,
    nik: p.nik,
    nama_lengkap: p.namaLengkap,
    tempat_tanggal_lahir: p.tempatTanggalLahir,
    umur: p.umur,
    // The spec's one address: where a resident of an ordinary card lives once it has an RT here (derived);
    // an incoming family's origin stays as typed (issue 35).
    alamat_asal: !r.kartuMasuk && alamatDesa.rt_id !== null ? alamatDesa.teks : p.alamatAsal,
    agama: p.agama as S['Agama'],
    pekerjaan: p.pekerjaan,
    pendidikan_terakhir: p.pendidikanTerakhir as S['PendidikanTerakhir'],
    status_perkawinan: p.statusPerkawinan as S['StatusPerkawinan'],
    jenis_kelamin: p.jenisKelamin as S['JenisKelamin'],
    posisi_dalam_keluarga: p.posisiDalamKeluarga as S['PosisiDalamKeluarga'],
    status_penduduk: p.statusPenduduk,
    keluarga_dari: { _id: p.kkId, no_kk: r.noKk },
    alamat_desa: alamatDesa,
    tinggal_terpisah: terpisah,
    data_kelahiran: r.dataKelahiran ?? null,
    data_kematian: r.dataKematian ?? null,
    data_penduduk_keluar: r.dataPendudukKeluar ?? null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
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

/** Body fields -> columns. Text is trimmed; the contract has already checked formats and enums. */
export function pendudukValues(body: PendudukFields) {
  return {
    nik: body.nik,
    namaLengkap: body.nama_lengkap.trim(),
    jenisKelamin: body.jenis_kelamin,
    tempatTanggalLahir: body.tempat_tanggal_lahir.trim(),
    umur: body.umur.trim(),
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

export async function insertPenduduk(
  tx: DbOrTx,
  values: ReturnType<typeof pendudukValues> & { desaId: string; kkId: string; statusPenduduk: StatusPenduduk },
): Promise<PendudukRow> {
  if (values.statusPenduduk === '' || values.statusPenduduk === 'penduduk_masuk') await refuseNikActiveElsewhere(tx, values.nik);
  const [row] = await tx.insert(penduduk).values(values).returning();
  return row as PendudukRow;
}

export async function updatePendudukRow(tx: DbOrTx, id: string, values: ReturnType<typeof pendudukValues>): Promise<void> {
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
