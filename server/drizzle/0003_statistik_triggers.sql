-- Custom migration: keeps statistik_desa exact. Statement-level triggers with transition tables add
-- up the change of one whole statement (a 500-row family move is one update of the counter row), and
-- skip the counter row entirely when a statement changes neither status, sex nor the number of rows
-- (most edits), so ordinary edits never wait on it.
CREATE FUNCTION "statistik_penduduk_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The rows of the statement with a sign: +1 as they are now, -1 as they were.
  perubahan text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT desa_id, 1 AS tanda, status_penduduk, jenis_kelamin FROM baru'
    WHEN 'DELETE' THEN 'SELECT desa_id, -1 AS tanda, status_penduduk, jenis_kelamin FROM lama'
    ELSE 'SELECT desa_id, 1 AS tanda, status_penduduk, jenis_kelamin FROM baru
          UNION ALL SELECT desa_id, -1, status_penduduk, jenis_kelamin FROM lama'
  END;
BEGIN
  EXECUTE format($q$
    INSERT INTO "statistik_desa" AS s ("desa_id", "penduduk", "hidup", "masuk", "keluar", "meninggal", "pria", "wanita")
    SELECT d.* FROM (
      SELECT desa_id,
        sum(tanda)::int AS penduduk,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk = ''), 0)::int AS hidup,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk = 'penduduk_masuk'), 0)::int AS masuk,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk = 'penduduk_keluar'), 0)::int AS keluar,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk = 'meninggal'), 0)::int AS meninggal,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk IN ('', 'penduduk_masuk') AND jenis_kelamin = 'Laki laki'), 0)::int AS pria,
        coalesce(sum(tanda) FILTER (WHERE status_penduduk IN ('', 'penduduk_masuk') AND jenis_kelamin = 'Perempuan'), 0)::int AS wanita
      FROM (%s) u GROUP BY desa_id
    ) d
    WHERE d.penduduk <> 0 OR d.hidup <> 0 OR d.masuk <> 0 OR d.keluar <> 0 OR d.meninggal <> 0 OR d.pria <> 0 OR d.wanita <> 0
    ORDER BY d.desa_id
    ON CONFLICT ("desa_id") DO UPDATE SET
      "penduduk" = s."penduduk" + excluded."penduduk",
      "hidup" = s."hidup" + excluded."hidup",
      "masuk" = s."masuk" + excluded."masuk",
      "keluar" = s."keluar" + excluded."keluar",
      "meninggal" = s."meninggal" + excluded."meninggal",
      "pria" = s."pria" + excluded."pria",
      "wanita" = s."wanita" + excluded."wanita"
  $q$, perubahan);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_statistik_ins" AFTER INSERT ON "penduduk" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_penduduk_ubah"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_statistik_upd" AFTER UPDATE ON "penduduk" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_penduduk_ubah"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_statistik_del" AFTER DELETE ON "penduduk" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_penduduk_ubah"();
--> statement-breakpoint
CREATE FUNCTION "statistik_kartu_keluarga_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "statistik_desa" AS s ("desa_id", "kartu_keluarga")
    SELECT desa_id, count(*)::int FROM baru GROUP BY desa_id ORDER BY desa_id
    ON CONFLICT ("desa_id") DO UPDATE SET "kartu_keluarga" = s."kartu_keluarga" + excluded."kartu_keluarga";
  ELSE
    INSERT INTO "statistik_desa" AS s ("desa_id", "kartu_keluarga")
    SELECT desa_id, -count(*)::int FROM lama GROUP BY desa_id ORDER BY desa_id
    ON CONFLICT ("desa_id") DO UPDATE SET "kartu_keluarga" = s."kartu_keluarga" + excluded."kartu_keluarga";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_statistik_ins" AFTER INSERT ON "kartu_keluarga" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_kartu_keluarga_ubah"();
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_statistik_del" AFTER DELETE ON "kartu_keluarga" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_kartu_keluarga_ubah"();
--> statement-breakpoint
-- The figures of the rows that already exist.
INSERT INTO "statistik_desa" ("desa_id", "penduduk", "hidup", "masuk", "keluar", "meninggal", "pria", "wanita", "kartu_keluarga")
SELECT d."id",
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id"),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" = ''),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" = 'penduduk_masuk'),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" = 'penduduk_keluar'),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" = 'meninggal'),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" IN ('', 'penduduk_masuk') AND p."jenis_kelamin" = 'Laki laki'),
  (SELECT count(*) FROM "penduduk" p WHERE p."desa_id" = d."id" AND p."status_penduduk" IN ('', 'penduduk_masuk') AND p."jenis_kelamin" = 'Perempuan'),
  (SELECT count(*) FROM "kartu_keluarga" k WHERE k."desa_id" = d."id")
FROM "desa" d
ON CONFLICT ("desa_id") DO NOTHING;
