-- Issue 15: a name search of one or two letters at a million residents. The trigram index
-- (penduduk_nama_trgm_idx) narrows a LIKE only with a run of 3+ letters; a shorter term scanned every
-- resident of the village whenever its matches were few ('qu' among a million: seconds). This index
-- holds each name's letters and letter pairs, lower-cased, without whitespace: a term of one or two
-- characters is one element of it, so `sid_nama_ngram(nama_lengkap) @> array[lower(term)]` finds the
-- few names that hold it at once. The ILIKE beside it stays the rule (lib/search.ts nameMatch); this
-- only narrows. A common pair ('an') is left to the sort index, which meets its matches soon.
CREATE FUNCTION "sid_nama_ngram"(p_nama text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $f$
  SELECT coalesce(array_agg(DISTINCT g), '{}'::text[])
  FROM (
    SELECT substr(l, i, n) AS g
    FROM (SELECT lower(p_nama) AS l) s, generate_series(1, length(s.l)) AS i, (VALUES (1), (2)) AS v(n)
    WHERE i + n - 1 <= length(s.l)
  ) x
  WHERE g !~ '\s'
$f$;
--> statement-breakpoint
CREATE INDEX "penduduk_nama_ngram_idx" ON "penduduk" USING gin ("sid_nama_ngram"("nama_lengkap"));
--> statement-breakpoint
-- Under row-level security PostgreSQL lets a condition use an index only if its operator is
-- leakproof; LIKE, ILIKE and array containment are not, so as sid_app a name search read every
-- resident of the village (seconds at a million) whatever the indexes. This function finds, as the
-- owner and through the trigram or pair index, the ids of the names that hold a term, only in the
-- village of the transaction (sid.desa_id, the policies' own setting; none outside a village's
-- transaction). It hands out ids, never a row: the caller reads the rows under the policies.
-- p_pola is the ILIKE pattern (lib/search.ts containsPattern); p_pasangan the lower-cased term of one
-- or two characters for the pair index, or NULL for the trigram index.
CREATE FUNCTION "sid_penduduk_nama_cocok"(p_pola text, p_pasangan text) RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100 SET search_path = public, pg_temp AS $f$
DECLARE
  desa uuid := nullif(current_setting('sid.desa_id', true), '')::uuid;
BEGIN
  IF desa IS NULL THEN
    RETURN;
  END IF;
  -- EXECUTE plans with the term's values each time: the index is chosen for this term.
  IF p_pasangan IS NULL THEN
    RETURN QUERY EXECUTE 'SELECT p.id FROM penduduk p WHERE p.desa_id = $1 AND p.nama_lengkap ILIKE $2' USING desa, p_pola;
  ELSE
    RETURN QUERY EXECUTE 'SELECT p.id FROM penduduk p WHERE p.desa_id = $1 AND sid_nama_ngram(p.nama_lengkap) @> ARRAY[$3]::text[] AND p.sort_nama LIKE lower($2)'
      USING desa, p_pola, p_pasangan;
  END IF;
END
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_penduduk_nama_cocok"(text, text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_penduduk_nama_cocok"(text, text) TO "sid_app";
