-- Issue 15: the incoming list (Penduduk Masuk) sorted by its cards' heads. An incoming card is one
-- with kartu_keluarga.data_masuk (set when the card is registered, never changed); its head is its
-- first member (anggota_pertama, migration 0005). The list sorted by a head's name looked up each
-- card's head and sorted them all (0.1-0.36 s for 20,000 incoming cards in a village of a million);
-- a partial index over those heads needs the card's flag on the person: penduduk.kartu_masuk, copied
-- by the database whenever a person joins a card. Application code never writes it.
ALTER TABLE "penduduk" ADD COLUMN "kartu_masuk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The people already on incoming cards (before the trigger, which keeps the column from other writes).
UPDATE "penduduk" p SET "kartu_masuk" = true FROM "kartu_keluarga" k WHERE k."id" = p."kk_id" AND k."data_masuk";--> statement-breakpoint
CREATE FUNCTION "penduduk_kartu_masuk"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."kk_id" IS DISTINCT FROM OLD."kk_id" THEN
    NEW."kartu_masuk" := coalesce((SELECT k."data_masuk" FROM "kartu_keluarga" k WHERE k."id" = NEW."kk_id"), false);
  ELSE
    NEW."kartu_masuk" := OLD."kartu_masuk";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_kartu_masuk" BEFORE INSERT OR UPDATE OF "kk_id", "kartu_masuk" ON "penduduk"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_kartu_masuk"();
--> statement-breakpoint
CREATE INDEX "kartu_keluarga_masuk_no_kk_idx" ON "kartu_keluarga" USING btree ("desa_id","no_kk","id") WHERE "kartu_keluarga"."data_masuk" and "kartu_keluarga"."jumlah_anggota" > 0;--> statement-breakpoint
CREATE INDEX "kartu_keluarga_masuk_jumlah_idx" ON "kartu_keluarga" USING btree ("desa_id","jumlah_anggota","id") WHERE "kartu_keluarga"."data_masuk" and "kartu_keluarga"."jumlah_anggota" > 0;--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_nama_idx" ON "penduduk" USING btree ("desa_id","sort_nama","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_ttl_idx" ON "penduduk" USING btree ("desa_id","sort_ttl","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_alamat_idx" ON "penduduk" USING btree ("desa_id","sort_alamat","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
CREATE INDEX "penduduk_masuk_jenis_kelamin_idx" ON "penduduk" USING btree ("desa_id","jenis_kelamin","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";
