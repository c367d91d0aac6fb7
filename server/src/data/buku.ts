/**
 * The population books of Permendagri 47/2016 (issue 37), read from the registry and the event ledger
 * (peristiwa_penduduk, migration 0027): who counts at the end of a month is whoever the ledger's signed
 * events recorded before the month's end sum to above zero, so B.1 and B.3 add up to the monthly
 * report's "Penduduk akhir bulan"; B.2 lists the events the report counts in its month.
 */
import { sql, type SQL } from 'drizzle-orm';
import { awalBulan, bulanBerikut } from '@sid/openapi/domain';
import type { DbOrTx } from '../db/client.js';
import { type DaftarEkspor } from './ekspor/baca.js';
import { csvTable, dateColumn, enumColumn, numberColumn, textColumn } from './ekspor/kolom.js';
import { rowsOf } from './paging.js';
import type { RekapRow } from '../domain/buku.js';

/** The end of month `bulan` in the village's time zone, as a timestamptz. */
const akhirBulan = (bulan: string, timeZone: string): SQL => sql`(${awalBulan(bulanBerikut(bulan))}::timestamp at time zone ${timeZone})`;

/** The ids of the residents who count at the end of month `bulan`. */
export const pendudukPadaAkhir = (desaId: string, bulan: string, timeZone: string): SQL => sql`(
  select e.penduduk_id from peristiwa_penduduk e
  where e.desa_id = ${desaId} and e.dicatat_pada < ${akhirBulan(bulan, timeZone)}
  group by e.penduduk_id having sum(e.tanda) > 0)`;

/** Where a person lives: street or house, RT/RW, dusun ('' parts left out). */
const ALAMAT = sql`concat_ws(', ', nullif(btrim(coalesce(nullif(p.alamat, ''), k.alamat)), ''),
  case when t.id is not null then 'RT ' || lpad(t.nomor::text, 3, '0') || ' / RW ' || lpad(w.nomor::text, 3, '0') end,
  case when d.id is not null then 'Dusun ' || d.nama end)`;
const KETERANGAN = sql`case when p.status_penduduk = 'penduduk_masuk' then 'Pendatang' else '' end`;
const FROM_INDUK = sql`penduduk p join kartu_keluarga k on k.id = p.kk_id
  left join rt t on t.id = p.wilayah_rt_id left join rw w on w.id = t.rw_id left join dusun d on d.id = w.dusun_id`;

export interface BukuIndukRow {
  _id: string;
  nama_lengkap: string;
  jenis_kelamin: string;
  status_perkawinan: string;
  tempat_lahir: string;
  tanggal_lahir: string | null;
  agama: string;
  pendidikan_terakhir: string;
  pekerjaan: string;
  kewarganegaraan: string;
  alamat: string;
  posisi_dalam_keluarga: string;
  nik: string;
  no_kk: string;
  keterangan: string;
}

/** A page of B.1 at the end of `bulan`, by name, and how many rows it has in all. */
export async function bacaBukuInduk(db: DbOrTx, desaId: string, bulan: string, timeZone: string, page: { offset: number; limit: number }): Promise<{ rows: BukuIndukRow[]; total: number }> {
  const where = sql`p.desa_id = ${desaId} and p.id in ${pendudukPadaAkhir(desaId, bulan, timeZone)}`;
  const [hitung] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from penduduk p where ${where}`));
  const rows = rowsOf<BukuIndukRow>(await db.execute(sql`
    select p.id::text as "_id", p.nama_lengkap, p.jenis_kelamin, p.status_perkawinan, coalesce(p.tempat_lahir, '') as tempat_lahir,
      p.tanggal_lahir::text as tanggal_lahir, p.agama, p.pendidikan_terakhir, p.pekerjaan, p.kewarganegaraan,
      ${ALAMAT} as alamat, p.posisi_dalam_keluarga, p.nik::text as nik, k.no_kk::text as no_kk, ${KETERANGAN} as keterangan
    from ${FROM_INDUK} where ${where}
    order by p.nama_lengkap, p.id offset ${page.offset} limit ${page.limit}`));
  return { rows, total: Number(hitung?.n ?? 0) };
}

/** B.1's columns as the regulation orders them (what the registry holds; no "Dapat membaca huruf"). */
export const BUKU_INDUK_CSV = csvTable([
  textColumn('Nama Lengkap', sql`p.nama_lengkap`),
  enumColumn('Jenis Kelamin', sql`p.jenis_kelamin`),
  textColumn('Status Perkawinan', sql`p.status_perkawinan`),
  textColumn('Tempat Lahir', sql`coalesce(p.tempat_lahir, '')`),
  dateColumn('Tanggal Lahir', sql`p.tanggal_lahir`),
  textColumn('Agama', sql`p.agama`),
  textColumn('Pendidikan Terakhir', sql`p.pendidikan_terakhir`),
  textColumn('Pekerjaan', sql`p.pekerjaan`),
  enumColumn('Kewarganegaraan', sql`p.kewarganegaraan`),
  textColumn('Alamat Lengkap', ALAMAT),
  textColumn('Kedudukan dalam Keluarga', sql`p.posisi_dalam_keluarga`),
  numberColumn('NIK', sql`p.nik::text`),
  numberColumn('Nomor KK', sql`k.no_kk::text`),
  enumColumn('Keterangan', KETERANGAN),
]);

/** B.1 at the end of `bulan` for the streaming export, by name (keyset on name and id). */
export function bukuIndukEkspor(desaId: string, bulan: string, timeZone: string): DaftarEkspor {
  return {
    table: BUKU_INDUK_CSV,
    rows: {
      from: FROM_INDUK,
      where: [sql`p.desa_id = ${desaId}`, sql`p.id in ${pendudukPadaAkhir(desaId, bulan, timeZone)}`],
      sort: sql`p.nama_lengkap`,
      cast: 'text',
      tie: sql`p.id`,
    },
  };
}

export interface BukuMutasiRow {
  penduduk_id: string;
  nama_lengkap: string;
  nik: string;
  jenis_kelamin: string;
  tempat_tanggal_lahir: string;
  kewarganegaraan: string;
  jenis: 'lahir' | 'datang' | 'mati' | 'pindah' | 'batal_mati' | 'batal_pindah';
  tanda: number;
  tanggal_peristiwa: string | null;
  dicatat_pada: string;
}

/** B.2: the births, arrivals, deaths, departures (and their cancellations) recorded in `bulan`, oldest first. */
export async function bacaBukuMutasi(db: DbOrTx, desaId: string, bulan: string, timeZone: string): Promise<BukuMutasiRow[]> {
  const mulai = sql`(${awalBulan(bulan)}::timestamp at time zone ${timeZone})`;
  const rows = rowsOf<BukuMutasiRow>(await db.execute(sql`
    select e.penduduk_id::text as penduduk_id, coalesce(p.nama_lengkap, '') as nama_lengkap, coalesce(p.nik::text, '') as nik,
      coalesce(e.jenis_kelamin, p.jenis_kelamin, '') as jenis_kelamin, coalesce(p.tempat_tanggal_lahir, '') as tempat_tanggal_lahir,
      coalesce(p.kewarganegaraan, '') as kewarganegaraan, e.jenis, e.tanda::int as tanda, e.tanggal_peristiwa::text as tanggal_peristiwa,
      e.dicatat_pada
    from peristiwa_penduduk e left join penduduk p on p.id = e.penduduk_id
    where e.desa_id = ${desaId} and e.dicatat_pada >= ${mulai} and e.dicatat_pada < ${akhirBulan(bulan, timeZone)}
      and e.jenis in ('lahir', 'datang', 'mati', 'pindah', 'batal_mati', 'batal_pindah')
    order by e.dicatat_pada, e.id`));
  return rows.map((r) => ({ ...r, tanda: Number(r.tanda), dicatat_pada: new Date(r.dicatat_pada).toISOString() }));
}


/** B.3's raw material: each resident who counts at the end of `bulan`, with where they live, sex, age and card. */
export async function bacaRekap(db: DbOrTx, desaId: string, bulan: string, timeZone: string): Promise<RekapRow[]> {
  const akhir = sql`(${awalBulan(bulanBerikut(bulan))}::date - 1)`;
  const rows = rowsOf<RekapRow>(await db.execute(sql`
    select d.nama as dusun, w.nomor::int as rw, t.nomor::int as rt, p.jenis_kelamin,
      case when p.tanggal_lahir is null then null else extract(year from age(${akhir}, p.tanggal_lahir))::int end as umur, p.kk_id::text as kk_id
    from penduduk p left join rt t on t.id = p.wilayah_rt_id left join rw w on w.id = t.rw_id left join dusun d on d.id = w.dusun_id
    where p.desa_id = ${desaId} and p.id in ${pendudukPadaAkhir(desaId, bulan, timeZone)}`));
  return rows.map((r) => ({ ...r, rw: r.rw === null ? null : Number(r.rw), rt: r.rt === null ? null : Number(r.rt), umur: r.umur === null ? null : Number(r.umur) }));
}

export interface PejabatRow {
  _id: string;
  nama: string;
  jabatan: string;
  nip: string | null;
}

/**
 * The officials who may sign a report or book: the village's saved signers of Layanan Surat
 * (surat_pejabat, migration 0026), read here so the books work where Layanan Surat is switched off.
 */
export async function bacaPejabatLaporan(db: DbOrTx, desaId: string): Promise<PejabatRow[]> {
  return rowsOf<PejabatRow>(await db.execute(sql`
    select id::text as "_id", nama, jabatan, nip from surat_pejabat where desa_id = ${desaId} and aktif order by urutan, nama`));
}

/** The regency's logo (surat_logo, one row), or undefined. */
export async function bacaLogoLaporan(db: DbOrTx): Promise<{ tipe: string; isi: Buffer } | undefined> {
  const [row] = rowsOf<{ tipe: string; isi: Uint8Array }>(await db.execute(sql`select tipe, isi from surat_logo where id = 1`));
  return row ? { tipe: row.tipe, isi: Buffer.from(row.isi) } : undefined;
}
