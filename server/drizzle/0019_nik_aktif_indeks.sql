-- Custom migration: sid_desa_nik_aktif (0006) compared the char(16) column with its text argument, so
-- PostgreSQL cast the column (nik::text = p_nik) and could use no index: every resident added or edited
-- read the whole registry to learn that no other village holds the NIK (~110 ms on PGlite at 100,000
-- residents, ~1 s at a million; an import asked it once per row). Casting the argument instead keeps the
-- comparison on the column's own type, answered by penduduk_nik_aktif_uq in a few index pages.
-- bpchar without a length: an argument longer than 16 characters is compared whole, never truncated.
CREATE OR REPLACE FUNCTION "sid_desa_nik_aktif"(p_nik text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT d."nama_desa" FROM "penduduk" p JOIN "desa" d ON d."id" = p."desa_id"
  WHERE p."nik" = p_nik::bpchar AND p."status_penduduk" IN ('', 'penduduk_masuk')
    AND p."desa_id" IS DISTINCT FROM nullif(current_setting('sid.desa_id', true), '')::uuid
  LIMIT 1
$f$;
