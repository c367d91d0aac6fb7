/**
 * Issue 39's kept console figures (migration 0041): statistik_desa.belum_lengkap follows every record
 * that gains or loses its documents as the live count would (the three lists' "incomplete only"), and
 * the open month's sums kept per village (laporan_simpan) are reused only while the village's ledger
 * stays as it is: a new event in one village is in the next report at once, the other village's sums
 * are reused untouched.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody } from './support/registry.js';
import { multipart, PNG } from './support/uploads.js';

const keterangan = {
  nomor_surat: '474.4/12/2026',
  alamat_pindah: 'Jl. Ijen 5, Kota Malang',
  alasan_pindah: 'Pekerjaan',
  pengikut: '0',
  tanggal_ktp: '2020-03-04',
  meninggalkan_desa_pada: '2026-01-10',
  kewarganegaraan: 'Indonesia',
};

describe('the console reads kept figures, never stale ones', () => {
  let t: TestApp;
  let kab: string;
  let a: Village;
  let b: Village;
  before(async () => {
    t = await buildTestApp({ KODE_KABUPATEN: '35.07' });
    ({ token: kab } = await t.loginKabupaten());
    a = await t.addVillage('Desa Simpan A');
    b = await t.addVillage('Desa Simpan B');
  });
  after(() => t.close());

  const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;
  /** The definition the console counted live until migration 0041, for village `desaId`. */
  async function hitungLangsung(desaId: string): Promise<number> {
    const [r] = await rows<{ n: number }>(sql`select (
      (select count(*) from kartu_keluarga kk where kk.desa_id = ${desaId} and kk.data_masuk
        and exists (select 1 from penduduk m where m.kk_id = kk.id) and not exists (select 1 from keterangan_masuk km where km.kk_id = kk.id))
      + (select count(*) from penduduk_keluar pk where pk.desa_id = ${desaId} and not exists (select 1 from keterangan_keluar k where k.penduduk_keluar_id = pk.id))
      + (select count(*) from kematian k where k.desa_id = ${desaId} and not exists (select 1 from arsip_kematian x where x.kematian_id = k.id)))::int as n`);
    return Number(r?.n);
  }
  async function diKonsol(desaId: string): Promise<number> {
    const res = await t.inject({ method: 'GET', url: `/api/kabupaten/desa/${desaId}`, headers: auth(kab) });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.jumlah.belum_lengkap as number;
  }
  async function sama(desaId: string, harapan: number, langkah: string): Promise<void> {
    assert.equal(await hitungLangsung(desaId), harapan, `${langkah}: the live count`);
    assert.equal(await diKonsol(desaId), harapan, `${langkah}: the console`);
  }

  it('keeps "Perlu dilengkapi" as the live count through documents added and removed and records deleted', async () => {
    const tok = a.superAdmin.token;
    const req = (method: 'POST' | 'DELETE', url: string, payload?: object) => t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
    await sama(a.desaId, 0, 'a new village');

    // An incoming card with a member and no entry documents; then its documents.
    const masuk = await addKartuKeluarga(t, tok, { nama_lengkap: 'Pendatang Simpan' }, true);
    await sama(a.desaId, 1, 'an incoming card');
    const docs = await t.inject({
      method: 'POST',
      url: `/api/penduduk_masuk/${masuk.keluarga_dari._id}/p`,
      ...multipart(tok, [{ name: 'foto_kk', filename: 'kk.png', content: PNG }, { name: 'foto_surat_masuk', filename: 'surat.png', content: PNG }]),
    });
    assert.equal(docs.statusCode, 201, docs.body);
    await sama(a.desaId, 0, 'its entry documents');

    // A moved-out record without its statement; the statement; the statement removed again.
    const pergi = await addKartuKeluarga(t, tok, { nama_lengkap: 'Perantau Simpan' });
    const rec = await req('POST', `/api/penduduk_keluar/${pergi.keluarga_dari._id}/m`);
    assert.equal(rec.statusCode, 201, rec.body);
    const recordId = (rec.json().data as { _id: string })._id;
    await sama(a.desaId, 1, 'a moved-out record');
    const st = await t.inject({ method: 'POST', url: `/api/keterangan/${recordId}`, ...multipart(tok, Object.entries(keterangan).map(([name, content]) => ({ name, content }))) });
    assert.equal(st.statusCode, 201, st.body);
    await sama(a.desaId, 0, 'its statement');
    const statementId = (st.json().data as { _id: string })._id;
    assert.equal((await req('DELETE', `/api/keterangan/${recordId}/d/${statementId}`)).statusCode, 200);
    await sama(a.desaId, 1, 'the statement removed');

    // Two deaths without the archive photo; one gets it; the other is deleted.
    const kk = await addKartuKeluarga(t, tok, { nama_lengkap: 'Kepala Duka' });
    const x = await addAnggota(t, tok, kk.keluarga_dari._id, { nama_lengkap: 'Almarhum Satu' });
    const y = await addAnggota(t, tok, kk.keluarga_dari._id, { nama_lengkap: 'Almarhumah Dua', jenis_kelamin: 'Perempuan' });
    const kx = ((await req('POST', `/api/kematian/${x._id}`, kematianBody)).json().data as { _id: string })._id;
    const ky = ((await req('POST', `/api/kematian/${y._id}`, kematianBody)).json().data as { _id: string })._id;
    await sama(a.desaId, 3, 'two deaths');
    const arsip = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${kx}`, ...multipart(tok, [{ name: 'arsip_kematian', filename: 'a.png', content: PNG }]) });
    assert.equal(arsip.statusCode, 201, arsip.body);
    await sama(a.desaId, 2, 'an archive photo');
    const del = await t.inject({ method: 'DELETE', url: `/api/kematian/${ky}`, headers: auth(tok), payload: { alasan: 'Salah input' } });
    assert.ok(del.statusCode === 200 || del.statusCode === 204, del.body);
    await sama(a.desaId, 1, 'a death deleted');
    await sama(b.desaId, 0, 'the other village, untouched');
  });

  it("sums again only the village whose ledger moved; the next report has the new event", async () => {
    type Lap = { desa: Array<{ _id: string; angka: { akhir: { jumlah: number }; datang: { jumlah: number } } }> };
    const laporan = async () => {
      const res = await t.inject({ method: 'GET', url: '/api/kabupaten/laporan_bulanan', headers: auth(kab) });
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Lap;
    };
    const akhir = (l: Lap, id: string) => l.desa.find((d) => d._id === id)?.angka.akhir.jumlah;
    const simpan = async () => new Map((await rows<{ desa_id: string; versi: string }>(sql`select desa_id, versi::text from laporan_simpan`)).map((r) => [r.desa_id, r.versi]));
    const pertama = await laporan();
    const kept = await simpan();
    assert.ok(kept.has(a.desaId) && kept.has(b.desaId), 'both villages kept');

    await addKartuKeluarga(t, b.superAdmin.token, { nama_lengkap: 'Warga Baru B' });
    const kedua = await laporan();
    assert.equal(akhir(kedua, b.desaId), Number(akhir(pertama, b.desaId)) + 1, "B's new resident is in the regency's report at once");
    assert.equal(akhir(kedua, a.desaId), akhir(pertama, a.desaId));
    const keptAgain = await simpan();
    assert.equal(keptAgain.get(a.desaId), kept.get(a.desaId), "A's sums reused");
    assert.notEqual(keptAgain.get(b.desaId), kept.get(b.desaId), "B's summed again");

    // The village's own report reads the same kept sums, and agrees with the regency's.
    const own = await t.inject({ method: 'GET', url: '/api/laporan_bulanan', headers: auth(b.superAdmin.token) });
    const ownAkhir = (own.json().data as { baris: Array<{ kunci: string; jumlah: number }> }).baris.find((r) => r.kunci === 'akhir')?.jumlah;
    assert.equal(ownAkhir, akhir(kedua, b.desaId));
  });

  it("refuses a village writing another village's kept sums through the function", async () => {
    const res = await t.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'sid_app', true), set_config('sid.desa_id', ${a.desaId}, true), set_config('sid.kabupaten', '', true)`);
      await tx.execute(sql`select sid_laporan_simpan('2001-01', 'Asia/Jakarta', ${JSON.stringify([{ desa_id: b.desaId, versi: 999, isi: [] }, { desa_id: a.desaId, versi: 999, isi: [] }])}::jsonb)`);
      return (await tx.execute(sql`select desa_id from laporan_simpan where bulan = '2001-01'`)) as unknown as { rows: Array<{ desa_id: string }> };
    });
    assert.deepEqual(res.rows.map((r) => r.desa_id), [a.desaId]);
  });
});
