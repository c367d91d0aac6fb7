/**
 * The population books B.1–B.3 (issue 37) against a hand-built history: a family entered last month in
 * RT 001 / RW 002 of Dusun Krajan, then this month a birth, an arrival (no RT), a death and the
 * departure of the whole arriving family; B.1 and B.3 of last month and of this month add up to the
 * monthly report's end of month; B.2 lists this month's events with their dates; downloads; the
 * signers and logo of the printed page, read while Layanan Surat is off.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { awalBulan, tambahBulan } from '@sid/openapi/domain';
import { rowsOf } from '../src/data/paging.js';
import { kelompokUmur } from '../src/domain/buku.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, kematianBody, nomor, parseCsv, type Penduduk } from './support/registry.js';

interface Rekap { dusun: string; rw: string; rt: string; laki_laki: number; perempuan: number; jumlah: number; kk: number; umur: { laki_laki: number; perempuan: number }[] }

describe('Buku B.1–B.3', () => {
  let t: TestApp;
  let token: string;
  let ini: string;
  let lalu: string;
  let kepala: Penduduk;
  let datang: Penduduk;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });
  const get = async (url: string) => {
    const res = await req('GET', url);
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  const db = () => t.app.ctx.db;
  const idTerakhir = async () => Number(rowsOf<{ id: unknown }>(await db().execute(sql`select coalesce(max(id), 0) as id from peristiwa_penduduk`))[0]?.id ?? 0);
  const akhirLaporan = async (bulan: string) => (await get(`/api/laporan_bulanan?bulan=${bulan}`)).data.baris.find((b: { kunci: string }) => b.kunci === 'akhir');

  it('builds the history', async () => {
    ini = (await get('/api/laporan_bulanan')).data.bulan_berjalan;
    lalu = tambahBulan(ini, -1);
    const wilayah = async (tingkat: string, nama: string, induk_id?: string) => {
      const res = await req('POST', '/api/wilayah_desa', { tingkat, nama, ...(induk_id ? { induk_id } : {}) });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };
    const rt = await wilayah('rt', '1', await wilayah('rw', '2', await wilayah('dusun', 'Krajan')));
    const sebelum = await idTerakhir();
    kepala = await addKartuKeluarga(t, token, { nama_lengkap: 'Suparman', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 05 Januari 1960', rt_id: rt, alamat: 'Jl. Mawar 12' } as never);
    const istri = await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: 'Sulastri', jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri', tempat_tanggal_lahir: 'Malang, 10 Maret 1965' });
    const tz = t.app.ctx.config.timeZone;
    await db().execute(sql`update peristiwa_penduduk set dicatat_pada = (${awalBulan(lalu)}::timestamp + interval '1 day') at time zone ${tz} where id > ${sebelum}`);

    // This month: a birth, an arrival, a death, the arriving family leaves.
    const bayi = nomor();
    const lahir = await req('POST', '/api/kelahiran', {
      nik: bayi, nik_ayah: kepala.nik, nik_ibu: istri.nik, nama: 'Bayi Lestari', jenis_kelamin: 'Perempuan', tempat_lahir: 'Malang', tanggal_lahir: `${ini}-01`,
      agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', nomor_surat_kelahiran: '474.1/01/2026', hubungan_pelapor: 'Ayah',
    });
    assert.equal(lahir.statusCode, 201, lahir.body);
    await addAnggota(t, token, kepala.keluarga_dari._id, { nik: bayi, nama_lengkap: 'Bayi Lestari', jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: `Malang, 01 ${['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'][Number(ini.slice(5)) - 1]} ${ini.slice(0, 4)}` });
    datang = await addKartuKeluarga(t, token, { nama_lengkap: 'Darmaji Pendatang', jenis_kelamin: 'Laki laki' }, true);
    const mati = await addAnggota(t, token, kepala.keluarga_dari._id, { nama_lengkap: 'Mbah Karto', jenis_kelamin: 'Laki laki', tempat_tanggal_lahir: 'Malang, 01 Januari 1940' });
    assert.equal((await req('POST', `/api/kematian/${mati._id}`, { ...kematianBody, tanggal_meninggal: `${ini}-01` })).statusCode, 201);
    const keluar = await req('POST', `/api/penduduk_keluar/${datang.keluarga_dari._id}/m`);
    assert.equal(keluar.statusCode, 201, keluar.body);
  });

  it('B.1: the residents who count at the end of each month, by name, with the regulation columns; the total is the report\'s end', async () => {
    const b1lalu = await get(`/api/buku_induk?bulan=${lalu}&limit=100`);
    assert.deepEqual(b1lalu.data.map((r: { nama_lengkap: string }) => r.nama_lengkap), ['Sulastri', 'Suparman']);
    assert.equal(b1lalu.total, (await akhirLaporan(lalu)).jumlah);
    const suparman = b1lalu.data[1];
    assert.equal(suparman.alamat, 'Jl. Mawar 12, RT 001 / RW 002, Dusun Krajan');
    assert.equal(suparman.tanggal_lahir, '1960-01-05');
    assert.equal(suparman.no_kk, kepala.keluarga_dari.no_kk);
    const b1 = await get(`/api/buku_induk?bulan=${ini}&limit=100`);
    assert.deepEqual(b1.data.map((r: { nama_lengkap: string }) => r.nama_lengkap), ['Bayi Lestari', 'Sulastri', 'Suparman'], 'the dead and the departed are gone; the newborn is in');
    assert.equal(b1.total, (await akhirLaporan(ini)).jumlah);
    const page = await get(`/api/buku_induk?bulan=${ini}&limit=2&page=1`);
    assert.deepEqual(page.data.map((r: { nama_lengkap: string }) => r.nama_lengkap), ['Suparman']);
    assert.equal(page.total, 3);
    const csv = await req('GET', `/api/buku_induk/csv?bulan=${ini}`);
    assert.equal(csv.statusCode, 200, csv.body);
    const rows = parseCsv(csv.body);
    assert.equal(rows[0]?.[0], 'Nama Lengkap');
    assert.deepEqual(rows.slice(1).map((r) => r[0]), ['Bayi Lestari', 'Sulastri', 'Suparman']);
    const xlsx = await req('GET', `/api/buku_induk/csv?bulan=${ini}&format=xlsx`);
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-disposition']), /buku_induk_penduduk_.*\.xlsx/);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString('latin1'), 'PK');
  });

  it('B.2: the events recorded in the month with the day they happened, oldest first', async () => {
    const b2 = (await get(`/api/buku_mutasi?bulan=${ini}`)).data;
    assert.deepEqual(b2.baris.map((r: { nama_lengkap: string; jenis: string; tanda: number }) => [r.nama_lengkap, r.jenis, r.tanda]), [
      ['Bayi Lestari', 'lahir', 1], ['Darmaji Pendatang', 'datang', 1], ['Mbah Karto', 'mati', -1], ['Darmaji Pendatang', 'pindah', -1],
    ]);
    assert.equal(b2.baris[0].tanggal_peristiwa, `${ini}-01`);
    assert.equal(b2.baris[2].tanggal_peristiwa, `${ini}-01`);
    assert.equal(b2.baris[2].label_jenis, 'Meninggal');
    assert.deepEqual((await get(`/api/buku_mutasi?bulan=${lalu}`)).data.baris, [], 'entering existing residents is no mutation');
    const csv = parseCsv((await req('GET', `/api/buku_mutasi/csv?bulan=${ini}`)).body);
    assert.deepEqual(csv[0]?.slice(0, 3), ['No', 'Nama Lengkap', 'NIK']);
    assert.equal(csv.length, 5);
  });

  it('B.3: counts by dusun and RT/RW, sex and age group, adding up to the report', async () => {
    const b3 = (await get(`/api/buku_rekapitulasi?bulan=${ini}`)).data;
    assert.deepEqual(b3.baris.map((b: Rekap) => [b.dusun, b.rw, b.rt, b.laki_laki, b.perempuan, b.jumlah, b.kk]), [['Krajan', '002', '001', 1, 2, 3, 1]]);
    const akhir = await akhirLaporan(ini);
    assert.deepEqual([b3.jumlah.laki_laki, b3.jumlah.perempuan, b3.jumlah.jumlah, b3.jumlah.kk], [akhir.laki_laki, akhir.perempuan, akhir.jumlah, akhir.kk]);
    const umur = b3.baris[0].umur as Rekap['umur'];
    assert.equal(umur[0]?.perempuan, 1, 'the newborn is 0–4');
    assert.equal(umur.reduce((n, u) => n + u.laki_laki + u.perempuan, 0), 3);
    const b3lalu = (await get(`/api/buku_rekapitulasi?bulan=${lalu}`)).data;
    assert.equal(b3lalu.jumlah.jumlah, (await akhirLaporan(lalu)).jumlah);
    const csv = parseCsv((await req('GET', `/api/buku_rekapitulasi/csv?bulan=${ini}&format=csv`)).body);
    assert.deepEqual(csv.at(-1)?.slice(0, 7), ['Jumlah', '', '', '1', '2', '3', '1']);
  });

  it('age groups and bad months', async () => {
    assert.deepEqual([0, 4, 5, 14, 15, 24, 25, 59, 60, 99, null].map(kelompokUmur), [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
    for (const url of ['/api/buku_induk?bulan=2026-13', '/api/buku_mutasi?bulan=2099-01', '/api/buku_rekapitulasi/csv?bulan=abc']) {
      const res = await req('GET', url);
      assert.equal(res.statusCode, 400, `${url}: ${res.body}`);
      assert.match(res.json().message, /Bulan/);
    }
  });

  it("the printed page's signers: the village's saved officials, read while Layanan Surat is off", async () => {
    assert.deepEqual((await get('/api/laporan_kop')).data, { pejabat: [], logo: null });
    await db().execute(sql`insert into surat_pejabat (desa_id, nama, jabatan, nip, urutan) values (${t.app.ctx.desaId}, 'Sri Wahyuni', 'Kepala Desa', null, 0)`);
    await db().execute(sql`insert into surat_pejabat (desa_id, nama, jabatan, aktif) values (${t.app.ctx.desaId}, 'Lama', 'Sekretaris Desa', false)`);
    const kop = (await get('/api/laporan_kop')).data;
    assert.deepEqual(kop.pejabat.map((p: { nama: string }) => p.nama), ['Sri Wahyuni']);
    assert.equal((await req('GET', '/api/surat/pejabat')).statusCode, 403, 'Layanan Surat itself is off here');
  });

  it("adds an official from the print's signer picker while Layanan Surat is off: Super Admin only, the same rules", async () => {
    const tambah = await req('POST', '/api/laporan_kop/pejabat', { nama: '  Bambang   Sutrisno ', jabatan: 'Sekretaris Desa', nip: '198001012005011002' });
    assert.equal(tambah.statusCode, 201, tambah.body);
    assert.deepEqual({ ...tambah.json().data, _id: undefined }, { _id: undefined, nama: 'Bambang Sutrisno', jabatan: 'Sekretaris Desa', nip: '198001012005011002' });
    assert.ok((await get('/api/laporan_kop')).data.pejabat.some((p: { _id: string }) => p._id === tambah.json().data._id));
    for (const body of [{ nama: 'Bu', jabatan: 'Kepala Desa' }, { nama: 'Sri Rahayu', jabatan: 'Kepala Desa', nip: '123' }, { nama: 'Sri Rahayu', jabatan: 'Kepala Desa', bentuk: 'an' }, { jabatan: 'Kepala Desa' }]) {
      const res = await req('POST', '/api/laporan_kop/pejabat', body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    }
    const admin = await t.createUser('Admin');
    const refused = await t.inject({ method: 'POST', url: '/api/laporan_kop/pejabat', headers: auth(admin.token), payload: { nama: 'Sri Rahayu', jabatan: 'Kepala Desa' } });
    assert.equal(refused.statusCode, 403, refused.body);
    const log = (await get('/api/activity?limit=20')).data as Array<{ activity_name?: string }>;
    assert.ok(log.some((a) => a.activity_name === 'Menambahkan pejabat penandatangan Bambang Sutrisno'), JSON.stringify(log.slice(0, 3)));
  });
});
