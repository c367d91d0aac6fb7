/**
 * The database schema (PostgreSQL dialect; the same on PGlite and on a PostgreSQL server).
 * Constraints live here, not only in handlers: the database is the last line against bad data.
 * See server/docs/data-model.md for the why of each table. Each table's row-level security policy is
 * declared beside it in src/db/policies.ts (held equal to the migrations' by test/rls-policies.test.ts).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The reference lists are the shared domain's (the contract's enums), imported, never copied here.
import { DISABILITAS, GOLONGAN_DARAH, KEWARGANEGARAAN, MAX_UPLOAD_BYTES, ROLE, STATUS_PENDUDUK, type Role, type StatusPenduduk } from '@sid/openapi/domain';

export { MAX_UPLOAD_BYTES, ROLE, STATUS_PENDUDUK, type Role, type StatusPenduduk };

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

const statusList = STATUS_PENDUDUK.map((s) => `'${s}'`).join(', ');
const daftarSql = (list: readonly string[]) => sql.raw(list.map((s) => `'${s}'`).join(', '));

/**
 * The village of the current transaction (`withDesa`, src/db/village-scope.ts): the row-level security
 * policies compare every row's desa_id with it, and the child tables take it as their default.
 */
export const DESA_AKTIF = sql`nullif(current_setting('sid.desa_id', true), '')::uuid`;

/** desa_id of a child table: filled from the transaction's village, so inserts need not name it. */
const desaIdOfScope = () =>
  uuid('desa_id')
    .notNull()
    .default(DESA_AKTIF)
    .references(() => desa.id, { onDelete: 'restrict' });


/** A village of the regency. Every registry row points at one; row-level security keeps each to its own. */
export const desa = pgTable(
  'desa',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key: 'default' for the village of the environment (DESA_*), the Kemendagri code for the others. */
    kode: text('kode').notNull().unique(),
    /** The Kemendagri code (35.07.01.2001), checked against the official list when a village is added. */
    kodeWilayah: text('kode_wilayah').unique('desa_kode_wilayah_uq'),
    namaDesa: text('nama_desa').notNull(),
    kecamatan: text('kecamatan').notNull(),
    kabupaten: text('kabupaten').notNull(),
    provinsi: text('provinsi').notNull(),
    alamatKantor: text('alamat_kantor').notNull(),
    kodePos: text('kode_pos').notNull(),
    /** The head's title on the letterhead and the letters ('Kepala Desa', 'Lurah', ...). */
    jabatanKepala: text('jabatan_kepala').notNull().default('Kepala Desa'),
    /** A deactivated village keeps its data; its staff cannot sign in and their tokens stop working. */
    aktif: boolean('aktif').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('desa_kode_wilayah_ck', sql`${t.kodeWilayah} ~ '^[0-9]{2}[.][0-9]{2}[.][0-9]{2}[.][0-9]{4}$'`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null for the Admin Kabupaten (users_desa_role_ck). */
    desaId: uuid('desa_id').references(() => desa.id, { onDelete: 'restrict' }),
    namaLengkap: text('nama_lengkap').notNull(),
    username: text('username').notNull(),
    role: text('role').$type<Role>().notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on role/password change and delete: every token carrying an older version stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A village's account the Admin Kabupaten created (issue 33): its sign-ins say so in the village's log. */
    dibuatKabupaten: boolean('dibuat_kabupaten').notNull().default(false),
    /**
     * The password is one the Admin Kabupaten set (at creation or by a reset) and the account's owner has
     * not changed since: its sign-ins say so in the village's log (issue 33).
     */
    passwordKabupaten: boolean('password_kabupaten').notNull().default(false),
    /**
     * The password is one someone else set (a Super Admin creating the account or giving it a new password,
     * or the Admin Kabupaten): until its owner changes it, only signing out and that change are allowed (issue 40).
     */
    harusGantiPassword: boolean('harus_ganti_password').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Case-insensitive ("Admin" and "admin" are one account) and across the regency: a username alone
    // says which village a sign-in is for.
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    index('users_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    check('users_role_ck', sql`${t.role} in ('Admin', 'Super Admin', 'Admin Kabupaten')`),
    // A village's staff belong to a village; the Admin Kabupaten to none.
    check('users_desa_role_ck', sql`(${t.role} = 'Admin Kabupaten') = (${t.desaId} is null)`),
    check('users_username_ck', sql`length(${t.username}) between 1 and 100`),
  ],
);

/** One row per issued token (jti). Logout sets revoked_at; expired rows can be purged at any time. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's village (null for the Admin Kabupaten): sessions are behind the same policies. */
    desaId: uuid('desa_id').references(() => desa.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The WAL position after the session's last write (a pg_lsn as text), when a read replica is configured (issue 39). */
    lsnTulis: text('lsn_tulis'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Who did what and when, with the row before and after (never a password hash). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    /** Kept as a snapshot in actor_name so the entry still reads well after the user is deleted. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    activityName: text('activity_name').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_desa_created_idx').on(t.desaId, t.createdAt.desc(), t.id.desc()),
    index('activity_log_actor_idx').on(t.actorId),
  ],
);

/** The regency console's own log (the Admin Kabupaten's changes); a village never reads it. */
export const activityLogKabupaten = pgTable(
  'activity_log_kabupaten',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    activityName: text('activity_name').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_kabupaten_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * The regency's reach into a village (issue 33): a Super Admin the Admin Kabupaten created in a village
 * that already had one, or a password it set. Each says who in the regency did it and why; the village's
 * Super Admins see it on signing in until one of them acknowledges it (diakui_*). Behind the village's
 * policy (migration 0022); the regency's transactions read it (the console shows the same record).
 */
export const JENIS_TINDAKAN_KABUPATEN = ['super_admin_dibuat', 'password_diatur'] as const;
export type JenisTindakanKabupaten = (typeof JENIS_TINDAKAN_KABUPATEN)[number];

export const tindakanKabupaten = pgTable(
  'tindakan_kabupaten',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    jenis: text('jenis').$type<JenisTindakanKabupaten>().notNull(),
    /** The village's account it touched (kept as a snapshot in username after a delete). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    /** Who in the regency (the Admin Kabupaten's name kept as written then). */
    pelakuId: uuid('pelaku_id').references(() => users.id, { onDelete: 'set null' }),
    pelakuNama: text('pelaku_nama').notNull(),
    alasan: text('alasan').notNull(),
    createdAt: createdAt(),
    /** When one of the village's Super Admins acknowledged it, and who. */
    diakuiPada: timestamp('diakui_pada', { withTimezone: true, mode: 'date' }),
    diakuiOlehId: uuid('diakui_oleh_id').references(() => users.id, { onDelete: 'set null' }),
    diakuiOlehNama: text('diakui_oleh_nama'),
  },
  (t) => [
    check('tindakan_kabupaten_jenis_ck', sql`${t.jenis} in ('super_admin_dibuat', 'password_diatur')`),
    check('tindakan_kabupaten_alasan_ck', sql`length(${t.alasan}) between 1 and 500`),
    index('tindakan_kabupaten_desa_created_idx').on(t.desaId, t.createdAt, t.id),
  ],
);

/** Stored uploads. The bytes live under DATA_DIR/uploads/<stored_name>; the name is random, never the client's. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    storedName: text('stored_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('files_size_ck', sql`${t.size} >= 0 and ${t.size} <= ${sql.raw(String(MAX_UPLOAD_BYTES))}`),
    // Images, and a PDF scan of an incoming family's documents (migration 0037).
    check('files_mime_ck', sql`${t.mime} like 'image/%' or ${t.mime} = 'application/pdf'`),
  ],
);

/**
 * The village's own areas (issue 35, migration 0024): its dusun (or lingkungan), the RW under a dusun and
 * the RT under an RW. A family card's address here is an RT (kartu_keluarga.rt_id); an empty area goes
 * with its parent, one in use is refused (src/services/wilayah-desa.ts, and the restrict of rt_id).
 */
export const dusun = pgTable(
  'dusun',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    nama: text('nama').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dusun_nama_ck', sql`length(btrim(${t.nama})) between 1 and 100`),
    uniqueIndex('dusun_desa_nama_uq').on(t.desaId, sql`lower(btrim(${t.nama}))`),
  ],
);

export const rw = pgTable(
  'rw',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    dusunId: uuid('dusun_id')
      .notNull()
      .references(() => dusun.id, { onDelete: 'cascade' }),
    nomor: smallint('nomor').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('rw_nomor_ck', sql`${t.nomor} between 1 and 999`),
    unique('rw_dusun_nomor_uq').on(t.dusunId, t.nomor),
    index('rw_desa_idx').on(t.desaId, t.dusunId),
  ],
);

export const rt = pgTable(
  'rt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    rwId: uuid('rw_id')
      .notNull()
      .references(() => rw.id, { onDelete: 'cascade' }),
    nomor: smallint('nomor').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('rt_nomor_ck', sql`${t.nomor} between 1 and 999`),
    unique('rt_rw_nomor_uq').on(t.rwId, t.nomor),
    index('rt_desa_idx').on(t.desaId, t.rwId),
  ],
);

export const kartuKeluarga = pgTable(
  'kartu_keluarga',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    // Unique within the village (kartu_keluarga_desa_no_kk_uq); a family that moved keeps its number
    // in the old village's history. The people on it are held by the active-NIK rule across villages.
    noKk: char('no_kk', { length: 16 }).notNull(),
    /** Registered through the incoming flow (POST /api/kartu_keluarga/in): listed under Penduduk Masuk. */
    dataMasuk: boolean('data_masuk').notNull().default(false),
    /** Members of the card, kept by the database (triggers on penduduk, migration 0005_kartu_keluarga_anggota.sql). */
    jumlahAnggota: integer('jumlah_anggota').notNull().default(0),
    /** Its entry documents (keterangan_masuk) are there: Penduduk Masuk's "data lengkap", kept by the database (migration 0015). */
    dataLengkap: boolean('data_lengkap').notNull().default(false),
    /** The card's address here (issue 35): its RT (-> RW -> dusun) and the street or house text. */
    rtId: uuid('rt_id').references(() => rt.id, { onDelete: 'restrict' }),
    alamat: text('alamat').notNull().default(''),
    /** Issue 40: an incoming card's arrival date (migration 0039; the day it was entered for older cards). */
    tanggalDatang: date('tanggal_datang', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('kartu_keluarga_tanggal_datang_ck', sql`${t.tanggalDatang} IS NULL OR ${t.dataMasuk}`),
    check('kartu_keluarga_no_kk_ck', sql`${t.noKk} ~ '^[0-9]{16}$'`),
    unique('kartu_keluarga_desa_no_kk_uq').on(t.desaId, t.noKk),
    check('kartu_keluarga_jumlah_anggota_ck', sql`${t.jumlahAnggota} >= 0`),
    index('kartu_keluarga_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    // Prefix search on No. KK ("3507%") can use this whatever the database collation.
    index('kartu_keluarga_no_kk_prefix_idx').on(t.noKk.op('bpchar_pattern_ops')),
    // Sorted paging of the card list (and of residents sorted by No. KK).
    index('kartu_keluarga_desa_no_kk_idx').on(t.desaId, t.noKk, t.id),
    index('kartu_keluarga_desa_jumlah_idx').on(t.desaId, t.jumlahAnggota, t.id),
    // Incoming cards (dashboard's incomplete count, the Penduduk Masuk list).
    index('kartu_keluarga_masuk_idx').on(t.desaId, t.createdAt, t.id).where(sql`${t.dataMasuk}`),
    // The Penduduk Masuk list's cards (kartuMasukSql in src/data/penduduk-masuk.ts) by No. KK and size.
    index('kartu_keluarga_masuk_no_kk_idx').on(t.desaId, t.noKk, t.id).where(sql`${t.dataMasuk} and ${t.jumlahAnggota} > 0`),
    index('kartu_keluarga_masuk_jumlah_idx').on(t.desaId, t.jumlahAnggota, t.id).where(sql`${t.dataMasuk} and ${t.jumlahAnggota} > 0`),
    index('kartu_keluarga_rt_idx').on(t.rtId).where(sql`${t.rtId} is not null`),
    index('kartu_keluarga_masuk_lengkap_idx').on(t.desaId, t.dataLengkap, t.id).where(sql`${t.dataMasuk} and ${t.jumlahAnggota} > 0`),
  ],
);

export const penduduk = pgTable(
  'penduduk',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    kkId: uuid('kk_id')
      .notNull()
      .references(() => kartuKeluarga.id, { onDelete: 'restrict' }),
    // Unique within the village (penduduk_desa_nik_uq); across the regency at most one record of a NIK
    // is active, alive or incoming (penduduk_nik_aktif_uq): a person who moved keeps their old record.
    nik: char('nik', { length: 16 }).notNull(),
    namaLengkap: text('nama_lengkap').notNull(),
    /**
     * The spec's one text, written back from tempat_lahir and tanggal_lahir on every save ('Malang, 05
     * Januari 1990'); for an old record whose date could not be read, the clerk's text verbatim
     * (migration 0023, issue 35).
     */
    tempatTanggalLahir: text('tempat_tanggal_lahir').notNull().default(''),
    tempatLahir: text('tempat_lahir'),
    /** Null only for an old record whose date could not be read (listed in perlu_dilengkapi). */
    tanggalLahir: date('tanggal_lahir', { mode: 'string' }),
    /** The age as typed by the first releases: shown only while there is no birth date, never written from a form. */
    umurTercatat: text('umur_tercatat').notNull().default(''),
    /** The field keys left to complete (PERLU_DILENGKAPI_LABEL of @sid/openapi/domain): "Data perlu dilengkapi". */
    perluDilengkapi: text('perlu_dilengkapi').array().notNull().default(sql`'{}'`),
    alamatAsal: text('alamat_asal').notNull().default(''),
    /** A member who lives apart from the card (issue 35): their own RT and street or house text. */
    rtId: uuid('rt_id').references(() => rt.id, { onDelete: 'restrict' }),
    alamat: text('alamat').notNull().default(''),
    /** Where the person lives: rt_id, else the card's; kept by the database (migration 0024), never written here. */
    wilayahRtId: uuid('wilayah_rt_id').references(() => rt.id, { onDelete: 'restrict' }),
    agama: text('agama').notNull().default(''),
    pekerjaan: text('pekerjaan').notNull().default(''),
    pendidikanTerakhir: text('pendidikan_terakhir').notNull().default(''),
    statusPerkawinan: text('status_perkawinan').notNull().default(''),
    jenisKelamin: text('jenis_kelamin').notNull(),
    posisiDalamKeluarga: text('posisi_dalam_keluarga').notNull().default('Kepala Keluarga'),
    // The KK columns beyond the spec (issue 35, migration 0025): '' / null is "not known" or "none".
    namaAyah: text('nama_ayah').notNull().default(''),
    nikAyah: char('nik_ayah', { length: 16 }),
    namaIbu: text('nama_ibu').notNull().default(''),
    nikIbu: char('nik_ibu', { length: 16 }),
    golonganDarah: text('golongan_darah').notNull().default('Tidak Tahu'),
    /** Only with status_perkawinan Kawin (penduduk_tanggal_perkawinan_ck). */
    tanggalPerkawinan: date('tanggal_perkawinan', { mode: 'string' }),
    kewarganegaraan: text('kewarganegaraan').notNull().default('WNI'),
    /** A WNA's documents; '' for a WNI (penduduk_dokumen_wna_ck). */
    noPaspor: text('no_paspor').notNull().default(''),
    noKitasKitap: text('no_kitas_kitap').notNull().default(''),
    /** Permendagri 118/2017 code, null for none. */
    disabilitas: text('disabilitas'),
    statusPenduduk: text('status_penduduk').$type<StatusPenduduk>().notNull().default(''),
    /** The status before the last transition (death), so cancelling it restores the right one. */
    statusSebelumnya: text('status_sebelumnya').$type<StatusPenduduk>(),
    /**
     * The member the family-card list shows for this card (the first in family order, head first:
     * anggotaOrder() in src/data/penduduk.ts): exactly one per card, kept by the database (triggers on
     * penduduk, migration 0005_kartu_keluarga_anggota.sql).
     */
    anggotaPertama: boolean('anggota_pertama').notNull().default(false),
    /**
     * The person's card came in through the incoming flow (its kartu_keluarga.data_masuk, which never
     * changes): copied by the database whenever the person's row is written (trigger, migration 0012),
     * so the incoming list sorted by its heads walks an index of them alone (issue 15).
     */
    kartuMasuk: boolean('kartu_masuk').notNull().default(false),
    /** The card's No. KK, copied the same way (and when the card's number changes): residents sorted by No. KK walk one index. */
    sortNoKk: text('sort_no_kk').notNull().default(''),
    // Sort keys, computed by the database. Text sorts case-insensitively; umur by the birth date, the
    // youngest first (days before 2999-12-31), no date last (migration 0023). Plain columns (not expression indexes)
    // so that the paging subquery can be an index-only scan, and never NULL, for keyset cursors.
    sortNama: text('sort_nama')
      .notNull()
      .generatedAlwaysAs(sql`lower(nama_lengkap)`),
    sortTtl: text('sort_ttl')
      .notNull()
      .generatedAlwaysAs(sql`lower(tempat_tanggal_lahir)`),
    sortAlamat: text('sort_alamat')
      .notNull()
      .generatedAlwaysAs(sql`lower(alamat_asal)`),
    sortUmur: integer('sort_umur')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(date '2999-12-31' - tanggal_lahir, 2147483647)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('penduduk_nik_ck', sql`${t.nik} ~ '^[0-9]{16}$'`),
    unique('penduduk_desa_nik_uq').on(t.desaId, t.nik),
    uniqueIndex('penduduk_nik_aktif_uq')
      .on(t.nik)
      .where(sql`${t.statusPenduduk} in ('', 'penduduk_masuk')`),
    check('penduduk_jenis_kelamin_ck', sql`${t.jenisKelamin} in ('Laki laki', 'Perempuan')`),
    check('penduduk_status_ck', sql`${t.statusPenduduk} in (${sql.raw(statusList)})`),
    check('penduduk_status_sebelumnya_ck', sql`${t.statusSebelumnya} is null or ${t.statusSebelumnya} in (${sql.raw(statusList)})`),
    check('penduduk_nik_ayah_ck', sql`${t.nikAyah} ~ '^[0-9]{16}$'`),
    check('penduduk_nik_ibu_ck', sql`${t.nikIbu} ~ '^[0-9]{16}$'`),
    check('penduduk_golongan_darah_ck', sql`${t.golonganDarah} in (${daftarSql(GOLONGAN_DARAH)})`),
    check('penduduk_kewarganegaraan_ck', sql`${t.kewarganegaraan} in (${daftarSql(KEWARGANEGARAAN)})`),
    check('penduduk_disabilitas_ck', sql`${t.disabilitas} in (${daftarSql(DISABILITAS)})`),
    check('penduduk_tanggal_perkawinan_ck', sql`${t.tanggalPerkawinan} is null or ${t.statusPerkawinan} = 'Kawin'`),
    check('penduduk_dokumen_wna_ck', sql`${t.kewarganegaraan} = 'WNA' or (${t.noPaspor} = '' and ${t.noKitasKitap} = '')`),
    // At most one head per card.
    uniqueIndex('penduduk_one_kepala_per_kk_uq')
      .on(t.kkId)
      .where(sql`${t.posisiDalamKeluarga} = 'Kepala Keluarga'`),
    uniqueIndex('penduduk_anggota_pertama_uq').on(t.kkId).where(sql`${t.anggotaPertama}`),
    // Heads who died or moved out (issue 40, migration 0032): their cards may wait for a new head.
    index('penduduk_kepala_pergi_idx')
      .on(t.desaId, t.kkId)
      .where(sql`${t.posisiDalamKeluarga} = 'Kepala Keluarga' and ${t.statusPenduduk} in ('meninggal', 'penduduk_keluar')`),
    // A card's members; with the id, residents sorted by No. KK page through an index-only scan.
    index('penduduk_kk_id_idx').on(t.kkId, t.id),
    index('penduduk_nama_trgm_idx').using('gin', t.namaLengkap.op('gin_trgm_ops')),
    index('penduduk_nik_prefix_idx').on(t.nik.op('bpchar_pattern_ops')),
    // Sorted, keyset-friendly paging per village: one index per sortable column, id as the tiebreak.
    index('penduduk_desa_nama_sort_idx').on(t.desaId, t.sortNama, t.id),
    index('penduduk_desa_nik_idx').on(t.desaId, t.nik, t.id),
    index('penduduk_desa_no_kk_idx').on(t.desaId, t.sortNoKk, t.id),
    index('penduduk_desa_ttl_idx').on(t.desaId, t.sortTtl, t.id),
    index('penduduk_desa_umur_idx').on(t.desaId, t.sortUmur, t.id),
    index('penduduk_desa_alamat_idx').on(t.desaId, t.sortAlamat, t.id),
    index('penduduk_desa_jk_idx').on(t.desaId, t.jenisKelamin, t.id),
    index('penduduk_desa_posisi_idx').on(t.desaId, t.posisiDalamKeluarga, t.id),
    index('penduduk_desa_status_sort_idx').on(t.desaId, t.statusPenduduk, t.id),
    index('penduduk_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    // "Data perlu dilengkapi": a village's records left to complete, by name (migration 0023).
    index('penduduk_perlu_dilengkapi_idx').on(t.desaId, t.sortNama, t.id).where(sql`${t.perluDilengkapi} <> '{}'`),
    index('penduduk_rt_idx').on(t.rtId).where(sql`${t.rtId} is not null`),
    // With INCLUDE (sort_umur, created_at), migration 0043 (the builder has no INCLUDE): an area's age filter reads the index alone.
    index('penduduk_wilayah_rt_idx').on(t.desaId, t.wilayahRtId, t.id).where(sql`${t.wilayahRtId} is not null`),
    // The family-card list sorted by its first member's columns walks these (one entry per card).
    ...(['nik', 'sortNama', 'sortTtl', 'sortUmur', 'sortAlamat', 'jenisKelamin'] as const).map((c) =>
      index(`penduduk_pertama_${c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}_idx`)
        .on(t.desaId, t[c], t.id)
        .where(sql`${t.anggotaPertama}`),
    ),
    // The lists of a status (deaths, moved out) sorted by a person's column walk these: a million
    // residents hold ~13 % who are not plain residents, and a list of 30,000 deaths sorted by address
    // must not walk the whole village's address index to meet them (issue 15).
    ...(['nik', 'sortNama', 'sortTtl', 'sortUmur', 'sortAlamat', 'jenisKelamin'] as const).map((c) =>
      index(`penduduk_status_${c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}_idx`)
        .on(t.desaId, t.statusPenduduk, t[c], t.id)
        .where(sql`${t.statusPenduduk} <> ''`),
    ),
    // The incoming list (Penduduk Masuk) sorted by its cards' heads walks these (one entry per card).
    ...(['sortNama', 'sortTtl', 'sortUmur', 'sortAlamat', 'jenisKelamin'] as const).map((c) =>
      index(`penduduk_masuk_${c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}_idx`)
        .on(t.desaId, t[c], t.id)
        .where(sql`${t.anggotaPertama} and ${t.kartuMasuk}`),
    ),
  ],
);

/**
 * Each word of a resident's name (sort_nama split at spaces) with the name's sort key, kept by the
 * database (statement triggers on penduduk, migration 0013): a name search sorted by name whose term
 * is in many names ('siti', 'sri', 'wahyu') merges the ordered runs of the words holding it instead of
 * walking the whole name index until the names that start with it, and a family-card search reads the
 * cards of a name's residents off the key (issue 15, data/cari/kata.ts).
 */
export const pendudukKata = pgTable(
  'penduduk_kata',
  {
    desaId: uuid('desa_id').notNull(),
    kata: text('kata').notNull(),
    sortNama: text('sort_nama').notNull(),
    pendudukId: uuid('penduduk_id').notNull(),
    /** The resident's card, last in the key so a family-card search reads its cards off the index alone. */
    kkId: uuid('kk_id').notNull(),
  },
  (t) => [primaryKey({ name: 'penduduk_kata_pk', columns: [t.desaId, t.kata, t.sortNama, t.pendudukId, t.kkId] })],
);

/**
 * Each pair of adjacent words of a resident's name (sort_nama split at spaces: `kata` then `lanjut`),
 * kept by the database with penduduk_kata (migration 0021). A term of two parts ('agus pra') is in a
 * name exactly when a word ending in its first part is followed by one starting with its second, so
 * its residents and their cards are read off this key for the few words of each part, not by checking
 * every name of one part's words (22,000 Aguses of a million) against the whole term.
 */
export const pendudukPasanganKata = pgTable(
  'penduduk_pasangan_kata',
  {
    desaId: uuid('desa_id').notNull(),
    kata: text('kata').notNull(),
    lanjut: text('lanjut').notNull(),
    pendudukId: uuid('penduduk_id').notNull(),
    kkId: uuid('kk_id').notNull(),
  },
  (t) => [primaryKey({ name: 'penduduk_pasangan_kata_pk', columns: [t.desaId, t.kata, t.lanjut, t.pendudukId, t.kkId] })],
);

/** The words of a village's names (penduduk_kata's distinct words, never shrunk): which words hold a term. */
export const kataNamaDesa = pgTable(
  'kata_nama_desa',
  {
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'cascade' }),
    kata: text('kata').notNull(),
  },
  (t) => [primaryKey({ name: 'kata_nama_desa_pk', columns: [t.desaId, t.kata] })],
);

/** Entry documents of an incoming family card: at most one per card. */
export const keteranganMasuk = pgTable('keterangan_masuk', {
  id: uuid('id').primaryKey().defaultRandom(),
  desaId: desaIdOfScope(),
  kkId: uuid('kk_id')
    .notNull()
    .unique('keterangan_masuk_kk_uq')
    .references(() => kartuKeluarga.id, { onDelete: 'cascade' }),
  fotoKkId: uuid('foto_kk_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  fotoSuratMasukId: uuid('foto_surat_masuk_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A moving-out event: one proposer (urutan 0) and its followers, all in penduduk_keluar_anggota. */
export const pendudukKeluar = pgTable(
  'penduduk_keluar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    kkId: uuid('kk_id')
      .notNull()
      .references(() => kartuKeluarga.id, { onDelete: 'restrict' }),
    // The list's sort keys that live elsewhere, kept on the record by the database (triggers of
    // migration 0014; a value written by anyone else is replaced): the card's No. KK, the followers
    // (members but the proposer) and whether the statement is there. Sorted by them, a page of 12,000
    // records of a million residents walks one index instead of a lookup per record (issue 15).
    sortNoKk: text('sort_no_kk').notNull().default(''),
    jumlahPengikut: integer('jumlah_pengikut').notNull().default(0),
    dataLengkap: boolean('data_lengkap').notNull().default(false),
    // The proposer's (urutan 0) sort keys, kept the same way (migration 0016) and pushed when the
    // proposer's row changes: sorted by the proposer, a page walks one of this table's indexes.
    sortNama: text('sort_nama').notNull().default(''),
    jenisKelamin: text('jenis_kelamin').notNull().default(''),
    sortTtl: text('sort_ttl').notNull().default(''),
    sortAlamat: text('sort_alamat').notNull().default(''),
    sortUmur: integer('sort_umur').notNull().default(2147483647),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('penduduk_keluar_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    ...(['sortNama', 'jenisKelamin', 'sortTtl', 'sortAlamat', 'sortUmur'] as const).map((c) =>
      index(`penduduk_keluar_desa_${c.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`)}_idx`).on(t.desaId, t[c], t.id),
    ),
    index('penduduk_keluar_kk_idx').on(t.kkId),
    index('penduduk_keluar_desa_no_kk_idx').on(t.desaId, t.sortNoKk, t.id),
    index('penduduk_keluar_desa_pengikut_idx').on(t.desaId, t.jumlahPengikut, t.id),
    index('penduduk_keluar_desa_lengkap_idx').on(t.desaId, t.dataLengkap, t.id),
  ],
);

export const pendudukKeluarAnggota = pgTable(
  'penduduk_keluar_anggota',
  {
    desaId: desaIdOfScope(),
    pendudukKeluarId: uuid('penduduk_keluar_id')
      .notNull()
      .references(() => pendudukKeluar.id, { onDelete: 'cascade' }),
    // restrict: removing a person from a moved-out record restores their status, so it must be explicit.
    pendudukId: uuid('penduduk_id')
      .notNull()
      .references(() => penduduk.id, { onDelete: 'restrict' }),
    /** 0 is the proposer; followers follow in order. */
    urutan: integer('urutan').notNull(),
    /** Status the person had before moving out; restored when they are removed from the record. */
    statusSebelumnya: text('status_sebelumnya').$type<StatusPenduduk>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'penduduk_keluar_anggota_pk', columns: [t.pendudukKeluarId, t.pendudukId] }),
    unique('penduduk_keluar_anggota_urutan_uq').on(t.pendudukKeluarId, t.urutan),
    // A person is in at most one moved-out record at a time.
    unique('penduduk_keluar_anggota_penduduk_uq').on(t.pendudukId),
    check('penduduk_keluar_anggota_urutan_ck', sql`${t.urutan} >= 0`),
    check('penduduk_keluar_anggota_status_ck', sql`${t.statusSebelumnya} in ('', 'penduduk_masuk')`),
  ],
);

/** The moving-out statement (letter): at most one per moved-out record; its presence closes the record. */
export const keteranganKeluar = pgTable(
  'keterangan_keluar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    pendudukKeluarId: uuid('penduduk_keluar_id')
      .notNull()
      .unique('keterangan_keluar_penduduk_keluar_uq')
      .references(() => pendudukKeluar.id, { onDelete: 'cascade' }),
    nomorSurat: text('nomor_surat'),
    alamatPindah: text('alamat_pindah').notNull(),
    alasanPindah: text('alasan_pindah').notNull(),
    pengikut: integer('pengikut').notNull().default(0),
    tanggalKtp: date('tanggal_ktp', { mode: 'string' }),
    meninggalkanDesaPada: date('meninggalkan_desa_pada', { mode: 'string' }),
    catatan: text('catatan').notNull().default(''),
    kewarganegaraan: text('kewarganegaraan').notNull().default('Indonesia'),
    fotoPengusulId: uuid('foto_pengusul_id').references(() => files.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('keterangan_keluar_pengikut_ck', sql`${t.pengikut} >= 0`)],
);

export const kelahiran = pgTable(
  'kelahiran',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    // A newborn may have no NIK yet.
    nik: char('nik', { length: 16 }),
    nama: text('nama').notNull().default(''),
    jenisKelamin: text('jenis_kelamin'),
    tempatLahir: text('tempat_lahir').notNull().default(''),
    tanggalLahir: date('tanggal_lahir', { mode: 'string' }),
    agama: text('agama').notNull().default(''),
    hariKelahiran: text('hari_kelahiran').notNull().default(''),
    jamLahir: time('jam_lahir'),
    nomorSuratKelahiran: text('nomor_surat_kelahiran').notNull().default(''),
    hubunganPelapor: text('hubungan_pelapor').notNull().default(''),
    // Parents stay linked while they exist; a deleted parent leaves the birth record readable.
    ayahId: uuid('ayah_id').references(() => penduduk.id, { onDelete: 'set null' }),
    ibuId: uuid('ibu_id').references(() => penduduk.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('kelahiran_nik_ck', sql`${t.nik} is null or ${t.nik} ~ '^[0-9]{16}$'`),
    check('kelahiran_jenis_kelamin_ck', sql`${t.jenisKelamin} is null or ${t.jenisKelamin} in ('Laki laki', 'Perempuan')`),
    index('kelahiran_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    index('kelahiran_desa_nama_idx').on(t.desaId, t.nama, t.id),
    index('kelahiran_ayah_idx').on(t.ayahId),
    // A resident's own birth record (data_kelahiran) is found by NIK.
    index('kelahiran_nik_idx').on(t.nik),
    index('kelahiran_ibu_idx').on(t.ibuId),
  ],
);

/** A death record: at most one per person. */
export const kematian = pgTable(
  'kematian',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    pendudukId: uuid('penduduk_id')
      .notNull()
      .unique('kematian_penduduk_uq')
      // restrict: deleting a resident deletes their death record (and its files) explicitly first.
      .references(() => penduduk.id, { onDelete: 'restrict' }),
    tanggalMeninggal: date('tanggal_meninggal', { mode: 'string' }),
    hariMeninggal: text('hari_meninggal').notNull().default(''),
    tempatMeninggal: text('tempat_meninggal').notNull().default(''),
    nomorSuratKematian: text('nomor_surat_kematian').notNull().default(''),
    penyebabMeninggal: text('penyebab_meninggal').notNull().default(''),
    /** The archive photo is there (arsip_kematian), kept by the database (migration 0014): the list sorts by it. */
    dataLengkap: boolean('data_lengkap').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('kematian_desa_created_idx').on(t.desaId, t.createdAt, t.id),
    // The deaths list sorted by date of death (issue 15).
    index('kematian_desa_tanggal_idx').on(t.desaId, t.tanggalMeninggal, t.id),
    index('kematian_desa_lengkap_idx').on(t.desaId, t.dataLengkap, t.id),
  ],
);

/** The archive photo of a death record: at most one per death. */
export const arsipKematian = pgTable('arsip_kematian', {
  id: uuid('id').primaryKey().defaultRandom(),
  desaId: desaIdOfScope(),
  kematianId: uuid('kematian_id')
    .notNull()
    .unique('arsip_kematian_kematian_uq')
    .references(() => kematian.id, { onDelete: 'cascade' }),
  fileId: uuid('file_id')
    .notNull()
    .references(() => files.id, { onDelete: 'restrict' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The signer of one letter: exactly one parent (birth, death or moved-out), at most one signer per letter. */
export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    kelahiranId: uuid('kelahiran_id')
      .unique('signatures_kelahiran_uq')
      .references(() => kelahiran.id, { onDelete: 'cascade' }),
    kematianId: uuid('kematian_id')
      .unique('signatures_kematian_uq')
      .references(() => kematian.id, { onDelete: 'cascade' }),
    pendudukKeluarId: uuid('penduduk_keluar_id')
      .unique('signatures_penduduk_keluar_uq')
      .references(() => pendudukKeluar.id, { onDelete: 'cascade' }),
    namaLengkap: text('nama_lengkap').notNull(),
    namaJabatan: text('nama_jabatan').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('signatures_one_parent_ck', sql`num_nonnulls(${t.kelahiranId}, ${t.kematianId}, ${t.pendudukKeluarId}) = 1`)],
);

/**
 * Running totals per village, kept exact by statement-level triggers on penduduk and kartu_keluarga
 * (migration 0003_statistik_triggers.sql), so list totals and the dashboard never count 100,000 rows.
 * `pria` / `wanita` count living residents (status '' or penduduk_masuk).
 */
export const statistikDesa = pgTable('statistik_desa', {
  desaId: uuid('desa_id')
    .primaryKey()
    .references(() => desa.id, { onDelete: 'cascade' }),
  penduduk: integer('penduduk').notNull().default(0),
  hidup: integer('hidup').notNull().default(0),
  masuk: integer('masuk').notNull().default(0),
  keluar: integer('keluar').notNull().default(0),
  meninggal: integer('meninggal').notNull().default(0),
  pria: integer('pria').notNull().default(0),
  wanita: integer('wanita').notNull().default(0),
  kartuKeluarga: integer('kartu_keluarga').notNull().default(0),
  /** The incoming cards with a member (the Penduduk Masuk list's total: kartuMasukSql), migration 0018. */
  kartuMasuk: integer('kartu_masuk').notNull().default(0),
  /** The moved-out records (penduduk_keluar rows: the Penduduk Keluar list's total), migration 0020. */
  pendudukKeluar: integer('penduduk_keluar').notNull().default(0),
  /** Moves whenever the statistics of the village change (a resident in or out, a counted column edited), migration 0034. */
  versiStatistik: bigint('versi_statistik', { mode: 'number' }).notNull().default(0),
  /** The records missing their documents (the console's "Perlu dilengkapi"), migration 0041. */
  belumLengkap: integer('belum_lengkap').notNull().default(0),
  /** Moves with every statement that records the village's events (peristiwa_penduduk), migration 0041. */
  versiPeristiwa: bigint('versi_peristiwa', { mode: 'number' }).notNull().default(0),
});

/**
 * A village's statistics counts of day `hari` at statistics version `versi` (issue 37, migration 0034):
 * kept by sid_statistik_ringkas and reused while both match; derived data, never exported.
 */
export const statistikSimpan = pgTable('statistik_simpan', {
  desaId: uuid('desa_id')
    .primaryKey()
    .references(() => desa.id, { onDelete: 'cascade' }),
  hari: date('hari', { mode: 'string' }).notNull(),
  versi: bigint('versi', { mode: 'number' }).notNull(),
});

/** The kept counts: a dimension's category (the age in years, the RT's id for 'wilayah') for one sex. */
export const statistikSimpanBaris = pgTable(
  'statistik_simpan_baris',
  {
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'cascade' }),
    dimensi: text('dimensi').notNull(),
    kategori: text('kategori'),
    jenisKelamin: text('jenis_kelamin').notNull(),
    jumlah: integer('jumlah').notNull(),
  },
  (t) => [index('statistik_simpan_baris_desa_idx').on(t.desaId)],
);

/**
 * A village's sums of open month `bulan` from its ledger (data/peristiwa.ts), kept at ledger version
 * `versi` (statistik_desa.versi_peristiwa) and reused while it matches (issue 39, migration 0041);
 * written through sid_laporan_simpan; derived data, never exported.
 */
export const laporanSimpan = pgTable(
  'laporan_simpan',
  {
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'cascade' }),
    bulan: text('bulan').notNull(),
    zona: text('zona').notNull(),
    versi: bigint('versi', { mode: 'number' }).notNull(),
    isi: jsonb('isi').notNull(),
  },
  (t) => [primaryKey({ name: 'laporan_simpan_pk', columns: [t.desaId, t.bulan] })],
);

/**
 * Data Terhapus (docs/adr/0012-data-terhapus.md): a deleted resident (with the card when it was the last
 * member), birth or death, kept 30 days with its reason, restorable by a Super Admin, then purged.
 * What the delete changed is in data_terhapus_baris, written by row triggers (migration 0007).
 */
export const dataTerhapus = pgTable(
  'data_terhapus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    desaId: desaIdOfScope(),
    jenis: text('jenis').$type<'penduduk' | 'kartu_keluarga' | 'kelahiran' | 'kematian'>().notNull(),
    /** The name the clerk knows it by (a person, or 'KK <No. KK>'). */
    judul: text('judul').notNull(),
    /** NIK, No. KK, letter number: what tells it apart. */
    keterangan: text('keterangan').notNull().default(''),
    /** What went with it, one Indonesian line each (the dampak lines). */
    ikutTerhapus: jsonb('ikut_terhapus').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    alasan: text('alasan').notNull(),
    /** The record restore answers a link to (the resident, the birth, the death). */
    entitasId: uuid('entitas_id').notNull(),
    dihapusOlehId: uuid('dihapus_oleh_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as a snapshot: the entry still reads well after the user is deleted. */
    dihapusOlehNama: text('dihapus_oleh_nama').notNull(),
    dihapusPada: timestamp('dihapus_pada', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When it is purged by itself (30 days after the delete). */
    dihapusPermanenPada: timestamp('dihapus_permanen_pada', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '30 days'`),
  },
  (t) => [
    check('data_terhapus_jenis_ck', sql`${t.jenis} in ('penduduk', 'kartu_keluarga', 'kelahiran', 'kematian')`),
    check('data_terhapus_alasan_ck', sql`length(${t.alasan}) between 3 and 500`),
    index('data_terhapus_desa_dihapus_idx').on(t.desaId, t.dihapusPada, t.id),
    index('data_terhapus_permanen_idx').on(t.dihapusPermanenPada),
  ],
);

/** One row a delete changed: 'D' deleted (lama), 'U' updated (lama and baru), in the order it happened. */
export const dataTerhapusBaris = pgTable(
  'data_terhapus_baris',
  {
    dataTerhapusId: uuid('data_terhapus_id')
      .notNull()
      .references(() => dataTerhapus.id, { onDelete: 'cascade' }),
    urutan: bigserial('urutan', { mode: 'number' }).primaryKey(),
    desaId: desaIdOfScope(),
    tabel: text('tabel').notNull(),
    operasi: char('operasi', { length: 1 }).$type<'D' | 'U'>().notNull(),
    lama: jsonb('lama').notNull(),
    baru: jsonb('baru'),
  },
  (t) => [
    check('data_terhapus_baris_operasi_ck', sql`${t.operasi} in ('D', 'U')`),
    index('data_terhapus_baris_entri_idx').on(t.dataTerhapusId, t.urutan),
  ],
);

// ------------------------------------------------------------------ module releases and rollout
// docs/modul-rilis.md. A release's files live in the module store (DATA_DIR/modul, src/modul/store.ts);
// these rows say what is installed and which version each village runs. `versi` null is the server's
// built-in build (<module>/dist) for the regency's default, and "follow the regency" for a village.

/** An installed release: immutable, one row per module and version. */
export const modulRilis = pgTable(
  'modul_rilis',
  {
    modulId: text('modul_id').notNull(),
    versi: text('versi').notNull(),
    versiKontrak: text('versi_kontrak').notNull(),
    rentangKontrak: text('rentang_kontrak').notNull(),
    rentangShell: text('rentang_shell').notNull(),
    sha256: text('sha256').notNull(),
    ukuran: integer('ukuran').notNull(),
    jumlahBerkas: integer('jumlah_berkas').notNull(),
    dipasangOleh: uuid('dipasang_oleh').references(() => users.id, { onDelete: 'set null' }),
    dipasangOlehNama: text('dipasang_oleh_nama'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.modulId, t.versi] })],
);

/** The regency's default version of a module, and the one before it (for a rollback in one action). */
export const modulKabupaten = pgTable('modul_kabupaten', {
  modulId: text('modul_id').primaryKey(),
  versi: text('versi'),
  versiSebelumnya: text('versi_sebelumnya'),
  adaSebelumnya: boolean('ada_sebelumnya').notNull().default(false),
  updatedAt: updatedAt(),
});

/** A village's own setting of a module: switched off, or pinned to a version (null: the default). */
export const modulDesa = pgTable(
  'modul_desa',
  {
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'cascade' }),
    modulId: text('modul_id').notNull(),
    aktif: boolean('aktif').notNull().default(true),
    versi: text('versi'),
    versiSebelumnya: text('versi_sebelumnya'),
    adaSebelumnya: boolean('ada_sebelumnya').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.desaId, t.modulId] })],
);

/** What a village's shells reported loading, per module and version ('' is the built-in build). */
export const modulMuat = pgTable(
  'modul_muat',
  {
    desaId: uuid('desa_id')
      .notNull()
      .default(DESA_AKTIF)
      .references(() => desa.id, { onDelete: 'cascade' }),
    modulId: text('modul_id').notNull(),
    versi: text('versi').notNull(),
    berhasil: integer('berhasil').notNull().default(0),
    gagal: integer('gagal').notNull().default(0),
    dimuatTerakhir: timestamp('dimuat_terakhir', { withTimezone: true, mode: 'date' }),
    gagalTerakhir: timestamp('gagal_terakhir', { withTimezone: true, mode: 'date' }),
    alasanTerakhir: text('alasan_terakhir'),
  },
  (t) => [primaryKey({ columns: [t.desaId, t.modulId, t.versi] })],
);

/**
 * The event ledger (issue 37, migration 0027): +1 when a person starts to count as a resident, -1
 * when they stop, with the sex and family card of that moment, the day it happened and when it was
 * recorded. Written only by the trigger on penduduk (the one place every status change passes);
 * append-only (a cancellation is a row of the opposite sign). The monthly report sums it.
 */
export const peristiwaPenduduk = pgTable(
  'peristiwa_penduduk',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    desaId: uuid('desa_id')
      .notNull()
      .references(() => desa.id, { onDelete: 'restrict' }),
    pendudukId: uuid('penduduk_id').notNull(),
    kkId: uuid('kk_id').notNull(),
    jenis: text('jenis').$type<'lahir' | 'datang' | 'daftar' | 'mati' | 'pindah' | 'batal_mati' | 'batal_pindah' | 'hapus' | 'pulih' | 'ubah'>().notNull(),
    tanda: smallint('tanda').notNull(),
    jenisKelamin: text('jenis_kelamin'),
    tanggalPeristiwa: date('tanggal_peristiwa', { mode: 'string' }),
    dicatatPada: timestamp('dicatat_pada', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    check('peristiwa_penduduk_jenis_ck', sql`${t.jenis} IN ('lahir', 'datang', 'daftar', 'mati', 'pindah', 'batal_mati', 'batal_pindah', 'hapus', 'pulih', 'ubah')`),
    check('peristiwa_penduduk_tanda_ck', sql`${t.tanda} IN (-1, 1)`),
    index('peristiwa_penduduk_desa_dicatat_idx').on(t.desaId, t.dicatatPada, t.id),
    index('peristiwa_penduduk_penduduk_idx').on(t.pendudukId, t.id),
    // A card's count at the monthly report's starting point (issue 37's speed, migration 0034).
    index('peristiwa_penduduk_kk_idx').on(t.kkId, t.dicatatPada),
  ],
);

/** A closed month's Laporan Bulanan Penduduk as issued (issue 37, migration 0027): served as stored. */
export const laporanBulanan = pgTable(
  'laporan_bulanan',
  {
    desaId: desaIdOfScope(),
    /** 'YYYY-MM'. */
    bulan: text('bulan').notNull(),
    isi: jsonb('isi').notNull(),
    ditutupPada: timestamp('ditutup_pada', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ditutupOlehId: uuid('ditutup_oleh_id'),
    ditutupOlehNama: text('ditutup_oleh_nama').notNull().default(''),
  },
  (t) => [primaryKey({ name: 'laporan_bulanan_pk', columns: [t.desaId, t.bulan] }), check('laporan_bulanan_bulan_ck', sql`${t.bulan} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
/**
 * A village's count at the end of a past month (issue 37, migration 0038): a checkpoint the later
 * months' reports start from, kept once the month is over (services/statistik-hangat.ts).
 */
export const laporanTitik = pgTable(
  'laporan_titik',
  {
    desaId: desaIdOfScope(),
    /** 'YYYY-MM'. */
    bulan: text('bulan').notNull(),
    lakiLaki: integer('laki_laki').notNull(),
    perempuan: integer('perempuan').notNull(),
    jumlah: integer('jumlah').notNull(),
    kk: integer('kk').notNull(),
    dihitungPada: timestamp('dihitung_pada', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'laporan_titik_pk', columns: [t.desaId, t.bulan] }), check('laporan_titik_bulan_ck', sql`${t.bulan} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
/**
 * A village left read-only by its Super Admin after its export to join the regency (issue 38, migration
 * 0040): while hanya_baca the server refuses every write of its staff (plugins/hanya-baca.ts). A row
 * once set, on or off again; no row is off. It does not travel in the export (db/gabung.ts).
 */
export const desaHanyaBaca = pgTable('desa_hanya_baca', {
  desaId: desaIdOfScope().primaryKey(),
  hanyaBaca: boolean('hanya_baca').notNull(),
  /** Where the village's staff sign in now (the regency server's address the Admin Kabupaten gave), if given. */
  alamatKabupaten: text('alamat_kabupaten'),
  diubahOleh: text('diubah_oleh').notNull(),
  diubahPada: timestamp('diubah_pada', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
// Layanan Surat (issue 36): its tables live in schema-surat.ts.
export * from './schema-surat.js';
// A move between two villages of the regency (issue 38): schema-pindah.ts.
export * from './schema-pindah.js';
