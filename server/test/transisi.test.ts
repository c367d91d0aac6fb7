/** The resident status transitions through the API: each allowed and each refused move of the table. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { keteranganKeluar, penduduk, pendudukKeluarAnggota, statistikDesa } from '../src/db/schema.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, getPenduduk, kematianBody, type Penduduk } from './support/registry.js';

interface Record_ {
  _id: string;
  penduduk_keluar_desa: Penduduk[];
  keterangan_keluar_desa: unknown;
  signatures: unknown;
}

describe('status transitions', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const post = (url: string, payload?: object, tok = token) =>
    t.inject({ method: 'POST', url, headers: auth(tok), ...(payload ? { payload } : {}) });
  const mati = (id: string, body: object = kematianBody) => post(`/api/kematian/${id}`, body);
  const pindah = (id: string, body?: object) => post(`/api/penduduk_keluar/${id}`, body);
  const pindahKeluarga = (kkId: string, body?: object) => post(`/api/penduduk_keluar/${kkId}/m`, body);
  const sebelumnya = async (id: string) =>
    (await t.app.ctx.db.select({ s: penduduk.statusSebelumnya }).from(penduduk).where(eq(penduduk.id, id)))[0]?.s;
  const activityTotal = async () => (await t.inject({ method: 'GET', url: '/api/activity', headers: auth(token) })).json().total as number;

  describe('death record (POST /api/kematian/{idPenduduk})', () => {
    it('records the death of a living resident: meninggal, the link, the previous status kept', async () => {
      const head = await addKartuKeluarga(t, token);
      const res = await mati(head._id);
      assert.equal(res.statusCode, 201, res.body);
      const { data, message } = res.json();
      assert.equal(message, 'Sukses menambahkan data kematian penduduk');
      assert.equal(data.tanggal_meninggal, '2026-01-05');
      assert.equal(data.hari_meninggal, 'Senin');
      assert.equal(data.tempat_meninggal, 'Rumah');
      assert.equal(data.penyebab_meninggal, 'Sakit');
      assert.equal(data.nomor_surat_kematian, '472.12/01/2026');
      assert.equal(data.arsip_kematian, null);
      assert.equal(data.signatures, null);
      assert.equal(data.pemilik_data._id, head._id);
      assert.equal(data.pemilik_data.status_penduduk, 'meninggal');
      const after = await getPenduduk(t, token, head._id);
      assert.equal(after.status_penduduk, 'meninggal');
      assert.equal(after.data_kematian, data._id);
      assert.equal(await sebelumnya(head._id), '');
    });

    it('records the death of an incoming resident and keeps penduduk_masuk to restore', async () => {
      const head = await addKartuKeluarga(t, token, {}, true);
      assert.equal((await mati(head._id, { tanggal_meninggal: '2025-12-31' })).statusCode, 201);
      assert.equal(await sebelumnya(head._id), 'penduduk_masuk');
    });

    it('refuses a second death record (409) and changes nothing', async () => {
      const head = await addKartuKeluarga(t, token);
      await mati(head._id);
      const total = await activityTotal();
      const res = await mati(head._id);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'Data kematian penduduk ini sudah ada');
      assert.equal(res.json().code, 'KEMATIAN_EXISTS');
      assert.equal(await activityTotal(), total);
    });

    it('refuses a resident who has moved out', async () => {
      const head = await addKartuKeluarga(t, token);
      assert.equal((await pindah(head._id)).statusCode, 201);
      const res = await mati(head._id);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'TRANSITION_REFUSED');
      assert.equal(res.json().message, 'Penduduk yang sudah pindah keluar desa tidak dapat ditambahkan ke data kematian');
      const after = await getPenduduk(t, token, head._id);
      assert.equal(after.status_penduduk, 'penduduk_keluar');
      assert.equal(after.data_kematian, null);
    });

    it('validates the body and the id', async () => {
      const head = await addKartuKeluarga(t, token);
      for (const body of [{}, { tanggal_meninggal: '05-01-2026' }, { ...kematianBody, idPenduduk: head._id }, { ...kematianBody, hari_meninggal: 5 }]) {
        const res = await mati(head._id, body);
        assert.equal(res.statusCode, 400, JSON.stringify(body));
      }
      assert.equal((await t.inject({ method: 'POST', url: `/api/kematian/${head._id}`, headers: auth(token) })).statusCode, 400);
      assert.equal((await mati(randomUUID())).statusCode, 404);
      assert.equal((await t.inject({ method: 'POST', url: `/api/kematian/${head._id}`, payload: kematianBody })).statusCode, 401);
      assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '');
    });

    it('is open to an Admin', async () => {
      const head = await addKartuKeluarga(t, token);
      const admin = await t.createUser('Admin');
      assert.equal((await post(`/api/kematian/${head._id}`, kematianBody, admin.token)).statusCode, 201);
    });
  });

  describe('single move-out (POST /api/penduduk_keluar/{idPenduduk})', () => {
    it('moves one resident out into a new record as its proposer', async () => {
      const head = await addKartuKeluarga(t, token, {}, true);
      const res = await pindah(head._id, { no_kk: head.keluarga_dari.no_kk });
      assert.equal(res.statusCode, 201, res.body);
      const { data, code, message } = res.json();
      assert.equal(code, 'POST_PENDUDUK_KELUAR_SUCCESS');
      assert.equal(message, 'Penduduk berhasil dipindahkan keluar desa');
      assert.deepEqual((data as Record_).penduduk_keluar_desa.map((p) => p._id), [head._id]);
      assert.equal(data.keterangan_keluar_desa, null);
      const after = await getPenduduk(t, token, head._id);
      assert.equal(after.status_penduduk, 'penduduk_keluar');
      assert.equal(after.data_penduduk_keluar, data._id);
      const [row] = await t.app.ctx.db.select().from(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukId, head._id));
      assert.equal(row?.urutan, 0);
      assert.equal(row?.statusSebelumnya, 'penduduk_masuk');
    });

    it('joins the open record of the same card as a follower; another card opens its own', async () => {
      const head = await addKartuKeluarga(t, token);
      const anak = await addAnggota(t, token, head.keluarga_dari._id);
      const istri = await addAnggota(t, token, head.keluarga_dari._id, { posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
      const first = (await pindah(anak._id)).json().data as Record_;
      const second = (await pindah(istri._id)).json().data as Record_;
      assert.equal(second._id, first._id);
      assert.deepEqual(second.penduduk_keluar_desa.map((p) => p._id), [anak._id, istri._id]);
      const other = await addKartuKeluarga(t, token);
      const third = (await pindah(other._id)).json().data as Record_;
      assert.notEqual(third._id, first._id);
    });

    it('starts a new record once the open one has a statement', async () => {
      const head = await addKartuKeluarga(t, token);
      const anak = await addAnggota(t, token, head.keluarga_dari._id);
      const first = (await pindah(head._id)).json().data as Record_;
      // The statement route is issue 4's: write the statement row directly.
      await t.app.ctx.db.insert(keteranganKeluar).values({ desaId: t.app.ctx.desaId, pendudukKeluarId: first._id, alamatPindah: 'Batu', alasanPindah: 'Pekerjaan', pengikut: 0 });
      const second = (await pindah(anak._id)).json().data as Record_;
      assert.notEqual(second._id, first._id);
      assert.deepEqual(second.penduduk_keluar_desa.map((p) => p._id), [anak._id]);
    });

    it('refuses a resident who has died, and one already moved out, changing nothing', async () => {
      const head = await addKartuKeluarga(t, token);
      const anak = await addAnggota(t, token, head.keluarga_dari._id);
      await mati(head._id);
      let res = await pindah(head._id);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'Penduduk yang sudah meninggal tidak dapat dimutasi');
      assert.equal((await getPenduduk(t, token, head._id)).data_penduduk_keluar, null);
      await pindah(anak._id);
      res = await pindah(anak._id);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'Penduduk ini sudah tercatat pindah keluar desa');
      assert.equal(res.json().code, 'TRANSITION_REFUSED');
    });

    it('refuses a No. KK that is not the resident\'s card (400), an unknown resident (404), extra fields (400)', async () => {
      const head = await addKartuKeluarga(t, token);
      let res = await pindah(head._id, { no_kk: '1111222233334444' });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'Nomor KK tidak sesuai dengan kartu keluarga penduduk ini');
      res = await pindah(head._id, { no_kk: head.keluarga_dari.no_kk, alasan: 'x' });
      assert.equal(res.statusCode, 400);
      assert.equal((await pindah(randomUUID())).statusCode, 404);
      assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '');
    });
  });

  describe('whole-family move-out (POST /api/penduduk_keluar/{idKK}/m)', () => {
    it('moves every member out in a new record, head first, keeping each previous status', async () => {
      const anakFirst = await addKartuKeluarga(t, token, { posisi_dalam_keluarga: 'Anak' });
      const kkId = anakFirst.keluarga_dari._id;
      const kepala = await addAnggota(t, token, kkId, { posisi_dalam_keluarga: 'Kepala Keluarga', status_penduduk: 'penduduk_masuk' });
      const istri = await addAnggota(t, token, kkId, { posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
      const res = await pindahKeluarga(kkId, { idKK: kkId });
      assert.equal(res.statusCode, 201, res.body);
      const { data, code } = res.json();
      assert.equal(code, 'POST_MANY_PENDUDUK_KELUAR_SUCCESS');
      assert.deepEqual((data as Record_).penduduk_keluar_desa.map((p) => p._id), [kepala._id, istri._id, anakFirst._id]);
      assert.ok((data as Record_).penduduk_keluar_desa.every((p) => p.status_penduduk === 'penduduk_keluar'));
      const rows = await t.app.ctx.db.select().from(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukKeluarId, data._id));
      const kept = Object.fromEntries(rows.map((r) => [r.pendudukId, [r.urutan, r.statusSebelumnya]]));
      assert.deepEqual(kept, { [kepala._id]: [0, 'penduduk_masuk'], [istri._id]: [1, ''], [anakFirst._id]: [2, ''] });
    });

    it('refuses a family with a deceased member, names them, and changes NOTHING', async () => {
      const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Hidup' });
      const kkId = head.keluarga_dari._id;
      const nenek = await addAnggota(t, token, kkId, { nama_lengkap: 'Nenek Sumi', posisi_dalam_keluarga: 'Orang Tua', jenis_kelamin: 'Perempuan' });
      const anak = await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Hidup' });
      await mati(nenek._id);
      const counts = await dashboard(t, token);
      const activity = await activityTotal();
      const res = await pindahKeluarga(kkId);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'FAIL_POST_MANY_PENDUDUK_KELUAR');
      assert.match(res.json().message, /Nenek Sumi sudah meninggal/);
      for (const p of [head, anak]) {
        const now = await getPenduduk(t, token, p._id);
        assert.equal(now.status_penduduk, '');
        assert.equal(now.data_penduduk_keluar, null);
      }
      assert.equal((await getPenduduk(t, token, nenek._id)).status_penduduk, 'meninggal');
      assert.deepEqual(await dashboard(t, token), counts);
      assert.equal(await activityTotal(), activity);
    });

    it('refuses a family with a member who already moved out', async () => {
      const head = await addKartuKeluarga(t, token);
      const anak = await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Sudah Pergi' });
      await pindah(anak._id);
      const res = await pindahKeluarga(head.keluarga_dari._id);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().code, 'FAIL_POST_MANY_PENDUDUK_KELUAR');
      assert.match(res.json().message, /Sudah Pergi sudah pindah keluar desa/);
      assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '');
    });

    it('refuses an idKK in the body that differs from the path (400) and an unknown card (404)', async () => {
      const head = await addKartuKeluarga(t, token);
      assert.equal((await pindahKeluarga(head.keluarga_dari._id, { idKK: randomUUID() })).statusCode, 400);
      assert.equal((await pindahKeluarga(randomUUID())).statusCode, 404);
      assert.equal((await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${head.keluarga_dari._id}/m` })).statusCode, 401);
    });
  });

  it('keeps the dashboard counts in step with every transition', async () => {
    const base = await dashboard(t, token);
    const head = await addKartuKeluarga(t, token, { jenis_kelamin: 'Laki laki' });
    const kkId = head.keluarga_dari._id;
    const istri = await addAnggota(t, token, kkId, { posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    const anak = await addAnggota(t, token, kkId, { status_penduduk: 'penduduk_masuk', jenis_kelamin: 'Laki laki' });
    let now = await dashboard(t, token);
    assert.equal(now.data_penduduk - base.data_penduduk, 2);
    assert.equal(now.data_penduduk_masuk - base.data_penduduk_masuk, 1);
    assert.equal(now.data_pria - base.data_pria, 2);
    assert.equal(now.data_wanita - base.data_wanita, 1);
    assert.equal(now.data_kk - base.data_kk, 1);

    await mati(istri._id);
    now = await dashboard(t, token);
    assert.equal(now.data_penduduk - base.data_penduduk, 1);
    assert.equal(now.data_wanita - base.data_wanita, 0, 'the dead are not counted among the living');
    assert.equal(now.inc_data_kematian - base.inc_data_kematian, 1, 'a death without an archive is incomplete');

    await pindah(anak._id);
    now = await dashboard(t, token);
    assert.equal(now.data_penduduk_masuk - base.data_penduduk_masuk, 0);
    assert.equal(now.data_penduduk_keluar - base.data_penduduk_keluar, 1);
    assert.equal(now.data_pria - base.data_pria, 1);
    assert.equal(now.inc_data_penduduk_keluar - base.inc_data_penduduk_keluar, 1, 'a record without a statement is incomplete');

    // The counters the triggers keep equal a full count.
    const [stat] = await t.app.ctx.db.select().from(statistikDesa).where(eq(statistikDesa.desaId, t.app.ctx.desaId));
    const real = (await t.app.ctx.db.execute(sql`select count(*)::int as n,
        count(*) filter (where status_penduduk = '')::int as hidup,
        count(*) filter (where status_penduduk = 'meninggal')::int as meninggal,
        (select count(*)::int from kartu_keluarga) as kk from penduduk`)) as unknown as { rows: Array<Record<string, number>> };
    assert.equal(stat?.penduduk, real.rows[0]?.n);
    assert.equal(stat?.hidup, real.rows[0]?.hidup);
    assert.equal(stat?.meninggal, real.rows[0]?.meninggal);
    assert.equal(stat?.kartuKeluarga, real.rows[0]?.kk);
  });

  it('logs each transition with the resident before and after', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Tercatat Pindah' });
    await pindah(head._id);
    const [entry] = (await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(token) })).json().data;
    assert.match(entry.activity_name, /Memindahkan Tercatat Pindah/);
    assert.equal(entry.before.penduduk.status_penduduk, '');
    assert.equal(entry.after.penduduk.status_penduduk, 'penduduk_keluar');
  });
});
