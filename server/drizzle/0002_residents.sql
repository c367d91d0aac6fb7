CREATE TABLE "statistik_desa" (
	"desa_id" uuid PRIMARY KEY NOT NULL,
	"penduduk" integer DEFAULT 0 NOT NULL,
	"hidup" integer DEFAULT 0 NOT NULL,
	"masuk" integer DEFAULT 0 NOT NULL,
	"keluar" integer DEFAULT 0 NOT NULL,
	"meninggal" integer DEFAULT 0 NOT NULL,
	"pria" integer DEFAULT 0 NOT NULL,
	"wanita" integer DEFAULT 0 NOT NULL,
	"kartu_keluarga" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "penduduk_desa_nama_idx";--> statement-breakpoint
DROP INDEX "penduduk_desa_status_idx";--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD COLUMN "jumlah_anggota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "anggota_pertama" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_nama" text GENERATED ALWAYS AS (lower(nama_lengkap)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_ttl" text GENERATED ALWAYS AS (lower(tempat_tanggal_lahir)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_alamat" text GENERATED ALWAYS AS (lower(alamat_asal)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_umur" integer GENERATED ALWAYS AS (coalesce((substring(umur from '^[[:space:]]*([0-9]{1,9})'))::int, 2147483647)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "statistik_desa" ADD CONSTRAINT "statistik_desa_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kartu_keluarga_desa_no_kk_idx" ON "kartu_keluarga" USING btree ("desa_id","no_kk","id");--> statement-breakpoint
CREATE INDEX "kartu_keluarga_desa_jumlah_idx" ON "kartu_keluarga" USING btree ("desa_id","jumlah_anggota","id");--> statement-breakpoint
CREATE INDEX "kelahiran_nik_idx" ON "kelahiran" USING btree ("nik");--> statement-breakpoint
CREATE UNIQUE INDEX "penduduk_anggota_pertama_uq" ON "penduduk" USING btree ("kk_id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_desa_nama_sort_idx" ON "penduduk" USING btree ("desa_id","sort_nama","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_nik_idx" ON "penduduk" USING btree ("desa_id","nik","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_ttl_idx" ON "penduduk" USING btree ("desa_id","sort_ttl","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_alamat_idx" ON "penduduk" USING btree ("desa_id","sort_alamat","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_jk_idx" ON "penduduk" USING btree ("desa_id","jenis_kelamin","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_posisi_idx" ON "penduduk" USING btree ("desa_id","posisi_dalam_keluarga","id");--> statement-breakpoint
CREATE INDEX "penduduk_desa_status_sort_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","id");--> statement-breakpoint
CREATE INDEX "penduduk_pertama_nik_idx" ON "penduduk" USING btree ("desa_id","nik","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_pertama_sort_nama_idx" ON "penduduk" USING btree ("desa_id","sort_nama","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_pertama_sort_ttl_idx" ON "penduduk" USING btree ("desa_id","sort_ttl","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_pertama_sort_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_pertama_sort_alamat_idx" ON "penduduk" USING btree ("desa_id","sort_alamat","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_pertama_jenis_kelamin_idx" ON "penduduk" USING btree ("desa_id","jenis_kelamin","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD CONSTRAINT "kartu_keluarga_jumlah_anggota_ck" CHECK ("kartu_keluarga"."jumlah_anggota" >= 0);--> statement-breakpoint
-- Backfill for cards and residents that existed before these columns (member count, first member in
-- the order of ANGGOTA_ORDER, src/routes/kartu-keluarga/queries.ts).
UPDATE "kartu_keluarga" kk SET "jumlah_anggota" = (SELECT count(*) FROM "penduduk" p WHERE p."kk_id" = kk."id");--> statement-breakpoint
UPDATE "penduduk" SET "anggota_pertama" = true WHERE "id" IN (
  SELECT DISTINCT ON ("kk_id") "id" FROM "penduduk"
  ORDER BY "kk_id", coalesce(array_position(ARRAY['Kepala Keluarga','Suami','Istri','Anak','Menantu','Cucu','Orang Tua','Mertua','Famili Lain','Pembantu','Lainnya']::text[], "posisi_dalam_keluarga"), 99), "created_at", "id"
);
