-- Issue 15: the Penduduk Masuk list sorted by "data lengkap" looked each incoming card's entry
-- documents up in keterangan_masuk and sorted them all (52-85 ms for 20,000 incoming cards of a million
-- residents). As migration 0014 did for the moved-out records and deaths, the value is now kept on the
-- card by the database, with an index over the incoming cards: a page walks it and stops.
-- - kartu_keluarga.data_lengkap: its entry documents (keterangan_masuk, one record per card) are there.
-- A BEFORE trigger on the card computes it whenever the card is inserted or the column written (a value
-- written by anyone else is replaced); a statement added, removed or moved touches the column, which
-- runs it again. Application code never writes it.
ALTER TABLE "kartu_keluarga" ADD COLUMN "data_lengkap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The cards there are (before the triggers).
UPDATE "kartu_keluarga" k SET "data_lengkap" = true WHERE EXISTS (SELECT 1 FROM "keterangan_masuk" km WHERE km."kk_id" = k."id");--> statement-breakpoint
CREATE FUNCTION "kartu_keluarga_kunci_lengkap"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."data_lengkap" := EXISTS (SELECT 1 FROM "keterangan_masuk" km WHERE km."kk_id" = NEW."id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_kunci_lengkap" BEFORE INSERT OR UPDATE OF "data_lengkap" ON "kartu_keluarga"
  FOR EACH ROW EXECUTE FUNCTION "kartu_keluarga_kunci_lengkap"();
--> statement-breakpoint
-- A statement added, removed or moved to another card: the card (old and new) looks again.
CREATE FUNCTION "keterangan_masuk_sentuh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "kartu_keluarga" SET "data_lengkap" = "data_lengkap" WHERE "id" = OLD."kk_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "kartu_keluarga" SET "data_lengkap" = "data_lengkap" WHERE "id" = NEW."kk_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "keterangan_masuk_sentuh" AFTER INSERT OR DELETE OR UPDATE OF "kk_id" ON "keterangan_masuk"
  FOR EACH ROW EXECUTE FUNCTION "keterangan_masuk_sentuh"();
--> statement-breakpoint
CREATE INDEX "kartu_keluarga_masuk_lengkap_idx" ON "kartu_keluarga" USING btree ("desa_id","data_lengkap","id") WHERE "kartu_keluarga"."data_masuk" and "kartu_keluarga"."jumlah_anggota" > 0;
