/**
 * Statistik Penduduk and the regency's side of issue 37: every table adds up to the living total (the
 * dashboard's men + women), the dusun filter, the download; the regency's statistics and monthly
 * report (its kecamatan totals are the sums of their villages, the villages that have not closed the
 * month, a closed month as stored, a village's drill-down); and isolation: a village gets 403 on the
 * regency's routes, the regency's answers carry counts and never a person.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { labelBulan } from '@sid/openapi/domain';
import { auth, buildTestApp, type TestApp, type Village } from './support/app.js';
import { addAnggota, addKartuKeluarga, anggotaBody, dashboard, kematianBody, parseCsv } from './support/registry.js';

interface Baris {
  kategori: string;
  laki_laki: number;
  perempuan: number;
  jumlah: number;
}
interface Tabel {
  kunci: string;
  judul: string;
  baris: Baris[];
}
interface Statistik {
  tanggal: string;
  jumlah: { laki_laki: number; perempuan: number; jumlah: number };
  tabel: Tabel[];
  per_kecamatan?: Array<Baris & { nama: string; kecamatan: string; _id: string | null }>;
  per_desa?: Array<{ _id: string; nama: string; kecamatan: string; laki_laki: number; perempuan: number; jumlah: number }>;
}
const tabel = (s: Statistik, kunci: string) => s.tabel.find((x) => x.kunci === kunci) as Tabel;
const baris = (s: Statistik, kunci: string, kategori: string) => tabel(s, kunci).baris.find((b) => b.kategori === kategori);

/** Every table adds up to the total, line by line: men + women = all. */
function semuaSama(s: Statistik): void {
  for (const t of s.tabel) {
    const sum = (k: 'laki_laki' | 'perempuan' | 'jumlah') => t.baris.reduce((a, b) => a + b[k], 0);
    assert.deepEqual({ laki_laki: sum('laki_laki'), perempuan: sum('perempuan'), jumlah: sum('jumlah') }, s.jumlah, `tabel ${t.kunci}`);
    for (const b of t.baris) assert.equal(b.laki_laki + b.perempuan, b.jumlah, `${t.kunci} ${b.kategori}`);
  }
}

describe('Statistik Penduduk and the regency report', () => {
  let t: TestApp;
  let kab: string;
  let a: Village;
  let b: Village;
  let dusunA: string;
  before(async () => {
    t = await buildTestApp({ KODE_KABUPATEN: '35.07' });
    ({ token: kab } = await t.loginKabupaten());
    a = await t.addVillage('Desa Statistik A');
    b = await t.addVillage('Desa Statistik B');
  });
  after(() => t.close());

  const req = (url: string, tok: string) => t.inject({ method: 'GET', url, headers: auth(tok) });
  async function get<T>(url: string, tok: string): Promise<T> {
    const res = await req(url, tok);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as T;
  }

  it("counts a village's living residents in every table, each adding up to the dashboard's total", async () => {
    const tok = a.superAdmin.token;
    const tambah = async (body: object) => {
      const res = await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(tok), payload: body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };
    dusunA = await tambah({ tingkat: 'dusun', nama: 'Krajan' });
    const rw = await tambah({ tingkat: 'rw', nama: '1', induk_id: dusunA });
    const rt = await tambah({ tingkat: 'rt', nama: '2', induk_id: rw });
    const kk = await addKartuKeluarga(t, tok, { nama_lengkap: 'Kepala Satu' });
    const set = await t.inject({ method: 'PUT', url: `/api/kartu_keluarga/${kk.keluarga_dari._id}/alamat`, headers: auth(tok), payload: { rt_id: rt, alamat: 'Jl. Mawar 3' } });
    assert.equal(set.statusCode, 200, set.body);
    await addAnggota(t, tok, kk.keluarga_dari._id, { jenis_kelamin: 'Perempuan', tempat_tanggal_lahir: 'Malang, 02 Maret 2024', umur: '2', agama: 'Kristen', pekerjaan: 'Belum/Tidak Bekerja', status_perkawinan: 'Belum Kawin' });
    const mati = await addAnggota(t, tok, kk.keluarga_dari._id, { jenis_kelamin: 'Perempuan' });
    assert.equal((await t.inject({ method: 'POST', url: `/api/kematian/${mati._id}`, headers: auth(tok), payload: kematianBody })).statusCode, 201);
    await addKartuKeluarga(t, tok, { nama_lengkap: 'Pendatang', jenis_kelamin: 'Perempuan', agama: 'Hindu' }, true);

    const s = await get<Statistik>('/api/statistik_penduduk', tok);
    const d = await dashboard(t, tok);
    assert.deepEqual(s.jumlah, { laki_laki: d.data_pria, perempuan: d.data_wanita, jumlah: d.data_pria + d.data_wanita });
    assert.equal(s.jumlah.jumlah, 3, 'the dead are not counted; the incoming are');
    semuaSama(s);
    assert.deepEqual(baris(s, 'umur', '0–4 tahun'), { kategori: '0–4 tahun', laki_laki: 0, perempuan: 1, jumlah: 1 });
    assert.equal(tabel(s, 'umur').baris[0]?.kategori, '0–4 tahun', 'youngest first, every group listed');
    assert.equal(baris(s, 'agama', 'Hindu')?.perempuan, 1);
    assert.equal(baris(s, 'rt', 'Krajan, RW 001, RT 002')?.jumlah, 2);
    assert.equal(baris(s, 'dusun', 'Belum tercatat di RT')?.jumlah, 1);

    const krajan = await get<Statistik>(`/api/statistik_penduduk?dusun=${dusunA}`, tok);
    assert.equal(krajan.jumlah.jumlah, 2);
    semuaSama(krajan);
    assert.equal(baris(krajan, 'agama', 'Hindu'), undefined);
  });

  it('refuses a dusun of another village or not an id, and downloads the tables', async () => {
    assert.equal((await req(`/api/statistik_penduduk?dusun=${dusunA}`, b.superAdmin.token)).statusCode, 404);
    assert.equal((await req('/api/statistik_penduduk?dusun=bukan-id', a.superAdmin.token)).statusCode, 404);
    const csv = await req('/api/statistik_penduduk/csv', a.superAdmin.token);
    assert.equal(csv.statusCode, 200);
    const rows = parseCsv(csv.body);
    assert.deepEqual(rows[0], ['Tabel', 'Kategori', 'Laki-laki', 'Perempuan', 'Jumlah']);
    assert.deepEqual(rows.find((r) => r[0] === 'Agama' && r[1] === 'Jumlah'), ['Agama', 'Jumlah', '1', '2', '3']);
    const xlsx = await req('/api/statistik_penduduk/csv?format=xlsx', a.superAdmin.token);
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-disposition']), /\.xlsx/);
  });

  it("sums the regency's statistics over its villages, per kecamatan and village, counts only", async () => {
    await addKartuKeluarga(t, b.superAdmin.token, { nama_lengkap: 'Warga B' });
    const s = await get<Statistik>('/api/kabupaten/statistik', kab);
    semuaSama(s);
    const perDesa = s.per_desa ?? [];
    assert.equal(perDesa.reduce((x, d) => x + d.jumlah, 0), s.jumlah.jumlah);
    for (const k of s.per_kecamatan ?? []) {
      const desa = perDesa.filter((d) => d.kecamatan === k.kecamatan);
      assert.equal(desa.reduce((x, d) => x + d.jumlah, 0), k.jumlah, k.kecamatan);
      assert.equal(desa.reduce((x, d) => x + d.laki_laki, 0), k.laki_laki, k.kecamatan);
    }
    assert.equal(perDesa.find((d) => d._id === a.desaId)?.jumlah, 3);
    assert.equal(s.tabel.some((x) => x.kunci === 'rt'), false, 'areas only for one village');
    const satu = await get<Statistik>(`/api/kabupaten/statistik?desa_id=${a.desaId}`, kab);
    assert.equal(satu.jumlah.jumlah, 3);
    assert.equal(baris(satu, 'rt', 'Krajan, RW 001, RT 002')?.jumlah, 2);
    const kec = perDesa.find((d) => d._id === b.desaId)?.kecamatan ?? '';
    const perKec = await get<Statistik>(`/api/kabupaten/statistik?kecamatan=${encodeURIComponent(kec)}`, kab);
    assert.equal(perKec.jumlah.jumlah, s.per_kecamatan?.find((k) => k.kecamatan === kec)?.jumlah);
    assert.equal((await req('/api/kabupaten/statistik?desa_id=00000000-0000-4000-8000-000000000000', kab)).statusCode, 404);
    // Counts only: no NIK, no name of a resident anywhere in the answer.
    const body = (await req(`/api/kabupaten/statistik?desa_id=${a.desaId}`, kab)).body;
    assert.doesNotMatch(body, /Kepala Satu|Pendatang|\d{16}/);
  });

  it("lays every village's monthly report side by side, sums each kecamatan and lists the unclosed", async () => {
    const lap = await get<{
      bulan: string;
      desa: Array<{ _id: string; kecamatan: string; ditutup: string | null; angka: Record<string, { jumlah: number; laki_laki: number; kk: number }> }>;
      per_kecamatan: Array<{ kecamatan: string; jumlah_desa: number; belum_ditutup: number; angka: Record<string, { jumlah: number; laki_laki: number; kk: number }> }>;
      total: { jumlah_desa: number; belum_ditutup: number; angka: Record<string, { jumlah: number }> };
      belum_ditutup: Array<{ _id: string }>;
    }>('/api/kabupaten/laporan_bulanan', kab);
    const villageA = await get<{ baris: Array<{ kunci: string; jumlah: number }> }>('/api/laporan_bulanan', a.superAdmin.token);
    const akhirA = villageA.baris.find((x) => x.kunci === 'akhir')?.jumlah;
    assert.equal(lap.desa.find((d) => d._id === a.desaId)?.angka.akhir?.jumlah, akhirA);
    assert.equal(akhirA, 3, "the current month's end is the dashboard's");
    for (const k of lap.per_kecamatan) {
      const desa = lap.desa.filter((d) => d.kecamatan === k.kecamatan);
      assert.equal(k.jumlah_desa, desa.length);
      for (const kunci of ['awal', 'lahir', 'mati', 'datang', 'pindah', 'koreksi', 'akhir']) {
        assert.equal(desa.reduce((x, d) => x + (d.angka[kunci]?.jumlah ?? 0), 0), k.angka[kunci]?.jumlah, `${k.kecamatan} ${kunci}`);
        assert.equal(desa.reduce((x, d) => x + (d.angka[kunci]?.kk ?? 0), 0), k.angka[kunci]?.kk, `${k.kecamatan} ${kunci} kk`);
      }
    }
    assert.equal(lap.total.jumlah_desa, lap.desa.length);
    assert.equal(lap.total.angka.akhir?.jumlah, lap.desa.reduce((x, d) => x + (d.angka.akhir?.jumlah ?? 0), 0));
    assert.equal(lap.belum_ditutup.length, lap.desa.length, 'the current month is open everywhere');

    const drill = await get<{ baris: unknown[] }>(`/api/kabupaten/desa/${a.desaId}/laporan_bulanan`, kab);
    assert.deepEqual(drill.baris, villageA.baris);
    const csv = await req('/api/kabupaten/laporan_bulanan/csv', kab);
    assert.equal(csv.statusCode, 200);
    assert.equal(parseCsv(csv.body).length, 1 + lap.desa.length + lap.per_kecamatan.length + 1);
    assert.equal((await req('/api/kabupaten/laporan_bulanan?bulan=2999-01', kab)).statusCode, 400);
  });

  it('reads a closed month as the village stored it and takes it off the unclosed list', async () => {
    const bulan = await get<{ bulan_berjalan: string; bulan_pertama: string }>('/api/laporan_bulanan', a.superAdmin.token);
    const [y, m] = bulan.bulan_berjalan.split('-').map(Number) as [number, number];
    const lalu = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    // Installed this month: last month is not owed, on the village's reminder nor on the regency's list.
    assert.equal(bulan.bulan_pertama, bulan.bulan_berjalan);
    type Pengingat = { bulan: string | null; label_bulan: string | null };
    assert.deepEqual(await get<Pengingat>('/api/laporan_bulanan/pengingat', b.superAdmin.token), { bulan: null, label_bulan: null });
    const baru = await get<{ desa: Array<{ _id: string; bulan_pertama: string }>; belum_ditutup: Array<{ _id: string }>; total: { belum_ditutup: number } }>(`/api/kabupaten/laporan_bulanan?bulan=${lalu}`, kab);
    assert.equal(baru.desa.find((d) => d._id === b.desaId)?.bulan_pertama, bulan.bulan_berjalan);
    assert.equal(baru.belum_ditutup.some((d) => d._id === b.desaId), false, 'a village installed this month owes nothing for last month');
    assert.equal(baru.total.belum_ditutup, baru.belum_ditutup.length);
    // Village B created last month (as the database's owner: nothing in the application moves it): now it owes it.
    await t.app.ctx.db.execute(sql`update desa set created_at = (${lalu} || '-15')::date where id = ${b.desaId}`);
    assert.deepEqual(await get<Pengingat>('/api/laporan_bulanan/pengingat', b.superAdmin.token), { bulan: lalu, label_bulan: labelBulan(lalu) });
    const tutup = await t.inject({ method: 'POST', url: '/api/laporan_bulanan/tutup', headers: auth(a.superAdmin.token), payload: { bulan: lalu } });
    assert.equal(tutup.statusCode, 201, tutup.body);
    const lap = await get<{ desa: Array<{ _id: string; ditutup: string | null }>; belum_ditutup: Array<{ _id: string }>; total: { belum_ditutup: number } }>(`/api/kabupaten/laporan_bulanan?bulan=${lalu}`, kab);
    assert.ok(lap.desa.find((d) => d._id === a.desaId)?.ditutup);
    assert.equal(lap.belum_ditutup.some((d) => d._id === a.desaId), false);
    assert.equal(lap.belum_ditutup.some((d) => d._id === b.desaId), true);
    assert.equal(lap.total.belum_ditutup, lap.belum_ditutup.length);
    assert.deepEqual(await get('/api/laporan_bulanan/pengingat', a.superAdmin.token), { bulan: null, label_bulan: null }, 'closed: no reminder');
    // Laporan switched off in village B: its dashboard is reminded of nothing (the reminder links to the module's screen).
    assert.equal((await t.inject({ method: 'PUT', url: '/api/kabupaten/modul/mf-laporan/desa', headers: auth(kab), payload: { desa_ids: [b.desaId], aktif: false } })).statusCode, 200);
    assert.deepEqual(await get('/api/laporan_bulanan/pengingat', b.superAdmin.token), { bulan: null, label_bulan: null });
    assert.equal((await req('/api/laporan_bulanan/pengingat', kab)).statusCode, 403);
  });

  it("refuses a village's staff the regency's routes (403) and the regency the village's", async () => {
    for (const url of ['/api/kabupaten/statistik', '/api/kabupaten/statistik/csv', '/api/kabupaten/laporan_bulanan', '/api/kabupaten/laporan_bulanan/csv', `/api/kabupaten/desa/${a.desaId}/laporan_bulanan`]) {
      assert.equal((await req(url, a.superAdmin.token)).statusCode, 403, url);
    }
    assert.equal((await req('/api/statistik_penduduk', kab)).statusCode, 403);
    assert.equal((await req('/api/statistik_penduduk/csv', kab)).statusCode, 403);
  });

  it('follows every change at once: counts kept for the day are recomputed when a counted field changes, never for a name', async () => {
    const tok = b.superAdmin.token;
    const versi = async () =>
      Number(((await t.app.ctx.db.execute(sql`select versi_statistik as v from statistik_desa where desa_id = ${b.desaId}`)) as unknown as { rows: Array<{ v: number }> }).rows[0]?.v);
    const tambah = async (body: object) => {
      const res = await t.inject({ method: 'POST', url: '/api/wilayah_desa', headers: auth(tok), payload: body });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data._id as string;
    };
    const dusun = await tambah({ tingkat: 'dusun', nama: 'Kulon' });
    const rt = await tambah({ tingkat: 'rt', nama: '4', induk_id: await tambah({ tingkat: 'rw', nama: '3', induk_id: dusun }) });
    await get<Statistik>('/api/statistik_penduduk', tok);
    await get<Statistik>('/api/kabupaten/statistik', kab);
    // A new resident: both the village's and the regency's counts follow.
    const p = await addKartuKeluarga(t, tok, { nama_lengkap: 'Warga Simpan', jenis_kelamin: 'Laki laki', agama: 'Konghucu' });
    assert.equal(baris(await get<Statistik>('/api/statistik_penduduk', tok), 'agama', 'Konghucu')?.laki_laki, 1);
    assert.equal(baris(await get<Statistik>(`/api/kabupaten/statistik?desa_id=${b.desaId}`, kab), 'agama', 'Konghucu')?.laki_laki, 1);
    // A counted field edited (religion, RT): recomputed.
    const body = { ...anggotaBody({ nik: p.nik, nama_lengkap: 'Warga Simpan', jenis_kelamin: 'Laki laki', agama: 'Buddha' }), rt_id: rt, alamat: 'Jl. Kenanga 1' };
    assert.equal((await t.inject({ method: 'PUT', url: `/api/penduduk/${p._id}`, headers: auth(tok), payload: body })).statusCode, 200);
    const s = await get<Statistik>('/api/statistik_penduduk', tok);
    semuaSama(s);
    assert.equal(baris(s, 'agama', 'Konghucu'), undefined);
    assert.equal(baris(s, 'agama', 'Buddha')?.laki_laki, 1);
    assert.equal(baris(s, 'rt', 'Kulon, RW 003, RT 004')?.jumlah, 1);
    assert.equal(baris(await get<Statistik>('/api/kabupaten/statistik', kab), 'agama', 'Buddha')?.laki_laki, 1);
    // A renamed dusun is read at once (the label is joined, not kept).
    assert.equal((await t.inject({ method: 'PUT', url: `/api/wilayah_desa/${dusun}`, headers: auth(tok), payload: { nama: 'Kulon Baru' } })).statusCode, 200);
    assert.equal(baris(await get<Statistik>('/api/statistik_penduduk', tok), 'rt', 'Kulon Baru, RW 003, RT 004')?.jumlah, 1);
    // A name or an address text edited: the counter row is not touched.
    const sebelum = await versi();
    assert.equal((await t.inject({ method: 'PUT', url: `/api/penduduk/${p._id}`, headers: auth(tok), payload: { ...body, nama_lengkap: 'Warga Simpan Baru', alamat: 'Jl. Kenanga 2' } })).statusCode, 200);
    assert.equal(await versi(), sebelum);
    // A death: out of the counts.
    assert.equal((await t.inject({ method: 'POST', url: `/api/kematian/${p._id}`, headers: auth(tok), payload: kematianBody })).statusCode, 201);
    assert.equal(baris(await get<Statistik>('/api/statistik_penduduk', tok), 'agama', 'Buddha'), undefined);
  });
});
