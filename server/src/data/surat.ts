/**
 * Issued letters (issue 36): the counter a number is taken from (locked in the issuing transaction),
 * the frozen letter, Buku Agenda Surat Keluar (page and export) and the counts per kind and month.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { desa, surat, suratJumlah, suratUrut } from '../db/schema.js';
import type { Schemas } from '../contract.js';
import { direction, paging, rowsOf, type PageQuery } from './paging.js';
import { csvTable, dateColumn, enumColumn, numberColumn, textColumn } from './ekspor/kolom.js';
import type { DaftarEkspor } from './ekspor/baca.js';

export type SuratRow = typeof surat.$inferSelect;
export type SuratBaru = Omit<typeof surat.$inferInsert, 'id' | 'desaId' | 'createdAt'>;
export type SuratFilter = { q?: string | undefined; jenis?: string | undefined };

/** The next sequence number of (village, year, sequence), taken: the counter row is locked until commit. */
export async function ambilNomorUrut(tx: DbOrTx, desaId: string, tahun: number, kunci: string): Promise<number> {
  // Insert-or-update in one statement: parallel clerks queue on the row's lock, each gets the next number.
  const rows = rowsOf<{ terakhir: number }>(
    await tx.execute(sql`insert into ${suratUrut} (desa_id, tahun, kunci, terakhir) values (${desaId}, ${tahun}, ${kunci}, 1)
      on conflict (desa_id, tahun, kunci) do update set terakhir = ${suratUrut}.terakhir + 1
      returning terakhir`),
  );
  return Number(rows[0]?.terakhir);
}

/**
 * The sequences of a year when the setting changes (issue 36): the new ones go on from the highest number
 * taken this year, so a switch between per-kind and shared never prints a number twice. `kunci` are the
 * sequences of the new setting ('' shared, else each kind's id).
 */
export async function lanjutkanNomorUrut(tx: DbOrTx, desaId: string, tahun: number, kunci: string[]): Promise<void> {
  await tx.execute(sql`insert into ${suratUrut} (desa_id, tahun, kunci, terakhir)
    select ${desaId}, ${tahun}, k.kunci, m.terakhir
    from unnest(${`{${kunci.map((k) => `"${k}"`).join(',')}}`}::text[]) as k(kunci)
    cross join (select max(terakhir) as terakhir from ${suratUrut} where desa_id = ${desaId} and tahun = ${tahun}) m
    where m.terakhir is not null
    on conflict (desa_id, tahun, kunci) do update set terakhir = greatest(${suratUrut}.terakhir, excluded.terakhir)`);
}

/** The number the next letter would get (read, not taken). */
export async function nomorUrutBerikut(db: DbOrTx, desaId: string, tahun: number, kunci: string): Promise<number> {
  const [row] = await db
    .select({ terakhir: suratUrut.terakhir })
    .from(suratUrut)
    .where(and(eq(suratUrut.desaId, desaId), eq(suratUrut.tahun, tahun), eq(suratUrut.kunci, kunci)));
  return (row?.terakhir ?? 0) + 1;
}

export async function simpanSurat(tx: DbOrTx, desaId: string, row: SuratBaru): Promise<SuratRow> {
  const [saved] = await tx.insert(surat).values({ ...row, desaId }).returning();
  return saved as SuratRow;
}

/** One more letter of the kind in the month (the regency console's counts). */
export async function hitungSurat(tx: DbOrTx, desaId: string, jenisId: string, tanggal: string): Promise<void> {
  const [tahun, bulan] = tanggal.split('-').map(Number);
  await tx
    .insert(suratJumlah)
    .values({ desaId, jenisId, tahun: tahun as number, bulan: bulan as number, jumlah: 1 })
    .onConflictDoUpdate({ target: [suratJumlah.desaId, suratJumlah.jenisId, suratJumlah.tahun, suratJumlah.bulan], set: { jumlah: sql`${suratJumlah.jumlah} + 1` } });
}

export async function satuSurat(db: DbOrTx, desaId: string, id: string, kunci = false): Promise<SuratRow | undefined> {
  const q = db.select().from(surat).where(and(eq(surat.id, id), eq(surat.desaId, desaId)));
  const [row] = kunci ? await q.for('update') : await q;
  return row;
}

export async function ubahStatusSurat(tx: DbOrTx, id: string, set: Partial<Pick<SuratRow, 'status' | 'alasanCabut' | 'dicabutPada' | 'digantiOlehId'>>): Promise<SuratRow> {
  const [row] = await tx.update(surat).set(set).where(eq(surat.id, id)).returning();
  return row as SuratRow;
}

type SuratSort = Schemas['SuratSort'];

const SORT: Record<SuratSort, { expr: SQL; cast: string }> = {
  createdAt: { expr: sql`s.created_at`, cast: 'timestamptz' },
  tanggal: { expr: sql`s.tanggal`, cast: 'date' },
  nomor: { expr: sql`s.nomor`, cast: 'text' },
  nama_penduduk: { expr: sql`s.nama_penduduk`, cast: 'text' },
  jenis: { expr: sql`s.judul`, cast: 'text' },
};

function kondisi(desaId: string, f: SuratFilter): SQL[] {
  const where = [sql`s.desa_id = ${desaId}`];
  if (f.jenis) where.push(sql`s.jenis_id = ${f.jenis}`);
  const q = f.q?.trim();
  if (q) {
    // teks_cari (migration 0042): the four fields lowercased, joined by chr(1), which the search loses.
    const pola = `%${q.replaceAll(String.fromCharCode(1), '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`s.teks_cari like lower(${pola})`);
  }
  return where;
}

/** A page of the register, newest first unless sorted otherwise. */
export async function daftarSurat(db: DbOrTx, desaId: string, q: PageQuery<SuratSort> & SuratFilter): Promise<{ rows: SuratRow[]; total: number }> {
  const { limit, offset } = paging(q);
  const where = sql.join(kondisi(desaId, q), sql` and `);
  const urut = SORT[q.sort ?? 'createdAt'].expr;
  const d = direction(q.order ?? 'desc');
  const [ids, count] = await Promise.all([
    db.execute(sql`select s.id from surat s where ${where} order by ${urut} ${d}, s.id ${d} limit ${limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from surat s where ${where}`),
  ]);
  const urutan = rowsOf<{ id: string }>(ids).map((r) => r.id);
  const total = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  if (urutan.length === 0) return { rows: [], total };
  const rows = await db.select().from(surat).where(and(eq(surat.desaId, desaId), or(...urutan.map((id) => eq(surat.id, id)))));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: urutan.map((id) => byId.get(id) as SuratRow), total };
}

const STATUS_TEKS = sql`case s.status when 'dicabut' then 'Dicabut' when 'diganti' then 'Diganti' else 'Berlaku' end`;

export const SURAT_CSV = csvTable([
  textColumn('Nomor Surat', sql`s.nomor`),
  dateColumn('Tanggal Surat', sql`s.tanggal`),
  textColumn('Jenis Surat', sql`s.judul`),
  numberColumn('NIK', sql`s.nik`),
  textColumn('Nama', sql`s.nama_penduduk`),
  textColumn('Penandatangan', sql`s.pejabat_nama || ' (' || s.pejabat_jabatan || ')'`),
  textColumn('Dibuat Oleh', sql`s.dibuat_oleh`),
  enumColumn('Status', STATUS_TEKS),
  textColumn('Alasan Dicabut', sql`coalesce(s.alasan_cabut, '')`),
]);

/** The register's rows for a download: the list's search, filter and order. */
export function suratEkspor(desaId: string, q: { sort?: SuratSort | undefined; order?: 'asc' | 'desc' | undefined } & SuratFilter): DaftarEkspor {
  const urut = SORT[q.sort ?? 'createdAt'];
  return { table: SURAT_CSV, rows: { from: sql`surat s`, where: kondisi(desaId, q), sort: urut.expr, cast: urut.cast, tie: sql`s.id`, order: q.order ?? 'desc' } };
}

/** A letter by its QR token or its short code, with its village's name (the public check: the owner's connection, any village). */
export async function suratDariToken(db: DbOrTx, token: string | null, kode: string | null): Promise<(SuratRow & { namaDesa: string }) | undefined> {
  const cocok = [token ? eq(surat.token, token) : undefined, kode ? eq(surat.kode, kode) : undefined].filter((c): c is SQL => c !== undefined);
  if (cocok.length === 0) return undefined;
  const [row] = await db
    .select({ s: surat, namaDesa: desa.namaDesa })
    .from(surat)
    .innerJoin(desa, eq(desa.id, surat.desaId))
    .where(or(...cocok))
    .limit(1);
  return row ? { ...row.s, namaDesa: row.namaDesa } : undefined;
}

/** The counts of a year per village, kind and month (the regency console; counts only). */
export async function rekapSurat(db: DbOrTx, tahun: number) {
  return db
    .select({ desaId: suratJumlah.desaId, namaDesa: desa.namaDesa, jenisId: suratJumlah.jenisId, bulan: suratJumlah.bulan, jumlah: suratJumlah.jumlah })
    .from(suratJumlah)
    .innerJoin(desa, eq(desa.id, suratJumlah.desaId))
    .where(and(eq(suratJumlah.tahun, tahun), sql`${suratJumlah.jumlah} > 0`))
    .orderBy(desa.namaDesa, suratJumlah.jenisId, suratJumlah.bulan);
}

