/**
 * Layanan Surat (issue 36): preview and issue (number, snapshot), reprint, revoke, the public check,
 * a village's wording and the regency's publish, placeholders refused, 200 letters from 20 parallel
 * callers gap-free, two villages apart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { addKartuKeluarga, kematianBody } from './support/registry.js';
import { multipart, PNG } from './support/uploads.js';
import { rowsOf } from '../src/data/paging.js';

const KODE = '35.07.24.2004';
const ROMAWI = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

describe('layanan surat', () => {
  let t: TestApp;
  let sa: string;
  let admin: string;
  let pejabatId: string;
  let penduduk: { _id: string; nik: string };
  let lain: Village;
  before(async () => {
    t = await buildTestApp();
    ({ token: sa } = await t.login());
    admin = (await t.createUser('Admin')).token;
    await t.app.ctx.db.execute(sql`update desa set kode_wilayah = ${KODE} where id = ${t.app.ctx.desaId}`);
    // mf-surat is off in a village until the regency rolls it out there (nonaktifAwal, docs/modul-rilis.md).
    const kabupaten = (await t.loginKabupaten()).token;
    const aktifkan = async (desaId: string) => {
      const on = await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [desaId], aktif: true }, kabupaten);
      assert.equal(on.statusCode, 200, on.body);
    };
    await aktifkan(t.app.ctx.desaId);
    const p = await req('POST', '/api/surat/pejabat', { nama: 'Siti Aminah', jabatan: 'Sekretaris Desa', bentuk: 'an', nip: '198001012005012001' });
    assert.equal(p.statusCode, 201, p.body);
    pejabatId = p.json().data._id;
    penduduk = await addKartuKeluarga(t, sa, { nama_lengkap: 'Budi Santoso' });
    lain = await t.addVillage('Desa Lain');
    await aktifkan(lain.desaId);
  });
  after(() => t.close());

  function req(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, tok = sa) {
    return t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
  }
  const domisili = (extra: object = {}) => ({ jenis_id: 'domisili', penduduk_id: penduduk._id, pejabat_id: pejabatId, isian: { keperluan: 'Melamar pekerjaan' }, ...extra });
  const terbit = async (body: object, tok = sa) => {
    const res = await req('POST', '/api/surat/keluar', body, tok);
    assert.equal(res.statusCode, 201, res.body);
    return res.json().data;
  };
  const aktivitas = async (id: string) =>
    rowsOf<{ activity_name: string }>(await t.app.ctx.db.execute(sql`select activity_name from activity_log where entity = 'surat' and entity_id = ${id} order by created_at`)).map((r) => r.activity_name);

  it('previews what is missing instead of printing placeholders, then issues with the number, date and signer frozen', async () => {
    const kurang = await req('POST', '/api/surat/pratinjau', { jenis_id: 'domisili', penduduk_id: penduduk._id });
    assert.equal(kurang.statusCode, 200, kurang.body);
    const p = kurang.json().data;
    assert.equal(p.lengkap, false);
    assert.deepEqual(p.kurang.map((k: { kolom: string }) => k.kolom).sort(), ['isian.keperluan', 'pejabat_id']);
    assert.doesNotMatch(JSON.stringify(p.konten), /\{[a-z_.]+\}/);
    const refused = await req('POST', '/api/surat/keluar', { jenis_id: 'domisili', penduduk_id: penduduk._id, pejabat_id: pejabatId });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /Keperluan wajib diisi/);

    const surat = await terbit(domisili());
    const [tahun, bulan] = surat.tanggal.split('-');
    assert.equal(surat.nomor, `470/001/${KODE}/${ROMAWI[Number(bulan) - 1]}/${tahun}`);
    assert.equal(surat.status, 'berlaku');
    assert.match(surat.token, /^[A-Za-z0-9_-]{22}$/);
    assert.match(surat.kode_verifikasi, /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    assert.deepEqual(surat.konten.ttd.baris, ['a.n. Kepala Desa ' + surat.konten.kop.desa, 'Sekretaris Desa']);
    assert.equal(surat.konten.ttd.nip, '198001012005012001');
    assert.match(surat.konten.isi, /untuk keperluan Melamar pekerjaan/);
    assert.equal(surat.konten.url_verifikasi, `/verifikasi/${surat.token}`);

    // A later change of the record or the official does not change the letter; a reprint is the same letter, logged.
    await t.app.ctx.db.execute(sql`update penduduk set nama_lengkap = 'Nama Baru' where id = ${penduduk._id}`);
    const ubah = await req('PUT', `/api/surat/pejabat/${pejabatId}`, { nama: 'Pejabat Baru', jabatan: 'Sekretaris Desa', bentuk: 'an' });
    assert.equal(ubah.statusCode, 200, ubah.body);
    const cetak = await req('POST', `/api/surat/keluar/${surat._id}/cetak`, undefined, admin);
    assert.equal(cetak.statusCode, 200, cetak.body);
    assert.deepEqual(cetak.json().data.konten, surat.konten);
    assert.equal(cetak.json().data.nama_penduduk, 'Budi Santoso');
    assert.deepEqual(await aktivitas(surat._id), [`Menerbitkan SURAT KETERANGAN DOMISILI nomor ${surat.nomor} untuk Budi Santoso`, `Mencetak ulang SURAT KETERANGAN DOMISILI nomor ${surat.nomor}`]);
    await t.app.ctx.db.execute(sql`update penduduk set nama_lengkap = 'Budi Santoso' where id = ${penduduk._id}`);

    // The refused issue took no number: the next one is 002.
    const kedua = await terbit(domisili());
    assert.match(kedua.nomor, /^470\/002\//);
    const daftar = await req('GET', '/api/surat/keluar?limit=10');
    assert.deepEqual(daftar.json().data.slice(0, 2).map((s: { nomor: string }) => s.nomor), [kedua.nomor, surat.nomor]);
    const cari = await req('GET', `/api/surat/keluar?q=${encodeURIComponent(surat.nomor)}`);
    assert.deepEqual([cari.json().total, cari.json().data[0]._id], [1, surat._id]);
    // The box matches the number, the name and the title in any case, and the NIK; never across two of them.
    const total = async (q: string) => (await req('GET', `/api/surat/keluar?q=${encodeURIComponent(q)}`)).json().total as number;
    assert.deepEqual([await total('bUDI sant'), await total(surat.nik), await total('keterangan DOMISILI'), await total('470/00')], [2, 2, 2, 2]);
    assert.deepEqual([await total(`${surat.nomor.slice(-4)}\u0001budi`), await total('santoso\u0001'), await total('tidak ada')], [0, 2, 0]);
    assert.equal(daftar.json().data[0].teks_cari, undefined, 'the kept search text is not part of the answer');
    const csv = await req('GET', '/api/surat/keluar/csv');
    assert.equal(csv.statusCode, 200);
    assert.match(csv.body, /Nomor Surat/);
    assert.match(csv.body, new RegExp(surat.nomor.replace(/\//g, '\\/')));
  });

  it("prints the person's own citizenship, spelled out (WNI: Indonesia, WNA: Warga Negara Asing)", async () => {
    const kewarganegaraan = async () => {
      const res = await req('POST', '/api/surat/pratinjau', domisili());
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().data.konten.data as { label: string; nilai: string }[]).find((d) => d.label === 'Kewarganegaraan')?.nilai;
    };
    assert.equal(await kewarganegaraan(), 'Indonesia');
    await t.app.ctx.db.execute(sql`update penduduk set kewarganegaraan = 'WNA' where id = ${penduduk._id}`);
    try {
      assert.equal(await kewarganegaraan(), 'Warga Negara Asing');
    } finally {
      await t.app.ctx.db.execute(sql`update penduduk set kewarganegaraan = 'WNI' where id = ${penduduk._id}`);
    }
  });

  it('checks a letter publicly: valid, revoked, unknown, and the page shows nothing more', async () => {
    const surat = await terbit(domisili());
    const json = await t.inject({ method: 'GET', url: `/api/verifikasi/${surat.token}` });
    assert.equal(json.statusCode, 200, json.body);
    const data = json.json().data;
    assert.deepEqual(Object.keys(data).sort(), ['desa', 'jenis', 'keterangan', 'nama', 'nomor', 'penandatangan', 'status', 'tanggal']);
    assert.equal(data.nama, 'B*** S******');
    assert.equal(data.status, 'berlaku');
    const kode = await t.inject({ method: 'GET', url: `/api/verifikasi/${surat.kode_verifikasi.toLowerCase()}` });
    assert.equal(kode.json().data.nomor, surat.nomor);
    const page = await t.inject({ method: 'GET', url: `/verifikasi/${surat.token}` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /B\*\*\* S\*\*\*\*\*\*/);
    for (const bocor of [penduduk.nik, 'Budi Santoso', 'Melamar', surat.kode_verifikasi]) assert.ok(!page.body.includes(bocor), `the page shows ${bocor}`);

    assert.equal((await req('POST', `/api/surat/keluar/${surat._id}/cabut`, { alasan: 'Salah data' }, admin)).statusCode, 403);
    const cabut = await req('POST', `/api/surat/keluar/${surat._id}/cabut`, { alasan: 'Data pemohon keliru' });
    assert.equal(cabut.statusCode, 200, cabut.body);
    assert.equal(cabut.json().data.status, 'dicabut');
    assert.equal((await req('POST', `/api/surat/keluar/${surat._id}/cabut`, { alasan: 'Lagi' })).statusCode, 409);
    const dicabut = await t.inject({ method: 'GET', url: `/verifikasi/${surat.token}` });
    assert.match(dicabut.body, /telah DICABUT/);
    assert.ok(!dicabut.body.includes('Data pemohon keliru'));
    assert.match((await aktivitas(surat._id)).at(-1) ?? '', /^Mencabut SURAT KETERANGAN DOMISILI/);

    const unknown = await t.inject({ method: 'GET', url: `/api/verifikasi/${'A'.repeat(22)}` });
    assert.deepEqual([unknown.statusCode, unknown.json().message], [404, 'Surat tidak ditemukan']);
    const unknownPage = await t.inject({ method: 'GET', url: '/verifikasi/bukan-token-yang-ada' });
    assert.equal(unknownPage.statusCode, 404);
    assert.match(unknownPage.body, /Surat tidak ditemukan/);
    assert.doesNotMatch(unknownPage.body, /<dl>/);
  });

  it("changes a kind's wording for the village, refuses unknown placeholders, and goes back to the regency's", async () => {
    const salah = await req('PUT', '/api/surat/jenis/domisili/teks', { isi: 'Nama ibu {nama_ibu}' });
    assert.deepEqual([salah.statusCode, salah.json().message], [400, 'isi: Isian {nama_ibu} tidak dikenal untuk jenis surat ini']);
    assert.equal((await req('PUT', '/api/surat/jenis/domisili/teks', { isi: 'Teks {nama_lengkap}' }, admin)).statusCode, 403);
    const ok = await req('PUT', '/api/surat/jenis/domisili/teks', { isi: 'Benar {nama_lengkap} tinggal di {alamat} untuk {isian.keperluan}.' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.teks_desa, true);
    const pratinjau = await req('POST', '/api/surat/pratinjau', domisili());
    assert.match(pratinjau.json().data.konten.isi, /^Benar Budi Santoso tinggal di .+ untuk Melamar pekerjaan\.$/);
    // The other village keeps the regency's text.
    const diLain = (await req('GET', '/api/surat/jenis', undefined, lain.superAdmin.token)).json().data.find((j: { _id: string }) => j._id === 'domisili');
    assert.equal(diLain.teks_desa, false);
    const reset = await req('DELETE', '/api/surat/jenis/domisili/teks');
    assert.equal(reset.statusCode, 200, reset.body);
    assert.deepEqual([reset.json().data.teks_desa, reset.json().data.isi], [false, reset.json().data.isi_kabupaten]);
  });

  it('lets the Admin Kabupaten publish a kind to every village, refusing unknown placeholders', async () => {
    const { token: kab } = await t.loginKabupaten();
    const body = { judul: 'SURAT KETERANGAN BERSIH DIRI', kode_klasifikasi: '331', data_penduduk: ['nama_lengkap', 'nik'], isian: [{ kunci: 'keperluan', label: 'Keperluan', tipe: 'teks', wajib: true }], isi: '{nama_lengkap} untuk {isian.keperluan}.' };
    assert.equal((await req('POST', '/api/surat/kabupaten/jenis', { _id: 'bersih_diri', ...body })).statusCode, 403);
    const salah = await req('POST', '/api/surat/kabupaten/jenis', { _id: 'bersih_diri', ...body, isi: '{isian.tujuan}' }, kab);
    assert.deepEqual([salah.statusCode, salah.json().message], [400, 'isi: Isian {isian.tujuan} tidak dikenal untuk jenis surat ini']);
    assert.equal((await req('PUT', '/api/surat/kabupaten/jenis/bersih_diri', body, kab)).statusCode, 404);
    const ok = await req('POST', '/api/surat/kabupaten/jenis', { _id: 'bersih_diri', ...body }, kab);
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal((await req('POST', '/api/surat/kabupaten/jenis', { _id: 'bersih_diri', ...body }, kab)).statusCode, 409);
    const ubah = await req('PUT', '/api/surat/kabupaten/jenis/bersih_diri', { ...body, judul: 'SURAT KETERANGAN BERKELAKUAN BAIK' }, kab);
    assert.deepEqual([ubah.statusCode, ubah.json().data.judul], [200, 'SURAT KETERANGAN BERKELAKUAN BAIK']);
    for (const tok of [sa, lain.superAdmin.token]) {
      const kinds = (await req('GET', '/api/surat/jenis', undefined, tok)).json().data as Array<{ _id: string }>;
      assert.ok(kinds.some((k) => k._id === 'bersih_diri'));
      assert.ok(kinds.length >= 12);
    }
    const rekap = await req('GET', '/api/surat/kabupaten/rekap', undefined, kab);
    assert.equal(rekap.statusCode, 200, rekap.body);
    assert.ok(rekap.json().data.baris.some((b: { desa_id: string; jenis_id: string; jumlah: number }) => b.desa_id === t.app.ctx.desaId && b.jenis_id === 'domisili' && b.jumlah >= 2));
  });

  it('keeps villages apart: another village sees none of these letters and cannot use this signer', async () => {
    const surat = await terbit(domisili());
    const tok = lain.superAdmin.token;
    assert.equal((await req('GET', `/api/surat/keluar/${surat._id}`, undefined, tok)).statusCode, 404);
    assert.equal((await req('GET', '/api/surat/keluar', undefined, tok)).json().total, 0);
    assert.equal((await req('POST', `/api/surat/keluar/${surat._id}/cabut`, { alasan: 'Bukan milik' }, tok)).statusCode, 404);
    const orang = await addKartuKeluarga(t, tok);
    const pakai = await req('POST', '/api/surat/pratinjau', { jenis_id: 'domisili', penduduk_id: orang._id, pejabat_id: pejabatId }, tok);
    assert.equal(pakai.statusCode, 404);
    const bukanWarga = await req('POST', '/api/surat/pratinjau', { jenis_id: 'domisili', penduduk_id: penduduk._id }, tok);
    assert.equal(bukanWarga.statusCode, 404);
  });

  it("issues a spec letter from its record (the person read from it, the number written back), with the regency's logo", async () => {
    const { token: kab } = await t.loginKabupaten();
    const logo = await t.inject({ method: 'PUT', url: '/api/surat/kabupaten/logo', ...multipart(kab, [{ name: 'logo', filename: 'logo.png', content: PNG }]) });
    assert.equal(logo.statusCode, 200, logo.body);
    const gambar = await req('GET', '/api/surat/logo', undefined, admin);
    assert.deepEqual([gambar.statusCode, gambar.headers['content-type']], [200, 'image/png']);
    const almarhum = await addKartuKeluarga(t, sa, { nama_lengkap: 'Sutrisno' });
    const kematian = await req('POST', `/api/kematian/${almarhum._id}`, kematianBody);
    assert.equal(kematian.statusCode, 201, kematian.body);
    const kematianId = kematian.json().data._id;
    const tanpaSumber = await req('POST', '/api/surat/pratinjau', { jenis_id: 'keterangan_kematian', penduduk_id: almarhum._id });
    assert.equal(tanpaSumber.statusCode, 400);
    const surat = await terbit({ jenis_id: 'keterangan_kematian', sumber_id: kematianId, pejabat_id: pejabatId });
    assert.equal(surat.nama_penduduk, 'Sutrisno');
    assert.equal(surat.konten.kop.ada_logo, true);
    assert.match(surat.konten.isi, /meninggal dunia pada hari Senin, tanggal 05 Januari 2026/);
    assert.match(surat.nomor, /^474\.3\/001\//);
    const catatan = await req('GET', `/api/kematian/${kematianId}`);
    assert.equal(catatan.json().data.nomor_surat_kematian, surat.nomor);
  });

  it('refuses the letters to a village the regency has not given Layanan Surat (403 MODUL_NONAKTIF)', async () => {
    const { token: kab } = await t.loginKabupaten();
    const off = await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [lain.desaId], aktif: false }, kab);
    assert.equal(off.statusCode, 200, off.body);
    const refused = await req('GET', '/api/surat/jenis', undefined, lain.superAdmin.token);
    assert.deepEqual([refused.statusCode, refused.json().code], [403, 'MODUL_NONAKTIF']);
    assert.equal((await req('GET', '/api/surat/jenis')).statusCode, 200);
    await req('PUT', '/api/kabupaten/modul/mf-surat/desa', { desa_ids: [lain.desaId], aktif: true }, kab);
  });

  it('gives 200 letters from 20 parallel callers 200 distinct, gap-free numbers', async () => {
    const body = { jenis_id: 'sktm', penduduk_id: penduduk._id, pejabat_id: pejabatId, isian: { keperluan: 'Beasiswa' } };
    const nomor: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let i = 0; i < 10; i++) nomor.push((await terbit(body)).nomor);
      }),
    );
    const urut = nomor.map((n) => Number(n.split('/')[1])).sort((a, b) => a - b);
    assert.equal(new Set(nomor).size, 200);
    assert.deepEqual(urut, Array.from({ length: 200 }, (_, i) => i + 1));
  });

  it('sets the numbering: a format per kind previewed, refused when malformed, a shared sequence that goes on from the highest number', async () => {
    const awal = (await req('GET', '/api/surat/penomoran')).json().data;
    const sktm = awal.jenis.find((j: { jenis_id: string }) => j.jenis_id === 'sktm');
    assert.equal(awal.urutan, 'per_jenis');
    assert.deepEqual([sktm.kode_klasifikasi, sktm.urut_berikutnya], ['400', 201]);
    assert.match(sktm.berikutnya, new RegExp(`^400/201/${KODE.replace(/\./g, '\\.')}/`));
    const salah = await req('PUT', '/api/surat/penomoran', { format: [{ jenis_id: 'sktm', format: '{kode}/{nomor}/{tahun}' }] });
    assert.deepEqual([salah.statusCode, salah.json().message], [400, 'format: Bagian {nomor} tidak dikenal dalam format nomor']);
    assert.equal((await req('PUT', '/api/surat/penomoran', { urutan: 'bersama' }, admin)).statusCode, 403);
    const simpan = await req('PUT', '/api/surat/penomoran', { urutan: 'bersama', format: [{ jenis_id: 'domisili', format: 'SKD-{seq:4}/{tahun}' }] });
    assert.equal(simpan.statusCode, 200, simpan.body);
    const bersama = simpan.json().data;
    // Shared from now on: every kind's next number goes on after the highest taken this year (SKTM's 200).
    assert.deepEqual([...new Set(bersama.jenis.map((j: { urut_berikutnya: number }) => j.urut_berikutnya))], [201]);
    const surat = await terbit(domisili());
    assert.equal(surat.nomor, `SKD-0201/${surat.tanggal.slice(0, 4)}`);
    assert.equal((await terbit({ jenis_id: 'sktm', penduduk_id: penduduk._id, pejabat_id: pejabatId, isian: { keperluan: 'Beasiswa' } })).nomor.split('/')[1], '202');
    // Back to per kind: no kind starts again below the shared sequence.
    const perJenis = (await req('PUT', '/api/surat/penomoran', { urutan: 'per_jenis' })).json().data;
    assert.deepEqual([...new Set(perJenis.jenis.map((j: { urut_berikutnya: number }) => j.urut_berikutnya))], [203]);
  });
});
