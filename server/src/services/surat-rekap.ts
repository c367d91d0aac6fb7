/** The regency console's counts of letters (issue 36): per village, kind and month of a year; counts only. */
import type { KabupatenContext } from '../context.js';
import type { Schemas } from '../contract.js';
import { rekapSurat } from '../data/surat.js';
import { semuaJenis } from '../data/surat-jenis.js';
import { todayIn } from '../lib/validation.js';

export async function rekapSuratKabupaten(ctx: KabupatenContext, tahun?: number): Promise<Schemas['RekapSurat']> {
  const th = tahun ?? Number(todayIn(ctx.config.timeZone).slice(0, 4));
  const [rows, jenis] = await Promise.all([rekapSurat(ctx.db, th), semuaJenis(ctx.db)]);
  const judul = new Map(jenis.map((j) => [j.id, j.judul]));
  return {
    tahun: th,
    baris: rows.map((r) => ({ desa_id: r.desaId, nama_desa: r.namaDesa, jenis_id: r.jenisId, judul: judul.get(r.jenisId) ?? r.jenisId, bulan: r.bulan, jumlah: r.jumlah })),
  };
}
