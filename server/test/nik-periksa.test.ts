/**
 * NIK and No. KK that mean something (issue 13): the impossible date part refused on every save of a
 * NIK new to its record (400 NIK_TANGGAL_TIDAK_VALID on nik), and the warnings of POST
 * /api/penduduk/periksa (NIK against the record, regions, possible duplicates here and elsewhere).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { NIK_ERROR_MESSAGES } from '@sid/openapi/domain';
import { kunciTempatTanggalLahir } from '@sid/openapi/domain/lahir';
import { rowsOf } from '../src/data/paging.js';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { addAnggota, addKartuKeluarga, anggotaBody, kartuKeluargaBody, nomor } from './support/registry.js';

/** A valid NIK of a given date part and sex (the registry's serials keep it unique). */
const nikDengan = (ddmmyy: string, region = '350701'): string => `${region}${ddmmyy}${nomor().slice(12)}`;

describe('NIK and No. KK checks', () => {
  let t: TestApp;
  let token: string;
  let seberang: Village;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
    seberang = await t.addVillage('Desa Seberang');
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {}, ...(payload ? { payload } : {}) });
  const periksa = async (body: object, tok = token) => {
    const res = await req('POST', '/api/penduduk/periksa', body, tok);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data.peringatan as Array<{ field: string; kode: string; pesan: string; tautan?: string }>;
  };
  const refusedForDate = (res: { statusCode: number; body: string; json(): { code: string; message: string } }, message: string = NIK_ERROR_MESSAGES.hari) => {
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().code, 'NIK_TANGGAL_TIDAK_VALID');
    assert.equal(res.json().message, message);
  };

  describe('an impossible date part is refused', () => {
    it('on a new card, an incoming card and a new member', async () => {
      refusedForDate(await req('POST', '/api/kartu_keluarga', kartuKeluargaBody({ nik: '3507013201900001' })));
      refusedForDate(await req('POST', '/api/kartu_keluarga/in', kartuKeluargaBody({ nik: '3507010513900001' })), NIK_ERROR_MESSAGES.bulan);
      const head = await addKartuKeluarga(t, token);
      refusedForDate(await req('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ nik: '3507012902010001' })), NIK_ERROR_MESSAGES.tanggal);
      refusedForDate(await req('POST', `/api/penduduk/${head.keluarga_dari._id}`, anggotaBody({ nik: '3507017201900001' })));
      // Every boundary that is a date passes: 01, 31, 41, 71, 29 February 2000.
      for (const ddmmyy of ['010190', '310190', '410190', '710190', '290200', '690200']) await addAnggota(t, token, head.keluarga_dari._id, { nik: nikDengan(ddmmyy) });
    });

    it('on an edit only when the NIK changes: a record saved before the check stays editable', async () => {
      const head = await addKartuKeluarga(t, token);
      refusedForDate(await req('PUT', `/api/penduduk/${head._id}`, anggotaBody({ nik: '3507014001900001', posisi_dalam_keluarga: 'Kepala Keluarga' })));
      // An old record whose NIK has an impossible date (written before this check).
      const lama = '3507010000000777';
      await t.app.ctx.db.execute(sql`update penduduk set nik = ${lama} where id = ${head._id}`);
      const res = await req('PUT', `/api/penduduk/${head._id}`, anggotaBody({ nik: lama, nama_lengkap: 'Nama Diperbaiki', posisi_dalam_keluarga: 'Kepala Keluarga' }));
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.nama_lengkap, 'Nama Diperbaiki');
      const fixed = nikDengan('050190');
      assert.equal((await req('PUT', `/api/penduduk/${head._id}`, anggotaBody({ nik: fixed, posisi_dalam_keluarga: 'Kepala Keluarga' }))).statusCode, 200);
    });

    it("on a birth's NIK, added or changed (the parents' NIKs are lookups, not checked)", async () => {
      const ayah = await addKartuKeluarga(t, token, { nama_lengkap: 'Slamet' });
      const ibu = await addAnggota(t, token, ayah.keluarga_dari._id, { nama_lengkap: 'Sri', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', nik: nikDengan('450190') });
      const body = { nik_ayah: ayah.nik, nik_ibu: ibu.nik, nama: 'Bayu', tanggal_lahir: '2026-02-01' };
      refusedForDate(await req('POST', '/api/kelahiran', { ...body, nik: '3507013202260001' }));
      const created = await req('POST', '/api/kelahiran', { ...body, nik: nikDengan('010226') });
      assert.equal(created.statusCode, 201, created.body);
      const id = created.json().data._id as string;
      refusedForDate(await req('PUT', `/api/kelahiran/${id}`, { nik: '3507010014260001' }), NIK_ERROR_MESSAGES.hari);
      assert.equal((await req('PUT', `/api/kelahiran/${id}`, { nama: 'Bayu Pratama' })).statusCode, 200);
    });
  });

  describe('POST /api/penduduk/periksa', () => {
    it('needs a session; refuses a malformed NIK; answers nothing for nothing', async () => {
      assert.equal((await req('POST', '/api/penduduk/periksa', {}, null)).statusCode, 401);
      const bad = await req('POST', '/api/penduduk/periksa', { nik: '123' });
      assert.equal(bad.statusCode, 400);
      assert.equal(bad.json().message, 'NIK harus 16 digit angka');
      assert.deepEqual(await periksa({}), []);
    });

    it('the NIK against the birth date and the sex, serial 0000', async () => {
      const w = await periksa({ nik: '3507014501900000', tempat_tanggal_lahir: 'Malang, 06 Januari 1990', jenis_kelamin: 'Laki laki' });
      assert.deepEqual(w.map((x) => [x.field, x.kode]), [
        ['tempat_tanggal_lahir', 'NIK_TANGGAL_BEDA'],
        ['jenis_kelamin', 'NIK_JENIS_KELAMIN_BEDA'],
        ['nik', 'NIK_NOMOR_URUT_NOL'],
      ]);
      assert.deepEqual(await periksa({ nik: '3507014501900001', tempat_tanggal_lahir: 'Malang, 05 Januari 1990', jenis_kelamin: 'Perempuan' }), []);
    });

    it('regions of the NIK and the No. KK against the official list', async () => {
      const w = await periksa({ nik: '3507990101900001', no_kk: '9907010101900001' });
      assert.deepEqual(w, [
        { field: 'nik', kode: 'NIK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah NIK 35.07.99 tidak ada dalam daftar wilayah resmi' },
        { field: 'no_kk', kode: 'NO_KK_WILAYAH_TIDAK_DIKENAL', pesan: 'Kode wilayah Nomor KK 99.07.01 tidak ada dalam daftar wilayah resmi' },
      ]);
      assert.deepEqual(await periksa({ nik: '3507010101900001', no_kk: '3573010101900001' }), []);
    });

    it('a possible duplicate in this village, with a link; never the record itself or the same NIK', async () => {
      const nama = 'Darmini Kusumawati';
      const ada = await addKartuKeluarga(t, token, { nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar, 17 Agustus 1961', jenis_kelamin: 'Perempuan', nik: nikDengan('570861') });
      const w = await periksa({ nik: nikDengan('570861'), nama_lengkap: '  darmini KUSUMAWATI ', tempat_tanggal_lahir: 'blitar,17-08-1961' });
      assert.deepEqual(w, [{
        field: 'nik',
        kode: 'DUPLIKAT_DESA_INI',
        pesan: `Mungkin orang yang sama: ${nama} (NIK ${ada.nik}) dengan nama, tempat dan tanggal lahir yang sama sudah terdaftar di desa ini`,
        tautan: `/penduduk/${ada._id}/d`,
      }]);
      // Without a NIK yet: still a duplicate. The record being edited, or the same NIK: not.
      assert.equal((await periksa({ nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar, 17 Agustus 1961' })).length, 1);
      assert.deepEqual(await periksa({ id: ada._id, nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar, 17 Agustus 1961' }), []);
      assert.deepEqual(await periksa({ nik: ada.nik, nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar, 17 Agustus 1961', jenis_kelamin: 'Perempuan' }), []);
      // Another place, another date, another name: not the same person.
      assert.deepEqual(await periksa({ nama_lengkap: nama, tempat_tanggal_lahir: 'Malang, 17 Agustus 1961' }), []);
      assert.deepEqual(await periksa({ nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar, 18 Agustus 1961' }), []);
      assert.deepEqual(await periksa({ nama_lengkap: 'Darmini', tempat_tanggal_lahir: 'Blitar, 17 Agustus 1961' }), []);
      // A text without a readable date is not compared.
      assert.deepEqual(await periksa({ nama_lengkap: nama, tempat_tanggal_lahir: 'Blitar' }), []);
    });

    it("in another village of the regency: only that village's name, only for its active residents", async () => {
      const nama = 'Ngatini Rahayu';
      const ttl = 'Kediri, 02 Maret 1955';
      const res = await req('POST', '/api/kartu_keluarga', kartuKeluargaBody({ nama_lengkap: nama, tempat_tanggal_lahir: ttl, jenis_kelamin: 'Perempuan', nik: nikDengan('420355') }), seberang.superAdmin.token);
      assert.equal(res.statusCode, 201, res.body);
      const namaDesa = rowsOf<{ nama_desa: string }>(await t.app.ctx.db.execute(sql`select nama_desa from desa where id = ${seberang.desaId}`))[0]?.nama_desa;
      const w = await periksa({ nik: nikDengan('420355'), nama_lengkap: nama, tempat_tanggal_lahir: ttl });
      assert.deepEqual(w, [{ field: 'nik', kode: 'DUPLIKAT_DESA_LAIN', pesan: `Mungkin orang yang sama: penduduk dengan nama, tempat dan tanggal lahir yang sama terdaftar di Desa ${namaDesa}` }]);
      assert.ok(!JSON.stringify(w).includes(res.json().data.nik), 'never the other NIK');
      // The other village sees ours the same way, and neither sees its own as "elsewhere".
      const here = await addKartuKeluarga(t, token, { nama_lengkap: 'Paiman Sugiarto', tempat_tanggal_lahir: 'Kediri, 03 Maret 1950' });
      const fromThere = await periksa({ nama_lengkap: 'Paiman Sugiarto', tempat_tanggal_lahir: 'Kediri, 03-03-1950' }, seberang.superAdmin.token);
      assert.deepEqual(fromThere.map((x) => [x.kode, x.tautan]), [['DUPLIKAT_DESA_LAIN', undefined]]);
      // Moved out there: no longer active, no longer a duplicate elsewhere.
      await t.app.ctx.db.execute(sql`update penduduk set status_penduduk = 'penduduk_keluar' where id = ${here._id}`);
      assert.deepEqual(await periksa({ nama_lengkap: 'Paiman Sugiarto', tempat_tanggal_lahir: 'Kediri, 03-03-1950' }, seberang.superAdmin.token), []);
    });
  });

  it('the database reads a birth place and date as the shared domain does (sid_ttl_kunci = kunciTempatTanggalLahir)', async () => {
    const texts = [
      'Malang, 05 Januari 1990', '  MALANG ,  5   januari 1990 ', 'Kota Batu, 31 Des 1989', 'Malang, 05-01-1990', 'Malang,5/1/1990',
      'Malang, 05.01.1990', 'Malang, 1990-01-05', '05 Januari 1990', 'Malang 05 Agustus 1945', 'Blitar, 29 Februari 2000',
      'Jakarta 12, 01 Mei 1970', 'Malang\t05\nJanuari 1990', 'Malang, 05 Pebruari 1990', 'Malang, 05 Nop 1990', 'Malang, 05 Sept 1990',
      'Malang', 'Malang, 1990', 'Malang, 31 April 1990', 'Malang, 29 Februari 1900', 'Malang, 05 Bulan 1990', 'Malang, 05-13-1990',
      'Malang, 05 Januari 1700', 'Malang, 105 Januari 1990', '', ',,, 01 01 2001', 'Surabaya,, 9 9 1999 ', 'Malang, 00 Januari 1990',
      ...['jan', 'feb', 'mar', 'apr', 'mei', 'jun', 'jul', 'agu', 'agt', 'ags', 'sep', 'okt', 'nov', 'des', 'may', 'aug', 'oct', 'dec', 'juni', 'juli', 'agustus', 'oktober', 'desember']
        .map((b) => `Malang, 30 ${b} 2001`),
    ];
    for (const text of texts) {
      const [row] = rowsOf<{ kunci: string | null }>(await t.app.ctx.db.execute(sql`select sid_ttl_kunci(${text}) as kunci`));
      assert.equal(row?.kunci ?? undefined, kunciTempatTanggalLahir(text), JSON.stringify(text));
    }
  });
});
