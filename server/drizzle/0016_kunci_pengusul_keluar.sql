-- Issue 15: the moved-out list sorted by its proposer's name, sex, birth, address or age walked the
-- movers of the village in that order (penduduk_status_*_idx) and probed each for being a record's
-- proposer: 35-40 ms a page on PGlite at 12,000 records of a million residents. As migration 0014 did
-- for the card's number, the followers and the statement, the proposer's (urutan 0) sort keys are now
-- kept on the record, each with an index: a page walks it and stops.
-- - computed by the record's BEFORE trigger (penduduk_keluar_kunci_urut, now also these columns);
-- - a member added, removed, moved or reordered touches the record, which runs it again;
-- - the proposer's own row changing (a corrected name, sex, birth, address or age) touches it too.
-- A record without a proposer (never left by the API) sorts as the lookup did: '' and age last.
ALTER TABLE "penduduk_keluar" ADD COLUMN "sort_nama" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "jenis_kelamin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "sort_ttl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "sort_alamat" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ADD COLUMN "sort_umur" integer DEFAULT 2147483647 NOT NULL;--> statement-breakpoint
-- The records there are (the BEFORE trigger does not run for these columns yet).
UPDATE "penduduk_keluar" pk SET "sort_nama" = p."sort_nama", "jenis_kelamin" = p."jenis_kelamin", "sort_ttl" = p."sort_ttl",
  "sort_alamat" = p."sort_alamat", "sort_umur" = p."sort_umur"
FROM "penduduk_keluar_anggota" a JOIN "penduduk" p ON p."id" = a."penduduk_id"
WHERE a."penduduk_keluar_id" = pk."id" AND a."urutan" = 0;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "penduduk_keluar_kunci_urut"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."sort_no_kk" := coalesce((SELECT k."no_kk" FROM "kartu_keluarga" k WHERE k."id" = NEW."kk_id"), '');
  NEW."jumlah_pengikut" := (SELECT count(*) FROM "penduduk_keluar_anggota" a WHERE a."penduduk_keluar_id" = NEW."id")::int - 1;
  NEW."data_lengkap" := EXISTS (SELECT 1 FROM "keterangan_keluar" kt WHERE kt."penduduk_keluar_id" = NEW."id");
  SELECT p."sort_nama", p."jenis_kelamin", p."sort_ttl", p."sort_alamat", p."sort_umur"
    INTO NEW."sort_nama", NEW."jenis_kelamin", NEW."sort_ttl", NEW."sort_alamat", NEW."sort_umur"
    FROM "penduduk_keluar_anggota" a JOIN "penduduk" p ON p."id" = a."penduduk_id"
    WHERE a."penduduk_keluar_id" = NEW."id" AND a."urutan" = 0;
  IF NOT FOUND THEN
    NEW."sort_nama" := ''; NEW."jenis_kelamin" := ''; NEW."sort_ttl" := ''; NEW."sort_alamat" := ''; NEW."sort_umur" := 2147483647;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER "penduduk_keluar_kunci_urut" ON "penduduk_keluar";--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_kunci_urut" BEFORE INSERT OR UPDATE OF "kk_id", "sort_no_kk", "jumlah_pengikut", "data_lengkap",
  "sort_nama", "jenis_kelamin", "sort_ttl", "sort_alamat", "sort_umur" ON "penduduk_keluar"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_keluar_kunci_urut"();
--> statement-breakpoint
-- Reordering the members (a new proposer) or swapping a member counts too.
DROP TRIGGER "penduduk_keluar_anggota_sentuh" ON "penduduk_keluar_anggota";--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_anggota_sentuh" AFTER INSERT OR DELETE OR UPDATE OF "penduduk_keluar_id", "urutan", "penduduk_id" ON "penduduk_keluar_anggota"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_keluar_sentuh"();
--> statement-breakpoint
-- The proposer's row corrected: its record looks again.
CREATE FUNCTION "penduduk_ke_keluar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "penduduk_keluar" SET "jumlah_pengikut" = "jumlah_pengikut"
  WHERE "id" IN (SELECT a."penduduk_keluar_id" FROM "penduduk_keluar_anggota" a WHERE a."penduduk_id" = NEW."id" AND a."urutan" = 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_ke_keluar" AFTER UPDATE OF "nama_lengkap", "jenis_kelamin", "tempat_tanggal_lahir", "alamat_asal", "umur" ON "penduduk"
  FOR EACH ROW WHEN ((OLD."nama_lengkap", OLD."jenis_kelamin", OLD."tempat_tanggal_lahir", OLD."alamat_asal", OLD."umur")
    IS DISTINCT FROM (NEW."nama_lengkap", NEW."jenis_kelamin", NEW."tempat_tanggal_lahir", NEW."alamat_asal", NEW."umur"))
  EXECUTE FUNCTION "penduduk_ke_keluar"();
--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_sort_nama_idx" ON "penduduk_keluar" USING btree ("desa_id","sort_nama","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_jenis_kelamin_idx" ON "penduduk_keluar" USING btree ("desa_id","jenis_kelamin","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_sort_ttl_idx" ON "penduduk_keluar" USING btree ("desa_id","sort_ttl","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_sort_alamat_idx" ON "penduduk_keluar" USING btree ("desa_id","sort_alamat","id");--> statement-breakpoint
CREATE INDEX "penduduk_keluar_desa_sort_umur_idx" ON "penduduk_keluar" USING btree ("desa_id","sort_umur","id");
