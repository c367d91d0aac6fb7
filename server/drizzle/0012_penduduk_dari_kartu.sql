-- Issue 15: what a resident's list needs of their card, kept on the resident by the database.
-- - kartu_masuk: the card came in through the incoming flow (kartu_keluarga.data_masuk, set when the
--   card is registered, never changed). The incoming list (Penduduk Masuk) sorted by a head's name
--   looked up each card's head and sorted them all (0.1-0.36 s for 20,000 incoming cards in a village
--   of a million); a partial index over the heads (anggota_pertama, migration 0005) needs the flag.
-- - sort_no_kk: the card's No. KK. Residents sorted by No. KK walked the cards in order and each card's
--   members, then sorted every card's members by id (0.2 s at a million); now one index.
-- Both are copied from the card whenever a resident's row is written (BEFORE trigger: a value written
-- by anyone else is replaced) and pushed to the members when a card's number changes. Application
-- code never writes either.
ALTER TABLE "penduduk" ADD COLUMN "kartu_masuk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_no_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The residents there are (before the triggers).
UPDATE "penduduk" p SET "kartu_masuk" = k."data_masuk", "sort_no_kk" = k."no_kk" FROM "kartu_keluarga" k WHERE k."id" = p."kk_id";--> statement-breakpoint
CREATE FUNCTION "penduduk_dari_kartu"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT k."data_masuk", k."no_kk" INTO NEW."kartu_masuk", NEW."sort_no_kk" FROM "kartu_keluarga" k WHERE k."id" = NEW."kk_id";
  NEW."kartu_masuk" := coalesce(NEW."kartu_masuk", false);
  NEW."sort_no_kk" := coalesce(NEW."sort_no_kk", '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_dari_kartu" BEFORE INSERT OR UPDATE OF "kk_id", "kartu_masuk", "sort_no_kk" ON "penduduk"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_dari_kartu"();
--> statement-breakpoint
-- A card's new number reaches its members (their trigger reads it from the card).
CREATE FUNCTION "kartu_keluarga_no_kk_ke_anggota"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "penduduk" SET "sort_no_kk" = NEW."no_kk" WHERE "kk_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_no_kk_ke_anggota" AFTER UPDATE OF "no_kk" ON "kartu_keluarga"
  FOR EACH ROW WHEN (OLD."no_kk" IS DISTINCT FROM NEW."no_kk") EXECUTE FUNCTION "kartu_keluarga_no_kk_ke_anggota"();
--> statement-breakpoint
CREATE INDEX "kartu_keluarga_masuk_no_kk_idx" ON "kartu_keluarga" USING btree ("desa_id","no_kk","id") WHERE "kartu_keluarga"."data_masuk" and "kartu_keluarga"."jumlah_anggota" > 0;--> statement-breakpoint
CREATE INDEX "kartu_keluarga_masuk_jumlah_idx" ON "kartu_keluarga" USING btree ("desa_id","jumlah_anggota","id") WHERE "kartu_keluarga"."data_masuk" and "kartu_keluarga"."jumlah_anggota" > 0;--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_nama_idx" ON "penduduk" USING btree ("desa_id","sort_nama","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_ttl_idx" ON "penduduk" USING btree ("desa_id","sort_ttl","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_alamat_idx" ON "penduduk" USING btree ("desa_id","sort_alamat","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_jenis_kelamin_idx" ON "penduduk" USING btree ("desa_id","jenis_kelamin","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_desa_no_kk_idx" ON "penduduk" USING btree ("desa_id","sort_no_kk","id");
