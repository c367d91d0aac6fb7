/**
 * Laporan Bulanan Penduduk (issue 37): a month's report from the event ledger, computed while the month
 * is open and served as stored once the Super Admin has closed it; closing goes month by month
 * (docs/decisions.md, "Issue 37: closing a month"). Months are the village's (config.timeZone).
 */
import { BULAN_BELUM_BERJALAN, BULAN_SALAH, bulanBerikut, bulanPerluDitutup, isBulan, labelBulan } from '@sid/openapi/domain';
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { logActivity, type Actor } from '../data/activity-log.js';
import { bulanPertamaDesa, bulanTutupTerakhir, findLaporanTutup, insertLaporanTutup, type LaporanTutupRow } from '../data/laporan-bulanan.js';
import { modulNonaktif } from '../data/modul.js';
import { jumlahBulan, jumlahBulanDesa } from '../data/peristiwa.js';
import type { DbOrTx } from '../db/client.js';
import { susunLaporan, type BarisLaporan } from '../domain/laporan-bulanan.js';
import { csvLine } from '../lib/ekspor/csv.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { aman } from '../lib/ekspor/nama-berkas.js';
import { badRequest, conflict } from '../lib/errors.js';
import { todayIn } from '../lib/validation.js';

export type LaporanBulanan = Schemas['LaporanBulanan'];

/** The module whose screen the reminder links to. */
const MODUL_LAPORAN = 'mf-laporan';

/** The village's current month. */
export const bulanBerjalan = (timeZone: string, now: Date = new Date()): string => todayIn(timeZone, now).slice(0, 7);

/** `bulan` as asked (the current month when absent): 400 unless YYYY-MM of a month that has begun. */
export function bulanDiminta(bulan: string | undefined, sekarang: string): string {
  if (bulan === undefined || bulan === '') return sekarang;
  if (!isBulan(bulan)) throw badRequest(BULAN_SALAH);
  if (bulan > sekarang) throw badRequest(BULAN_BELUM_BERJALAN);
  return bulan;
}

/** Why month `bulan` cannot be closed now, or undefined when it can. */
function alasanTidakBisaDitutup(bulan: string, sekarang: string, terakhir: string | null, ditutup: boolean): string | undefined {
  if (ditutup) return `Laporan bulan ${labelBulan(bulan)} sudah ditutup`;
  if (bulan >= sekarang) return 'Bulan berjalan baru dapat ditutup setelah bulan berakhir';
  if (terakhir !== null && bulan < terakhir) return `Bulan ${labelBulan(bulan)} sebelum bulan terakhir yang ditutup (${labelBulan(terakhir)}) tidak dapat ditutup`;
  if (terakhir !== null && bulan > bulanBerikut(terakhir)) return `Tutup dahulu laporan bulan ${labelBulan(bulanBerikut(terakhir))}`;
  return undefined;
}

export async function bacaLaporan(db: DbOrTx, desaId: string, timeZone: string, bulanQuery: string | undefined): Promise<LaporanBulanan> {
  const sekarang = bulanBerjalan(timeZone);
  const bulan = bulanDiminta(bulanQuery, sekarang);
  const [tutup, terakhir, pertama] = [await findLaporanTutup(db, desaId, bulan), await bulanTutupTerakhir(db, desaId), await bulanPertama(db, desaId, timeZone, sekarang)];
  const baris = tutup ? (tutup.isi as BarisLaporan[]) : susunLaporan(await jumlahBulanDesa(db, desaId, bulan, timeZone));
  return susunJawaban(bulan, sekarang, pertama, terakhir, tutup, baris);
}

/** The village's first month (its first ledger record or its creation, whichever is earlier). */
const bulanPertama = async (db: DbOrTx, desaId: string, timeZone: string, sekarang: string): Promise<string> =>
  (await bulanPertamaDesa(db, timeZone, desaId)).get(desaId) ?? sekarang;

function susunJawaban(bulan: string, sekarang: string, pertama: string, terakhir: string | null, tutup: LaporanTutupRow | undefined, baris: BarisLaporan[]): LaporanBulanan {
  return {
    bulan,
    label_bulan: labelBulan(bulan),
    bulan_berjalan: sekarang,
    bulan_pertama: pertama,
    tutup_terakhir: terakhir,
    bisa_ditutup: alasanTidakBisaDitutup(bulan, sekarang, terakhir, tutup !== undefined) === undefined,
    ditutup: tutup ? { pada: tutup.ditutupPada.toISOString(), oleh: tutup.ditutupOlehNama } : null,
    baris,
  };
}

export function laporanBulananService(ctx: VillageContext) {
  const { db, desaId, config } = ctx;

  const get = (bulan: string | undefined): Promise<LaporanBulanan> => bacaLaporan(db, desaId, config.timeZone, bulan);

  /** Closes a past month: its report is stored as it is now, then served as stored. */
  async function tutup(bulan: string, actor: Actor): Promise<LaporanBulanan> {
    const sekarang = bulanBerjalan(config.timeZone);
    bulanDiminta(bulan, sekarang);
    return db.transaction(async (tx) => {
      const terakhir = await bulanTutupTerakhir(tx, desaId);
      const alasan = alasanTidakBisaDitutup(bulan, sekarang, terakhir, (await findLaporanTutup(tx, desaId, bulan)) !== undefined);
      if (alasan !== undefined) throw conflict('CONFLICT', alasan);
      const baris = susunLaporan(await jumlahBulan(tx, desaId, bulan, config.timeZone));
      const row = await insertLaporanTutup(tx, { desaId, bulan, isi: baris, ditutupOlehId: actor.id, ditutupOlehNama: actor.name });
      await logActivity(tx, actor, { activityName: `Menutup Laporan Bulanan Penduduk ${labelBulan(bulan)}`, entity: 'laporan_bulanan', entityId: null, after: { bulan, baris } });
      return susunJawaban(bulan, sekarang, await bulanPertama(tx, desaId, config.timeZone, sekarang), bulan, row, baris);
    });
  }

  /** The dashboard's reminder: last month when owed and open; none when the village has mf-laporan off. */
  async function pengingat(): Promise<Schemas['PengingatLaporan']> {
    const m = ctx.modules.modules.find((x) => x.id === MODUL_LAPORAN);
    const mati = m === undefined || (!m.wajib && (await modulNonaktif(db, desaId, MODUL_LAPORAN, m.nonaktifAwal === true)));
    if (mati) return { bulan: null, label_bulan: null };
    const sekarang = bulanBerjalan(config.timeZone);
    const bulan = bulanPerluDitutup({ bulan_berjalan: sekarang, tutup_terakhir: await bulanTutupTerakhir(db, desaId), bulan_pertama: await bulanPertama(db, desaId, config.timeZone, sekarang) });
    return { bulan, label_bulan: bulan === null ? null : labelBulan(bulan) };
  }

  return { get, tutup, pengingat };
}

const HEADER = ['Uraian', 'Laki-laki', 'Perempuan', 'Jumlah', 'KK'];

/** The report as the screen shows it, one line a row: CSV (either separator) or a workbook. */
export async function eksporLaporanBulanan(ctx: DownloadContext, q: { bulan?: string | undefined; format?: FormatEkspor | undefined }): Promise<Ekspor> {
  const laporan = await ctx.run((db) => bacaLaporan(db, ctx.desaId, ctx.config.timeZone, q.bulan));
  const format = q.format ?? 'csv';
  const rows = laporan.baris.map((b) => [b.label, b.laki_laki, b.perempuan, b.jumlah, b.kk] as const);
  const isi = format === 'xlsx' ? rows.map((r) => `${JSON.stringify(r)}\n`).join('') : rows.map((r) => csvLine([...r], format === 'csv' ? ',' : ';')).join('');
  const nama = `laporan_bulanan_penduduk_${aman(ctx.config.village.nama_desa)}_${laporan.bulan}.${format === 'xlsx' ? 'xlsx' : 'csv'}`;
  async function* batches() {
    yield isi;
  }
  return { fileName: nama, format, header: HEADER, kinds: ['text', 'count', 'count', 'count', 'count'], sheetName: `Laporan ${laporan.bulan}`, batches: batches() };
}
