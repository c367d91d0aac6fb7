CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"activity_name" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arsip_kematian" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kematian_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arsip_kematian_kematian_uq" UNIQUE("kematian_id")
);
--> statement-breakpoint
CREATE TABLE "desa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kode" text NOT NULL,
	"nama_desa" text NOT NULL,
	"kecamatan" text NOT NULL,
	"kabupaten" text NOT NULL,
	"provinsi" text NOT NULL,
	"alamat_kantor" text NOT NULL,
	"kode_pos" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desa_kode_unique" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"stored_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "files_size_ck" CHECK ("files"."size" >= 0 and "files"."size" <= 10485760),
	CONSTRAINT "files_mime_ck" CHECK ("files"."mime" like 'image/%')
);
--> statement-breakpoint
CREATE TABLE "kartu_keluarga" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"no_kk" char(16) NOT NULL,
	"data_masuk" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kartu_keluarga_no_kk_uq" UNIQUE("no_kk"),
	CONSTRAINT "kartu_keluarga_no_kk_ck" CHECK ("kartu_keluarga"."no_kk" ~ '^[0-9]{16}$')
);
--> statement-breakpoint
CREATE TABLE "kelahiran" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"nik" char(16),
	"nama" text DEFAULT '' NOT NULL,
	"jenis_kelamin" text,
	"tempat_lahir" text DEFAULT '' NOT NULL,
	"tanggal_lahir" date,
	"agama" text DEFAULT '' NOT NULL,
	"hari_kelahiran" text DEFAULT '' NOT NULL,
	"jam_lahir" time,
	"nomor_surat_kelahiran" text DEFAULT '' NOT NULL,
	"hubungan_pelapor" text DEFAULT '' NOT NULL,
	"ayah_id" uuid,
	"ibu_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kelahiran_nik_ck" CHECK ("kelahiran"."nik" is null or "kelahiran"."nik" ~ '^[0-9]{16}$'),
	CONSTRAINT "kelahiran_jenis_kelamin_ck" CHECK ("kelahiran"."jenis_kelamin" is null or "kelahiran"."jenis_kelamin" in ('Laki laki', 'Perempuan'))
);
--> statement-breakpoint
CREATE TABLE "kematian" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"penduduk_id" uuid NOT NULL,
	"tanggal_meninggal" date,
	"hari_meninggal" text DEFAULT '' NOT NULL,
	"tempat_meninggal" text DEFAULT '' NOT NULL,
	"nomor_surat_kematian" text DEFAULT '' NOT NULL,
	"penyebab_meninggal" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kematian_penduduk_uq" UNIQUE("penduduk_id")
);
--> statement-breakpoint
CREATE TABLE "keterangan_keluar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"penduduk_keluar_id" uuid NOT NULL,
	"nomor_surat" text,
	"alamat_pindah" text NOT NULL,
	"alasan_pindah" text NOT NULL,
	"pengikut" integer DEFAULT 0 NOT NULL,
	"tanggal_ktp" date,
	"meninggalkan_desa_pada" date,
	"catatan" text DEFAULT '' NOT NULL,
	"kewarganegaraan" text DEFAULT 'Indonesia' NOT NULL,
	"foto_pengusul_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keterangan_keluar_penduduk_keluar_uq" UNIQUE("penduduk_keluar_id"),
	CONSTRAINT "keterangan_keluar_pengikut_ck" CHECK ("keterangan_keluar"."pengikut" >= 0)
);
--> statement-breakpoint
CREATE TABLE "keterangan_masuk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kk_id" uuid NOT NULL,
	"foto_kk_id" uuid NOT NULL,
	"foto_surat_masuk_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keterangan_masuk_kk_uq" UNIQUE("kk_id")
);
--> statement-breakpoint
CREATE TABLE "penduduk" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"kk_id" uuid NOT NULL,
	"nik" char(16) NOT NULL,
	"nama_lengkap" text NOT NULL,
	"tempat_tanggal_lahir" text DEFAULT '' NOT NULL,
	"umur" text DEFAULT '' NOT NULL,
	"alamat_asal" text DEFAULT '' NOT NULL,
	"agama" text DEFAULT '' NOT NULL,
	"pekerjaan" text DEFAULT '' NOT NULL,
	"pendidikan_terakhir" text DEFAULT '' NOT NULL,
	"status_perkawinan" text DEFAULT '' NOT NULL,
	"jenis_kelamin" text NOT NULL,
	"posisi_dalam_keluarga" text DEFAULT 'Kepala Keluarga' NOT NULL,
	"status_penduduk" text DEFAULT '' NOT NULL,
	"status_sebelumnya" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penduduk_nik_uq" UNIQUE("nik"),
	CONSTRAINT "penduduk_nik_ck" CHECK ("penduduk"."nik" ~ '^[0-9]{16}$'),
	CONSTRAINT "penduduk_jenis_kelamin_ck" CHECK ("penduduk"."jenis_kelamin" in ('Laki laki', 'Perempuan')),
	CONSTRAINT "penduduk_status_ck" CHECK ("penduduk"."status_penduduk" in ('', 'penduduk_masuk', 'penduduk_keluar', 'meninggal')),
	CONSTRAINT "penduduk_status_sebelumnya_ck" CHECK ("penduduk"."status_sebelumnya" is null or "penduduk"."status_sebelumnya" in ('', 'penduduk_masuk', 'penduduk_keluar', 'meninggal'))
);
--> statement-breakpoint
CREATE TABLE "penduduk_keluar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"kk_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penduduk_keluar_anggota" (
	"penduduk_keluar_id" uuid NOT NULL,
	"penduduk_id" uuid NOT NULL,
	"urutan" integer NOT NULL,
	"status_sebelumnya" text NOT NULL,
	CONSTRAINT "penduduk_keluar_anggota_pk" PRIMARY KEY("penduduk_keluar_id","penduduk_id"),
	CONSTRAINT "penduduk_keluar_anggota_urutan_uq" UNIQUE("penduduk_keluar_id","urutan"),
	CONSTRAINT "penduduk_keluar_anggota_penduduk_uq" UNIQUE("penduduk_id"),
	CONSTRAINT "penduduk_keluar_anggota_urutan_ck" CHECK ("penduduk_keluar_anggota"."urutan" >= 0),
	CONSTRAINT "penduduk_keluar_anggota_status_ck" CHECK ("penduduk_keluar_anggota"."status_sebelumnya" in ('', 'penduduk_masuk'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kelahiran_id" uuid,
	"kematian_id" uuid,
	"penduduk_keluar_id" uuid,
	"nama_lengkap" text NOT NULL,
	"nama_jabatan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_kelahiran_uq" UNIQUE("kelahiran_id"),
	CONSTRAINT "signatures_kematian_uq" UNIQUE("kematian_id"),
	CONSTRAINT "signatures_penduduk_keluar_uq" UNIQUE("penduduk_keluar_id"),
	CONSTRAINT "signatures_one_parent_ck" CHECK (num_nonnulls("signatures"."kelahiran_id", "signatures"."kematian_id", "signatures"."penduduk_keluar_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid NOT NULL,
	"nama_lengkap" text NOT NULL,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('Admin', 'Super Admin')),
	CONSTRAINT "users_username_ck" CHECK (length("users"."username") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arsip_kematian" ADD CONSTRAINT "arsip_kematian_kematian_id_kematian_id_fk" FOREIGN KEY ("kematian_id") REFERENCES "public"."kematian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arsip_kematian" ADD CONSTRAINT "arsip_kematian_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD CONSTRAINT "kartu_keluarga_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelahiran" ADD CONSTRAINT "kelahiran_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelahiran" ADD CONSTRAINT "kelahiran_ayah_id_penduduk_id_fk" FOREIGN KEY ("ayah_id") REFERENCES "public"."penduduk"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelahiran" ADD CONSTRAINT "kelahiran_ibu_id_penduduk_id_fk" FOREIGN KEY ("ibu_id") REFERENCES "public"."penduduk"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kematian" ADD CONSTRAINT "kematian_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kematian" ADD CONSTRAINT "kematian_penduduk_id_penduduk_id_fk" FOREIGN KEY ("penduduk_id") REFERENCES "public"."penduduk"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ADD CONSTRAINT "keterangan_keluar_penduduk_keluar_id_penduduk_keluar_id_fk" FOREIGN KEY ("penduduk_keluar_id") REFERENCES "public"."penduduk_keluar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ADD CONSTRAINT "keterangan_keluar_foto_pengusul_id_files_id_fk" FOREIGN KEY ("foto_pengusul_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ADD CONSTRAINT "keterangan_masuk_kk_id_kartu_keluarga_id_fk" FOREIGN KEY ("kk_id") REFERENCES "public"."kartu_keluarga"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ADD CONSTRAINT "keterangan_masuk_foto_kk_id_files_id_fk" FOREIGN KEY ("foto_kk_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ADD CONSTRAINT "keterangan_masuk_foto_surat_masuk_id_files_id_fk" FOREIGN KEY ("foto_surat_masuk_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_kk_id_kartu_keluarga_id_fk" FOREIGN KEY ("kk_id") REFERENCES "public"."kartu_keluarga"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD CONSTRAINT "penduduk_keluar_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD CONSTRAINT "penduduk_keluar_kk_id_kartu_keluarga_id_fk" FOREIGN KEY ("kk_id") REFERENCES "public"."kartu_keluarga"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ADD CONSTRAINT "penduduk_keluar_anggota_penduduk_keluar_id_penduduk_keluar_id_fk" FOREIGN KEY ("penduduk_keluar_id") REFERENCES "public"."penduduk_keluar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ADD CONSTRAINT "penduduk_keluar_anggota_penduduk_id_penduduk_id_fk" FOREIGN KEY ("penduduk_id") REFERENCES "public"."penduduk"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_kelahiran_id_kelahiran_id_fk" FOREIGN KEY ("kelahiran_id") REFERENCES "public"."kelahiran"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_kematian_id_kematian_id_fk" FOREIGN KEY ("kematian_id") REFERENCES "public"."kematian"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_penduduk_keluar_id_penduduk_keluar_id_fk" FOREIGN KEY ("penduduk_keluar_id") REFERENCES "public"."penduduk_keluar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_desa_created_idx" ON "activity_log" USING btree ("desa_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "kartu_keluarga_desa_created_idx" ON "kartu_keluarga" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kartu_keluarga_no_kk_prefix_idx" ON "kartu_keluarga" USING btree ("no_kk" bpchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "kelahiran_desa_created_idx" ON "kelahiran" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "kelahiran_desa_nama_idx" ON "kelahiran" USING btree ("desa_id","nama","id");--> statement-breakpoint
CREATE INDEX "kelahiran_ayah_idx" ON "kelahiran" USING btree ("ayah_id");--> statement-breakpoint
CREATE INDEX "kelahiran_ibu_idx" ON "kelahiran" USING btree ("ibu_id");--> statement-breakpoint
CREATE INDEX "kematian_desa_created_idx" ON "kematian" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "penduduk_one_kepala_per_kk_uq" ON "penduduk" USING btree ("kk_id") WHERE "penduduk"."posisi_dalam_keluarga" = 'Kepala Keluarga';--> statement-breakpoint
CREATE INDEX "penduduk_kk_idx" ON "penduduk" USING btree ("kk_id");--> statement-breakpoint
CREATE INDEX "penduduk_nama_trgm_idx" ON "penduduk" USING gin ("nama_lengkap" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "penduduk_nik_prefix_idx" ON "penduduk" USING btree ("nik" bpchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "penduduk_desa_nama_idx" ON "penduduk" USING btree ("desa_id","nama_lengkap","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_created_idx" ON "penduduk" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_status_idx" ON "penduduk" USING btree ("desa_id","status_penduduk");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_created_idx" ON "penduduk_keluar" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_kk_idx" ON "penduduk_keluar" USING btree ("kk_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_desa_username_uq" ON "users" USING btree ("desa_id",lower("username"));--> statement-breakpoint
CREATE INDEX "users_desa_created_idx" ON "users" USING btree ("desa_id","created_at","id");