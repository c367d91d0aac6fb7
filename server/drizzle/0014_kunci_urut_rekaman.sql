-- Issue 15: the moved-out list sorted by No. KK, by followers or by "data lengkap", and the deaths list
-- by "data lengkap", looked each record's value up in another table and sorted them all (60-90 ms for
-- 12,000 moved-out records, 30,000 deaths of a million residents). The values are now kept on the
-- record by the database, each with an index: a page walks it and stops.
-- - penduduk_keluar.sort_no_kk: its card's No. KK (pushed when the card's number changes);
-- - penduduk_keluar.jumlah_pengikut: its members but the proposer (count - 1, as the list and CSV show);
-- - penduduk_keluar.data_lengkap: its statement (keterangan_keluar) is there;
-- - kematian.data_lengkap: its archive photo (arsip_kematian) is there.
-- A BEFORE trigger on the record computes them whenever the record is written (a value written by anyone
-- else is replaced); a change to a member, a statement or an archive touches the record's column, which
-- runs it again. Application code never writes them.
ALTER TABLE "kematian" ADD COLUMN "data_lengkap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "sort_no_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "jumlah_pengikut" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "data_lengkap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The records there are (before the triggers).
UPDATE "penduduk_keluar" pk SET
  "sort_no_kk" = k."no_kk",
  "jumlah_pengikut" = (SELECT count(*) FROM "penduduk_keluar_anggota" a WHERE a."penduduk_keluar_id" = pk."id")::int - 1,
  "data_lengkap" = EXISTS (SELECT 1 FROM "keterangan_keluar" kt WHERE kt."penduduk_keluar_id" = pk."id")
FROM "kartu_keluarga" k WHERE k."id" = pk."kk_id";--> statement-breakpoint
UPDATE "kematian" km SET "data_lengkap" = true WHERE EXISTS (SELECT 1 FROM "arsip_kematian" a WHERE a."kematian_id" = km."id");--> statement-breakpoint
CREATE FUNCTION "penduduk_keluar_kunci_urut"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sort_no_kk" := coalesce((SELECT k."no_kk" FROM "kartu_keluarga" k WHERE k."id" = NEW."kk_id"), '');
  NEW."jumlah_pengikut" := (SELECT count(*) FROM "penduduk_keluar_anggota" a WHERE a."penduduk_keluar_id" = NEW."id")::int - 1;
  NEW."data_lengkap" := EXISTS (SELECT 1 FROM "keterangan_keluar" kt WHERE kt."penduduk_keluar_id" = NEW."id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_kunci_urut" BEFORE INSERT OR UPDATE OF "kk_id", "sort_no_kk", "jumlah_pengikut", "data_lengkap" ON "penduduk_keluar"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_keluar_kunci_urut"();
--> statement-breakpoint
-- A member or a statement added, removed or moved: the record (old and new) counts again.
CREATE FUNCTION "penduduk_keluar_sentuh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "penduduk_keluar" SET "jumlah_pengikut" = "jumlah_pengikut" WHERE "id" = OLD."penduduk_keluar_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "penduduk_keluar" SET "jumlah_pengikut" = "jumlah_pengikut" WHERE "id" = NEW."penduduk_keluar_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_anggota_sentuh" AFTER INSERT OR DELETE OR UPDATE OF "penduduk_keluar_id" ON "penduduk_keluar_anggota"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_keluar_sentuh"();
--> statement-breakpoint
CREATE TRIGGER "keterangan_keluar_sentuh" AFTER INSERT OR DELETE OR UPDATE OF "penduduk_keluar_id" ON "keterangan_keluar"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_keluar_sentuh"();
--> statement-breakpoint
-- A card's new number reaches its moved-out records (their trigger reads it from the card).
CREATE FUNCTION "kartu_keluarga_no_kk_ke_keluar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "penduduk_keluar" SET "sort_no_kk" = NEW."no_kk" WHERE "kk_id" = NEW."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_no_kk_ke_keluar" AFTER UPDATE OF "no_kk" ON "kartu_keluarga"
  FOR EACH ROW WHEN (OLD."no_kk" IS DISTINCT FROM NEW."no_kk") EXECUTE FUNCTION "kartu_keluarga_no_kk_ke_keluar"();
--> statement-breakpoint
CREATE FUNCTION "kematian_kunci_urut"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_lengkap" := EXISTS (SELECT 1 FROM "arsip_kematian" a WHERE a."kematian_id" = NEW."id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kematian_kunci_urut" BEFORE INSERT OR UPDATE OF "data_lengkap" ON "kematian"
  FOR EACH ROW EXECUTE FUNCTION "kematian_kunci_urut"();
--> statement-breakpoint
CREATE FUNCTION "kematian_sentuh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "kematian" SET "data_lengkap" = "data_lengkap" WHERE "id" = OLD."kematian_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "kematian" SET "data_lengkap" = "data_lengkap" WHERE "id" = NEW."kematian_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "arsip_kematian_sentuh" AFTER INSERT OR DELETE OR UPDATE OF "kematian_id" ON "arsip_kematian"
  FOR EACH ROW EXECUTE FUNCTION "kematian_sentuh"();
--> statement-breakpoint
CREATE INDEX "kematian_desa_lengkap_idx" ON "kematian" USING btree ("desa_id","data_lengkap","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_no_kk_idx" ON "penduduk_keluar" USING btree ("desa_id","sort_no_kk","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_pengikut_idx" ON "penduduk_keluar" USING btree ("desa_id","jumlah_pengikut","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_lengkap_idx" ON "penduduk_keluar" USING btree ("desa_id","data_lengkap","id");
