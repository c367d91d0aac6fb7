/**
 * The population books of Permendagri 47/2016 (issue 37) for a month of the village: B.1 Buku Induk
 * Penduduk (paged on screen, streamed in its download), B.2 Buku Mutasi Penduduk Desa, B.3 Buku
 * Rekapitulasi Jumlah Penduduk; and what their printed page carries (signers, the regency's logo).
 */
import { labelBulan } from '@sid/openapi/domain';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { bacaBukuInduk, bacaBukuMutasi, bacaLogoLaporan, bacaPejabatLaporan, bacaRekap, bukuIndukEkspor } from '../data/buku.js';
import { eksporDaftar } from '../data/ekspor/baca.js';
import { KELOMPOK_UMUR, LABEL_MUTASI, susunRekap } from '../domain/buku.js';
import { csvLine, type CsvField } from '../lib/ekspor/csv.js';
import type { ColumnKind, Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { aman } from '../lib/ekspor/nama-berkas.js';
import { paging } from '../lib/paging.js';
import { bulanBerjalan, bulanDiminta } from './laporan-bulanan.js';
import { pengaturanSuratService } from './surat-pengaturan.js';
import type { Actor } from '../data/activity-log.js';

type Q = { bulan?: string | undefined };
type QE = Q & { format?: FormatEkspor | undefined };

const bulanDari = (timeZone: string, bulan: string | undefined) => bulanDiminta(bulan, bulanBerjalan(timeZone));

export function bukuService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;
  const tz = config.timeZone;

  async function kop(): Promise<Schemas['KopLaporan']> {
    const logo = await bacaLogoLaporan(db);
    return { pejabat: await bacaPejabatLaporan(db, desaId), logo: logo ? `data:${logo.tipe};base64,${logo.isi.toString('base64')}` : null };
  }

  /** An official added from the print's signer picker: Layanan Surat's list, signing in their own name. */
  async function tambahPejabat(body: Schemas['PejabatLaporanInput'], actor: Actor): Promise<Schemas['PejabatLaporan']> {
    const p = await pengaturanSuratService(ctx).tambah({ ...body, bentuk: 'langsung', aktif: true }, actor);
    return { _id: p._id, nama: p.nama, jabatan: p.jabatan, nip: p.nip };
  }

  async function induk(q: Q & { page?: number; limit?: number }) {
    const bulan = bulanDari(tz, q.bulan);
    const { rows, total } = await bacaBukuInduk(db, desaId, bulan, tz, paging(q));
    return { success: true, data: rows, total, bulan, label_bulan: labelBulan(bulan) };
  }

  async function mutasi(q: Q): Promise<Schemas['BukuMutasi']> {
    const bulan = bulanDari(tz, q.bulan);
    const rows = await bacaBukuMutasi(db, desaId, bulan, tz);
    return { bulan, label_bulan: labelBulan(bulan), baris: rows.map((r, i) => ({ no: i + 1, ...r, label_jenis: LABEL_MUTASI[r.jenis] })) };
  }

  async function rekapitulasi(q: Q): Promise<Schemas['BukuRekapitulasi']> {
    const bulan = bulanDari(tz, q.bulan);
    const { baris, jumlah } = susunRekap(await bacaRekap(db, desaId, bulan, tz));
    return { bulan, label_bulan: labelBulan(bulan), kelompok_umur: [...KELOMPOK_UMUR], baris, jumlah };
  }

  return { kop, tambahPejabat, induk, mutasi, rekapitulasi };
}

const namaBerkas = (ctx: DownloadContext, buku: string, bulan: string, format: FormatEkspor) =>
  `${buku}_${aman(ctx.config.village.nama_desa)}_${bulan}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;

/** Rows already read, as one batch of the format's lines (the few rows of B.2 and B.3). */
function eksporBaris(fileName: string, format: FormatEkspor, header: string[], kinds: ColumnKind[], sheetName: string, rows: ReadonlyArray<ReadonlyArray<CsvField>>): Ekspor {
  const isi = format === 'xlsx'
    ? rows.map((r) => `${JSON.stringify(r.map((v) => (typeof v === 'object' && v !== null ? v.nomor : v) ?? null))}\n`).join('')
    : rows.map((r) => csvLine([...r], format === 'csv' ? ',' : ';')).join('');
  async function* batches() {
    yield isi;
  }
  return { fileName, format, header, kinds, sheetName, batches: batches() };
}

export function eksporBukuInduk(ctx: DownloadContext, q: QE): Ekspor {
  const bulan = bulanDari(ctx.config.timeZone, q.bulan);
  const format = q.format ?? 'csv';
  return eksporDaftar(ctx.run, bukuIndukEkspor(ctx.desaId, bulan, ctx.config.timeZone), { format, fileName: namaBerkas(ctx, 'buku_induk_penduduk', bulan, 'csv'), sheetName: `B.1 ${bulan}` });
}

export async function eksporBukuMutasi(ctx: DownloadContext, q: QE): Promise<Ekspor> {
  const bulan = bulanDari(ctx.config.timeZone, q.bulan);
  const format = q.format ?? 'csv';
  const rows = await ctx.run((db) => bacaBukuMutasi(db, ctx.desaId, bulan, ctx.config.timeZone));
  const header = ['No', 'Nama Lengkap', 'NIK', 'Jenis Kelamin', 'Tempat, Tanggal Lahir', 'Kewarganegaraan', 'Peristiwa', 'Penambahan / Pengurangan', 'Tanggal Peristiwa', 'Tanggal Dicatat'];
  const kinds: ColumnKind[] = ['count', 'text', 'nomor', 'enum', 'text', 'enum', 'enum', 'enum', 'date', 'date'];
  const baris = rows.map((r, i) => [i + 1, r.nama_lengkap, { nomor: r.nik }, r.jenis_kelamin, r.tempat_tanggal_lahir, r.kewarganegaraan, LABEL_MUTASI[r.jenis], r.tanda > 0 ? 'Penambahan' : 'Pengurangan', r.tanggal_peristiwa, r.dicatat_pada.slice(0, 10)]);
  return eksporBaris(namaBerkas(ctx, 'buku_mutasi_penduduk', bulan, format), format, header, kinds, `B.2 ${bulan}`, baris);
}

export async function eksporBukuRekapitulasi(ctx: DownloadContext, q: QE): Promise<Ekspor> {
  const bulan = bulanDari(ctx.config.timeZone, q.bulan);
  const format = q.format ?? 'csv';
  const { baris, jumlah } = susunRekap(await ctx.run((db) => bacaRekap(db, ctx.desaId, bulan, ctx.config.timeZone)));
  const header = ['Dusun', 'RW', 'RT', 'Laki-laki', 'Perempuan', 'Jumlah', 'KK', ...KELOMPOK_UMUR.flatMap((k) => [`${k} L`, `${k} P`])];
  const kinds: ColumnKind[] = ['text', 'enum', 'enum', ...header.slice(3).map((): ColumnKind => 'count')];
  const rows = [...baris, jumlah].map((b) => [b.dusun, b.rw, b.rt, b.laki_laki, b.perempuan, b.jumlah, b.kk, ...b.umur.flatMap((u) => [u.laki_laki, u.perempuan])]);
  return eksporBaris(namaBerkas(ctx, 'buku_rekapitulasi_penduduk', bulan, format), format, header, kinds, `B.3 ${bulan}`, rows);
}
