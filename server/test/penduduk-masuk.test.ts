/** Incoming residents: list, CSVs, detail, entry documents (upload, replace, delete), dashboard counts. */
import { hariIniDi } from '@sid/openapi/domain/lahir';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { activityLog, files } from '../src/db/schema.js';
import { filesDir } from '../src/lib/files.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { kunciUrutSelisih } from './support/kunci-urut.js';
import { addAnggota, addKartuKeluarga, dashboard, parseCsv, type Penduduk } from './support/registry.js';
import { GIF, JPEG, multipart, PDF, PNG } from './support/uploads.js';

interface KartuKeluarga {
  _id: string;
  no_kk: string;
  anggota_keluarga: Penduduk[];
  data_penduduk_masuk: null | { _id: string; foto_kk: string | null; foto_surat_masuk: string | null };
}

const nameOf = (url: string) => new URL(url, 'http://x').pathname.split('/').pop() as string;

describe('incoming residents (penduduk masuk)', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {} });
  const storedOnDisk = () => (existsSync(filesDir(t.dataDir)) ? readdirSync(filesDir(t.dataDir)) : []);
  const both = (kk = PNG, surat = JPEG) => [
    { name: 'foto_kk', filename: 'kk.png', content: kk },
    { name: 'foto_surat_masuk', filename: 'surat.jpg', content: surat },
  ];
  const addDocs = (kkId: string, parts = both(), tok: string | null = token) =>
    t.inject({ method: 'POST', url: `/api/penduduk_masuk/${kkId}/p`, ...multipart(tok, parts) });
  const updateDocs = (id: string, parts: Parameters<typeof multipart>[1], tok: string | null = token) =>
    t.inject({ method: 'PUT', url: `/api/penduduk_masuk/${id}`, ...multipart(tok, parts) });
  async function incomingCard(overrides: Parameters<typeof addKartuKeluarga>[2] = {}) {
    const head = await addKartuKeluarga(t, token, overrides, true);
    return { head, kkId: head.keluarga_dari._id };
  }

  it('lists only incoming cards, each with its members, head first, and whether documents exist; paged and sorted', async () => {
    const a = await incomingCard({ nama_lengkap: 'Aminah Masuk' });
    const z = await incomingCard({ nama_lengkap: 'Zulkifli Masuk' });
    await addAnggota(t, token, z.kkId, { nama_lengkap: 'Anak Zulkifli' });
    const ordinary = await addKartuKeluarga(t, token, { nama_lengkap: 'Bukan Pendatang' });
    assert.equal((await addDocs(a.kkId)).statusCode, 201);

    const res = await req('GET', '/api/penduduk_masuk/k?limit=100&sort=nama_lengkap&order=asc');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { data: KartuKeluarga[]; total: number };
    assert.equal(body.total, body.data.length);
    assert.ok(!body.data.some((k) => k._id === ordinary.keluarga_dari._id), 'an ordinary card is not listed');
    const names = body.data.map((k) => k.anggota_keluarga[0]?.nama_lengkap);
    assert.ok(names.indexOf('Aminah Masuk') < names.indexOf('Zulkifli Masuk'));
    const zCard = body.data.find((k) => k._id === z.kkId);
    assert.equal(zCard?.anggota_keluarga.length, 2);
    assert.equal(zCard?.anggota_keluarga[0]?.posisi_dalam_keluarga, 'Kepala Keluarga');
    assert.equal(zCard?.anggota_keluarga[1]?.status_penduduk, 'penduduk_masuk');
    assert.equal(zCard?.data_penduduk_masuk, null);
    const aCard = body.data.find((k) => k._id === a.kkId);
    assert.match(String(aCard?.data_penduduk_masuk?.foto_kk), /^\/files\/[0-9a-f]{32}\.png\?exp=\d+&sig=/);

    const page = (await req('GET', '/api/penduduk_masuk/k?limit=1&page=1&sort=nama_lengkap&order=desc')).json();
    assert.equal(page.data.length, 1);
    assert.equal(page.total, body.total);
    const desc = (await req('GET', '/api/penduduk_masuk/k?limit=100&sort=nama_lengkap&order=desc')).json().data as KartuKeluarga[];
    assert.deepEqual(desc.map((k) => k._id), [...body.data.map((k) => k._id)].reverse());
    const byDocs = (await req('GET', '/api/penduduk_masuk/k?limit=100&sort=data_lengkap&order=desc')).json().data as KartuKeluarga[];
    assert.notEqual(byDocs[0]?.data_penduduk_masuk, null);
    const byCount = (await req('GET', '/api/penduduk_masuk/k?limit=100&sort=jumlah_anggota&order=desc')).json().data as KartuKeluarga[];
    assert.equal(byCount[0]?._id, z.kkId);
    for (const sort of ['no_kk', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'jenis_kelamin', 'createdAt']) {
      const r = await req('GET', `/api/penduduk_masuk/k?sort=${sort}&order=desc`);
      assert.equal(r.statusCode, 200, sort);
      assert.equal(r.json().total, body.total);
    }
    assert.equal((await req('GET', '/api/penduduk_masuk/k?sort=nik')).statusCode, 400);
    assert.equal((await req('GET', '/api/penduduk_masuk/k?limit=0')).statusCode, 400);
    assert.equal((await req('GET', '/api/penduduk_masuk/k', null)).statusCode, 401);
  });

  it('gets one incoming card with signed links (404 for unknown and for ordinary cards)', async () => {
    const { head, kkId } = await incomingCard();
    const empty = await req('GET', `/api/penduduk_masuk/${kkId}`);
    assert.equal(empty.statusCode, 200, empty.body);
    assert.equal(empty.json().data.data_penduduk_masuk, null);
    assert.equal(empty.json().data.anggota_keluarga[0]._id, head._id);
    const doc = (await addDocs(kkId)).json().data;
    const got = (await req('GET', `/api/penduduk_masuk/${kkId}`)).json().data as KartuKeluarga;
    assert.equal(got.data_penduduk_masuk?._id, doc._id);
    const file = await t.inject({ method: 'GET', url: got.data_penduduk_masuk?.foto_surat_masuk as string });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'image/jpeg');
    // The family-card detail shows the same record with links too.
    assert.match(String((await req('GET', `/api/kartu_keluarga/${kkId}`)).json().data.data_penduduk_masuk.foto_kk), /^\/files\//);

    const ordinary = await addKartuKeluarga(t, token);
    assert.equal((await req('GET', `/api/penduduk_masuk/${ordinary.keluarga_dari._id}`)).statusCode, 404);
    const unknown = await req('GET', `/api/penduduk_masuk/${randomUUID()}`);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Kartu keluarga penduduk masuk tidak ditemukan');
    assert.equal((await req('GET', `/api/penduduk_masuk/${kkId}`, null)).statusCode, 401);
  });

  it('adds entry documents once (201, logged), refuses a second (409) and non-incoming or unknown cards (404)', async () => {
    const { kkId } = await incomingCard();
    const before = await dashboard(t, token);
    const res = await addDocs(kkId);
    assert.equal(res.statusCode, 201, res.body);
    const doc = res.json().data;
    assert.equal(res.json().message, 'Sukses menambahkan data keterangan masuk');
    assert.match(doc.foto_kk, /^\/files\/[0-9a-f]{32}\.png\?/);
    assert.match(doc.foto_surat_masuk, /^\/files\/[0-9a-f]{32}\.jpg\?/);
    assert.ok(storedOnDisk().includes(nameOf(doc.foto_kk)));
    assert.equal((await dashboard(t, token)).inc_data_penduduk_masuk, before.inc_data_penduduk_masuk - 1);

    const onDisk = storedOnDisk().length;
    const again = await addDocs(kkId);
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(again.json().message, 'Data keterangan masuk untuk kartu keluarga ini sudah ada');
    assert.equal(again.json().code, 'KETERANGAN_MASUK_EXISTS');
    assert.equal(storedOnDisk().length, onDisk, 'the refused files are not kept');
    const ordinary = await addKartuKeluarga(t, token);
    assert.equal((await addDocs(ordinary.keluarga_dari._id)).statusCode, 404);
    assert.equal((await addDocs(randomUUID())).statusCode, 404);
    assert.equal(storedOnDisk().length, onDisk);
    assert.equal((await addDocs(kkId, both(), null)).statusCode, 401);

    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, doc._id));
    const entry = log.find((l) => l.activityName.startsWith('Menambahkan data keterangan masuk'));
    assert.equal((entry?.after as { kartu_keluarga: string }).kartu_keluarga, kkId);
  });

  it('takes PDF scans beside photos (issue 40): stored as .pdf, served as application/pdf, replaced by a PDF too', async () => {
    const { kkId } = await incomingCard();
    const res = await addDocs(kkId, both(PDF, PDF));
    assert.equal(res.statusCode, 201, res.body);
    const doc = res.json().data;
    assert.match(doc.foto_kk, /^\/files\/[0-9a-f]{32}\.pdf\?/);
    const file = await t.inject({ method: 'GET', url: doc.foto_surat_masuk as string });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.equal(file.headers['x-content-type-options'], 'nosniff');
    const replaced = await updateDocs(doc._id, [{ name: 'foto_kk', filename: 'kk.pdf', content: PDF }]);
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.match(replaced.json().data.foto_kk, /^\/files\/[0-9a-f]{32}\.pdf\?/);
    // The files table holds it (migration 0037); the death archive still refuses a PDF (kematian.test.ts).
    const [row] = await t.app.ctx.db.select({ mime: files.mime }).from(files).where(eq(files.storedName, nameOf(replaced.json().data.foto_kk)));
    assert.equal(row?.mime, 'application/pdf');
  });

  it('refuses bad uploads: wrong type by content, a text renamed .pdf, too large, missing file', async () => {
    const { kkId } = await incomingCard();
    const onDisk = storedOnDisk().length;
    const gif = await addDocs(kkId, both(GIF));
    assert.equal(gif.statusCode, 415);
    assert.deepEqual(gif.json(), { success: false, code: 'UNSUPPORTED_FILE', message: 'Format berkas tidak didukung, gunakan foto jpg/jpeg/png atau hasil pindai pdf' });
    const renamed = await addDocs(kkId, [{ name: 'foto_kk', filename: 'kk.pdf', content: PNG }, { name: 'foto_surat_masuk', filename: 'surat.pdf', content: Buffer.from('bukan pdf, hanya teks biasa') }]);
    assert.equal(renamed.statusCode, 415);
    const html = await addDocs(kkId, both(PNG, Buffer.from('<!doctype html><html><script>alert(1)</script></html>')));
    assert.equal(html.statusCode, 415);
    const big = await addDocs(kkId, both(Buffer.alloc(10 * 1024 * 1024 + 1, 1)));
    assert.equal(big.statusCode, 413);
    assert.equal(big.json().message, 'Maximum size is 10mb');
    const one = await addDocs(kkId, [{ name: 'foto_kk', filename: 'kk.png', content: PNG }]);
    assert.equal(one.statusCode, 400);
    assert.equal(one.json().message, 'A file is Required');
    const emptyPart = await addDocs(kkId, both(PNG, Buffer.alloc(0)));
    assert.equal(emptyPart.statusCode, 400);
    assert.equal(emptyPart.json().message, 'A file is Required');
    assert.equal(storedOnDisk().length, onDisk);
    assert.equal((await req('GET', `/api/penduduk_masuk/${kkId}`)).json().data.data_penduduk_masuk, null);
  });

  it('replaces either photo (old file removed from disk and table), needs at least one, 404 for unknown records', async () => {
    const { kkId } = await incomingCard();
    const doc = (await addDocs(kkId)).json().data;
    const oldKk = nameOf(doc.foto_kk);
    const oldSurat = nameOf(doc.foto_surat_masuk);

    const onlyKk = await updateDocs(doc._id, [{ name: 'foto_kk', filename: 'baru.jpg', content: JPEG }]);
    assert.equal(onlyKk.statusCode, 200, onlyKk.body);
    assert.equal(onlyKk.json().message, 'Sukses memperbarui data keterangan masuk');
    const newKk = nameOf(onlyKk.json().data.foto_kk);
    assert.notEqual(newKk, oldKk);
    assert.equal(nameOf(onlyKk.json().data.foto_surat_masuk), oldSurat, 'the other photo stays');
    assert.ok(!storedOnDisk().includes(oldKk));
    assert.ok(storedOnDisk().includes(oldSurat));
    assert.equal((await t.app.ctx.db.select().from(files).where(eq(files.storedName, oldKk))).length, 0);

    const onlySurat = await updateDocs(doc._id, [{ name: 'foto_surat_masuk', filename: 's.png', content: PNG }]);
    assert.equal(onlySurat.statusCode, 200);
    assert.ok(!storedOnDisk().includes(oldSurat));
    assert.equal(nameOf(onlySurat.json().data.foto_kk), newKk);

    const none = await updateDocs(doc._id, []);
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, 'Kirim minimal satu berkas: foto_kk atau foto_surat_masuk');
    assert.equal((await updateDocs(doc._id, [{ name: 'foto_kk', filename: 'x.png', content: GIF }])).statusCode, 415);
    assert.equal((await updateDocs(randomUUID(), [{ name: 'foto_kk', filename: 'x.png', content: PNG }])).statusCode, 404);
    assert.equal((await updateDocs(doc._id, [{ name: 'foto_kk', filename: 'x.png', content: PNG }], null)).statusCode, 401);

    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, doc._id));
    const entry = log.find((l) => l.activityName.includes('foto KK'));
    assert.notEqual((entry?.before as { foto_kk: string }).foto_kk, (entry?.after as { foto_kk: string }).foto_kk);
  });

  it('deletes the record of that card with both files; a new one can be added; dashboard follows', async () => {
    const { kkId } = await incomingCard();
    const doc = (await addDocs(kkId)).json().data;
    const names = [nameOf(doc.foto_kk), nameOf(doc.foto_surat_masuk)];
    const before = await dashboard(t, token);
    const other = await incomingCard();
    assert.equal((await req('DELETE', `/api/penduduk_masuk/${other.kkId}/d/${doc._id}`)).statusCode, 404, 'not this card\'s record');
    assert.equal((await req('DELETE', `/api/penduduk_masuk/${kkId}/d/${doc._id}`, null)).statusCode, 401);
    const del = await req('DELETE', `/api/penduduk_masuk/${kkId}/d/${doc._id}`);
    assert.equal(del.statusCode, 200, del.body);
    assert.equal(del.json().message, 'Sukses menghapus data keterangan masuk');
    for (const n of names) assert.ok(!storedOnDisk().includes(n));
    assert.equal((await req('GET', `/api/penduduk_masuk/${kkId}`)).json().data.data_penduduk_masuk, null);
    // +1 for this card, +1 for the other (new, without documents).
    assert.equal((await dashboard(t, token)).inc_data_penduduk_masuk, before.inc_data_penduduk_masuk + 2);
    assert.equal((await req('DELETE', `/api/penduduk_masuk/${kkId}/d/${doc._id}`)).statusCode, 404);
    assert.equal((await req('DELETE', `/api/penduduk_masuk/${kkId}/d/bukan-id`)).statusCode, 404);
    const log = await t.app.ctx.db.select().from(activityLog).where(eq(activityLog.entityId, doc._id));
    assert.ok(log.some((l) => l.activityName === 'Menghapus data keterangan masuk' && (l.before as { _id: string })._id === doc._id));
    assert.equal((await addDocs(kkId)).statusCode, 201, 'added again after the delete');
  });

  it('exports the incoming cards (data_kartu_keluarga_penduduk_masuk_{date}.csv) and one card\'s members', async () => {
    const { head, kkId } = await incomingCard({ nama_lengkap: '=Pendatang CSV' });
    await addAnggota(t, token, kkId, { nama_lengkap: 'Anak Pendatang' });
    const res = await req('GET', '/api/penduduk_masuk/csv?sort=nama_lengkap');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /filename="data_kartu_keluarga_penduduk_masuk_\d{2}-\d{2}-\d{4}\.csv"/);
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], ['Nomor KK', 'NIK', 'Nama Lengkap', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jenis Kelamin', 'Anggota Keluarga', 'Data Pend. Masuk', 'Tanggal Datang']);
    const row = rows.find((r) => r[1] === `="${head.nik}"`);
    // Issue 40: sent without one, the family arrived the day it was entered.
    assert.equal(row?.[9], hariIniDi(t.app.ctx.config.timeZone));
    assert.equal(row?.[0], `="${head.keluarga_dari.no_kk}"`);
    assert.equal(row?.[2], "'=Pendatang CSV", 'a formula is neutralised');
    assert.equal(row?.[7], '2');
    assert.equal(row?.[8], 'Tidak Lengkap');
    const listTotal = (await req('GET', '/api/penduduk_masuk/k')).json().total;
    assert.equal(rows.length - 1, listTotal);
    assert.equal((await req('GET', '/api/penduduk_masuk/csv', null)).statusCode, 401);

    const members = await req('GET', `/api/penduduk_masuk/${kkId}/csv`);
    assert.equal(members.statusCode, 200);
    assert.match(String(members.headers['content-disposition']), new RegExp(`anggota_keluarga_${head.nik}\\.csv`));
    const memberRows = parseCsv(members.body);
    assert.equal(memberRows.length, 3);
    assert.equal(memberRows[1]?.[1], `="${head.nik}"`);
    const ordinary = await addKartuKeluarga(t, token);
    assert.equal((await req('GET', `/api/penduduk_masuk/${ordinary.keluarga_dari._id}/csv`)).statusCode, 404);
    assert.equal((await req('GET', `/api/penduduk_masuk/${randomUUID()}/csv`)).statusCode, 404);
    assert.equal((await req('GET', `/api/penduduk_masuk/${kkId}/csv`, null)).statusCode, 401);
  });

  it('leaves "data lengkap" kept on the cards equal to their documents, after everything above', async () => {
    assert.deepEqual(await kunciUrutSelisih(t.app.ctx.db), []);
  });
});
