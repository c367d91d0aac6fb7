/**
 * The row-level security of every table, declared here beside the schema (src/db/schema.ts) as the
 * one place to read it: which table is isolated by village, which only the regency's transactions
 * see. The migrations create these policies (0006 for most tables, then each new table's own
 * migration; 0022 replaced the users policy, 0024 added the village's areas); test/rls-policies.test.ts holds the migrated database's
 * policies (pg_policies, and the tables with row-level security on) equal to this list, on PGlite and
 * PostgreSQL, so a migration that changes a policy must change its line here and the other way round.
 * Every policy is `FOR ALL TO sid_app`, permissive (docs/adr/0008-villages-isolated-by-the-database.md).
 */

/** The village of the transaction (sid.desa_id, set by src/db/village-scope.ts). */
const DESA = `nullif(current_setting('sid.desa_id', true), '')`;
/** The row is the transaction's village's. */
const DESA_SENDIRI = `"desa_id" = ${DESA}::uuid`;
/** The transaction is the regency console's (sid.kabupaten). */
const KABUPATEN = `current_setting('sid.kabupaten', true) = 'ya'`;
/** A village's own rows, or the regency's own (desa_id null) in a regency transaction. */
const DESA_ATAU_MILIK_KABUPATEN = `${DESA_SENDIRI} OR ("desa_id" IS NULL AND ${KABUPATEN})`;

export interface RlsPolicy {
  name: 'desa_sendiri' | 'kabupaten' | 'pihak_pindah';
  /** Which rows a statement sees (USING). */
  using: string;
  /** Which rows it may write (WITH CHECK). */
  withCheck: string;
}

/** A village's rows only, read and written. */
const desaSendiri: RlsPolicy = { name: 'desa_sendiri', using: DESA_SENDIRI, withCheck: DESA_SENDIRI };
/** A village's rows, which the regency reads (its counters, its module state) but a village writes. */
const desaDibacaKabupaten: RlsPolicy = { name: 'desa_sendiri', using: `${DESA_SENDIRI} OR ${KABUPATEN}`, withCheck: DESA_SENDIRI };
/** A village reads its rows; only the regency writes them (module assignments). */
const desaDitulisKabupaten: RlsPolicy = { name: 'desa_sendiri', using: `${DESA_SENDIRI} OR ${KABUPATEN}`, withCheck: KABUPATEN };
/** The regency's tables every village reads (the letter kinds, the logo); only the regency writes them. */
const dibacaSemuaDesa: RlsPolicy = { name: 'kabupaten', using: `${DESA}::uuid IS NOT NULL OR ${KABUPATEN}`, withCheck: KABUPATEN };
/** A move between two villages (issue 38): each of the two sees and writes it, nobody else (the regency reads counts through a function). */
const PIHAK_PINDAH = `"desa_asal_id" = ${DESA}::uuid OR "desa_tujuan_id" = ${DESA}::uuid`;
const pihakPindah: RlsPolicy = { name: 'pihak_pindah', using: PIHAK_PINDAH, withCheck: PIHAK_PINDAH };
/** The regency's own tables. */
const kabupaten: RlsPolicy = { name: 'kabupaten', using: KABUPATEN, withCheck: KABUPATEN };

/** Each table with row-level security and its one policy, by table name. */
export const RLS_POLICIES: Record<string, RlsPolicy> = {
  desa: { name: 'desa_sendiri', using: `"id" = ${DESA}::uuid OR ${KABUPATEN}`, withCheck: KABUPATEN },
  users: { name: 'desa_sendiri', using: DESA_ATAU_MILIK_KABUPATEN, withCheck: DESA_ATAU_MILIK_KABUPATEN },
  sessions: { name: 'desa_sendiri', using: DESA_ATAU_MILIK_KABUPATEN, withCheck: DESA_ATAU_MILIK_KABUPATEN },
  activity_log: desaSendiri,
  activity_log_kabupaten: kabupaten,
  tindakan_kabupaten: desaDibacaKabupaten,
  files: desaSendiri,
  kartu_keluarga: desaSendiri,
  // The village's areas (issue 35, migration 0024).
  dusun: desaSendiri,
  rw: desaSendiri,
  rt: desaSendiri,
  penduduk: desaSendiri,
  penduduk_kata: desaSendiri,
  kata_nama_desa: desaSendiri,
  penduduk_pasangan_kata: desaSendiri,
  keterangan_masuk: desaSendiri,
  penduduk_keluar: desaSendiri,
  penduduk_keluar_anggota: desaSendiri,
  keterangan_keluar: desaSendiri,
  kelahiran: desaSendiri,
  kematian: desaSendiri,
  arsip_kematian: desaSendiri,
  signatures: desaSendiri,
  statistik_desa: desaDibacaKabupaten,
  data_terhapus: desaSendiri,
  data_terhapus_baris: desaSendiri,
  modul_rilis: kabupaten,
  modul_kabupaten: kabupaten,
  modul_desa: desaDitulisKabupaten,
  modul_muat: desaDibacaKabupaten,
  // The event ledger and the closed monthly reports (issue 37, migration 0027): the regency reads their counts.
  peristiwa_penduduk: desaDibacaKabupaten,
  laporan_bulanan: desaDibacaKabupaten,
  // A month's end kept as the later reports' starting point (issue 37, migration 0038).
  laporan_titik: desaDibacaKabupaten,
  // A standalone village left read-only after its export (issue 38, migration 0040).
  desa_hanya_baca: desaDibacaKabupaten,
  // The statistics counts kept for the day (issue 37, migration 0034), read by the regency's sums.
  statistik_simpan: desaDibacaKabupaten,
  statistik_simpan_baris: desaDibacaKabupaten,
  // An open month's sums kept per village (issue 39, migration 0041).
  laporan_simpan: desaDibacaKabupaten,
  // Layanan Surat (issue 36, migration 0026): the regency's kinds and logo, the village's own wording,
  // officials, numbering, counters and letters; the counts per kind and month read by the regency.
  surat_jenis: dibacaSemuaDesa,
  surat_logo: dibacaSemuaDesa,
  surat_jenis_desa: desaSendiri,
  surat_pejabat: desaSendiri,
  surat_setelan: desaSendiri,
  surat_format: desaSendiri,
  surat_urut: desaSendiri,
  surat: desaSendiri,
  surat_jumlah: desaDibacaKabupaten,
  // An import's progress, shared by the app processes on PostgreSQL (issue 39, migration 0031).
  impor_progres: desaSendiri,
  // A move between two villages of the regency (issue 38, migration 0030).
  pindah_antar_desa: pihakPindah,
};
