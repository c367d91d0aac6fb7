-- Custom migration (after the generated column): statistik_desa.penduduk_keluar, the village's
-- moved-out records (rows of penduduk_keluar), kept by a statement-level trigger as the other totals
-- are (0003, 0018). The Penduduk Keluar list counted its records on every page: ~12,000 index entries,
-- ~4 ms of a ~30 ms page on PGlite at a million residents (issue 15). Inserts and deletes only: a
-- record's village never changes (no update sets desa_id, and the policy's WITH CHECK keeps a row in
-- its village), while its own columns change with every member and statement; a statement trigger on
-- UPDATE would capture those rows for nothing (transition tables cannot be limited to a column).
ALTER TABLE "statistik_desa" ADD COLUMN "penduduk_keluar" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION "statistik_penduduk_keluar_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The rows of the statement with a sign: +1 inserted, -1 deleted.
  perubahan text := CASE TG_OP WHEN 'INSERT' THEN 'SELECT desa_id, 1 AS tanda FROM baru' ELSE 'SELECT desa_id, -1 AS tanda FROM lama' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO "statistik_desa" AS s ("desa_id", "penduduk_keluar")
    SELECT d.* FROM (SELECT desa_id, sum(tanda)::int AS n FROM (%s) u GROUP BY desa_id) d
    WHERE d.n <> 0
    ORDER BY d.desa_id
    ON CONFLICT ("desa_id") DO UPDATE SET "penduduk_keluar" = s."penduduk_keluar" + excluded."penduduk_keluar"
  $q$, perubahan);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_statistik_ins" AFTER INSERT ON "penduduk_keluar" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_penduduk_keluar_ubah"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_keluar_statistik_del" AFTER DELETE ON "penduduk_keluar" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_penduduk_keluar_ubah"();
--> statement-breakpoint
-- The records that already exist.
UPDATE "statistik_desa" s SET "penduduk_keluar" = (SELECT count(*) FROM "penduduk_keluar" pk WHERE pk."desa_id" = s."desa_id");
