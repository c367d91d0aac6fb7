-- Issue 37's speed: the statistics from each village's counts kept for the day, recomputed only for a
-- village whose residents changed since (and, at the end, an index for the monthly report's starting point).
--
-- sid_statistik_penduduk (0029) turned every living resident into six rows (one per dimension, the age
-- computed and the RT's label joined per person) and grouped them: ~5.7 million rows for a regency of a
-- million, ~9 s on a loaded machine where the page must answer in 0.5 s. Now:
-- - sid_statistik_hitung counts villages (or one dusun) in one pass, by GROUPING SETS of the residents'
--   age and stored columns (religion, education, occupation, marital status, RT), so a row is only
--   hashed, never turned into six.
-- - statistik_simpan keeps each village's counts of the day (ages on that day) with the village's
--   statistics version; statistik_desa.versi_statistik moves whenever a resident starts or stops
--   counting, or a counted column of a living resident changes (the triggers below). A request reuses a
--   village's counts while the day and the version match and recomputes the others under a lock (two
--   requests never compute one village twice at once). The RT's label is joined when read, so renaming
--   a dusun or an RT is seen at once without recomputing.
-- - sid_statistik_ringkas answers the sums over the villages in scope (desa_id NULL) and one 'desa' row
--   per village and sex. On a read replica a stale village cannot be stored: the write is refused and
--   the request is read again on the primary (src/db/replika.ts), as any read that writes.
--
-- Scope, as before: a village's transaction sees its own residents, the regency's (sid.kabupaten =
-- 'ya') every village's, counts only; p_desa narrows to one village, p_dusun to one dusun (computed, not
-- kept), p_kecamatan to the villages of one kecamatan.
ALTER TABLE "statistik_desa" ADD COLUMN "versi_statistik" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "statistik_simpan" (
	"desa_id" uuid PRIMARY KEY NOT NULL,
	"hari" date NOT NULL,
	"versi" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistik_simpan_baris" (
	"desa_id" uuid NOT NULL,
	"dimensi" text NOT NULL,
	"kategori" text,
	"jenis_kelamin" text NOT NULL,
	"jumlah" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statistik_simpan" ADD CONSTRAINT "statistik_simpan_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statistik_simpan_baris" ADD CONSTRAINT "statistik_simpan_baris_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statistik_simpan_baris_desa_idx" ON "statistik_simpan_baris" USING btree ("desa_id");--> statement-breakpoint
ALTER TABLE "statistik_simpan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "statistik_simpan_baris" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "statistik_simpan" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "statistik_simpan_baris" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "statistik_simpan", "statistik_simpan_baris" TO "sid_app";--> statement-breakpoint
-- The version moves with every change statistik_desa already counts (a resident in or out, a status, a
-- sex): the counter row 0003 updates then moves it too.
CREATE OR REPLACE FUNCTION "statistik_penduduk_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
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
    INSERT INTO "statistik_desa" AS s ("desa_id", "penduduk", "hidup", "masuk", "keluar", "meninggal", "pria", "wanita", "versi_statistik")
    SELECT d.*, 1 FROM (
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
      "wanita" = s."wanita" + excluded."wanita",
      "versi_statistik" = s."versi_statistik" + 1
  $q$, perubahan);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A living resident's counted column edited (age, religion, education, occupation, marital status, RT):
-- the version moves for the villages where a value really changed; an edit of a name or a phone number
-- never touches the counter row.
CREATE FUNCTION "statistik_versi_naik"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "statistik_desa" s SET "versi_statistik" = s."versi_statistik" + 1
  WHERE s."desa_id" IN (
    SELECT b."desa_id" FROM baru b JOIN lama l ON l."id" = b."id"
    WHERE b."status_penduduk" IN ('', 'penduduk_masuk')
      AND (b."tanggal_lahir", b."agama", b."pendidikan_terakhir", b."pekerjaan", b."status_perkawinan", b."wilayah_rt_id")
        IS DISTINCT FROM (l."tanggal_lahir", l."agama", l."pendidikan_terakhir", l."pekerjaan", l."status_perkawinan", l."wilayah_rt_id")
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_statistik_versi" AFTER UPDATE ON "penduduk" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "statistik_versi_naik"();
--> statement-breakpoint
-- Each RT's label as the statistics print it ('RW/RT/dusun' as 'NNN/NNN/name'), by the RT's id as text
-- (the kept counts' category). Read only inside the functions below, as their owner.
CREATE VIEW "sid_label_rt" AS
  SELECT rt."id"::text AS "rt_id", lpad(rw."nomor"::text, 3, '0') || '/' || lpad(rt."nomor"::text, 3, '0') || '/' || ds."nama" AS "label"
  FROM "rt" rt JOIN "rw" rw ON rw."id" = rt."rw_id" JOIN "dusun" ds ON ds."id" = rw."dusun_id";
--> statement-breakpoint
REVOKE ALL ON "sid_label_rt" FROM PUBLIC;--> statement-breakpoint
-- The counts of villages p_desa (or of one dusun of one of them) on day p_hari, by village, dimension and
-- sex: the age in whole years ('umur', NULL without a birth date or with one after p_hari), religion,
-- education, occupation, marital status, and the RT's id as text ('wilayah', NULL without an RT). Every
-- dimension holds every living resident once. EXECUTE ... USING plans the query with the villages'
-- array as a value (as 0005 does): an index scan for one village, one pass over the table for hundreds.
CREATE FUNCTION "sid_statistik_hitung"(p_hari date, p_desa uuid[], p_dusun uuid)
  RETURNS TABLE ("desa_id" uuid, "dimensi" text, "kategori" text, "jenis_kelamin" text, "jumlah" int)
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET work_mem = '32MB' SET jit = off AS $f$
BEGIN
  RETURN QUERY EXECUTE $q$
    WITH g AS MATERIALIZED (
      SELECT p."desa_id", p."jenis_kelamin", p.umur, p."agama", p."pendidikan_terakhir", p."pekerjaan",
        p."status_perkawinan", p."wilayah_rt_id", count(*)::int AS n,
        GROUPING(p.umur) AS g_lahir, GROUPING(p."agama") AS g_agama, GROUPING(p."pendidikan_terakhir") AS g_pendidikan,
        GROUPING(p."pekerjaan") AS g_pekerjaan, GROUPING(p."status_perkawinan") AS g_kawin, GROUPING(p."wilayah_rt_id") AS g_rt
      FROM (
        SELECT x."desa_id", x."jenis_kelamin", x."agama", x."pendidikan_terakhir", x."pekerjaan", x."status_perkawinan", x."wilayah_rt_id",
          CASE WHEN x."tanggal_lahir" IS NULL OR x."tanggal_lahir" > $1 THEN NULL ELSE extract(year FROM age($1, x."tanggal_lahir"))::int END AS umur
        FROM "penduduk" x
        WHERE x."desa_id" IN (SELECT unnest($2::uuid[])) AND x."status_penduduk" IN ('', 'penduduk_masuk')
          AND ($3::uuid IS NULL OR x."wilayah_rt_id" IN (SELECT rt."id" FROM "rt" rt JOIN "rw" rw ON rw."id" = rt."rw_id" WHERE rw."dusun_id" = $3::uuid))
      ) p
      GROUP BY GROUPING SETS (
        (p."desa_id", p."jenis_kelamin", p.umur), (p."desa_id", p."jenis_kelamin", p."agama"),
        (p."desa_id", p."jenis_kelamin", p."pendidikan_terakhir"), (p."desa_id", p."jenis_kelamin", p."pekerjaan"),
        (p."desa_id", p."jenis_kelamin", p."status_perkawinan"), (p."desa_id", p."jenis_kelamin", p."wilayah_rt_id")
      )
    )
    SELECT g."desa_id", 'umur'::text, g.umur::text, g."jenis_kelamin", g.n FROM g WHERE g.g_lahir = 0
    UNION ALL SELECT g."desa_id", 'agama', g."agama", g."jenis_kelamin", g.n FROM g WHERE g.g_agama = 0
    UNION ALL SELECT g."desa_id", 'pendidikan', g."pendidikan_terakhir", g."jenis_kelamin", g.n FROM g WHERE g.g_pendidikan = 0
    UNION ALL SELECT g."desa_id", 'pekerjaan', g."pekerjaan", g."jenis_kelamin", g.n FROM g WHERE g.g_pekerjaan = 0
    UNION ALL SELECT g."desa_id", 'status_perkawinan', g."status_perkawinan", g."jenis_kelamin", g.n FROM g WHERE g.g_kawin = 0
    UNION ALL SELECT g."desa_id", 'wilayah', g."wilayah_rt_id"::text, g."jenis_kelamin", g.n FROM g WHERE g.g_rt = 0
  $q$ USING p_hari, p_desa, p_dusun;
END $f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_statistik_hitung"(date, uuid[], uuid) FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "sid_statistik_ringkas"(p_hari date, p_desa uuid, p_dusun uuid, p_kecamatan text)
  RETURNS TABLE ("desa_id" uuid, "dimensi" text, "kategori" text, "jenis_kelamin" text, "jumlah" int)
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
#variable_conflict use_column
DECLARE
  v_sendiri uuid := nullif(current_setting('sid.desa_id', true), '')::uuid;
  v_kabupaten boolean := coalesce(current_setting('sid.kabupaten', true), '') = 'ya';
  v_basi uuid[];
BEGIN
  IF NOT v_kabupaten THEN
    -- A village sees itself only.
    IF v_sendiri IS NULL OR (p_desa IS NOT NULL AND p_desa <> v_sendiri) THEN RETURN; END IF;
    p_desa := v_sendiri;
  END IF;
  IF p_dusun IS NOT NULL THEN
    IF p_desa IS NULL THEN RETURN; END IF;
    RETURN QUERY
      WITH h AS MATERIALIZED (SELECT * FROM sid_statistik_hitung(p_hari, ARRAY[p_desa], p_dusun))
      SELECT NULL::uuid, h."dimensi", coalesce(l."label", CASE WHEN h."dimensi" = 'wilayah' THEN NULL ELSE h."kategori" END), h."jenis_kelamin", sum(h."jumlah")::int
        FROM h LEFT JOIN "sid_label_rt" l ON h."dimensi" = 'wilayah' AND l."rt_id" = h."kategori"
        GROUP BY 2, 3, 4
      UNION ALL
      SELECT p_desa, 'desa', NULL, h."jenis_kelamin", sum(h."jumlah")::int FROM h WHERE h."dimensi" = 'umur' GROUP BY 4;
    RETURN;
  END IF;
  -- The villages in scope whose kept counts are not of today and of their current version, locked in
  -- order (two requests never compute a village at once, nor deadlock), then looked at again: another
  -- request may have stored them meanwhile.
  SELECT array_agg(sd."desa_id" ORDER BY sd."desa_id") INTO v_basi FROM "statistik_desa" sd
    JOIN "desa" d ON d."id" = sd."desa_id"
    LEFT JOIN "statistik_simpan" ss ON ss."desa_id" = sd."desa_id"
    WHERE (p_desa IS NULL OR sd."desa_id" = p_desa) AND (p_kecamatan IS NULL OR d."kecamatan" = p_kecamatan)
      AND (ss."desa_id" IS NULL OR ss."hari" <> p_hari OR ss."versi" <> sd."versi_statistik");
  IF v_basi IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('sid_statistik_simpan:' || x::text, 0)) FROM unnest(v_basi) AS x ORDER BY x;
    SELECT array_agg(sd."desa_id") INTO v_basi FROM "statistik_desa" sd
      LEFT JOIN "statistik_simpan" ss ON ss."desa_id" = sd."desa_id"
      WHERE sd."desa_id" = ANY(v_basi) AND (ss."desa_id" IS NULL OR ss."hari" <> p_hari OR ss."versi" <> sd."versi_statistik");
  END IF;
  IF v_basi IS NOT NULL THEN
    -- The version is read before the counts: a change committed meanwhile moves it past what is stored.
    INSERT INTO "statistik_simpan" ("desa_id", "hari", "versi")
      SELECT sd."desa_id", p_hari, sd."versi_statistik" FROM "statistik_desa" sd WHERE sd."desa_id" = ANY(v_basi)
      ON CONFLICT ("desa_id") DO UPDATE SET "hari" = excluded."hari", "versi" = excluded."versi";
    DELETE FROM "statistik_simpan_baris" b WHERE b."desa_id" = ANY(v_basi);
    INSERT INTO "statistik_simpan_baris" ("desa_id", "dimensi", "kategori", "jenis_kelamin", "jumlah")
      SELECT h."desa_id", h."dimensi", h."kategori", h."jenis_kelamin", h."jumlah" FROM sid_statistik_hitung(p_hari, v_basi, NULL) h;
  END IF;
  RETURN QUERY
    WITH b AS MATERIALIZED (
      SELECT x."desa_id", x."dimensi", x."kategori", x."jenis_kelamin", x."jumlah" FROM "statistik_simpan_baris" x
      JOIN "desa" d ON d."id" = x."desa_id"
      WHERE (p_desa IS NULL OR x."desa_id" = p_desa) AND (p_kecamatan IS NULL OR d."kecamatan" = p_kecamatan)
    )
    SELECT NULL::uuid, b."dimensi", coalesce(l."label", CASE WHEN b."dimensi" = 'wilayah' THEN NULL ELSE b."kategori" END), b."jenis_kelamin", sum(b."jumlah")::int
      FROM b LEFT JOIN "sid_label_rt" l ON b."dimensi" = 'wilayah' AND l."rt_id" = b."kategori"
      GROUP BY 2, 3, 4
    UNION ALL
    SELECT b."desa_id", 'desa', NULL, b."jenis_kelamin", sum(b."jumlah")::int FROM b WHERE b."dimensi" = 'umur' GROUP BY 1, 4;
END $f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_statistik_ringkas"(date, uuid, uuid, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_statistik_ringkas"(date, uuid, uuid, text) TO "sid_app";--> statement-breakpoint
DROP FUNCTION "sid_statistik_penduduk"(date, uuid, uuid);--> statement-breakpoint
-- The monthly report's starting point (src/data/peristiwa.ts): a card's count at the end of the
-- village's last closed month, summed from its own events.
CREATE INDEX "peristiwa_penduduk_kk_idx" ON "peristiwa_penduduk" USING btree ("kk_id", "dicatat_pada");
