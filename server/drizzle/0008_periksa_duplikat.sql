-- Issue 13: warnings about possible duplicates of a resident (same name, birth place and birth date
-- under another NIK), for POST /api/penduduk/periksa (server/src/data/periksa-penduduk.ts).

-- The birth place and date of a 'Tempat Tanggal Lahir' text as one key, 'malang|1990-01-05', or NULL
-- when no date of the calendar can be read at its end. The same rule as the shared domain's
-- kunciTempatTanggalLahir (openapi/src/domain/tempat-tanggal-lahir.ts); server/test/nik-periksa.test.ts
-- holds the two equal on a table of texts.
CREATE FUNCTION "sid_ttl_kunci"(p_ttl text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
DECLARE
  t text := regexp_replace(regexp_replace(lower(coalesce(p_ttl, '')), '[ \t\r\n]+', ' ', 'g'), '^ | $', '', 'g');
  m text[];
  tempat text;
  tahun int;
  bulan int;
  hari int;
BEGIN
  m := regexp_match(t, '^(.*[^0-9])?([0-9]{4})-([0-9]{1,2})-([0-9]{1,2}) ?$');
  IF m IS NOT NULL THEN
    tempat := m[1]; tahun := m[2]::int; bulan := m[3]::int; hari := m[4]::int;
  ELSE
    m := regexp_match(t, '^(.*[^0-9])?([0-9]{1,2})[ ./-]+([a-z]+|[0-9]{1,2})[ ./-]+([0-9]{4}) ?$');
    IF m IS NULL THEN RETURN NULL; END IF;
    tempat := m[1]; hari := m[2]::int; tahun := m[4]::int;
    bulan := CASE
      WHEN m[3] ~ '^[0-9]+$' THEN m[3]::int
      WHEN m[3] IN ('januari', 'jan', 'january') THEN 1
      WHEN m[3] IN ('februari', 'pebruari', 'feb', 'peb', 'february') THEN 2
      WHEN m[3] IN ('maret', 'mar', 'march') THEN 3
      WHEN m[3] IN ('april', 'apr') THEN 4
      WHEN m[3] IN ('mei', 'may') THEN 5
      WHEN m[3] IN ('juni', 'jun', 'june') THEN 6
      WHEN m[3] IN ('juli', 'jul', 'july') THEN 7
      WHEN m[3] IN ('agustus', 'agu', 'agt', 'ags', 'aug', 'august') THEN 8
      WHEN m[3] IN ('september', 'sep', 'sept') THEN 9
      WHEN m[3] IN ('oktober', 'okt', 'oct', 'october') THEN 10
      WHEN m[3] IN ('november', 'nopember', 'nov', 'nop') THEN 11
      WHEN m[3] IN ('desember', 'des', 'dec', 'december') THEN 12
      ELSE 0 END;
  END IF;
  IF tahun < 1800 OR tahun > 2999 OR bulan < 1 OR bulan > 12 OR hari < 1
    OR hari > extract(day from make_date(tahun, bulan, 1) + interval '1 month' - interval '1 day')::int THEN
    RETURN NULL;
  END IF;
  RETURN regexp_replace(coalesce(tempat, ''), '[ ,]+$', '') || '|' || to_char(make_date(tahun, bulan, hari), 'YYYY-MM-DD');
END
$f$;--> statement-breakpoint

-- Same-name lookups across the regency (the per-village sort index starts with desa_id).
CREATE INDEX IF NOT EXISTS "penduduk_sort_nama_idx" ON "penduduk" USING btree ("sort_nama");--> statement-breakpoint

-- A possible duplicate in another village: the names of the villages (never the person) where an active
-- resident (alive or incoming) has the same name (case-insensitive), the same birth place and date key,
-- and another NIK. The rows are behind the policies, hence SECURITY DEFINER, as sid_desa_nik_aktif (0006).
CREATE FUNCTION "sid_desa_duplikat"(p_nama text, p_kunci text, p_nik text) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT DISTINCT d."nama_desa" FROM "penduduk" p JOIN "desa" d ON d."id" = p."desa_id"
  WHERE p."sort_nama" = lower(btrim(p_nama))
    AND sid_ttl_kunci(p."tempat_tanggal_lahir") = p_kunci
    AND p."nik" IS DISTINCT FROM p_nik
    AND p."status_penduduk" IN ('', 'penduduk_masuk')
    AND p."desa_id" IS DISTINCT FROM nullif(current_setting('sid.desa_id', true), '')::uuid
  ORDER BY 1
  LIMIT 5
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_desa_duplikat"(text, text, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_desa_duplikat"(text, text, text) TO "sid_app";
