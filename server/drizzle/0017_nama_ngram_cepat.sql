-- Issue 15: seeding a million residents on PGlite. The pair index (penduduk_nama_ngram_idx, migration
-- 0010) computes sid_nama_ngram for every name it indexes; as a SQL function with a query inside
-- (generate_series, array_agg DISTINCT) each call ran the executor: ~115 us a name, 23 s for 200,000
-- names and most of the index rebuild after a bulk load. The same letters and pairs are now collected
-- in PL/pgSQL without a query (~12 us a name): the name's runs without whitespace (split with the
-- same '\s' class as before), each run's letters and its pairs of adjacent letters.
-- The array holds the same elements as before, not necessarily once each nor sorted: the index's keys
-- (a GIN index stores each distinct element once) and every use of the function (`@>` in
-- sid_penduduk_nama_cocok) depend only on the elements, so the index built with the old body stays
-- valid and is not rebuilt. test/nama-ngram.test.ts holds the two bodies equal as sets.
CREATE OR REPLACE FUNCTION "sid_nama_ngram"(p_nama text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path = pg_catalog, pg_temp AS $f$
DECLARE
  bagian text;
  hasil text[] := '{}';
BEGIN
  FOREACH bagian IN ARRAY regexp_split_to_array(lower(p_nama), '\s+') LOOP
    hasil := hasil || string_to_array(bagian, NULL);
    FOR i IN 1 .. length(bagian) - 1 LOOP
      hasil := hasil || substr(bagian, i, 2);
    END LOOP;
  END LOOP;
  RETURN hasil;
END
$f$;
