/** DELETE /api/penduduk/{idPenduduk}/d/{idKK}: the resident and everything that hangs off them. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  arsipKematian,
  files,
  kartuKeluarga,
  kelahiran,
  kematian,
  keteranganKeluar,
  keteranganMasuk,
  pendudukKeluar,
  pendudukKeluarAnggota,
  signatures,
} from '../src/db/schema.js';
import { filesDir } from '../src/lib/stored-files.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, getPenduduk, kartuKeluargaBody, kematianBody, type Penduduk } from './support/registry.js';

describe('deleting a family member', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const hapus = (p: Penduduk, kkId = p.keluarga_dari._id, tok = token) =>
    t.inject({ method: 'DELETE', url: `/api/penduduk/${p._id}/d/${kkId}`, headers: auth(tok), payload: { alasan: 'Data ganda' } });

  /** A stored image: a files row and its bytes on disk. */
  async function storedFile(): Promise<{ id: string; file: string }> {
    const name = `${randomUUID()}.png`;
    const [row] = await t.app.ctx.db.insert(files).values({ desaId: t.app.ctx.desaId, storedName: name, mime: 'image/png', size: 4 }).returning();
    mkdirSync(filesDir(t.dataDir), { recursive: true });
    const file = path.join(filesDir(t.dataDir), name);
    writeFileSync(file, 'png!');
    return { id: row!.id, file };
  }

  it('removes the member, leaves the others, and logs the row first', async () => {
    const head = await addKartuKeluarga(t, token);
    const anak = await addAnggota(t, token, head.keluarga_dari._id, { nama_lengkap: 'Anak Dihapus' });
    const before = await dashboard(t, token);
    const res = await hapus(anak);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Anggota keluarga berhasil dihapus');
    assert.equal(res.json().code, 'DELETE_ANGGOTA_SUCCESS');
    assert.equal((await t.inject({ method: 'GET', url: `/api/penduduk/${anak._id}`, headers: auth(token) })).statusCode, 404);
    const card = (await t.inject({ method: 'GET', url: `/api/kartu_keluarga/${head.keluarga_dari._id}`, headers: auth(token) })).json().data;
    assert.deepEqual(card.anggota_keluarga.map((p: Penduduk) => p._id), [head._id]);
    assert.equal((await dashboard(t, token)).data_penduduk, before.data_penduduk - 1);
    const [entry] = (await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(token) })).json().data;
    assert.match(entry.activity_name, /Menghapus anggota keluarga Anak Dihapus/);
    assert.equal(entry.before.nama_lengkap, 'Anak Dihapus');
    assert.deepEqual(entry.after, { alasan_penghapusan: 'Data ganda', ikut_terhapus: [] });
  });

  it('asks for the reason: missing, blank or too short is a 400 in Indonesian, nothing deleted', async () => {
    const head = await addKartuKeluarga(t, token);
    const url = `/api/penduduk/${head._id}/d/${head.keluarga_dari._id}`;
    for (const [payload, message] of [
      [undefined, 'Alasan penghapusan tidak boleh kosong'],
      [{}, 'Alasan penghapusan tidak boleh kosong'],
      [{ alasan: '' }, 'Alasan penghapusan minimal 3 karakter'],
      [{ alasan: '     ' }, 'Alasan penghapusan minimal 3 karakter'],
      [{ alasan: 'ab' }, 'Alasan penghapusan minimal 3 karakter'],
      [{ alasan: ' ab ' }, 'Alasan penghapusan minimal 3 karakter'],
      [{ alasan: 'x'.repeat(501) }, 'Alasan penghapusan maksimal 500 karakter'],
    ] as const) {
      const res = await t.inject({ method: 'DELETE', url, headers: auth(token), ...(payload ? { payload } : {}) });
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
      assert.equal(res.json().message, message, JSON.stringify(payload));
    }
    assert.equal((await getPenduduk(t, token, head._id))._id, head._id, 'still there');
  });

  it('answers 404 for a member of another card, an unknown member or card, and needs a token', async () => {
    const a = await addKartuKeluarga(t, token);
    const b = await addKartuKeluarga(t, token);
    assert.equal((await hapus(a, b.keluarga_dari._id)).statusCode, 404);
    assert.equal((await hapus({ ...a, _id: randomUUID() })).statusCode, 404);
    assert.equal((await hapus(a, randomUUID())).statusCode, 404);
    assert.equal((await hapus(a, 'bukan-id')).statusCode, 404);
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/penduduk/${a._id}/d/${a.keluarga_dari._id}` })).statusCode, 401);
    assert.equal((await getPenduduk(t, token, a._id))._id, a._id, 'still there');
  });

  it('deletes the death record with its archive, signer and archive image', async () => {
    const head = await addKartuKeluarga(t, token);
    const anak = await addAnggota(t, token, head.keluarga_dari._id);
    const death = (await t.inject({ method: 'POST', url: `/api/kematian/${anak._id}`, headers: auth(token), payload: kematianBody })).json().data;
    const image = await storedFile();
    const { db } = t.app.ctx;
    await db.insert(arsipKematian).values({ desaId: t.app.ctx.desaId, kematianId: death._id, fileId: image.id });
    await db.insert(signatures).values({ desaId: t.app.ctx.desaId, kematianId: death._id, namaLengkap: 'Kepala Desa', namaJabatan: 'Kepala Desa' });
    assert.equal((await hapus(anak)).statusCode, 200);
    assert.equal((await db.select().from(kematian).where(eq(kematian.id, death._id))).length, 0);
    assert.equal((await db.select().from(arsipKematian).where(eq(arsipKematian.kematianId, death._id))).length, 0);
    assert.equal((await db.select().from(signatures).where(eq(signatures.kematianId, death._id))).length, 0);
    assert.equal((await db.select().from(files).where(eq(files.id, image.id))).length, 0);
    assert.equal(existsSync(image.file), true, 'the bytes stay for Data Terhapus until the purge');
    const [entry] = (await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(token) })).json().data;
    assert.equal(entry.before.data_kematian, death._id);
  });

  it('takes the proposer out of a moved-out record: the first follower becomes the proposer', async () => {
    const head = await addKartuKeluarga(t, token);
    const kkId = head.keluarga_dari._id;
    const a = await addAnggota(t, token, kkId);
    const b = await addAnggota(t, token, kkId);
    const c = await addAnggota(t, token, kkId);
    for (const p of [a, b, c]) await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${p._id}`, headers: auth(token) });
    const recordId = (await getPenduduk(t, token, a._id)).data_penduduk_keluar as string;
    assert.equal((await hapus(a)).statusCode, 200);
    const record = (await t.inject({ method: 'GET', url: `/api/penduduk/${b._id}`, headers: auth(token) })).json().data;
    assert.equal(record.data_penduduk_keluar, recordId);
    const rows = await t.app.ctx.db.select().from(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId));
    assert.deepEqual(Object.fromEntries(rows.map((r) => [r.pendudukId, r.urutan])), { [b._id]: 0, [c._id]: 1 });
    // A middle follower leaves: order stays contiguous.
    assert.equal((await hapus(b)).statusCode, 200);
    const left = await t.app.ctx.db.select().from(pendudukKeluarAnggota).where(eq(pendudukKeluarAnggota.pendudukKeluarId, recordId));
    assert.deepEqual(left.map((r) => [r.pendudukId, r.urutan]), [[c._id, 0]]);
  });

  it('deletes a moved-out record left empty, with its statement, signer and proposer photo', async () => {
    const head = await addKartuKeluarga(t, token);
    const anak = await addAnggota(t, token, head.keluarga_dari._id);
    const record = (await t.inject({ method: 'POST', url: `/api/penduduk_keluar/${anak._id}`, headers: auth(token) })).json().data;
    const photo = await storedFile();
    const { db } = t.app.ctx;
    await db.insert(keteranganKeluar).values({ desaId: t.app.ctx.desaId, pendudukKeluarId: record._id, alamatPindah: 'Batu', alasanPindah: 'Kerja', fotoPengusulId: photo.id });
    await db.insert(signatures).values({ desaId: t.app.ctx.desaId, pendudukKeluarId: record._id, namaLengkap: 'Sekdes', namaJabatan: 'Sekretaris Desa' });
    const counts = await dashboard(t, token);
    assert.equal((await hapus(anak)).statusCode, 200);
    assert.equal((await db.select().from(pendudukKeluar).where(eq(pendudukKeluar.id, record._id))).length, 0);
    assert.equal((await db.select().from(keteranganKeluar).where(eq(keteranganKeluar.pendudukKeluarId, record._id))).length, 0);
    assert.equal((await db.select().from(signatures).where(eq(signatures.pendudukKeluarId, record._id))).length, 0);
    assert.equal(existsSync(photo.file), true, 'kept until the purge');
    assert.equal((await dashboard(t, token)).data_penduduk_keluar, counts.data_penduduk_keluar - 1);
  });

  it('detaches a deleted parent from a birth record and keeps the birth', async () => {
    const ayah = await addKartuKeluarga(t, token);
    const ibu = await addAnggota(t, token, ayah.keluarga_dari._id, { posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    const [birth] = await t.app.ctx.db.insert(kelahiran).values({ desaId: t.app.ctx.desaId, nama: 'Bayi', ayahId: ayah._id, ibuId: ibu._id }).returning();
    assert.equal((await hapus(ibu)).statusCode, 200);
    const [after] = await t.app.ctx.db.select().from(kelahiran).where(eq(kelahiran.id, birth!.id));
    assert.equal(after?.ibuId, null);
    assert.equal(after?.ayahId, ayah._id);
  });

  it('shows the next member first in the card list when the head is deleted', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Lama' });
    const kkId = head.keluarga_dari._id;
    await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Kedua' });
    await addAnggota(t, token, kkId, { nama_lengkap: 'Istri Kepala', posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' });
    await hapus(head);
    const found = (await t.inject({ method: 'GET', url: `/api/penduduk/s/kk?no_kk=${head.keluarga_dari.no_kk}`, headers: auth(token) })).json().data;
    assert.deepEqual(found[0].anggota_keluarga.map((p: Penduduk) => p.nama_lengkap), ['Istri Kepala', 'Anak Kedua']);
    const listed = (await t.inject({ method: 'GET', url: '/api/kartu_keluarga?q=Istri%20Kepala', headers: auth(token) })).json();
    assert.equal(listed.data[0].anggota_keluarga[0].nama_lengkap, 'Istri Kepala');
  });

  it('deletes a card left without members, with its entry documents, and frees its No. KK', async () => {
    const head = await addKartuKeluarga(t, token, {}, true);
    const kkId = head.keluarga_dari._id;
    const [kk, sm] = [await storedFile(), await storedFile()];
    await t.app.ctx.db.insert(keteranganMasuk).values({ desaId: t.app.ctx.desaId, kkId, fotoKkId: kk.id, fotoSuratMasukId: sm.id });
    const counts = await dashboard(t, token);
    const res = await hapus(head);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().code, 'KARTU_KELUARGA_DIHAPUS');
    assert.equal((await t.app.ctx.db.select().from(kartuKeluarga).where(eq(kartuKeluarga.id, kkId))).length, 0);
    assert.equal((await t.app.ctx.db.select().from(keteranganMasuk).where(eq(keteranganMasuk.kkId, kkId))).length, 0);
    assert.equal(existsSync(kk.file) && existsSync(sm.file), true, 'kept until the purge');
    const now = await dashboard(t, token);
    assert.equal(now.data_kk, counts.data_kk - 1);
    assert.equal(now.data_penduduk_masuk, counts.data_penduduk_masuk - 1);
    const again = await t.inject({ method: 'POST', url: '/api/kartu_keluarga', headers: auth(token), payload: kartuKeluargaBody({ no_kk: head.keluarga_dari.no_kk, nik: head.nik }) });
    assert.equal(again.statusCode, 201, 'the No. KK and NIK can be registered again');
  });

  it('is open to an Admin', async () => {
    const head = await addKartuKeluarga(t, token);
    const anak = await addAnggota(t, token, head.keluarga_dari._id);
    const admin = await t.createUser('Admin');
    assert.equal((await hapus(anak, anak.keluarga_dari._id, admin.token)).statusCode, 200);
  });
});
