/**
 * A move between two villages of the regency (issue 38, migration 0030), re-exported by schema.ts: one
 * row both villages share, with the snapshot village A sends (kiriman) and what became of it. Its
 * row-level security lets each side see only the moves it is a party to (src/db/policies.ts).
 */
import { sql } from 'drizzle-orm';
import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Kiriman, StatusPindahAntarDesa } from '../domain/pindah-antar-desa.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const pindahAntarDesa = pgTable('pindah_antar_desa', {
  id: uuid('id').primaryKey().defaultRandom(),
  desaAsalId: uuid('desa_asal_id').notNull(),
  desaTujuanId: uuid('desa_tujuan_id').notNull(),
  status: text('status').$type<StatusPindahAntarDesa>().notNull().default('dikirim'),
  /** A's card and people: the rows A's side of the acceptance changes (never read by B). */
  kkAsalId: uuid('kk_asal_id').notNull(),
  anggotaAsal: uuid('anggota_asal').array().notNull(),
  /** What A sent: the card, the people as A had them, the moving-out data, the documents' copies. */
  kiriman: jsonb('kiriman').$type<Kiriman>().notNull(),
  tanggalPindah: date('tanggal_pindah', { mode: 'string' }).notNull(),
  alasanTolak: text('alasan_tolak'),
  /** On acceptance: A's moved-out record, B's card and people. */
  pendudukKeluarId: uuid('penduduk_keluar_id'),
  kkTujuanId: uuid('kk_tujuan_id'),
  anggotaTujuan: uuid('anggota_tujuan').array(),
  dikirimOlehNama: text('dikirim_oleh_nama').notNull().default(''),
  diputusOlehNama: text('diputus_oleh_nama'),
  diputusPada: ts('diputus_pada'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().default(sql`now()`),
});
