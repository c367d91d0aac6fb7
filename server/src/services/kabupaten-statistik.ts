/**
 * The regency console's side of issue 37 (Admin Kabupaten, counts only): the statistics of the
 * regency, a kecamatan or a village, with the living residents per kecamatan and per village to drill
 * down; and every village's Laporan Bulanan Penduduk of a month side by side, its sums per kecamatan
 * and for the regency, and the villages that have not closed the month. A closed month is read as the
 * village stored it; an open one is summed from the ledger in one pass over every open village.
 */
import { bulanWajibLapor, labelBulan } from '@sid/openapi/domain';
import type { KabupatenContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { bulanPertamaDesa, laporanTutupBulan } from '../data/laporan-bulanan.js';
import { jumlahBulanBelumDitutup } from '../data/peristiwa.js';
import { daftarDesa, jumlahStatistik } from '../data/statistik.js';
import { susunLaporan, type BarisLaporan } from '../domain/laporan-bulanan.js';
import { TABEL_UMUM, TABEL_WILAYAH, jumlahDari, susunStatistik } from '../domain/statistik.js';
import { eksporBaris } from '../lib/ekspor/baris.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { aman } from '../lib/ekspor/nama-berkas.js';
import { notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { todayIn } from '../lib/validation.js';
import { DESA_TIDAK_DITEMUKAN } from './kode-wilayah-desa.js';
import { HEADER_STATISTIK, barisStatistik } from './statistik.js';
import { bacaLaporan, bulanBerjalan, bulanDiminta } from './laporan-bulanan.js';

type StatistikKabupaten = Schemas['StatistikKabupaten'];
type StatistikWilayah = Schemas['StatistikWilayah'];
type LaporanBulananKabupaten = Schemas['LaporanBulananKabupaten'];
type Ringkas = Schemas['RingkasLaporanBulanan'];
type Angka = Schemas['AngkaLaporan'];
type KunciRingkas = keyof Ringkas;

const nol = (): Angka => ({ laki_laki: 0, perempuan: 0, jumlah: 0, kk: 0 });
const KUNCI_RINGKAS: readonly KunciRingkas[] = ['awal', 'lahir', 'mati', 'datang', 'pindah', 'koreksi', 'akhir'];
const ringkasNol = (): Ringkas => Object.fromEntries(KUNCI_RINGKAS.map((k) => [k, nol()])) as unknown as Ringkas;

function tambahKe(a: Angka, b: Angka): void {
  a.laki_laki += b.laki_laki;
  a.perempuan += b.perempuan;
  a.jumlah += b.jumlah;
  a.kk += b.kk;
}

/** A village's report in seven figures: the late entries and data corrections sum to `koreksi`. */
export function ringkasLaporan(baris: readonly BarisLaporan[]): Ringkas {
  const r = ringkasNol();
  for (const b of baris) tambahKe(r[b.kunci === 'koreksi_data' ? 'koreksi' : b.kunci], b);
  return r;
}

function tambahRingkas(a: Ringkas, b: Ringkas): void {
  for (const k of KUNCI_RINGKAS) tambahKe(a[k], b[k]);
}

export interface FilterKabupaten {
  kecamatan?: string | undefined;
  desa_id?: string | undefined;
}

export function kabupatenStatistikService(ctx: KabupatenContext) {
  const { db, config } = ctx;
  const kecamatanDari = (f: FilterKabupaten) => f.kecamatan?.trim() || null;

  async function statistik(f: FilterKabupaten): Promise<StatistikKabupaten> {
    const desaId = f.desa_id ? idOr404(f.desa_id, DESA_TIDAK_DITEMUKAN) : null;
    const kecamatan = kecamatanDari(f);
    const semua = await daftarDesa(db, { kecamatan, desaId });
    if (desaId && semua.length === 0) throw notFound(DESA_TIDAK_DITEMUKAN);
    const tanggal = todayIn(config.timeZone);
    const { rows, perDesa } = await jumlahStatistik(db, tanggal, { desaId, kecamatan });
    const per = new Map(semua.map((d): [string, StatistikWilayah] => [d.id, { _id: d.id, nama: d.nama_desa, kecamatan: d.kecamatan, laki_laki: 0, perempuan: 0, jumlah: 0 }]));
    for (const r of perDesa) {
      const w = per.get(r.desa_id);
      if (!w) continue;
      if (r.jenis_kelamin === 'Laki laki') w.laki_laki += r.jumlah;
      else if (r.jenis_kelamin === 'Perempuan') w.perempuan += r.jumlah;
      w.jumlah += r.jumlah;
    }
    const perKecamatan = new Map<string, StatistikWilayah>();
    for (const w of per.values()) {
      const k = perKecamatan.get(w.kecamatan) ?? { _id: null, nama: w.kecamatan, kecamatan: w.kecamatan, laki_laki: 0, perempuan: 0, jumlah: 0 };
      k.laki_laki += w.laki_laki;
      k.perempuan += w.perempuan;
      k.jumlah += w.jumlah;
      perKecamatan.set(w.kecamatan, k);
    }
    const desa = desaId ? semua[0] : undefined;
    return {
      tanggal,
      jumlah: jumlahDari(rows),
      tabel: susunStatistik(rows, desa ? [...TABEL_UMUM, ...TABEL_WILAYAH] : TABEL_UMUM),
      kabupaten: config.village.kabupaten,
      kecamatan,
      desa: desa ? { _id: desa.id, nama_desa: desa.nama_desa, kecamatan: desa.kecamatan } : null,
      per_kecamatan: [...perKecamatan.values()],
      per_desa: [...per.values()],
    };
  }

  async function laporanBulanan(q: { bulan?: string | undefined; kecamatan?: string | undefined }): Promise<LaporanBulananKabupaten> {
    const sekarang = bulanBerjalan(config.timeZone);
    const bulan = bulanDiminta(q.bulan, sekarang);
    const kecamatan = kecamatanDari(q);
    const semua = await daftarDesa(db, { kecamatan });
    const tutup = await laporanTutupBulan(db, bulan);
    const terbuka = await jumlahBulanBelumDitutup(db, bulan, config.timeZone);
    const pertama = await bulanPertamaDesa(db, config.timeZone);
    const desa = semua.map((d) => {
      const t = tutup.get(d.id);
      const baris = t ? (t.isi as BarisLaporan[]) : susunLaporan(terbuka.get(d.id) ?? []);
      const bulanPertama = pertama.get(d.id) ?? sekarang;
      return { _id: d.id, nama_desa: d.nama_desa, kecamatan: d.kecamatan, aktif: d.aktif, bulan_pertama: bulanPertama, ditutup: t ? t.ditutupPada.toISOString() : null, angka: ringkasLaporan(baris) };
    });
    // A village owes the month from its first month on: one installed later is not "belum ditutup".
    const belum = (d: (typeof desa)[number]) => !d.ditutup && bulanWajibLapor(bulan, d.bulan_pertama);
    const perKecamatan = new Map<string, Schemas['LaporanBulananKecamatan']>();
    const total: Schemas['LaporanBulananKecamatan'] = { kecamatan: kecamatan ?? config.village.kabupaten, jumlah_desa: 0, belum_ditutup: 0, angka: ringkasNol() };
    for (const d of desa) {
      const k = perKecamatan.get(d.kecamatan) ?? { kecamatan: d.kecamatan, jumlah_desa: 0, belum_ditutup: 0, angka: ringkasNol() };
      for (const s of [k, total]) {
        s.jumlah_desa += 1;
        if (belum(d)) s.belum_ditutup += 1;
        tambahRingkas(s.angka, d.angka);
      }
      perKecamatan.set(d.kecamatan, k);
    }
    return {
      bulan,
      label_bulan: labelBulan(bulan),
      bulan_berjalan: sekarang,
      kabupaten: config.village.kabupaten,
      kecamatan,
      desa,
      per_kecamatan: [...perKecamatan.values()],
      total,
      belum_ditutup: desa.filter(belum).map((d) => ({ _id: d._id, nama_desa: d.nama_desa, kecamatan: d.kecamatan })),
    };
  }

  /** One village's report as it sees it (the ledger's counts, never a person). */
  async function laporanDesa(id: string, bulan: string | undefined): Promise<Schemas['LaporanBulanan']> {
    idOr404(id, DESA_TIDAK_DITEMUKAN);
    if ((await daftarDesa(db, { desaId: id })).length === 0) throw notFound(DESA_TIDAK_DITEMUKAN);
    return bacaLaporan(db, id, config.timeZone, bulan);
  }

  return { statistik, laporanBulanan, laporanDesa };
}

/** A village's row in the regency's download: closed, open, or not owed (its first month is later). */
const statusLaporanDesa = (bulan: string, d: Schemas['LaporanBulananDesa']): string =>
  d.ditutup ? 'Ditutup' : bulanWajibLapor(bulan, d.bulan_pertama) ? 'Belum ditutup' : 'Belum ada data';

const LABEL_RINGKAS: Record<KunciRingkas, string> = {
  awal: 'Awal bulan',
  lahir: 'Lahir',
  mati: 'Meninggal',
  datang: 'Pendatang',
  pindah: 'Pindah',
  koreksi: 'Koreksi',
  akhir: 'Akhir bulan',
};

export async function eksporStatistikKabupaten(ctx: KabupatenContext, q: FilterKabupaten & { format?: FormatEkspor | undefined }): Promise<Ekspor> {
  const stat = await kabupatenStatistikService(ctx).statistik(q);
  const wilayah = stat.desa ? stat.desa.nama_desa : (stat.kecamatan ?? stat.kabupaten);
  const perWilayah = (stat.kecamatan ? stat.per_desa : stat.per_kecamatan).map((w): [string, string, number, number, number] => [stat.kecamatan ? 'Desa' : 'Kecamatan', w.nama, w.laki_laki, w.perempuan, w.jumlah]);
  return eksporBaris({
    nama: `statistik_penduduk_${aman(wilayah)}_${stat.tanggal}`,
    format: q.format,
    header: HEADER_STATISTIK,
    kinds: ['text', 'text', 'count', 'count', 'count'],
    sheetName: 'Statistik Penduduk',
    rows: [...barisStatistik(stat.tabel), ...(stat.desa ? [] : perWilayah)],
  });
}

export async function eksporLaporanBulananKabupaten(ctx: KabupatenContext, q: { bulan?: string | undefined; kecamatan?: string | undefined; format?: FormatEkspor | undefined }): Promise<Ekspor> {
  const lap = await kabupatenStatistikService(ctx).laporanBulanan(q);
  const angka = (r: Ringkas) => KUNCI_RINGKAS.flatMap((k) => [r[k].laki_laki, r[k].perempuan, r[k].jumlah, r[k].kk]);
  const header = ['Kecamatan', 'Desa', 'Status', ...KUNCI_RINGKAS.flatMap((k) => ['L', 'P', 'Jumlah', 'KK'].map((c) => `${LABEL_RINGKAS[k]} ${c}`))];
  const rows = [
    ...lap.desa.map((d) => [d.kecamatan, d.nama_desa, statusLaporanDesa(lap.bulan, d), ...angka(d.angka)]),
    ...lap.per_kecamatan.map((k) => [k.kecamatan, `Jumlah kecamatan (${k.jumlah_desa} desa)`, `${k.belum_ditutup} belum ditutup`, ...angka(k.angka)]),
    [lap.total.kecamatan, `Jumlah (${lap.total.jumlah_desa} desa)`, `${lap.total.belum_ditutup} belum ditutup`, ...angka(lap.total.angka)],
  ];
  return eksporBaris({
    nama: `laporan_bulanan_${aman(lap.kecamatan ?? lap.kabupaten)}_${lap.bulan}`,
    format: q.format,
    header,
    kinds: ['text', 'text', 'text', ...KUNCI_RINGKAS.flatMap(() => ['count', 'count', 'count', 'count'] as const)],
    sheetName: `Laporan ${lap.bulan}`,
    rows,
  });
}
