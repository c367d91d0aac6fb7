/**
 * Statistik Penduduk of a village (issue 37): its living residents by age group and sex, religion,
 * education, occupation, marital status, dusun, RW and RT, each table adding up to the dashboard's
 * total; narrowed to a dusun on request. Counts come from sid_statistik_ringkas (migration 0034).
 */
import type { DownloadContext, VillageContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { adaDusun, jumlahStatistik } from '../data/statistik.js';
import type { DbOrTx } from '../db/client.js';
import { TABEL_UMUM, TABEL_WILAYAH, jumlahDari, susunStatistik, type TabelStatistik } from '../domain/statistik.js';
import { eksporBaris } from '../lib/ekspor/baris.js';
import type { Ekspor, FormatEkspor } from '../lib/ekspor/jenis.js';
import { aman } from '../lib/ekspor/nama-berkas.js';
import { notFound } from '../lib/errors.js';
import { idOr404 } from '../lib/ids.js';
import { todayIn } from '../lib/validation.js';

export type StatistikPenduduk = Schemas['StatistikPenduduk'];
export const DUSUN_TIDAK_DITEMUKAN = 'Dusun tidak ditemukan';

async function bacaStatistik(db: DbOrTx, desaId: string, timeZone: string, dusun: string | undefined): Promise<StatistikPenduduk> {
  if (dusun !== undefined && dusun !== '') {
    idOr404(dusun, DUSUN_TIDAK_DITEMUKAN);
    if (!(await adaDusun(db, desaId, dusun))) throw notFound(DUSUN_TIDAK_DITEMUKAN);
  }
  const tanggal = todayIn(timeZone);
  const { rows } = await jumlahStatistik(db, tanggal, { desaId, dusunId: dusun || null });
  return { tanggal, jumlah: jumlahDari(rows), tabel: susunStatistik(rows, [...TABEL_UMUM, ...TABEL_WILAYAH]) };
}

export function statistikService(ctx: VillageContext) {
  return { get: (dusun: string | undefined) => bacaStatistik(ctx.db, ctx.desaId, ctx.config.timeZone, dusun) };
}

export const HEADER_STATISTIK = ['Tabel', 'Kategori', 'Laki-laki', 'Perempuan', 'Jumlah'];

/** Every table one after the other, a line per category and a "Jumlah" line closing each. */
export function barisStatistik(tabel: readonly TabelStatistik[]): Array<[string, string, number, number, number]> {
  return tabel.flatMap((t) => {
    const sum = (k: 'laki_laki' | 'perempuan' | 'jumlah') => t.baris.reduce((a, b) => a + b[k], 0);
    return [...t.baris.map((b): [string, string, number, number, number] => [t.judul, b.kategori, b.laki_laki, b.perempuan, b.jumlah]), [t.judul, 'Jumlah', sum('laki_laki'), sum('perempuan'), sum('jumlah')]];
  });
}

export async function eksporStatistik(ctx: DownloadContext, q: { dusun?: string | undefined; format?: FormatEkspor | undefined }): Promise<Ekspor> {
  const stat = await ctx.run((db) => bacaStatistik(db, ctx.desaId, ctx.config.timeZone, q.dusun));
  return eksporBaris({
    nama: `statistik_penduduk_${aman(ctx.config.village.nama_desa)}_${stat.tanggal}`,
    format: q.format,
    header: HEADER_STATISTIK,
    kinds: ['text', 'text', 'count', 'count', 'count'],
    sheetName: 'Statistik Penduduk',
    rows: barisStatistik(stat.tabel),
  });
}
