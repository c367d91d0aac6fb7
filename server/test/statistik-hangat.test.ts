/**
 * The hourly warm-up (services/statistik-hangat.ts), one village at a time: afterwards every village's
 * statistics counts are kept for today at its current version and this month's report sums at its
 * ledger's version, so the regency's first look reads them; a village changed since is made again by
 * the next run, the others left as they are.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { bulanDari } from '@sid/openapi/domain';
import { jamDi, statistikHangatSekali } from '../src/services/statistik-hangat.js';
import { tugasSatuProses } from '../src/db/tugas-sekali.js';
import { todayIn } from '../src/lib/validation.js';
import { buildTestApp, type TestApp, type Village } from './support/app.js';
import { addAnggota, addKartuKeluarga } from './support/registry.js';

describe('the statistics warm-up', () => {
  let t: TestApp;
  let a: Village;
  let b: Village;
  before(async () => {
    t = await buildTestApp({ KODE_KABUPATEN: '35.07' });
    a = await t.addVillage('Desa Hangat A');
    b = await t.addVillage('Desa Hangat B');
    for (const v of [a, b]) {
      const kk = await addKartuKeluarga(t, v.superAdmin.token, { nama_lengkap: 'Kepala Hangat' });
      await addAnggota(t, v.superAdmin.token, kk.keluarga_dari._id, { nama_lengkap: 'Anak Hangat' });
    }
  });
  after(() => t.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
  const hari = () => todayIn(t.app.ctx.config.timeZone);
  /** Per village: its kept statistics (day, version matching) and this month's kept sums (version matching). */
  async function tersimpan(): Promise<Map<string, { statistik: boolean; laporan: string | null }>> {
    const r = await rows<{ desa_id: string; statistik: boolean; laporan: string | null }>(sql`
      select sd.desa_id, coalesce(ss.hari = ${hari()}::date and ss.versi = sd.versi_statistik, false) as statistik,
        (select ls.versi::text from laporan_simpan ls where ls.desa_id = sd.desa_id and ls.bulan = ${bulanDari(hari())} and ls.versi = sd.versi_peristiwa) as laporan
      from statistik_desa sd left join statistik_simpan ss on ss.desa_id = sd.desa_id`);
    return new Map(r.map((x) => [String(x.desa_id), { statistik: x.statistik === true, laporan: x.laporan }]));
  }

  it("names a run's period by the hour in the village's time zone", () => {
    assert.equal(jamDi('Asia/Jakarta', new Date('2026-11-30T16:59:59Z')), '2026-11-30T23');
    assert.equal(jamDi('Asia/Jakarta', new Date('2026-11-30T17:00:00Z')), '2026-12-01T00');
    assert.equal(jamDi('Asia/Jayapura', new Date('2026-11-30T03:30:00Z')), '2026-11-30T12');
  });

  it('keeps every village, then only the changed one again', async () => {
    assert.equal(await statistikHangatSekali(tugasSatuProses, t.app.ctx.db, t.app.ctx.config.timeZone), 'selesai');
    const pertama = await tersimpan();
    for (const v of [a, b]) assert.deepEqual({ ...pertama.get(v.desaId), laporan: pertama.get(v.desaId)?.laporan !== null }, { statistik: true, laporan: true }, v.kode);

    await addKartuKeluarga(t, b.superAdmin.token, { nama_lengkap: 'Warga Baru Hangat' });
    const berubah = await tersimpan();
    assert.deepEqual(berubah.get(b.desaId), { statistik: false, laporan: null }, "B's kept figures no longer match");
    assert.deepEqual(berubah.get(a.desaId), pertama.get(a.desaId));

    assert.equal(await statistikHangatSekali(tugasSatuProses, t.app.ctx.db, t.app.ctx.config.timeZone), 'selesai');
    const kedua = await tersimpan();
    assert.equal(kedua.get(b.desaId)?.statistik, true);
    assert.notEqual(kedua.get(b.desaId)?.laporan, null);
    assert.deepEqual(kedua.get(a.desaId), pertama.get(a.desaId), "A's left as they were");
  });
});
