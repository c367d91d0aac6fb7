import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Reads } from '../src/db/client.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, kartuKeluargaBody, nomor, parseCsv, type Penduduk } from './support/registry.js';

interface Kartu {
  _id: string;
  no_kk: string;
  anggota_keluarga: Penduduk[];
  data_penduduk_masuk: unknown;
}

describe('family cards: add', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const post = (url: string, payload: object, tok = token) => t.inject({ method: 'POST', url, headers: auth(tok), payload });

  it('adds a card and its head in one go; the head is Kepala Keluarga by default', async () => {
    const body = kartuKeluargaBody({ nama_lengkap: 'Slamet Riyadi' });
    const res = await post('/api/kartu_keluarga', body);
    assert.equal(res.statusCode, 201, res.body);
    const { data, message } = res.json();
    assert.equal(message, 'Kartu keluarga berhasil ditambahkan');
    assert.equal(data.nama_lengkap, 'Slamet Riyadi');
    assert.equal(data.posisi_dalam_keluarga, 'Kepala Keluarga');
    assert.equal(data.status_penduduk, '');
    assert.equal(data.keluarga_dari.no_kk, body.no_kk);
    const card = (await t.inject({ method: 'GET', url: `/api/kartu_keluarga/${data.keluarga_dari._id}`, headers: auth(token) })).json().data as Kartu;
    assert.equal(card.no_kk, body.no_kk);
    assert.deepEqual(card.anggota_keluarga.map((p) => p._id), [data._id]);
    assert.equal(card.data_penduduk_masuk, null);
  });

  it('keeps another position when one is given', async () => {
    const res = await post('/api/kartu_keluarga', kartuKeluargaBody({ posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan' }));
    assert.equal(res.json().data.posisi_dalam_keluarga, 'Istri');
  });

  it('adds an incoming card (POST /in) whose head starts as penduduk_masuk', async () => {
    const res = await post('/api/kartu_keluarga/in', kartuKeluargaBody());
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().data.status_penduduk, 'penduduk_masuk');
    assert.equal(res.json().message, 'Kartu keluarga penduduk masuk berhasil ditambahkan');
    assert.equal(res.json().data.keluarga_dari._id.length, 36);
  });

  it('answers 409 "Nomor KK sudah terdaftar" / "NIK sudah terdaftar" and creates nothing', async () => {
    const first = await addKartuKeluarga(t, token);
    const countsBefore = await dashboard(t, token);
    let res = await post('/api/kartu_keluarga', kartuKeluargaBody({ no_kk: first.keluarga_dari.no_kk }));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'Nomor KK sudah terdaftar');
    assert.equal(res.json().code, 'NO_KK_TAKEN');
    // A new card number with a taken NIK: the card must not stay behind without its head.
    const orphanNoKk = nomor();
    res = await post('/api/kartu_keluarga/in', kartuKeluargaBody({ no_kk: orphanNoKk, nik: first.nik }));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, 'NIK sudah terdaftar');
    assert.equal(res.json().code, 'NIK_TAKEN');
    assert.deepEqual(await dashboard(t, token), countsBefore);
    assert.equal((await t.inject({ method: 'GET', url: `/api/penduduk/s/kk?no_kk=${orphanNoKk}`, headers: auth(token) })).statusCode, 404);
  });

  it('checks every field with the field named, NIK and No. KK with their messages', async () => {
    let res = await post('/api/kartu_keluarga', kartuKeluargaBody({ no_kk: '123' }));
    assert.equal(res.json().message, 'Nomor KK harus 16 digit angka');
    res = await post('/api/kartu_keluarga', kartuKeluargaBody({ nik: '12345678901234567' }));
    assert.equal(res.json().message, 'NIK harus 16 digit angka');
    // Birth: tempat_lahir and tanggal_lahir, or the spec's one text (issue 35); umur is never required.
    const { tempat_tanggal_lahir: _t, ...tanpaLahir } = kartuKeluargaBody();
    res = await post('/api/kartu_keluarga', tanpaLahir);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'tempat_lahir wajib diisi');
    const { umur: _u, ...tanpaUmur } = kartuKeluargaBody();
    assert.equal((await post('/api/kartu_keluarga', tanpaUmur)).statusCode, 201);
    for (const field of ['no_kk', 'nik', 'nama_lengkap', 'jenis_kelamin', 'agama', 'status_perkawinan', 'pekerjaan', 'pendidikan_terakhir', 'alamat_asal']) {
      const body: Record<string, unknown> = kartuKeluargaBody();
      delete body[field];
      res = await post('/api/kartu_keluarga', body);
      assert.equal(res.statusCode, 400, field);
      assert.equal(res.json().message, `${field} wajib diisi`);
    }
    res = await post('/api/kartu_keluarga', { ...kartuKeluargaBody(), status_penduduk: 'meninggal' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /Properti tidak dikenal: status_penduduk/);
    res = await post('/api/kartu_keluarga', kartuKeluargaBody({ status_perkawinan: 'Menikah' }));
    assert.match(res.json().message, /status_perkawinan harus salah satu dari/);
    res = await post('/api/kartu_keluarga', kartuKeluargaBody({ pendidikan_terakhir: 'SMA' }));
    assert.equal(res.statusCode, 400);
  });

  it('is open to an Admin and a Super Admin, not without a token', async () => {
    const admin = await t.createUser('Admin');
    const superAdmin = await t.createUser('Super Admin');
    assert.equal((await post('/api/kartu_keluarga', kartuKeluargaBody(), admin.token)).statusCode, 201);
    assert.equal((await post('/api/kartu_keluarga/in', kartuKeluargaBody(), superAdmin.token)).statusCode, 201);
    assert.equal((await t.inject({ method: 'POST', url: '/api/kartu_keluarga', payload: kartuKeluargaBody() })).statusCode, 401);
  });

  it('logs the new card with its head', async () => {
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Tercatat' });
    const [entry] = (await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(token) })).json().data;
    assert.match(entry.activity_name, new RegExp(`Menambahkan kartu keluarga ${head.keluarga_dari.no_kk}`));
    assert.equal(entry.after.no_kk, head.keluarga_dari.no_kk);
    assert.equal(entry.after.anggota_keluarga[0].nama_lengkap, 'Kepala Tercatat');
    assert.equal(entry.before, null);
  });
});

describe('family cards: list, detail, CSV', () => {
  let t: TestApp;
  let token: string;
  const cards: Penduduk[] = [];
  before(async () => {
    t = await buildTestApp({ DESA_NAMA: 'Sumber Rejo' });
    ({ token } = await t.login());
    cards.push(await addKartuKeluarga(t, token, { no_kk: '3507020000000003', nama_lengkap: 'Citra Dewi', nik: '3507024101900103', tempat_tanggal_lahir: 'Malang, 01 Januari 1976', umur: '50', jenis_kelamin: 'Perempuan' }));
    cards.push(await addKartuKeluarga(t, token, { no_kk: '3507020000000001', nama_lengkap: 'Agus Salim', nik: '3507020101900101', tempat_tanggal_lahir: 'Malang, 01 Januari 2019', umur: '7' }));
    cards.push(await addKartuKeluarga(t, token, { no_kk: '3507020000000002', nama_lengkap: 'budi utomo', nik: '3507020101900102', tempat_tanggal_lahir: 'Malang, 01 Januari 1996', umur: '30' }));
    // The second card gets a wife and a child added before the head's own record order matters.
    await addAnggota(t, token, cards[1]!.keluarga_dari._id, { nama_lengkap: 'Zaenab', posisi_dalam_keluarga: 'Anak', nik: '3507020202900201' });
    await addAnggota(t, token, cards[1]!.keluarga_dari._id, { nama_lengkap: 'Yuni Salim', posisi_dalam_keluarga: 'Istri', jenis_kelamin: 'Perempuan', nik: '3507020202900202' });
  });
  after(() => t.close());

  const get = (url: string) => t.inject({ method: 'GET', url, headers: auth(token) });
  const list = async (query: string) => (await get(`/api/kartu_keluarga?${query}`)).json() as { data: Kartu[]; total: number };
  const heads = (body: { data: Kartu[] }) => body.data.map((k) => k.anggota_keluarga[0]?.nama_lengkap);

  it('lists one row per card with its members, head first, and the total', async () => {
    const body = await list('limit=10');
    assert.equal(body.total, 3);
    assert.deepEqual(heads(body), ['Citra Dewi', 'Agus Salim', 'budi utomo']);
    const agus = body.data[1]!;
    assert.deepEqual(agus.anggota_keluarga.map((p) => p.nama_lengkap), ['Agus Salim', 'Yuni Salim', 'Zaenab']);
    const page = await list('limit=1&page=1');
    assert.equal(page.total, 3);
    assert.deepEqual(heads(page), ['Agus Salim']);
  });

  it('sorts by the card columns and by its first member', async () => {
    assert.deepEqual(heads(await list('sort=no_kk')), ['Agus Salim', 'budi utomo', 'Citra Dewi']);
    assert.deepEqual(heads(await list('sort=nama_lengkap&order=desc')), ['Citra Dewi', 'budi utomo', 'Agus Salim']);
    assert.deepEqual(heads(await list('sort=umur')), ['Agus Salim', 'budi utomo', 'Citra Dewi']);
    assert.deepEqual(heads(await list('sort=jumlah_anggota&order=desc')).slice(0, 1), ['Agus Salim']);
    assert.deepEqual(heads(await list('sort=nik')), ['Agus Salim', 'budi utomo', 'Citra Dewi']);
    for (const sort of ['tempat_tanggal_lahir', 'alamat_asal', 'jenis_kelamin', 'createdAt']) assert.equal((await list(`sort=${sort}`)).total, 3, sort);
  });

  it('searches by a member name, a NIK prefix or a No. KK prefix', async () => {
    assert.deepEqual(heads(await list('q=zaen')), ['Agus Salim']);
    assert.deepEqual(heads(await list('q=salim&sort=no_kk')), ['Agus Salim']);
    assert.deepEqual(heads(await list('q=3507020000000003')), ['Citra Dewi']);
    assert.deepEqual(heads(await list('q=35070202029002')), ['Agus Salim'], 'a member NIK prefix');
    const none = await list('q=tidakada');
    assert.equal(none.total, 0);
    assert.deepEqual(none.data, []);
  });

  it('reads one card, members head first; 404 for an unknown card', async () => {
    const res = await get(`/api/kartu_keluarga/${cards[1]!.keluarga_dari._id}`);
    assert.equal(res.statusCode, 200);
    assert.deepEqual((res.json().data as Kartu).anggota_keluarga.map((p) => p.posisi_dalam_keluarga), ['Kepala Keluarga', 'Istri', 'Anak']);
    assert.equal((await get(`/api/kartu_keluarga/${randomUUID()}`)).statusCode, 404);
    assert.equal((await get('/api/kartu_keluarga/bukan-id')).statusCode, 404);
  });

  it('exports the residents as a CSV: BOM, header, NIK as text, the spec file name, every row', async () => {
    const res = await get('/api/penduduk/csv?sort=nama_lengkap');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    assert.match(disposition, /^attachment; filename="data_penduduk_desa_Sumber_Rejo_\d{2}-\d{2}-\d{4}\.csv"/);
    const rows = parseCsv(res.body);
    // The spec's columns, in the spec's places; the person record's own (issue 35) follow them.
    assert.deepEqual(rows[0]?.slice(0, 13), ['Nomor KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Tgl. Lahir', 'Umur', 'Agama', 'Status Perkawinan', 'Pekerjaan', 'Pendidikan Terakhir', 'Alamat', 'Posisi dalam Keluarga', 'Status Penduduk']);
    assert.deepEqual(rows[0]?.slice(13, 15), ['Tempat Lahir', 'Tanggal Lahir']);
    assert.equal(rows.length, 1 + 5);
    assert.deepEqual(rows.slice(1).map((r) => r[2]), ['Agus Salim', 'budi utomo', 'Citra Dewi', 'Yuni Salim', 'Zaenab']);
    const agus = rows[1]!;
    assert.equal(agus[0], '="3507020000000001"');
    assert.equal(agus[1], '="3507020101900101"');
    assert.equal(agus[12], 'Hidup');
    assert.ok(res.body.includes('"=""3507020101900101"""'), 'the wrapper is quoted the RFC 4180 way');
    assert.ok(res.body.endsWith('\r\n'));
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const evil = await addKartuKeluarga(t, token, { nama_lengkap: '=HYPERLINK("http://x","klik")', alamat_asal: '+62 Jalan', pekerjaan: '@SUM(A1)', tempat_tanggal_lahir: '-1+1' });
    const rows = parseCsv((await get('/api/penduduk/csv?q=hyperlink')).body);
    const row = rows[1]!;
    assert.equal(row[2], `'=HYPERLINK("http://x","klik")`);
    assert.equal(row[4], `'-1+1`);
    assert.equal(row[8], `'@SUM(A1)`);
    assert.equal(row[10], `'+62 Jalan`);
    assert.equal(rows.length, 2, 'q filters the export too');
    // Clean up so the other tests keep their counts.
    await t.inject({ method: 'DELETE', url: `/api/penduduk/${evil._id}/d/${evil.keluarga_dari._id}`, headers: auth(token), payload: { alasan: 'Data uji' } });
  });

  it('exports the cards, one row per card with its first member and member count', async () => {
    const res = await get('/api/kartu_keluarga/csv?sort=no_kk');
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /filename="data_kartu_keluarga_\d{2}-\d{2}-\d{4}\.csv"/);
    const rows = parseCsv(res.body);
    assert.deepEqual(rows[0], ['Nomor KK', 'NIK', 'Nama Lengkap', 'Jenis Kelamin', 'Tempat Tgl. Lahir', 'Umur', 'Alamat', 'Jumlah Anggota']);
    assert.deepEqual(rows.slice(1).map((r) => [r[0], r[2], r[7]]), [
      ['="3507020000000001"', 'Agus Salim', '3'],
      ['="3507020000000002"', 'budi utomo', '1'],
      ['="3507020000000003"', 'Citra Dewi', '1'],
    ]);
  });

  it('exports one card\'s members as anggota_keluarga_{nik of the first member}.csv', async () => {
    const res = await get(`/api/kartu_keluarga/${cards[1]!.keluarga_dari._id}/csv`);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /filename="anggota_keluarga_3507020101900101\.csv"/);
    const rows = parseCsv(res.body);
    assert.deepEqual(rows.slice(1).map((r) => r[2]), ['Agus Salim', 'Yuni Salim', 'Zaenab']);
    assert.equal((await get(`/api/kartu_keluarga/${randomUUID()}/csv`)).statusCode, 404);
  });

  it('streams a large export whole, across keyset batches, in the order of the list', async () => {
    const { pendudukEkspor } = await import('../src/data/penduduk-list.js');
    const { kartuKeluargaEkspor } = await import('../src/data/kartu-keluarga.js');
    const { bacaEkspor } = await import('../src/data/ekspor/baca.js');
    const { withDesa } = await import('../src/db/village-scope.js');
    const { db, desaId } = t.app.ctx;
    // As a download reads (DownloadContext.run): each batch in a short transaction of the village's scope.
    const run: Reads = (query) => withDesa(db, desaId, query);
    for (const [sort, order] of [['nama_lengkap', 'asc'], ['umur', 'desc'], ['no_kk', 'asc'], ['createdAt', 'desc'], ['nik', 'desc']] as const) {
      const chunks: string[] = [];
      for await (const chunk of bacaEkspor(run, pendudukEkspor(desaId, { filter: { kind: 'semua' }, sort, order }), { batchSize: 2 })) chunks.push(chunk);
      assert.equal(chunks.length, 3, `${sort}: 5 rows in batches of 2`);
      const niks = parseCsv('\uFEFF' + chunks.join('')).map((r) => r[1]);
      const listed = (await get(`/api/penduduk?limit=100&sort=${sort}&order=${order}`)).json().data.map((p: Penduduk) => `="${p.nik}"`);
      assert.deepEqual(niks, listed, `${sort} ${order}: every row once, in the order of the list`);
    }
    for (const [sort, order] of [['nama_lengkap', 'desc'], ['jumlah_anggota', 'asc']] as const) {
      const chunks: string[] = [];
      for await (const chunk of bacaEkspor(run, kartuKeluargaEkspor(desaId, { filter: { kind: 'semua' }, sort, order }), { batchSize: 1 })) chunks.push(chunk);
      const noKk = parseCsv('\uFEFF' + chunks.join('')).map((r) => r[0]);
      const listed = (await get(`/api/kartu_keluarga?limit=100&sort=${sort}&order=${order}`)).json().data.map((k: Kartu) => `="${k.no_kk}"`);
      assert.deepEqual(noKk, listed, `cards by ${sort} ${order}`);
    }
  });

  it('builds the same CSV bytes in SQL (large exports) as in JS (one card\'s members)', async () => {
    const { csvCell } = await import('../src/lib/ekspor/csv.js');
    const { csvCellSql } = await import('../src/data/ekspor/kolom.js');
    const { sql } = await import('drizzle-orm');
    const tricky = ['Budi', '=1+1', '+62', '-', '@x', '\t=cmd', '\r=cmd', 'a "quoted", name', 'baris\nbaru', '', "O'Neil", 'Désa Ñ 東'];
    for (const value of tricky) {
      const result = (await t.app.ctx.db.execute(sql`select ${csvCellSql(sql`${value}::text`)} as cell`)) as unknown as { rows: Array<{ cell: string }> };
      assert.equal(result.rows[0]?.cell, csvCell(value), JSON.stringify(value));
    }
    const head = cards[1]!;
    const viaSql = parseCsv((await get(`/api/penduduk/csv?q=${head.nik}`)).body)[1];
    const viaJs = parseCsv((await get(`/api/kartu_keluarga/${head.keluarga_dari._id}/csv`)).body)[1];
    assert.deepEqual(viaSql, viaJs);
  });

  it('needs a token for every export', async () => {
    for (const url of ['/api/penduduk/csv', '/api/kartu_keluarga/csv', `/api/kartu_keluarga/${cards[0]!.keluarga_dari._id}/csv`]) {
      assert.equal((await t.inject({ method: 'GET', url })).statusCode, 401, url);
    }
  });
});
