/** Deaths: list, detail, edit, delete (status restored), archive uploads, signed file links, CSV. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { activityLog, files } from '../src/db/schema.js';
import { filesDir } from '../src/lib/files.js';
import { todayIn } from '../src/lib/validation.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { kunciUrutSelisih } from './support/kunci-urut.js';
import { addAnggota, addKartuKeluarga, getPenduduk, kematianBody, parseCsv } from './support/registry.js';
import { GIF, JPEG, multipart, PNG } from './support/uploads.js';

describe('deaths and their archives', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {}, ...(payload ? { payload } : {}) });
  async function newDeath(masuk = false, overrides: object = {}) {
    const head = await addKartuKeluarga(t, token, overrides, masuk);
    const res = await req('POST', `/api/kematian/${head._id}`, kematianBody);
    assert.equal(res.statusCode, 201, res.body);
    return { person: head, death: res.json().data as { _id: string } };
  }
  const upload = (method: 'POST' | 'PUT', id: string, content: Buffer, filename = 'arsip.png', tok: string | null = token) =>
    t.inject({ method, url: `/api/kematian/arsip/${id}`, ...multipart(tok, [{ name: 'arsip_kematian', filename, content }]) });
  const storedOnDisk = () => (existsSync(filesDir(t.dataDir)) ? readdirSync(filesDir(t.dataDir)) : []);

  it('lists deaths paged and sorted, with pemilik_data (status included) and total', async () => {
    await newDeath(false, { nama_lengkap: 'Zaenal Abidin' });
    await newDeath(false, { nama_lengkap: 'Ahmad Dahlan' });
    const res = await req('GET', '/api/kematian?limit=1&sort=nama_lengkap&order=asc');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.ok(body.total >= 2);
    assert.equal(body.data.length, 1);
    assert.equal(body.data[0].pemilik_data.nama_lengkap, 'Ahmad Dahlan');
    assert.equal(body.data[0].pemilik_data.status_penduduk, 'meninggal');
    const desc = (await req('GET', '/api/kematian?limit=100&sort=nama_lengkap&order=desc')).json();
    assert.equal(desc.data[0].pemilik_data.nama_lengkap, 'Zaenal Abidin');
    for (const sort of ['nik', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'data_lengkap', 'tanggal_meninggal', 'createdAt']) {
      assert.equal((await req('GET', `/api/kematian?sort=${sort}&order=desc`)).statusCode, 200, sort);
    }
    assert.equal((await req('GET', '/api/kematian?sort=agama')).statusCode, 400);
    assert.equal((await req('GET', '/api/kematian', undefined, null)).statusCode, 401);
  });

  it('gets one death (404 for unknown ids), updates its fields only, logs before/after', async () => {
    const { person, death } = await newDeath();
    const got = await req('GET', `/api/kematian/${death._id}`);
    assert.equal(got.statusCode, 200);
    assert.equal(got.json().data.pemilik_data._id, person._id);
    assert.equal(got.json().data.arsip_kematian, null);
    assert.equal(got.json().data.signatures, null);
    assert.equal((await req('GET', `/api/kematian/${randomUUID()}`)).statusCode, 404);
    assert.equal((await req('GET', '/api/kematian/bukan-id')).statusCode, 404);

    const upd = await req('PUT', `/api/kematian/${death._id}`, { ...kematianBody, tempat_meninggal: 'Rumah Sakit' });
    assert.equal(upd.statusCode, 200, upd.body);
    assert.equal(upd.json().message, 'Sukses memperbarui data kematian penduduk.');
    assert.equal(upd.json().data.tempat_meninggal, 'Rumah Sakit');
    assert.equal(upd.json().data.pemilik_data.status_penduduk, 'meninggal');
    assert.equal((await req('PUT', `/api/kematian/${death._id}`, { ...kematianBody, status_penduduk: '' })).statusCode, 400);
    assert.equal((await req('PUT', `/api/kematian/${death._id}`, { hari_meninggal: 'Senin' })).statusCode, 400);
    assert.equal((await req('PUT', `/api/kematian/${randomUUID()}`, kematianBody)).statusCode, 404);
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, death._id));
    const update = log.find((l) => l.activityName.startsWith('Memperbarui'));
    assert.equal((update?.before as { tempat_meninggal: string }).tempat_meninggal, 'Rumah');
    assert.equal((update?.after as { tempat_meninggal: string }).tempat_meninggal, 'Rumah Sakit');
  });

  it('refuses a death date before 1900 or after today, village time (400 naming tanggal_meninggal, nothing changed)', async () => {
    const today = todayIn(t.app.ctx.config.timeZone);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const head = await addKartuKeluarga(t, token);
    for (const [tanggal_meninggal, message] of [
      ['1899-12-31', /^tanggal_meninggal tidak boleh sebelum 1900/],
      [tomorrow, /^tanggal_meninggal tidak boleh melewati hari ini$/],
    ] as const) {
      const res = await req('POST', `/api/kematian/${head._id}`, { ...kematianBody, tanggal_meninggal });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, message);
    }
    assert.equal((await getPenduduk(t, token, head._id)).status_penduduk, '', 'still alive');
    const { death } = await newDeath();
    assert.equal((await req('PUT', `/api/kematian/${death._id}`, { ...kematianBody, tanggal_meninggal: tomorrow })).statusCode, 400);
    const upd = await req('PUT', `/api/kematian/${death._id}`, { ...kematianBody, tanggal_meninggal: today });
    assert.equal(upd.statusCode, 200, 'today is allowed');
    assert.equal((await req('PUT', `/api/kematian/${death._id}`, { ...kematianBody, tanggal_meninggal: '1900-01-01' })).statusCode, 200);
  });

  it('uploads: PNG accepted with a signed link that serves the bytes; a second archive is 409', async () => {
    const { death } = await newDeath();
    const res = await upload('POST', death._id, PNG);
    assert.equal(res.statusCode, 201, res.body);
    const arsip = res.json().data;
    assert.match(arsip.arsip_kematian, /^\/files\/[0-9a-f]{32}\.png\?exp=\d+&sig=[A-Za-z0-9_-]+$/);
    const file = await t.inject({ method: 'GET', url: arsip.arsip_kematian });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/png');
    assert.match(String(file.headers['cache-control']), /^private/);
    assert.deepEqual(file.rawPayload, PNG);
    const detail = (await req('GET', `/api/kematian/${death._id}`)).json().data;
    assert.equal(detail.arsip_kematian._id, arsip._id);
    assert.match(detail.arsip_kematian.arsip_kematian, /^\/files\//);
    const list = (await req('GET', '/api/kematian?limit=100')).json().data as Array<{ _id: string; arsip_kematian: unknown }>;
    assert.ok(list.find((k) => k._id === death._id)?.arsip_kematian);

    const again = await upload('POST', death._id, PNG);
    assert.equal(again.statusCode, 409, again.body);
    assert.deepEqual(again.json(), { success: false, code: 'ARSIP_KEMATIAN_EXISTS', message: 'Arsip kematian untuk data ini sudah ada' });
    assert.equal((await upload('POST', randomUUID(), PNG)).statusCode, 404);
  });

  it('signed links: tampered, expired and unknown are refused', async () => {
    const { death } = await newDeath();
    const url: string = (await upload('POST', death._id, JPEG, 'a.jpg')).json().data.arsip_kematian;
    const u = new URL(url, 'http://x');
    const name = u.pathname.split('/').pop() as string;
    const exp = Number(u.searchParams.get('exp'));
    const sig = u.searchParams.get('sig') as string;
    const tampered = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    assert.equal((await t.inject({ method: 'GET', url: `/files/${name}?exp=${exp}&sig=${tampered}` })).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: `/files/${name}?exp=${exp + 10}&sig=${sig}` })).statusCode, 403);
    const expired = t.app.ctx.fileLinks.url(name, Date.now() - 3_700_000) as string;
    assert.equal((await t.inject({ method: 'GET', url: expired })).statusCode, 403);
    const unknown = t.app.ctx.fileLinks.url('tidakada.png') as string;
    assert.equal((await t.inject({ method: 'GET', url: unknown })).statusCode, 404);
    assert.equal((await t.inject({ method: 'GET', url: `/files/${name}` })).statusCode, 400);
    const ok = await t.inject({ method: 'GET', url });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.headers['content-type'], 'image/jpeg');
  });

  it('refuses uploads: wrong type by content, renamed non-image, too large, missing file, no token', async () => {
    const { death } = await newDeath();
    const before = storedOnDisk().length;
    const gif = await upload('POST', death._id, GIF, 'foto.png');
    assert.equal(gif.statusCode, 415);
    assert.deepEqual(gif.json(), { success: false, code: 'UNSUPPORTED_FILE', message: 'Unsupported Format, We just Support : jpg/jpeg/png' });
    const renamed = await upload('POST', death._id, Buffer.from('%PDF-1.4 bukan gambar'), 'surat.jpg');
    assert.equal(renamed.statusCode, 415);
    const big = await upload('POST', death._id, Buffer.alloc(10 * 1024 * 1024 + 1, 1));
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'Maximum size is 10mb');
    const asText = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${death._id}`, ...multipart(token, [{ name: 'arsip_kematian', content: 'bukan berkas' }]) });
    assert.equal(asText.statusCode, 400);
    assert.equal(asText.json().message, 'A file is Required');
    const none = await t.inject({ method: 'POST', url: `/api/kematian/arsip/${death._id}`, ...multipart(token, [{ name: 'catatan', content: 'x' }]) });
    assert.equal(none.statusCode, 400);
    const noPart = await t.inject({ method: 'PUT', url: `/api/kematian/arsip/${randomUUID()}`, ...multipart(token, []) });
    assert.equal(noPart.statusCode, 400);
    assert.equal(noPart.json().message, 'A file is Required');
    assert.equal(none.json().message, 'A file is Required');
    assert.equal((await upload('POST', death._id, PNG, 'a.png', null)).statusCode, 401);
    assert.equal(storedOnDisk().length, before);
    assert.equal((await req('GET', `/api/kematian/${death._id}`)).json().data.arsip_kematian, null);
  });

  it('replaces the archive (old file gone from disk and table), deletes it with its file', async () => {
    const { death } = await newDeath();
    const first = (await upload('POST', death._id, PNG)).json().data;
    const firstName = new URL(first.arsip_kematian, 'http://x').pathname.split('/').pop() as string;
    assert.ok(storedOnDisk().includes(firstName));
    const replaced = await upload('PUT', first._id, JPEG, 'b.jpeg');
    assert.equal(replaced.statusCode, 200, replaced.body);
    const secondName = new URL(replaced.json().data.arsip_kematian, 'http://x').pathname.split('/').pop() as string;
    assert.notEqual(secondName, firstName);
    assert.ok(!storedOnDisk().includes(firstName));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, firstName))).length, 0);
    assert.equal((await t.inject({ method: 'GET', url: first.arsip_kematian })).statusCode, 404);
    assert.equal((await upload('PUT', randomUUID(), PNG)).statusCode, 404);
    assert.equal((await upload('PUT', first._id, GIF)).statusCode, 415);

    const del = await req('DELETE', `/api/kematian/arsip/${first._id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.ok(!storedOnDisk().includes(secondName));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, secondName))).length, 0);
    assert.equal((await req('DELETE', `/api/kematian/arsip/${first._id}`)).statusCode, 404);
    assert.equal((await upload('POST', death._id, PNG)).statusCode, 201, 'a new archive after the delete');
  });

  it('deleting a death restores the previous status (penduduk_masuk stays masuk), removes archive, signer and file row (the bytes wait for the purge)', async () => {
    const { person, death } = await newDeath(true);
    const arsip = (await upload('POST', death._id, PNG)).json().data;
    const name = new URL(arsip.arsip_kematian, 'http://x').pathname.split('/').pop() as string;
    const sig = await req('POST', `/api/signature/${death._id}/p/kematian`, { nama_lengkap: 'Sutrisno', nama_jabatan: 'Kepala Desa' });
    const del = await req('DELETE', `/api/kematian/${death._id}`, { alasan: 'Salah catat' });
    assert.equal(del.statusCode, 200, del.body);
    assert.equal((await getPenduduk(t, token, person._id)).status_penduduk, 'penduduk_masuk');
    assert.equal((await getPenduduk(t, token, person._id)).data_kematian, null);
    assert.ok(storedOnDisk().includes(name), 'the bytes stay in Data Terhapus until the purge');
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, name))).length, 0);
    if (sig.statusCode === 201) assert.equal((await req('PUT', `/api/signature/${sig.json().data._id}/u`, { nama_lengkap: 'A', nama_jabatan: 'B' })).statusCode, 404);
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, death._id));
    const entry = log.find((l) => l.activityName.startsWith('Menghapus data kematian'));
    assert.equal((entry?.before as { _id: string })._id, death._id);
    assert.equal((await req('DELETE', `/api/kematian/${death._id}`, { alasan: 'Salah catat' })).statusCode, 404);

    const living = await newDeath(false);
    await addAnggota(t, token, living.person.keluarga_dari._id, { posisi_dalam_keluarga: 'Anak' });
    assert.equal((await req('DELETE', `/api/kematian/${living.death._id}`, { alasan: 'Salah catat' })).statusCode, 200);
    assert.equal((await getPenduduk(t, token, living.person._id)).status_penduduk, '');
    // Recorded again after the cancel.
    assert.equal((await req('POST', `/api/kematian/${living.person._id}`, kematianBody)).statusCode, 201);
  });

  it('exports data_kematian_{date}.csv', async () => {
    const { person } = await newDeath(false, { nama_lengkap: 'Karto Wiryo' });
    const res = await req('GET', '/api/kematian/csv?sort=nama_lengkap');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /data_kematian_\d{2}-\d{2}-\d{4}\.csv/);
    const rows = parseCsv(res.body);
    assert.equal(rows[0]?.[0], 'NIK');
    const row = rows.find((r) => r[1] === 'Karto Wiryo');
    assert.equal(row?.[0], `="${person.nik}"`);
    assert.equal(row?.[11], 'Belum Lengkap');
    assert.equal((await req('GET', '/api/kematian/csv', undefined, null)).statusCode, 401);
  });

  it('lets an Admin work on deaths', async () => {
    const admin = await t.createUser('Admin');
    const { death } = await newDeath();
    assert.equal((await req('GET', `/api/kematian/${death._id}`, undefined, admin.token)).statusCode, 200);
    assert.equal((await upload('POST', death._id, PNG, 'a.png', admin.token)).statusCode, 201);
    assert.equal((await req('DELETE', `/api/kematian/${death._id}`, { alasan: 'Salah catat' }, admin.token)).statusCode, 200);
  });

  it('leaves the sort keys kept on the records equal to the records, after everything above', async () => {
    assert.deepEqual(await kunciUrutSelisih(t.app.ctx.db), []);
  });
});
