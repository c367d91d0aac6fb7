/**
 * Two villages of one regency, each with a record of every kind made through the API (the fuzz
 * fixtures: families, incoming documents, moves with statements, births, deaths with archives,
 * signers, a deleted member kept in Data Terhapus, users, sign-ins, a regency's action): for the isolation tests (isolation-*.test.ts).
 */
import { tambahBulan } from '@sid/openapi/domain';
import { todayIn } from '../../src/lib/validation.js';
import { simpanTitikBulan } from '../../src/data/peristiwa.js';
import { sql } from 'drizzle-orm';
import { Fixtures, type Shared } from './fuzz/fixtures.js';
import { Prng } from './fuzz/prng.js';
import type { TestApp } from './app.js';

export interface VillageData {
  desaId: string;
  token: string;
  fx: Fixtures;
  shared: Shared;
}

export async function village(t: TestApp, desaId: string, token: string, username: string, password: string, seed: number): Promise<VillageData> {
  const fx = new Fixtures(t, token, new Prng(seed));
  const forged = await fx.tokens(token);
  const loginUser = await fx.user('Admin');
  const shared: Shared = {
    family: await fx.family(),
    incoming: await fx.family({ masuk: true }),
    moved: await fx.movedOut(),
    archive: await fx.archive(),
    birth: await fx.birth(),
    superId: forged.superId,
    adminId: forged.adminId,
    loginUser,
    superCredentials: { username, password },
    desa: { id: desaId, superAdminId: forged.superId },
  };
  await fx.incomingDocs();
  await fx.statement();
  await fx.signature();
  // The village's areas (issue 35): a dusun with an RW and an RT.
  await fx.wilayah();
  // Layanan Surat (issue 36): its setting, a format, an official, the village's wording and a letter.
  await fx.suratLengkap();
  // A member deleted with a reason: an entry of Data Terhapus and the rows it keeps.
  await fx.dataTerhapus();
  // One of the regency's actions in the village, with its reason (tindakan_kabupaten, issue 33).
  await fx.tindakanKabupaten();
  // What the village's shells reported loading (modul_muat).
  const laporan = await t.inject({ method: 'POST', url: '/api/modul/laporan', headers: { 'x-auth-token': token }, payload: { modul_id: 'mf-mutasi', versi: null, berhasil: false, alasan: 'uji' } });
  if (laporan.statusCode !== 200) throw new Error(`laporMuatModul: ${laporan.statusCode} ${laporan.body}`);
  // A closed month's report (laporan_bulanan, issue 37); the ledger (peristiwa_penduduk) has the residents above.
  const bulanLalu = tambahBulan(todayIn(t.app.ctx.config.timeZone).slice(0, 7), -1);
  const tutup = await t.inject({ method: 'POST', url: '/api/laporan_bulanan/tutup', headers: { 'x-auth-token': token }, payload: { bulan: bulanLalu } });
  if (tutup.statusCode !== 201) throw new Error(`tutupLaporanBulanan: ${tutup.statusCode} ${tutup.body}`);
  return { desaId, token, fx, shared };
}

/** Village A (the environment's own) and village B (added through the console), both filled. */
export async function twoVillages(t: TestApp, adminUsername: string, adminPassword: string): Promise<{ a: VillageData; b: VillageData }> {
  const loginA = await t.login();
  const desaA = String(((await t.app.ctx.db.execute(sql`select desa_id from users where id = ${loginA.id}`)) as unknown as { rows: Array<{ desa_id: string }> }).rows[0]?.desa_id);
  const b = await t.addVillage('Desa Seberang');
  // Layanan Surat is off until the regency rolls it out (nonaktifAwal): on in both, so its records exist.
  await t.aktifkanModul('mf-surat', [desaA, b.desaId]);
  const villages = {
    a: await village(t, desaA, loginA.token, adminUsername, adminPassword, 11),
    b: await village(t, b.desaId, b.superAdmin.token, b.superAdmin.username, b.superAdmin.password, 22),
  };
  // Each village's own setting of a module (modul_desa): switched off, then on again.
  const { token } = await t.loginKabupaten();
  for (const aktif of [false, true]) {
    const res = await t.inject({ method: 'PUT', url: '/api/kabupaten/modul/mf-kelahiran-kematian/desa', headers: { 'x-auth-token': token }, payload: { desa_ids: [desaA, b.desaId], aktif } });
    if (res.statusCode !== 200) throw new Error(`aturModulDesa: ${res.statusCode} ${res.body}`);
  }
  // Each village's read-only setting (desa_hanya_baca, migration 0040): turned on, then off again.
  for (const v of [villages.a, villages.b]) {
    for (const hanya_baca of [true, false]) {
      const res = await t.inject({ method: 'PUT', url: '/api/desa/hanya_baca', headers: { 'x-auth-token': v.token }, payload: { hanya_baca } });
      if (res.statusCode !== 200) throw new Error(`setHanyaBacaDesa: ${res.statusCode} ${res.body}`);
    }
  }
  // Last month's end kept for both (laporan_titik, migration 0038), as the hourly job keeps it.
  const tz = t.app.ctx.config.timeZone;
  await simpanTitikBulan(t.app.ctx.db, tambahBulan(todayIn(tz).slice(0, 7), -1), tz);
  // This month's report read by each: its sums kept at the village's ledger version (laporan_simpan, migration 0041).
  for (const v of [villages.a, villages.b]) {
    const res = await t.inject({ method: 'GET', url: '/api/laporan_bulanan', headers: { 'x-auth-token': v.token } });
    if (res.statusCode !== 200) throw new Error(`getLaporanBulanan: ${res.statusCode} ${res.body}`);
  }
  return villages;
}

/** The tables that hold a village's rows (every table with desa_id), read from the database itself. */
export async function villageTables(t: TestApp): Promise<string[]> {
  const result = (await t.app.ctx.db.execute(sql`select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'desa_id' order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
  return result.rows.map((r) => r.table_name);
}

/** Every row of village `desaId`, table by table, as text: equal before and after means nothing changed. */
export async function villageSnapshot(t: TestApp, desaId: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of await villageTables(t)) {
    const result = (await t.app.ctx.db.execute(sql`select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h
      from ${sql.identifier(table)} x where x.desa_id = ${desaId}`)) as unknown as { rows: Array<{ n: number; h: string }> };
    out[table] = `${result.rows[0]?.n}:${result.rows[0]?.h}`;
  }
  return out;
}
