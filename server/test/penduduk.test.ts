import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { hariIniDi, umurTeks } from '@sid/openapi/domain/lahir';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, anggotaBody, getPenduduk, nomor, type Penduduk } from './support/registry.js';

describe('residents: list, detail, search', () => {
  let t: TestApp;
  let token: string;
  const people: Penduduk[] = [];
  let kkBudi: Penduduk;

  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    kkBudi = await addKartuKeluarga(t, token, { nama_lengkap: 'Budi Santoso', nik: '3507010101900001', no_kk: '3507019999000001', tempat_tanggal_lahir: 'Malang, 01 Januari 1990', umur: '36' });
    people.push(kkBudi);
    people.push(await addAnggota(t, token, kkBudi.keluarga_dari._id, { nama_lengkap: 'Siti Aminah', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', tempat_tanggal_lahir: 'Blitar, 1 Jun 2017', umur: '9', nik: '3507014101950002' }));
    people.push(await addAnggota(t, token, kkBudi.keluarga_dari._id, { nama_lengkap: 'ahmad fauzi', tempat_tanggal_lahir: 'Kediri, 02-02-2010', umur: '10 Tahun', nik: '3507010202100003' }));
    const kk2 = await addKartuKeluarga(t, token, { nama_lengkap: 'Wahyu Nugroho', nik: '3508010101800004', no_kk: '3508019999000002', tempat_tanggal_lahir: 'Malang 1980-01-01', umur: '46' });
    people.push(kk2);
    people.push(await addAnggota(t, token, kk2.keluarga_dari._id, { nama_lengkap: 'Dewi Lestari Siti', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', nik: '3508014101850005', tempat_tanggal_lahir: 'Surabaya, tgl tidak ingat', umur: 'tidak diketahui' }));
  });
  after(() => t.close());

  const get = async (url: string, tok = token) => t.inject({ method: 'GET', url, headers: auth(tok) });

  it('lists every resident with the total, paged, in insertion order by default', async () => {
    const res = await get('/api/penduduk?limit=2');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.success, true);
    assert.equal(body.total, 5);
    assert.deepEqual(body.data.map((p: Penduduk) => p._id), people.slice(0, 2).map((p) => p._id));
    const page2 = (await get('/api/penduduk?limit=2&page=2')).json();
    assert.deepEqual(page2.data.map((p: Penduduk) => p._id), [people[4]!._id]);
    assert.equal(page2.total, 5);
    const beyond = (await get('/api/penduduk?limit=2&page=9')).json();
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.total, 5);
  });

  it('returns each resident with keluarga_dari and the link ids', async () => {
    const [first] = (await get('/api/penduduk?limit=1')).json().data as Penduduk[];
    assert.deepEqual(first?.keluarga_dari, { _id: kkBudi.keluarga_dari._id, no_kk: '3507019999000001' });
    assert.equal(first?.data_kelahiran, null);
    assert.equal(first?.data_kematian, null);
    assert.equal(first?.data_penduduk_keluar, null);
    assert.equal(first?.status_penduduk, '');
    for (const key of ['nik', 'nama_lengkap', 'tempat_tanggal_lahir', 'umur', 'alamat_asal', 'agama', 'pekerjaan', 'pendidikan_terakhir', 'status_perkawinan', 'jenis_kelamin', 'posisi_dalam_keluarga', 'createdAt', 'updatedAt']) {
      assert.ok(key in (first as object), `has ${key}`);
    }
  });

  it('sorts by every column of the table, both ways, case-insensitively for text', async () => {
    const names = async (sort: string, order = 'asc') =>
      ((await get(`/api/penduduk?limit=100&sort=${sort}&order=${order}`)).json().data as Penduduk[]).map((p) => p.nama_lengkap);
    assert.deepEqual(await names('nama_lengkap'), ['ahmad fauzi', 'Budi Santoso', 'Dewi Lestari Siti', 'Siti Aminah', 'Wahyu Nugroho']);
    assert.deepEqual(await names('nama_lengkap', 'desc'), ['Wahyu Nugroho', 'Siti Aminah', 'Dewi Lestari Siti', 'Budi Santoso', 'ahmad fauzi']);
    // umur by the birth date, the youngest first (2017, 2010, 1990, 1980); no date last.
    assert.deepEqual(await names('umur'), ['Siti Aminah', 'ahmad fauzi', 'Budi Santoso', 'Wahyu Nugroho', 'Dewi Lestari Siti']);
    assert.deepEqual((await names('no_kk')).slice(3).sort(), ['Dewi Lestari Siti', 'Wahyu Nugroho']);
    assert.deepEqual((await names('no_kk', 'desc')).slice(0, 2).sort(), ['Dewi Lestari Siti', 'Wahyu Nugroho']);
    assert.deepEqual(await names('nik'), ['Budi Santoso', 'ahmad fauzi', 'Siti Aminah', 'Wahyu Nugroho', 'Dewi Lestari Siti']);
    for (const sort of ['tempat_tanggal_lahir', 'alamat_asal', 'jenis_kelamin', 'posisi_dalam_keluarga', 'status_penduduk', 'createdAt']) {
      const res = await get(`/api/penduduk?limit=100&sort=${sort}&order=desc`);
      assert.equal(res.statusCode, 200, `${sort}: ${res.body}`);
      assert.equal(res.json().data.length, 5);
    }
    assert.deepEqual((await names('jenis_kelamin')).slice(0, 3).sort(), ['Budi Santoso', 'Wahyu Nugroho', 'ahmad fauzi']);
  });

  it('refuses an unknown sort column, a bad order and a limit above 100', async () => {
    for (const q of ['sort=password', 'order=up', 'limit=101', 'limit=0', 'page=-1']) {
      const res = await get(`/api/penduduk?${q}`);
      assert.equal(res.statusCode, 400, q);
      assert.equal(res.json().code, 'VALIDATION_ERROR');
    }
  });

  it('searches the list with q: a name part, a NIK prefix or a No. KK prefix', async () => {
    const q = async (term: string) => (await get(`/api/penduduk?limit=100&sort=nama_lengkap&q=${encodeURIComponent(term)}`)).json();
    assert.deepEqual((await q('sit')).data.map((p: Penduduk) => p.nama_lengkap), ['Dewi Lestari Siti', 'Siti Aminah']);
    assert.equal((await q('sit')).total, 2);
    assert.deepEqual((await q('3508')).data.map((p: Penduduk) => p.nama_lengkap), ['Dewi Lestari Siti', 'Wahyu Nugroho']);
    assert.deepEqual((await q('35070199')).data.map((p: Penduduk) => p.nama_lengkap), ['ahmad fauzi', 'Budi Santoso', 'Siti Aminah']);
    assert.equal((await q('zz')).total, 0);
    assert.equal((await q('   ')).total, 5, 'a blank q is no filter');
  });

  it('takes % and _ in a search literally', async () => {
    const res = await get('/api/penduduk/all/s?name=%25');
    assert.equal(res.statusCode, 404);
    assert.equal((await get('/api/penduduk?q=_')).json().total, 0);
  });

  it('reads one resident; an unknown or malformed id is 404', async () => {
    const p = await getPenduduk(t, token, people[1]!._id);
    assert.equal(p.nama_lengkap, 'Siti Aminah');
    assert.equal(p.keluarga_dari.no_kk, '3507019999000001');
    for (const id of [randomUUID(), 'bukan-uuid']) {
      const res = await get(`/api/penduduk/${id}`);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
  });

  describe('name search over all residents (GET /api/penduduk/all/s)', () => {
    it('finds partial names case-insensitively ("sit" finds "Siti")', async () => {
      const res = await get('/api/penduduk/all/s?name=sit');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.total, 2);
      assert.deepEqual(body.data.map((p: Penduduk) => p.nama_lengkap), ['Dewi Lestari Siti', 'Siti Aminah']);
      assert.equal((await get('/api/penduduk/all/s?name=SITI%20AM')).json().total, 1);
      assert.equal((await get('/api/penduduk/all/s?name=fa')).json().total, 1, 'two letters still search');
    });

    it('is paged and sortable', async () => {
      const body = (await get('/api/penduduk/all/s?name=i&limit=2&page=1&sort=nama_lengkap&order=desc')).json();
      assert.equal(body.total, 4);
      assert.deepEqual(body.data.map((p: Penduduk) => p.nama_lengkap), ['Budi Santoso', 'ahmad fauzi']);
    });

    it('covers every status', async () => {
      const wahyu = people[3]!;
      const res = await t.inject({ method: 'POST', url: `/api/kematian/${wahyu._id}`, headers: auth(token), payload: { tanggal_meninggal: '2026-01-01' } });
      assert.equal(res.statusCode, 201, res.body);
      const found = (await get('/api/penduduk/all/s?name=wahyu')).json().data as Penduduk[];
      assert.equal(found[0]?.status_penduduk, 'meninggal');
    });

    it('answers 404 SEARCH_BY_NAME_NOT_FOUND when nothing matches', async () => {
      const res = await get('/api/penduduk/all/s?name=tidakada');
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'SEARCH_BY_NAME_NOT_FOUND');
      assert.equal(res.json().success, false);
    });

    it('answers 400 to an empty or blank query, or none', async () => {
      for (const url of ['/api/penduduk/all/s?name=', '/api/penduduk/all/s?name=%20%20', '/api/penduduk/all/s']) {
        const res = await get(url);
        assert.equal(res.statusCode, 400, url);
        assert.match(res.json().message, /name/);
      }
    });
  });

  // The family-card page's search (GET /api/penduduk/s) is tested in kartu-keluarga-search.test.ts.
  describe('family-card name search (GET /api/penduduk/s)', () => {
    it('finds members who are not heads too, with their card', async () => {
      const body = (await get('/api/penduduk/s?name=aminah')).json();
      assert.deepEqual(body.data.map((p: Penduduk) => [p.nama_lengkap, p.keluarga_dari._id]), [['Siti Aminah', kkBudi.keluarga_dari._id]]);
      assert.equal((await get('/api/penduduk/s?name=')).statusCode, 400);
    });
  });

  describe('NIK search (GET /api/penduduk/all/nik/s)', () => {
    it('matches exactly or by prefix', async () => {
      assert.deepEqual((await get('/api/penduduk/all/nik/s?nik=3507014101950002')).json().data.map((p: Penduduk) => p.nama_lengkap), ['Siti Aminah']);
      const prefix = (await get('/api/penduduk/all/nik/s?nik=350701')).json();
      assert.equal(prefix.total, 3);
      assert.deepEqual(prefix.data.map((p: Penduduk) => p.nik), ['3507010101900001', '3507010202100003', '3507014101950002']);
    });

    it('answers 404 SEARCH_BY_NIK_NOT_FOUND, and 400 for empty or non-digits', async () => {
      const res = await get('/api/penduduk/all/nik/s?nik=9999');
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'SEARCH_BY_NIK_NOT_FOUND');
      for (const q of ['nik=', 'nik=35a', 'nik=35070101019000011']) assert.equal((await get(`/api/penduduk/all/nik/s?${q}`)).statusCode, 400, q);
    });
  });

  describe('No. KK search (GET /api/penduduk/s/kk)', () => {
    it('matches exactly or by prefix and holds the members, head first', async () => {
      const body = (await get('/api/penduduk/s/kk?no_kk=3507019999000001')).json();
      assert.equal(body.total, 1);
      assert.deepEqual(body.data[0].anggota_keluarga.map((p: Penduduk) => p.nama_lengkap), ['Budi Santoso', 'Siti Aminah', 'ahmad fauzi']);
      assert.equal((await get('/api/penduduk/s/kk?no_kk=350')).json().total, 2);
    });

    it('answers 404 SEARCH_BY_NIK_NOT_FOUND and 400 for an empty query', async () => {
      const res = await get('/api/penduduk/s/kk?no_kk=1111');
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().code, 'SEARCH_BY_NIK_NOT_FOUND');
      assert.equal((await get('/api/penduduk/s/kk?no_kk=')).statusCode, 400);
    });
  });

  it('is readable by an Admin as well as a Super Admin, and by nobody without a token', async () => {
    const admin = await t.createUser('Admin');
    assert.equal((await get('/api/penduduk', admin.token)).statusCode, 200);
    assert.equal((await get(`/api/penduduk/${people[0]!._id}`, admin.token)).statusCode, 200);
    assert.equal((await t.inject({ method: 'GET', url: '/api/penduduk' })).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/penduduk/all/s?name=' })).statusCode, 401, 'auth before validation');
  });
});

describe('residents: add, edit, delete', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, tok = token) =>
    t.inject({ method, url, headers: auth(tok), ...(payload === undefined ? {} : { payload: payload as object }) });

  describe('add a member (POST /api/penduduk/{idKK})', () => {
    it('adds a member to the card, status "" by default, 201 with keluarga_dari', async () => {
      const head = await addKartuKeluarga(t, token);
      const res = await send('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ nama_lengkap: '  Rina Wati  ' }));
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.equal(body.message, 'Anggota keluarga berhasil ditambahkan');
      assert.equal(body.data.nama_lengkap, 'Rina Wati', 'trimmed');
      assert.equal(body.data.status_penduduk, '');
      assert.deepEqual(body.data.keluarga_dari, head.keluarga_dari);
    });

    it('accepts status penduduk_masuk, and members of an incoming card start as penduduk_masuk', async () => {
      const head = await addKartuKeluarga(t, token);
      assert.equal((await addAnggota(t, token, head.keluarga_dari._id, { status_penduduk: 'penduduk_masuk' })).status_penduduk, 'penduduk_masuk');
      const incoming = await addKartuKeluarga(t, token, {}, true);
      assert.equal(incoming.status_penduduk, 'penduduk_masuk');
      assert.equal((await addAnggota(t, token, incoming.keluarga_dari._id)).status_penduduk, 'penduduk_masuk');
      assert.equal((await addAnggota(t, token, incoming.keluarga_dari._id, { status_penduduk: '' })).status_penduduk, '');
    });

    it('refuses any other status, status links and unknown fields', async () => {
      const head = await addKartuKeluarga(t, token);
      const url = `/api/penduduk/${head.keluarga_dari._id}`;
      for (const extra of [{ status_penduduk: 'meninggal' }, { status_penduduk: 'penduduk_keluar' }, { data_kematian: randomUUID() }, { keluarga_dari: randomUUID() }, { idKK: head.keluarga_dari._id }]) {
        const res = await send('POST', url, { ...anggotaBody(), ...extra });
        assert.equal(res.statusCode, 400, JSON.stringify(extra));
        assert.equal(res.json().code, 'VALIDATION_ERROR');
      }
    });

    it('checks the NIK: 16 digits, with the Indonesian message', async () => {
      const head = await addKartuKeluarga(t, token);
      for (const nik of ['123', '35070101019000011', '350701010190000A', '']) {
        const res = await send('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ nik }));
        assert.equal(res.statusCode, 400, nik);
        assert.equal(res.json().message, 'NIK harus 16 digit angka', nik);
      }
    });

    it('refuses a missing required field, a wrong enum and a blank text, naming the field', async () => {
      const head = await addKartuKeluarga(t, token);
      const url = `/api/penduduk/${head.keluarga_dari._id}`;
      const { nama_lengkap: _n, ...noName } = anggotaBody();
      let res = await send('POST', url, noName);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().message, /nama_lengkap/);
      res = await send('POST', url, anggotaBody({ jenis_kelamin: 'L' as never }));
      assert.match(res.json().message, /jenis_kelamin harus salah satu dari: Laki laki, Perempuan/);
      res = await send('POST', url, anggotaBody({ agama: 'Lainnya' }));
      assert.equal(res.statusCode, 400);
      res = await send('POST', url, anggotaBody({ alamat_asal: '   ' }));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, 'alamat_asal tidak boleh kosong');
      res = await t.inject({ method: 'POST', url, headers: { ...auth(token), 'content-type': 'application/json' }, payload: '{bukan json' });
      assert.equal(res.statusCode, 400);
      res = await t.inject({ method: 'POST', url, headers: auth(token) });
      assert.equal(res.statusCode, 400);
    });

    it('answers 409 for a NIK already registered, and for a second Kepala Keluarga', async () => {
      const head = await addKartuKeluarga(t, token);
      let res = await send('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ nik: head.nik }));
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'NIK sudah terdaftar');
      assert.equal(res.json().code, 'NIK_TAKEN');
      res = await send('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ posisi_dalam_keluarga: 'Kepala Keluarga' }));
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'Kartu keluarga ini sudah memiliki Kepala Keluarga');
      assert.equal(res.json().code, 'KEPALA_EXISTS');
    });

    it('answers 404 for an unknown card', async () => {
      for (const id of [randomUUID(), 'xyz']) {
        const res = await send('POST', `/api/penduduk/${id}`, anggotaBody());
        assert.equal(res.statusCode, 404);
      }
    });

    it('is allowed to an Admin, never without a token', async () => {
      const head = await addKartuKeluarga(t, token);
      const admin = await t.createUser('Admin');
      assert.equal((await send('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody(), admin.token)).statusCode, 201);
      assert.equal((await t.inject({ method: 'POST', url: `/api/penduduk/${head.keluarga_dari._id}`, payload: anggotaBody() })).statusCode, 401);
    });
  });

  describe('edit a member (PUT /api/penduduk/{id})', () => {
    it('updates the fields, never the status, 200 with the new row', async () => {
      const head = await addKartuKeluarga(t, token, {}, true);
      const { status_penduduk: _s, ...fields } = anggotaBody({ nik: head.nik, nama_lengkap: 'Budi Baru', posisi_dalam_keluarga: 'Kepala Keluarga', umur: '40' });
      const res = await send('PUT', `/api/penduduk/${head._id}`, fields);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().message, 'Data penduduk berhasil diperbarui');
      assert.equal(res.json().data.nama_lengkap, 'Budi Baru');
      // The typed age of an old client is not kept: the age comes from the birth date.
      assert.equal(res.json().data.umur, umurTeks('1990-01-05', hariIniDi('Asia/Jakarta')));
      assert.equal(res.json().data.status_penduduk, 'penduduk_masuk', 'the status is untouched');
    });

    it('refuses a status, a link or the card in the body', async () => {
      const head = await addKartuKeluarga(t, token);
      const { status_penduduk: _s, ...fields } = anggotaBody({ nik: head.nik, posisi_dalam_keluarga: 'Kepala Keluarga' });
      for (const extra of [{ status_penduduk: '' }, { status_penduduk: 'meninggal' }, { data_kematian: null }, { keluarga_dari: randomUUID() }]) {
        const res = await send('PUT', `/api/penduduk/${head._id}`, { ...fields, ...extra });
        assert.equal(res.statusCode, 400, JSON.stringify(extra));
      }
    });

    it('answers 409 for a NIK of someone else, and for a second head; 404 for an unknown id', async () => {
      const head = await addKartuKeluarga(t, token);
      const member = await addAnggota(t, token, head.keluarga_dari._id);
      const { status_penduduk: _s, ...fields } = anggotaBody({ nik: head.nik });
      let res = await send('PUT', `/api/penduduk/${member._id}`, fields);
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'NIK sudah terdaftar');
      assert.equal(res.json().code, 'NIK_TAKEN');
      res = await send('PUT', `/api/penduduk/${member._id}`, { ...fields, nik: member.nik, posisi_dalam_keluarga: 'Kepala Keluarga' });
      assert.equal(res.statusCode, 409);
      assert.equal(res.json().message, 'Kartu keluarga ini sudah memiliki Kepala Keluarga');
      assert.equal(res.json().code, 'KEPALA_EXISTS');
      res = await send('PUT', `/api/penduduk/${randomUUID()}`, { ...fields, nik: nomor() });
      assert.equal(res.statusCode, 404);
      res = await send('PUT', `/api/penduduk/${member._id}`, { ...fields, nik: '12' });
      assert.equal(res.json().message, 'NIK harus 16 digit angka');
    });

    it('writes the row before and after to the activity log', async () => {
      const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Sebelum Ubah' });
      const { status_penduduk: _s, ...fields } = anggotaBody({ nik: head.nik, nama_lengkap: 'Sesudah Ubah', posisi_dalam_keluarga: 'Kepala Keluarga' });
      await send('PUT', `/api/penduduk/${head._id}`, fields);
      const [entry] = (await t.inject({ method: 'GET', url: '/api/activity?limit=1', headers: auth(token) })).json().data;
      assert.match(entry.activity_name, /Memperbarui data penduduk Sesudah Ubah/);
      assert.equal(entry.before.nama_lengkap, 'Sebelum Ubah');
      assert.equal(entry.after.nama_lengkap, 'Sesudah Ubah');
    });
  });
});
