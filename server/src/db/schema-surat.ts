/**
 * Layanan Surat's tables (issue 36, migration 0026), re-exported by schema.ts: the regency's letter kinds
 * and logo, a village's own wording, officials, numbering and counters, and the issued letters.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, date, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { IsianSurat, KolomPendudukSurat, SumberSurat } from '@sid/openapi/domain/surat';

const DESA_AKTIF = sql`nullif(current_setting('sid.desa_id', true), '')::uuid`;
const desaId = () => uuid('desa_id').notNull().default(DESA_AKTIF);
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const suratJenis = pgTable('surat_jenis', {
  id: text('id').primaryKey(),
  judul: text('judul').notNull(),
  kodeKlasifikasi: text('kode_klasifikasi').notNull(),
  sumber: text('sumber').$type<SumberSurat>(),
  dataPenduduk: jsonb('data_penduduk').$type<KolomPendudukSurat[]>().notNull(),
  isian: jsonb('isian').$type<IsianSurat[]>().notNull(),
  isi: text('isi').notNull(),
  urutan: integer('urutan').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const suratJenisDesa = pgTable(
  'surat_jenis_desa',
  { desaId: desaId(), jenisId: text('jenis_id').notNull(), isi: text('isi').notNull(), updatedAt: ts('updated_at') },
  (t) => [primaryKey({ name: 'surat_jenis_desa_pk', columns: [t.desaId, t.jenisId] })],
);

export const suratPejabat = pgTable('surat_pejabat', {
  id: uuid('id').primaryKey().defaultRandom(),
  desaId: desaId(),
  nama: text('nama').notNull(),
  jabatan: text('jabatan').notNull(),
  nip: text('nip'),
  bentuk: text('bentuk').$type<'langsung' | 'an' | 'ub'>().notNull().default('langsung'),
  atasNama: text('atas_nama'),
  untukBeliau: text('untuk_beliau'),
  aktif: boolean('aktif').notNull().default(true),
  urutan: integer('urutan').notNull().default(0),
  createdAt: ts('created_at'),
  updatedAt: ts('updated_at'),
});

export const suratSetelan = pgTable('surat_setelan', {
  desaId: uuid('desa_id').primaryKey().default(DESA_AKTIF),
  urutan: text('urutan').$type<'per_jenis' | 'bersama'>().notNull().default('per_jenis'),
  updatedAt: ts('updated_at'),
});

export const suratFormat = pgTable(
  'surat_format',
  { desaId: desaId(), jenisId: text('jenis_id').notNull(), format: text('format').notNull(), updatedAt: ts('updated_at') },
  (t) => [primaryKey({ name: 'surat_format_pk', columns: [t.desaId, t.jenisId] })],
);

export const suratUrut = pgTable(
  'surat_urut',
  { desaId: desaId(), tahun: integer('tahun').notNull(), kunci: text('kunci').notNull(), terakhir: integer('terakhir').notNull().default(0) },
  (t) => [primaryKey({ name: 'surat_urut_pk', columns: [t.desaId, t.tahun, t.kunci] })],
);

export const surat = pgTable(
  'surat',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaId(),
    jenisId: text('jenis_id').notNull(),
    judul: text('judul').notNull(),
    pendudukId: uuid('penduduk_id'),
    sumberId: uuid('sumber_id'),
    nomor: text('nomor').notNull(),
    tahun: integer('tahun').notNull(),
    kunciUrut: text('kunci_urut').notNull(),
    nomorUrut: integer('nomor_urut').notNull(),
    tanggal: date('tanggal', { mode: 'string' }).notNull(),
    pejabatId: uuid('pejabat_id'),
    pejabatNama: text('pejabat_nama').notNull(),
    pejabatJabatan: text('pejabat_jabatan').notNull(),
    namaPenduduk: text('nama_penduduk').notNull(),
    nik: text('nik').notNull().default(''),
    konten: jsonb('konten').notNull(),
    token: text('token').notNull(),
    kode: text('kode').notNull(),
    status: text('status').$type<'berlaku' | 'dicabut' | 'diganti'>().notNull().default('berlaku'),
    alasanCabut: text('alasan_cabut'),
    dicabutPada: timestamp('dicabut_pada', { withTimezone: true, mode: 'date' }),
    menggantikanId: uuid('menggantikan_id'),
    digantiOlehId: uuid('diganti_oleh_id'),
    dibuatOlehId: uuid('dibuat_oleh_id'),
    dibuatOleh: text('dibuat_oleh').notNull(),
    createdAt: ts('created_at'),
    /** What the register's search box matches (number, name, NIK, title; lowercased), kept by the database: migration 0042. */
    teksCari: text('teks_cari')
      .notNull()
      .generatedAlwaysAs(sql`lower(nomor) || chr(1) || lower(nama_penduduk) || chr(1) || nik || chr(1) || lower(judul)`),
  },
  (t) => [unique('surat_nomor_urut_uq').on(t.desaId, t.tahun, t.kunciUrut, t.nomorUrut), unique('surat_token_uq').on(t.token), unique('surat_kode_uq').on(t.kode)],
);

export const suratJumlah = pgTable(
  'surat_jumlah',
  { desaId: desaId(), jenisId: text('jenis_id').notNull(), tahun: integer('tahun').notNull(), bulan: smallint('bulan').notNull(), jumlah: integer('jumlah').notNull().default(0) },
  (t) => [primaryKey({ name: 'surat_jumlah_pk', columns: [t.desaId, t.jenisId, t.tahun, t.bulan] })],
);

export const suratLogo = pgTable('surat_logo', {
  id: smallint('id').primaryKey().default(1),
  tipe: text('tipe').notNull(),
  isi: bytea('isi').notNull(),
  updatedAt: ts('updated_at'),
});
