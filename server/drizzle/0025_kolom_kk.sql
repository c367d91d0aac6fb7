-- Issue 35: the family card's columns the Dukcapil prints, beyond the spec's fields: the parents'
-- names (and NIK when known), blood type, date of marriage (Kawin only), citizenship with a WNA's
-- passport and KITAS/KITAP numbers, and disability (Permendagri 118/2017 codes). Existing records take
-- the KK form's "none": no names, 'Tidak Tahu', WNI, no disability; nothing is guessed.
-- The lists equal GOLONGAN_DARAH, KEWARGANEGARAAN and DISABILITAS of @sid/openapi/domain (enums.ts),
-- as server/src/db/schema.ts builds them.
ALTER TABLE "penduduk" ADD COLUMN "nama_ayah" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "nik_ayah" char(16);--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "nama_ibu" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "nik_ibu" char(16);--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "golongan_darah" text DEFAULT 'Tidak Tahu' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "tanggal_perkawinan" date;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "kewarganegaraan" text DEFAULT 'WNI' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "no_paspor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "no_kitas_kitap" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "disabilitas" text;--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_nik_ayah_ck" CHECK ("penduduk"."nik_ayah" ~ '^[0-9]{16}$');--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_nik_ibu_ck" CHECK ("penduduk"."nik_ibu" ~ '^[0-9]{16}$');--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_golongan_darah_ck" CHECK ("penduduk"."golongan_darah" in ('A', 'B', 'AB', 'O', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Tidak Tahu'));--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_kewarganegaraan_ck" CHECK ("penduduk"."kewarganegaraan" in ('WNI', 'WNA'));--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_disabilitas_ck" CHECK ("penduduk"."disabilitas" in ('1', '2', '3', '4', '5', '6'));--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_tanggal_perkawinan_ck" CHECK ("penduduk"."tanggal_perkawinan" is null or "penduduk"."status_perkawinan" = 'Kawin');--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_dokumen_wna_ck" CHECK ("penduduk"."kewarganegaraan" = 'WNA' or ("penduduk"."no_paspor" = '' and "penduduk"."no_kitas_kitap" = ''));
