-- Custom migration (after the generated column): statistik_desa.kartu_masuk, the village's incoming
-- cards with at least one member (kartuMasukSql in src/data/penduduk-masuk.ts), kept by the card's
-- statement-level trigger as kartu_keluarga is (0003). The Penduduk Masuk list read its total by
-- counting the heads of the incoming cards on every page: 20,000 index entries, 14-40 ms of every page
-- on PGlite at a million residents (issue 15). A card enters the count when it is an incoming card and
-- gets its first member (kartu_keluarga_segarkan updates jumlah_anggota), and leaves it when it loses
-- its last one or is deleted; a statement that changes neither count writes nothing.
ALTER TABLE "statistik_desa" ADD COLUMN "kartu_masuk" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "statistik_kartu_keluarga_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The rows of the statement with a sign: +1 as they are now, -1 as they were.
  perubahan text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT desa_id, 1 AS tanda, data_masuk AND jumlah_anggota > 0 AS masuk FROM baru'
    WHEN 'DELETE' THEN 'SELECT desa_id, -1 AS tanda, data_masuk AND jumlah_anggota > 0 AS masuk FROM lama'
    ELSE 'SELECT desa_id, 1 AS tanda, data_masuk AND jumlah_anggota > 0 AS masuk FROM baru
          UNION ALL SELECT desa_id, -1, data_masuk AND jumlah_anggota > 0 FROM lama'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO "statistik_desa" AS s ("desa_id", "kartu_keluarga", "kartu_masuk")
    SELECT d.* FROM (
      SELECT desa_id,
        sum(tanda)::int AS kartu_keluarga,
        coalesce(sum(tanda) FILTER (WHERE masuk), 0)::int AS kartu_masuk
      FROM (%s) u GROUP BY desa_id
    ) d
    WHERE d.kartu_keluarga <> 0 OR d.kartu_masuk <> 0
    ORDER BY d.desa_id
    ON CONFLICT ("desa_id") DO UPDATE SET
      "kartu_keluarga" = s."kartu_keluarga" + excluded."kartu_keluarga",
      "kartu_masuk" = s."kartu_masuk" + excluded."kartu_masuk"
  $q$, perubahan);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_statistik_upd" AFTER UPDATE ON "kartu_keluarga" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_kartu_keluarga_ubah"();
--> statement-breakpoint
-- The figures of the cards that already exist.
UPDATE "statistik_desa" s SET "kartu_masuk" = (
  SELECT count(*) FROM "kartu_keluarga" k WHERE k."desa_id" = s."desa_id" AND k."data_masuk" AND k."jumlah_anggota" > 0
);
