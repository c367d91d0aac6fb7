/**
 * Birth place, birth date and age through the API (issue 35): the two fields of their own, the spec's
 * tempat_tanggal_lahir and umur derived from them in every response and the CSV, a client built before
 * contract 1.3.0 sending only the old text, the list sorted and filtered by age, the NIK's date check.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hariIniDi, rentangLahir, tempatTanggalLahirTeks, umurPada, umurTeks } from '@sid/openapi/domain/lahir';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addKartuKeluarga, anggotaBody, dashboard, getPenduduk, parseCsv, type Penduduk } from './support/registry.js';

const hariIni = () => hariIniDi('Asia/Jakarta');
/** A NIK of district 35.07.01 born on `iso` (women: day + 40). */
const nikLahir = (iso: string, serial: number, perempuan = false) => {
  const [y, m, d] = iso.split('-') as [string, string, string];
  return `350701${String(Number(d) + (perempuan ? 40 : 0)).padStart(2, '0')}${m}${y.slice(2)}${String(serial).padStart(4, '0')}`;
};

/** A member's body as the forms send it since 1.3.0: the two fields, no tempat_tanggal_lahir, no umur. */
function bodyBaru(tempat: string, tanggal: string, nik: string, extra: Record<string, unknown> = {}) {
  const { tempat_tanggal_lahir: _t, umur: _u, status_penduduk: _s, ...rest } = anggotaBody({ nik });
  return { ...rest, tempat_lahir: tempat, tanggal_lahir: tanggal, ...extra };
}

describe('birth place, birth date and age', () => {
  let t: TestApp;
  let token: string;
  let kkId: string;
  let serial = 0;
  const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
    t.inject({ method, url, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });
  const tambah = async (body: object) => {
    const res = await send('POST', `/api/penduduk/${kkId}`, body);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data as Penduduk;
  };

  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Lahir', nik: nikLahir('1970-03-03', 9001), tempat_tanggal_lahir: 'Malang, 03 Maret 1970' });
    kkId = head.keluarga_dari._id;
  });
  after(() => t.close());

  it('creates with tempat_lahir and tanggal_lahir: the spec fields derived, nothing to complete', async () => {
    const p = await tambah(bodyBaru('  Kota   Batu ', '1990-01-05', nikLahir('1990-01-05', ++serial)));
    assert.equal(p.tempat_lahir, 'Kota Batu');
    assert.equal(p.tanggal_lahir, '1990-01-05');
    assert.equal(p.tempat_tanggal_lahir, 'Kota Batu, 05 Januari 1990');
    assert.equal(p.umur, umurTeks('1990-01-05', hariIni()));
    assert.match(String(p.umur), /^[0-9]+ Tahun$/);
    assert.deepEqual(p.perlu_dilengkapi, []);
    assert.deepEqual(await getPenduduk(t, token, p._id), p);
  });

  it('a child born today is 0 Tahun; one whose birthday is today is a year older today', async () => {
    const today = hariIni();
    const baby = await tambah(bodyBaru('Malang', today, nikLahir(today, ++serial)));
    assert.equal(baby.umur, '0 Tahun');
    const [y, m, d] = today.split('-') as [string, string, string];
    // Not on 29 February: that birthday is tested in the shared domain's unit tests.
    if (`${m}-${d}` !== '02-29') {
      const lahir = `${Number(y) - 7}-${m}-${d}`;
      const ultah = await tambah(bodyBaru('Malang', lahir, nikLahir(lahir, ++serial)));
      assert.equal(ultah.umur, '7 Tahun');
    }
  });

  it('refuses a birth date after today or before 1900, and one field without the other (400, nothing written)', async () => {
    const [before] = [(await send('GET', '/api/penduduk?limit=1')).json().total as number];
    for (const [body, field] of [
      [bodyBaru('Malang', '2999-01-01', nikLahir('1990-01-05', ++serial)), 'tanggal_lahir'],
      [bodyBaru('Malang', '1899-12-31', nikLahir('1990-01-05', ++serial)), 'tanggal_lahir'],
      [{ ...bodyBaru('Malang', '1990-01-05', nikLahir('1990-01-05', ++serial)), tanggal_lahir: undefined }, 'tanggal_lahir'],
      [{ ...bodyBaru('Malang', '1990-01-05', nikLahir('1990-01-05', ++serial)), tempat_lahir: '   ' }, 'tempat_lahir'],
      [{ ...bodyBaru('Malang', '1990-01-05', nikLahir('1990-01-05', ++serial)), tempat_lahir: undefined, tanggal_lahir: undefined }, 'tempat_lahir'],
    ] as const) {
      const res = await send('POST', `/api/penduduk/${kkId}`, JSON.parse(JSON.stringify(body)));
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().message, new RegExp(field));
    }
    assert.equal((await send('GET', '/api/penduduk?limit=1')).json().total, before);
  });

  describe('a client built before contract 1.3.0 (only tempat_tanggal_lahir and umur)', () => {
    it('is read into the two fields; its typed age is not kept', async () => {
      const nik = nikLahir('1985-08-17', ++serial, true);
      const p = await tambah({ ...anggotaBody({ nik, jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: 'blitar,17-08-1985', umur: '3' }), status_penduduk: undefined });
      assert.equal(p.tempat_lahir, 'blitar');
      assert.equal(p.tanggal_lahir, '1985-08-17');
      assert.equal(p.tempat_tanggal_lahir, 'blitar, 17 Agustus 1985');
      assert.equal(p.umur, umurTeks('1985-08-17', hariIni()));
      assert.deepEqual(p.perlu_dilengkapi, []);
    });

    it('with one of the two fields beside the text: that field wins, the other is read from the text', async () => {
      const nik = nikLahir('1975-04-02', ++serial);
      const p = await tambah({ ...anggotaBody({ nik, tempat_tanggal_lahir: 'Kediri, 02-04-1975' }), status_penduduk: undefined, tanggal_lahir: '1975-04-02' });
      assert.deepEqual([p.tempat_lahir, p.tanggal_lahir, p.perlu_dilengkapi], ['Kediri', '1975-04-02', []]);
      // The text's date unreadable, the date given: nothing left to complete.
      const nik2 = nikLahir('1980-06-09', ++serial);
      const q = await tambah({ ...anggotaBody({ nik: nik2, tempat_tanggal_lahir: 'Batu, lupa' }), status_penduduk: undefined, tanggal_lahir: '1980-06-09' });
      assert.deepEqual([q.tanggal_lahir, q.perlu_dilengkapi], ['1980-06-09', []]);
      assert.equal(q.tempat_tanggal_lahir, `${q.tempat_lahir}, 09 Juni 1980`);
    });

    it('what cannot be read is kept verbatim and listed to complete; the new form completes it', async () => {
      const nik = nikLahir('1960-02-01', ++serial);
      const p = await tambah(anggotaBody({ nik, tempat_tanggal_lahir: 'Malang, tgl 1 lupa', umur: 'kurang lebih 65' }));
      assert.equal(p.tempat_tanggal_lahir, 'Malang, tgl 1 lupa');
      assert.equal(p.umur, 'kurang lebih 65', 'the typed text while there is no date');
      assert.equal(p.tanggal_lahir, null);
      assert.deepEqual(p.perlu_dilengkapi, ['tempat_lahir', 'tanggal_lahir']);

      // The same client saves it again: still listed.
      const { status_penduduk: _s, ...lama } = anggotaBody({ nik, tempat_tanggal_lahir: 'Malang', umur: '65' });
      const again = (await send('PUT', `/api/penduduk/${p._id}`, lama)).json().data as Penduduk;
      assert.deepEqual(again.perlu_dilengkapi, ['tanggal_lahir']);
      assert.equal(again.tempat_lahir, 'Malang');

      const done = await send('PUT', `/api/penduduk/${p._id}`, bodyBaru('Malang', '1960-02-01', nik));
      assert.equal(done.statusCode, 200, done.body);
      const after = done.json().data as Penduduk;
      assert.deepEqual(after.perlu_dilengkapi, []);
      assert.equal(after.tempat_tanggal_lahir, 'Malang, 01 Februari 1960');
      assert.equal(after.umur, umurTeks('1960-02-01', hariIni()));
    });

    it("a date the NIK disagrees with is kept and listed (the clerk decides); the NIK's date check reads tanggal_lahir", async () => {
      const nik = nikLahir('1990-01-05', ++serial);
      const p = await tambah(anggotaBody({ nik, tempat_tanggal_lahir: 'Malang, 06 Januari 1990' }));
      assert.equal(p.tanggal_lahir, '1990-01-06');
      assert.deepEqual(p.perlu_dilengkapi, ['tanggal_lahir']);
      const periksa = async (body: object) =>
        ((await send('POST', '/api/penduduk/periksa', body)).json().data.peringatan as Array<{ kode: string }>).map((w) => w.kode);
      assert.ok((await periksa({ nik, tanggal_lahir: '1990-01-06' })).includes('NIK_TANGGAL_BEDA'));
      assert.ok(!(await periksa({ nik, tanggal_lahir: '1990-01-05' })).includes('NIK_TANGGAL_BEDA'));
      assert.ok((await periksa({ nik, tempat_tanggal_lahir: 'Malang, 06 Januari 1990' })).includes('NIK_TANGGAL_BEDA'), 'an old client too');
    });
  });

  it('"Data perlu dilengkapi": the records to complete by name, paged, with the dashboard count; completing one takes it off', async () => {
    const nik = nikLahir('1971-04-04', ++serial);
    const lama = await tambah(anggotaBody({ nik, nama_lengkap: 'Aaa Perlu Lengkap', tempat_tanggal_lahir: 'Malang, 4/4/71' }));
    const semua = ((await send('GET', '/api/penduduk?limit=100')).json().data as Penduduk[]).filter((p) => (p.perlu_dilengkapi as string[]).length > 0);
    const res = await send('GET', '/api/penduduk/perlu_dilengkapi?limit=100');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { data: Penduduk[]; total: number };
    assert.deepEqual(body.data.map((p) => p._id).sort(), semua.map((p) => p._id).sort());
    assert.equal(body.total, semua.length);
    assert.deepEqual(body.data.map((p) => p.nama_lengkap.toLowerCase()), body.data.map((p) => p.nama_lengkap.toLowerCase()).sort());
    assert.equal(body.data[0]?._id, lama._id, 'by name');
    const page1 = (await send('GET', '/api/penduduk/perlu_dilengkapi?limit=1&page=1')).json() as { data: Penduduk[]; total: number };
    assert.deepEqual(page1.data.map((p) => p._id), [body.data[1]?._id].filter(Boolean));
    assert.equal((await dashboard(t, token)).perlu_dilengkapi, semua.length);

    assert.equal((await send('PUT', `/api/penduduk/${lama._id}`, bodyBaru('Malang', '1971-04-04', nik, { nama_lengkap: 'Aaa Perlu Lengkap' }))).statusCode, 200);
    const after = (await send('GET', '/api/penduduk/perlu_dilengkapi?limit=100')).json() as { data: Penduduk[]; total: number };
    assert.equal(after.total, semua.length - 1);
    assert.ok(!after.data.some((p) => p._id === lama._id));
    assert.equal((await dashboard(t, token)).perlu_dilengkapi, semua.length - 1);
    assert.equal((await t.inject({ method: 'GET', url: '/api/penduduk/perlu_dilengkapi' })).statusCode, 401);
  });

  describe('the list: sorted and filtered by age', () => {
    const lahir = ['2024-06-01', '2010-03-15', '1995-12-31', '1950-07-07'];
    let ids: string[] = [];
    let kk2: string;
    before(async () => {
      const head = await addKartuKeluarga(t, token, { nama_lengkap: 'Kepala Umur', nik: nikLahir('1940-01-01', 9002), tempat_tanggal_lahir: 'Malang, 01 Januari 1940' });
      kk2 = head.keluarga_dari._id;
      ids = [head._id];
      for (const [i, tanggal] of lahir.entries()) {
        const res = await send('POST', `/api/penduduk/${kk2}`, bodyBaru('Malang', tanggal, nikLahir(tanggal, 100 + i), { nama_lengkap: `Umur ${i}` }));
        assert.equal(res.statusCode, 201, res.body);
        ids.push(res.json().data._id);
      }
    });

    const umurSemua = async (query: string) => {
      const res = await send('GET', `/api/penduduk?limit=100&${query}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json() as { data: Penduduk[]; total: number };
    };

    it('umur ascending is the youngest first, descending the oldest first; no date last', async () => {
      const asc = (await umurSemua('sort=umur&order=asc')).data;
      const dates = asc.map((p) => p.tanggal_lahir as string | null);
      const known = dates.filter((d): d is string => d !== null);
      assert.deepEqual(known, [...known].sort().reverse());
      assert.equal(dates.indexOf(null) === -1 || dates.slice(dates.indexOf(null)).every((d) => d === null), true);
      const desc = (await umurSemua('sort=umur&order=desc')).data.map((p) => p.tanggal_lahir as string | null).filter((d) => d !== null);
      assert.deepEqual(desc, [...known].sort());
    });

    it('pages by age with the keyset across pages, each record once', async () => {
      const all = (await umurSemua('sort=umur&order=asc')).data.map((p) => p._id);
      const paged: string[] = [];
      for (let page = 0; page * 3 < all.length; page++) {
        paged.push(...((await send('GET', `/api/penduduk?limit=3&page=${page}&sort=umur&order=asc`)).json().data as Penduduk[]).map((p) => p._id));
      }
      assert.deepEqual(paged, all);
    });

    it('umur_min / umur_max select by the age today, with the search box and the total', async () => {
      const today = hariIni();
      const ageOf = (iso: string) => umurPada(iso, today)?.tahun as number;
      const all = (await umurSemua('')).data;
      for (const [min, max] of [[0, 5], [10, 40], [18, undefined], [undefined, 17], [30, 10]] as const) {
        const q = [min !== undefined ? `umur_min=${min}` : '', max !== undefined ? `umur_max=${max}` : ''].filter(Boolean).join('&');
        const res = await umurSemua(q);
        const expected = all.filter((p) => p.tanggal_lahir && (min === undefined || ageOf(p.tanggal_lahir as string) >= min) && (max === undefined || ageOf(p.tanggal_lahir as string) <= max));
        assert.deepEqual(res.data.map((p) => p._id).sort(), expected.map((p) => p._id).sort(), q);
        assert.equal(res.total, expected.length, q);
      }
      const cari = await umurSemua('umur_min=0&umur_max=20&q=Umur');
      assert.deepEqual(cari.data.map((p) => p.nama_lengkap).sort(), ['Umur 0', 'Umur 1']);
      // The range as birth dates, as the server computes it.
      assert.deepEqual(rentangLahir('2026-11-29', 18, 18), { dari: '2007-11-30', sampai: '2008-11-29' });
    });

    it('refuses an age outside 0..200 (400)', async () => {
      assert.equal((await send('GET', '/api/penduduk?umur_min=-1')).statusCode, 400);
      assert.equal((await send('GET', '/api/penduduk?umur_max=201')).statusCode, 400);
    });

    it('the CSV has the spec columns derived (Tempat Tgl. Lahir, Umur "N Tahun") and honours the filter', async () => {
      const res = await send('GET', '/api/penduduk/csv?umur_max=20&sort=umur');
      assert.equal(res.statusCode, 200, res.body);
      const [header, ...rows] = parseCsv(res.body);
      const iTtl = (header as string[]).indexOf('Tempat Tgl. Lahir');
      const iUmur = (header as string[]).indexOf('Umur');
      const young = lahir.filter((d) => (umurPada(d, hariIni())?.tahun as number) <= 20);
      assert.ok(young.length >= 2);
      const mine = rows.filter((r) => young.some((d) => r[iTtl] === tempatTanggalLahirTeks('Malang', d)));
      assert.equal(mine.length, young.length);
      for (const r of mine) {
        const d = young.find((x) => r[iTtl] === tempatTanggalLahirTeks('Malang', x)) as string;
        assert.equal(r[iUmur], umurTeks(d, hariIni()));
      }
      assert.ok(rows.every((r) => /^[0-9]+ Tahun$/.test(String(r[iUmur]))), 'only dated records in an age range');
    });
  });
});
