-- Issue 37: the population statistics of a village and of the regency, counts only.
--
-- One SECURITY DEFINER function answers every table: the living residents (Hidup and Penduduk Masuk
-- Desa, the dashboard's total) counted by sex and one of six dimensions: age in whole years on p_hari
-- ('umur', NULL without a birth date), religion, education, occupation, marital status, and where they
-- live ('wilayah': 'RW/RT/dusun' as 'NNN/NNN/name', NULL without an RT). Every dimension holds every
-- living resident once, so each table adds up to the same total.
--
-- A village's transaction sees its own residents; the regency's (sid.kabupaten = 'ya') every village's,
-- as counts grouped by village: the registry rows stay behind their policies (migration 0006), and
-- the function answers nothing else. p_desa narrows to one village, p_dusun to one dusun.
CREATE FUNCTION "sid_statistik_penduduk"(p_hari date, p_desa uuid, p_dusun uuid)
  RETURNS TABLE ("desa_id" uuid, "dimensi" text, "kategori" text, "jenis_kelamin" text, "jumlah" int)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  WITH h AS (
    SELECT p."desa_id", p."jenis_kelamin", p."agama", p."pendidikan_terakhir", p."pekerjaan", p."status_perkawinan",
      CASE WHEN p."tanggal_lahir" IS NULL OR p."tanggal_lahir" > p_hari THEN NULL
        ELSE extract(year FROM age(p_hari, p."tanggal_lahir"))::int END AS "umur",
      CASE WHEN rt."id" IS NULL THEN NULL
        ELSE lpad(rw."nomor"::text, 3, '0') || '/' || lpad(rt."nomor"::text, 3, '0') || '/' || ds."nama" END AS "wilayah"
    FROM "penduduk" p
    LEFT JOIN "rt" rt ON rt."id" = p."wilayah_rt_id"
    LEFT JOIN "rw" rw ON rw."id" = rt."rw_id"
    LEFT JOIN "dusun" ds ON ds."id" = rw."dusun_id"
    WHERE p."status_penduduk" IN ('', 'penduduk_masuk')
      AND (p."desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya')
      AND (p_desa IS NULL OR p."desa_id" = p_desa)
      AND (p_dusun IS NULL OR ds."id" = p_dusun)
  )
  SELECT h."desa_id", d."dimensi", d."kategori", h."jenis_kelamin", count(*)::int
  FROM h CROSS JOIN LATERAL (VALUES
    ('umur', h."umur"::text), ('agama', h."agama"), ('pendidikan', h."pendidikan_terakhir"),
    ('pekerjaan', h."pekerjaan"), ('status_perkawinan', h."status_perkawinan"), ('wilayah', h."wilayah")
  ) AS d("dimensi", "kategori")
  GROUP BY h."desa_id", d."dimensi", d."kategori", h."jenis_kelamin"
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_statistik_penduduk"(date, uuid, uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_statistik_penduduk"(date, uuid, uuid) TO "sid_app";
