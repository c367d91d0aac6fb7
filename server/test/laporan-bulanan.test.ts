/**
 * Laporan Bulanan Penduduk and its event ledger (issue 37): each event kind in its row, a late death as
 * "Koreksi / terlambat" in the month it is recorded while the closed month stays as issued, the closing
 * rules, the download; then the property: random histories (late entries, cancellations, whole-family
 * moves, births, deaths, arrivals) through the API, and for every month end = next month's start, each
 * month's end = the registry's own counts at that time, and the current month's end = the dashboard.
 *
 * A past month is simulated by moving the recording time of the events a step wrote (as the database's
 * owner: no code of the application updates the ledger), the only clock the report reads.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { awalBulan, bulanBerikut, daftarBulan, labelBulan, tambahBulan } from '@sid/openapi/domain';
import { rowsOf } from '../src/data/paging.js';
import { simpanTitikBulan } from '../src/data/peristiwa.js';
import { susunLaporan } from '../src/domain/laporan-bulanan.js';
import { auth, buildTestApp, type TestApp } from './support/app.js';
import { addAnggota, addKartuKeluarga, dashboard, kematianBody, nomor, parseCsv, type Penduduk } from './support/registry.js';

interface Baris {
  kunci: string;
  label: string;
  bulan_peristiwa: string | null;
  laki_laki: number;
  perempuan: number;
  jumlah: number;
  kk: number;
}
interface Laporan {
  bulan: string;
  bulan_berjalan: string;
  bulan_pertama: string;
  bisa_ditutup: boolean;
  tutup_terakhir: string | null;
  ditutup: { pada: string; oleh: string } | null;
  baris: Baris[];
}
type Angka = Pick<Baris, 'laki_laki' | 'perempuan' | 'jumlah' | 'kk'>;
const angka = (b: Angka | undefined): Angka => ({ laki_laki: b?.laki_laki ?? 0, perempuan: b?.perempuan ?? 0, jumlah: b?.jumlah ?? 0, kk: b?.kk ?? 0 });
const baris = (l: Laporan, kunci: string) => l.baris.filter((b) => b.kunci === kunci);

describe('Laporan Bulanan Penduduk', () => {
  let t: TestApp;
  let token: string;
  let sekarang: string;
  before(async () => {
    t = await buildTestApp();
    ({ token } = await t.login());
  });
  after(() => t.close());

  const req = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, tok: string | null = token) =>
    t.inject({ method, url, headers: tok ? auth(tok) : {}, ...(payload ? { payload } : {}) });
  async function laporan(bulan?: string): Promise<Laporan> {
    const res = await req('GET', `/api/laporan_bulanan${bulan ? `?bulan=${bulan}` : ''}`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as Laporan;
  }
  const db = () => t.app.ctx.db;
  async function idTerakhir(): Promise<number> {
    const [r] = rowsOf<{ id: unknown }>(await db().execute(sql`select coalesce(max(id), 0) as id from peristiwa_penduduk`));
    return Number(r?.id ?? 0);
  }
  /** The events written after event `sejak` were recorded in month `bulan` (the `detik`-th second of its second day). */
  async function dicatatPada(sejak: number, bulan: string, detik = 0): Promise<void> {
    const tz = t.app.ctx.config.timeZone;
    await db().execute(sql`update peristiwa_penduduk set dicatat_pada =
      (${awalBulan(bulan)}::timestamp + interval '1 day' + ${detik} * interval '1 second') at time zone ${tz} where id > ${sejak}`);
  }
  async function lahir(kk: Penduduk, ibu: Penduduk, tanggal: string, jenisKelamin: 'Laki laki' | 'Perempuan' = 'Perempuan'): Promise<Penduduk> {
    const nik = nomor();
    const res = await req('POST', '/api/kelahiran', {
      nik, nik_ayah: kk.nik, nik_ibu: ibu.nik, nama: 'Bayi Baru', jenis_kelamin: jenisKelamin, tempat_lahir: 'Malang', tanggal_lahir: tanggal,
      agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', nomor_surat_kelahiran: '474.1/01/2026', hubungan_pelapor: 'Ayah',
    });
    assert.equal(res.statusCode, 201, res.body);
    return addAnggota(t, token, kk.keluarga_dari._id, { nik, jenis_kelamin: jenisKelamin, nama_lengkap: 'Bayi Baru' });
  }

  const pengingat = async () => {
    const res = await req('GET', '/api/laporan_bulanan/pengingat');
    assert.equal(res.statusCode, 200, res.body);
    return res.json().data as { bulan: string | null; label_bulan: string | null };
  };

  it('puts each kind of event in its row of the current month, and its end is the dashboard', async () => {
    sekarang = (await laporan()).bulan_berjalan;
    assert.equal((await laporan()).bulan_pertama, sekarang, 'installed this month: its first month');
    assert.deepEqual(await pengingat(), { bulan: null, label_bulan: null }, 'installed this month: last month is not owed');
    const hariIni = `${sekarang}-01`;
    const kepala = await addKartuKeluarga(t, token, { jenis_kelamin: 'Laki laki' });
    const ibu = await addAnggota(t, token, kepala.keluarga_dari._id, { jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const awal = await laporan();
    assert.deepEqual(angka(baris(awal, 'koreksi_data')[0]), { laki_laki: 1, perempuan: 1, jumlah: 2, kk: 1 }, 'entered residents are a data line, not arrivals');
    await lahir(kepala, ibu, hariIni);
    const datang = await addKartuKeluarga(t, token, { jenis_kelamin: 'Laki laki' }, true);
    const mati = await addAnggota(t, token, kepala.keluarga_dari._id, { jenis_kelamin: 'Laki laki' });
    assert.equal((await req('POST', `/api/kematian/${mati._id}`, { ...kematianBody, tanggal_meninggal: hariIni })).statusCode, 201);
    assert.equal((await req('POST', `/api/penduduk_keluar/${datang.keluarga_dari._id}/m`)).statusCode, 201);
    const l = await laporan();
    assert.deepEqual(angka(baris(l, 'lahir')[0]), { laki_laki: 0, perempuan: 1, jumlah: 1, kk: 0 });
    assert.deepEqual(angka(baris(l, 'datang')[0]), { laki_laki: 1, perempuan: 0, jumlah: 1, kk: 1 });
    assert.deepEqual(angka(baris(l, 'mati')[0]), { laki_laki: 1, perempuan: 0, jumlah: 1, kk: 0 });
    assert.deepEqual(angka(baris(l, 'pindah')[0]), { laki_laki: 1, perempuan: 0, jumlah: 1, kk: 1 }, 'the whole family left: one KK fewer');
    const akhir = angka(baris(l, 'akhir')[0]);
    const d = await dashboard(t, token);
    assert.deepEqual(akhir, { laki_laki: d.data_pria, perempuan: d.data_wanita, jumlah: d.data_penduduk + d.data_penduduk_masuk, kk: 1 });
  });

  it('shows a late death as a correction of its month in the month it is recorded; the closed month stays as issued', async () => {
    const lalu = tambahBulan(sekarang, -1);
    const sebelum = await idTerakhir();
    const kepala = await addKartuKeluarga(t, token, { jenis_kelamin: 'Perempuan' });
    const anak = await addAnggota(t, token, kepala.keluarga_dari._id, { jenis_kelamin: 'Laki laki' });
    await dicatatPada(sebelum, lalu);
    // Its first record is last month's now: last month is owed until closed.
    assert.equal((await laporan()).bulan_pertama, lalu);
    assert.deepEqual(await pengingat(), { bulan: lalu, label_bulan: labelBulan(lalu) });
    const ditutup = await req('POST', '/api/laporan_bulanan/tutup', { bulan: lalu });
    assert.equal(ditutup.statusCode, 201, ditutup.body);
    const issued = ditutup.json().data as Laporan;
    assert.equal(issued.ditutup?.oleh.length ? true : false, true);
    assert.equal(angka(baris(issued, 'akhir')[0]).jumlah, 2);

    const tanggal = `${lalu}-15`;
    assert.equal((await req('POST', `/api/kematian/${anak._id}`, { ...kematianBody, tanggal_meninggal: tanggal })).statusCode, 201);
    const ini = await laporan();
    const koreksi = baris(ini, 'koreksi');
    assert.equal(koreksi.length, 1);
    assert.equal(koreksi[0]?.bulan_peristiwa, lalu);
    assert.equal(koreksi[0]?.label, `Koreksi / terlambat: ${labelBulan(lalu)}`);
    assert.deepEqual(angka(koreksi[0]), { laki_laki: -1, perempuan: 0, jumlah: -1, kk: 0 });
    assert.deepEqual(await laporan(lalu), issued, 'the closed month is served as issued');
    assert.deepEqual(await pengingat(), { bulan: null, label_bulan: null }, 'closed: no reminder');
    assert.deepEqual(angka(baris(ini, 'awal')[0]), angka(baris(issued, 'akhir')[0]), 'the end of the closed month is the next start');
    const d = await dashboard(t, token);
    assert.equal(angka(baris(ini, 'akhir')[0]).jumlah, d.data_penduduk + d.data_penduduk_masuk);

    // Cancelling the late death is a correction of the same month, recorded now.
    const kematian = (await req('GET', `/api/penduduk/${anak._id}`)).json().data.data_kematian as string;
    assert.equal((await req('DELETE', `/api/kematian/${kematian}`, { alasan: 'Salah catat' })).statusCode, 200);
    assert.deepEqual(angka(baris(await laporan(), 'koreksi')[0]), { laki_laki: 0, perempuan: 0, jumlah: 0, kk: 0 });
    const log = await req('GET', '/api/activity?limit=100');
    assert.ok(log.json().data.some((a: { activity_name?: string; activityName?: string }) => (a.activity_name ?? a.activityName ?? '').includes(`Menutup Laporan Bulanan Penduduk ${labelBulan(lalu)}`)), log.body);
  });

  it('counts a deleted and a restored resident on the data line, never as an arrival', async () => {
    const kepala = await addKartuKeluarga(t, token, { jenis_kelamin: 'Laki laki' }, true);
    const anggota = await addAnggota(t, token, kepala.keluarga_dari._id, { jenis_kelamin: 'Perempuan', nama_lengkap: 'Rukmini Lestari' });
    const sebelum = await laporan();
    const data = (l: Laporan) => angka(baris(l, 'koreksi_data')[0]);
    const hapus = await req('DELETE', `/api/penduduk/${anggota._id}/d/${kepala.keluarga_dari._id}`, { alasan: 'Salah input data' });
    assert.equal(hapus.statusCode, 200, hapus.body);
    assert.equal(data(await laporan()).perempuan, data(sebelum).perempuan - 1);
    const entri = (await req('GET', '/api/data_terhapus?limit=100')).json().data as Array<{ _id: string; judul: string }>;
    const id = entri.find((e) => e.judul === anggota.nama_lengkap)?._id;
    assert.equal((await req('POST', `/api/data_terhapus/${id}/pulihkan`)).statusCode, 200);
    const sesudah = await laporan();
    assert.deepEqual(data(sesudah), data(sebelum));
    assert.deepEqual(angka(baris(sesudah, 'datang')[0]), angka(baris(sebelum, 'datang')[0]));
  });

  it('closes months in order, past months only, Super Admin only; refuses bad months', async () => {
    const lalu = tambahBulan(sekarang, -1);
    const expect = async (bulan: unknown, status: number, tok = token) => {
      const res = await req('POST', '/api/laporan_bulanan/tutup', { bulan }, tok);
      assert.equal(res.statusCode, status, `${String(bulan)}: ${res.body}`);
      return res.json().message as string;
    };
    assert.match(await expect(lalu, 409), /sudah ditutup/);
    assert.match(await expect(sekarang, 409), /setelah bulan berakhir/);
    assert.match(await expect(tambahBulan(sekarang, -3), 409), /tidak dapat ditutup/);
    assert.match(await expect(bulanBerikut(sekarang), 400), /belum berjalan/);
    assert.match(await expect('2026-13', 400), /TTTT-BB/);
    const admin = await t.createUser('Admin');
    await expect(tambahBulan(sekarang, -2), 403, admin.token);
    assert.equal((await req('GET', '/api/laporan_bulanan?bulan=2026-3')).statusCode, 400);
    assert.equal((await req('GET', `/api/laporan_bulanan?bulan=${bulanBerikut(sekarang)}`)).statusCode, 400);
    assert.equal((await req('GET', '/api/laporan_bulanan', undefined, null)).statusCode, 401);
    assert.equal((await req('GET', '/api/laporan_bulanan/pengingat', undefined, null)).statusCode, 401);
    assert.equal((await laporan(lalu)).bisa_ditutup, false);
  });

  it('downloads the report as CSV and as a workbook', async () => {
    const csv = await req('GET', `/api/laporan_bulanan/csv?bulan=${sekarang}`);
    assert.equal(csv.statusCode, 200, csv.body);
    const rows = parseCsv(csv.body);
    assert.deepEqual(rows[0], ['Uraian', 'Laki-laki', 'Perempuan', 'Jumlah', 'KK']);
    assert.equal(rows[1]?.[0], 'Penduduk awal bulan');
    assert.equal(rows.at(-1)?.[0], 'Penduduk akhir bulan');
    assert.match(String(csv.headers['content-disposition']), new RegExp(`laporan_bulanan_penduduk_.*_${sekarang}\\.csv`));
    const xlsx = await req('GET', `/api/laporan_bulanan/csv?bulan=${sekarang}&format=xlsx`);
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
    assert.equal((await req('GET', '/api/laporan_bulanan/csv?bulan=x')).statusCode, 400);
  });

  it('adds up for every month over random histories (property)', async () => {
    // A village of its own: the months closed above are served as issued, and these histories write into
    // past months (as no clerk can), which would rightly not change them.
    const desa = await t.addVillage('Sukamaju');
    const tok = desa.superAdmin.token;
    const req = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.inject({ method, url, headers: auth(tok), ...(payload ? { payload } : {}) });
    const laporan = async (bulan: string): Promise<Laporan> => {
      const res = await req('GET', `/api/laporan_bulanan?bulan=${bulan}`);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().data as Laporan;
    };
    const ayah = await addKartuKeluarga(t, tok, { jenis_kelamin: 'Laki laki' });
    const ibu = await addAnggota(t, tok, ayah.keluarga_dari._id, { jenis_kelamin: 'Perempuan', posisi_dalam_keluarga: 'Istri' });
    const bulanAwal = tambahBulan(sekarang, -4);
    const bulanUji = daftarBulan(tambahBulan(bulanAwal, -1), sekarang);
    // Every month's end before the histories: the expected ends add each step's change to these.
    const dasar = new Map<string, Angka>();
    for (const b of bulanUji) dasar.set(b, angka(baris(await laporan(b), 'akhir')[0]));
    const perubahan: Array<{ bulan: string } & Angka> = [];

    const HISTORIES = Number(process.env.LAPORAN_HISTORIES ?? 16);
    const STEPS = 12;
    for (let h = 0; h < HISTORIES; h++) {
      let seed = 0x9e3779b9 ^ (h * 7919);
      const acak = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
        x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
        return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
      };
      const pilih = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(acak() * xs.length)];
      const kartu: string[] = [];
      const orang: Penduduk[] = [];
      const kematian: string[] = [];
      const keluar: string[] = [];
      let m = 0;
      const hitung = async (): Promise<Angka> => {
        if (kartu.length === 0) return angka(undefined);
        const [r] = rowsOf<Record<string, unknown>>(
          await db().execute(sql`select
            count(*) filter (where jenis_kelamin = 'Laki laki') as l, count(*) filter (where jenis_kelamin = 'Perempuan') as p,
            count(*) as n, count(distinct kk_id) as kk
            from penduduk where kk_id in (${sql.join(kartu.map((k) => sql`${k}::uuid`), sql`, `)}) and status_penduduk in ('', 'penduduk_masuk')`),
        );
        return { laki_laki: Number(r?.l), perempuan: Number(r?.p), jumlah: Number(r?.n), kk: Number(r?.kk) };
      };
      for (let s = 0; s < STEPS; s++) {
        if (acak() < 0.3 && m < 4) m++;
        const bulan = tambahBulan(bulanAwal, m);
        const tanggalDulu = `${tambahBulan(bulanAwal, Math.floor(acak() * (m + 1)))}-01`;
        const sebelum = await idTerakhir();
        const hitungSebelum = await hitung();
        const hidup = orang.filter((o) => o.status_penduduk === '' || o.status_penduduk === 'penduduk_masuk');
        const jenis = kartu.length === 0 ? 'keluarga' : pilih(['keluarga', 'datang', 'anggota', 'lahir', 'mati', 'mati', 'batal_mati', 'pindah', 'pindah_keluarga', 'batal_pindah'] as const);
        const sk = (a: Penduduk) => {
          orang.push(a);
          if (!kartu.includes(a.keluarga_dari._id)) kartu.push(a.keluarga_dari._id);
        };
        const jk = () => (acak() < 0.5 ? 'Laki laki' : 'Perempuan') as 'Laki laki' | 'Perempuan';
        let res: { statusCode: number; body: string; json: () => { data: { _id: string } } } | undefined;
        if (jenis === 'keluarga' || jenis === 'datang') sk(await addKartuKeluarga(t, tok, { jenis_kelamin: jk() }, jenis === 'datang'));
        else if (jenis === 'anggota' && hidup.length > 0) sk(await addAnggota(t, tok, (pilih(hidup) as Penduduk).keluarga_dari._id, { jenis_kelamin: jk() }));
        else if (jenis === 'lahir' && hidup.length > 0) {
          const nik = nomor();
          const kk = (pilih(hidup) as Penduduk).keluarga_dari._id;
          const r = await req('POST', '/api/kelahiran', {
            nik, nik_ayah: ayah.nik, nik_ibu: ibu.nik, nama: 'Bayi', jenis_kelamin: 'Laki laki', tempat_lahir: 'Malang', tanggal_lahir: tanggalDulu,
            agama: 'Islam', hari_kelahiran: 'Senin', jam_lahir: '07:30', nomor_surat_kelahiran: '474.1/01/2026', hubungan_pelapor: 'Ayah',
          });
          assert.equal(r.statusCode, 201, r.body);
          sk(await addAnggota(t, tok, kk, { nik, jenis_kelamin: 'Laki laki' }));
        } else if (jenis === 'mati' && hidup.length > 0) {
          res = await req('POST', `/api/kematian/${(pilih(hidup) as Penduduk)._id}`, { ...kematianBody, tanggal_meninggal: tanggalDulu });
          if (res.statusCode === 201) kematian.push(res.json().data._id);
        } else if (jenis === 'batal_mati' && kematian.length > 0) {
          const id = kematian.splice(Math.floor(acak() * kematian.length), 1)[0] as string;
          res = await req('DELETE', `/api/kematian/${id}`, { alasan: 'Salah catat' });
        } else if (jenis === 'pindah' && hidup.length > 0) {
          res = await req('POST', `/api/penduduk_keluar/${(pilih(hidup) as Penduduk)._id}`);
          if (res.statusCode === 201 && !keluar.includes(res.json().data._id)) keluar.push(res.json().data._id);
        } else if (jenis === 'pindah_keluarga' && hidup.length > 0) {
          res = await req('POST', `/api/penduduk_keluar/${(pilih(hidup) as Penduduk).keluarga_dari._id}/m`);
          if (res.statusCode === 201) keluar.push(res.json().data._id);
        } else if (jenis === 'batal_pindah' && keluar.length > 0) {
          const id = keluar.splice(Math.floor(acak() * keluar.length), 1)[0] as string;
          res = await req('DELETE', `/api/penduduk_keluar/${id}/d`, { alasan: 'Salah catat' });
        }
        if (res && res.statusCode >= 300) {
          assert.ok(res.statusCode < 500, res.body);
          assert.equal(await idTerakhir(), sebelum, `a refused ${jenis} writes no event`);
        }
        // The statuses as the registry holds them now.
        const status = new Map(
          rowsOf<{ id: string; status_penduduk: string }>(
            await db().execute(sql`select id, status_penduduk from penduduk where id in (${sql.join(orang.map((o) => sql`${o._id}::uuid`), sql`, `)})`),
          ).map((r) => [r.id, r.status_penduduk]),
        );
        for (const o of orang) o.status_penduduk = status.get(o._id) ?? o.status_penduduk;
        if (bulan < sekarang) await dicatatPada(sebelum, bulan, h * 100 + s);
        const sesudah = await hitung();
        perubahan.push({
          bulan: bulan < sekarang ? bulan : sekarang,
          laki_laki: sesudah.laki_laki - hitungSebelum.laki_laki,
          perempuan: sesudah.perempuan - hitungSebelum.perempuan,
          jumlah: sesudah.jumlah - hitungSebelum.jumlah,
          kk: sesudah.kk - hitungSebelum.kk,
        });
      }
    }

    const laporanBulan = new Map<string, Laporan>();
    for (const b of bulanUji) laporanBulan.set(b, await laporan(b));
    for (const b of bulanUji) {
      const l = laporanBulan.get(b) as Laporan;
      const akhir = angka(baris(l, 'akhir')[0]);
      const diharapkan = perubahan.filter((p) => p.bulan <= b).reduce((a, p) => ({
        laki_laki: a.laki_laki + p.laki_laki, perempuan: a.perempuan + p.perempuan, jumlah: a.jumlah + p.jumlah, kk: a.kk + p.kk,
      }), dasar.get(b) as Angka);
      assert.deepEqual(akhir, diharapkan, `${b}: the end of the month is the registry at that time`);
      const berikut = laporanBulan.get(bulanBerikut(b));
      if (berikut) assert.deepEqual(angka(baris(berikut, 'awal')[0]), akhir, `${b}: end = next month's start`);
    }
    const d = await dashboard(t, tok);
    const [kk] = rowsOf<{ n: unknown }>(await db().execute(sql`select count(distinct kk_id) as n from penduduk where desa_id = ${desa.desaId} and status_penduduk in ('', 'penduduk_masuk')`));
    assert.deepEqual(angka(baris(laporanBulan.get(sekarang) as Laporan, 'akhir')[0]), {
      laki_laki: d.data_pria, perempuan: d.data_wanita, jumlah: d.data_penduduk + d.data_penduduk_masuk, kk: Number(kk?.n),
    });
    assert.ok(perubahan.some((p) => p.bulan < sekarang) && perubahan.some((p) => p.jumlah < 0), 'the histories moved people in and out over past months');

    // A closed month is the later months' starting point (its stored end, then only the events since):
    // close the first half of the past months, in order; every later report stays what the whole ledger said.
    const pertama = (laporanBulan.get(sekarang) as Laporan & { bulan_pertama: string }).bulan_pertama;
    const lewat = bulanUji.filter((b) => b >= pertama && b < sekarang);
    for (const b of lewat.slice(0, Math.ceil(lewat.length / 2))) {
      const res = await req('POST', '/api/laporan_bulanan/tutup', { bulan: b });
      assert.equal(res.statusCode, 201, res.body);
      for (const m of bulanUji.filter((x) => x > b)) {
        assert.deepEqual((await laporan(m)).baris, (laporanBulan.get(m) as Laporan).baris, `${m} after ${b} was closed`);
      }
    }
    // A past month's end kept as a checkpoint (migration 0038, the hourly job's) is the later months'
    // starting point too, beside the closed ones: kept for every past month in order, each later report
    // stays the same, and the checkpoint of a closed month is that month's issued end.
    for (const b of lewat) {
      await simpanTitikBulan(db(), b, t.app.ctx.config.timeZone);
      const [titik] = rowsOf<Record<string, unknown>>(await db().execute(sql`select laki_laki, perempuan, jumlah, kk from laporan_titik where desa_id = ${desa.desaId} and bulan = ${b}`));
      assert.deepEqual(angka({ laki_laki: Number(titik?.laki_laki), perempuan: Number(titik?.perempuan), jumlah: Number(titik?.jumlah), kk: Number(titik?.kk) }), angka(baris(laporanBulan.get(b) as Laporan, 'akhir')[0]), `${b}: the checkpoint is the month's end`);
      for (const m of bulanUji.filter((x) => x > b)) {
        assert.deepEqual((await laporan(m)).baris, (laporanBulan.get(m) as Laporan).baris, `${m} after ${b}'s end was kept`);
      }
    }
  });
});

describe('the report assembled from the ledger sums (pure)', () => {
  const j = (kelompok: string, laki_laki: number, perempuan: number, kk = 0) => ({ kelompok, laki_laki, perempuan, jumlah: laki_laki + perempuan, kk });

  it('orders the rows, shows who left as positive, keeps the corrections signed, and ends at the start plus every change', () => {
    const rows = susunLaporan([j('awal', 10, 12, 7), j('lahir', 1, 0), j('mati', -2, 0), j('datang', 2, 1, 1), j('pindah', 0, -3, -1), j('koreksi:2026-01', 0, -1), j('koreksi:2025-11', -1, 0), j('data', 3, 0, 1)]);
    assert.deepEqual(rows.map((r) => r.kunci), ['awal', 'lahir', 'mati', 'datang', 'pindah', 'koreksi', 'koreksi', 'koreksi_data', 'akhir']);
    assert.deepEqual(rows.filter((r) => r.kunci === 'koreksi').map((r) => [r.bulan_peristiwa, r.label]), [
      ['2025-11', 'Koreksi / terlambat: November 2025'],
      ['2026-01', 'Koreksi / terlambat: Januari 2026'],
    ]);
    const by = (k: string) => rows.find((r) => r.kunci === k);
    assert.deepEqual([by('mati')?.laki_laki, by('pindah')?.perempuan, by('pindah')?.kk], [2, 3, 1]);
    assert.deepEqual(by('akhir'), { kunci: 'akhir', label: 'Penduduk akhir bulan', bulan_peristiwa: null, laki_laki: 13, perempuan: 9, jumlah: 22, kk: 8 });
  });

  it('has the four rows even in an empty month, and no correction line without events', () => {
    const rows = susunLaporan([]);
    assert.deepEqual(rows.map((r) => r.kunci), ['awal', 'lahir', 'mati', 'datang', 'pindah', 'akhir']);
    assert.ok(rows.every((r) => r.jumlah === 0 && r.kk === 0));
  });
});
