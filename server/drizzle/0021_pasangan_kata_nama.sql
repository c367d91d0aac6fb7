-- Issue 15: a search of two parts ('agus pra', 'dewi lest') in a large village. Its names were the names
-- of one part's words (those ending in 'agus': 'agus' and 'bagus', 34,000 of a million residents) each
-- checked against the whole term, read twice per family-card search (its count and its page): ~30 ms of
-- a ~55 ms request on PGlite. A term of two parts is in a name exactly when a word ending in the first
-- part is directly followed by one starting with the second, so each pair of adjacent words of each name
-- is a row here, keyed by (village, word, next word): the term's residents and their cards are the rows
-- of the few words of each part (lib/search-kata.ts), 1,357 for 'agus pra'. Kept by the same trigger
-- function as the words (migration 0013), replaced below; application code never writes it.
CREATE TABLE "penduduk_pasangan_kata" (
	"desa_id" uuid NOT NULL,
	"kata" text NOT NULL,
	"lanjut" text NOT NULL,
	"penduduk_id" uuid NOT NULL,
	"kk_id" uuid NOT NULL
);
--> statement-breakpoint
-- The residents there are (the key built after the rows). The words of a name are the elements of
-- string_to_array(sort_nama, ' '); a pair is two adjacent elements, neither empty (a double space
-- leaves an empty element between two words: no term with single spaces runs across it).
INSERT INTO "penduduk_pasangan_kata" ("desa_id", "kata", "lanjut", "penduduk_id", "kk_id")
  SELECT DISTINCT p."desa_id", a.w[i], a.w[i + 1], p."id", p."kk_id"
  FROM "penduduk" p, string_to_array(p."sort_nama", ' ') AS a(w), generate_series(1, cardinality(a.w) - 1) AS i
  WHERE a.w[i] <> '' AND a.w[i + 1] <> '';--> statement-breakpoint
ALTER TABLE "penduduk_pasangan_kata" ADD CONSTRAINT "penduduk_pasangan_kata_pk" PRIMARY KEY("desa_id","kata","lanjut","penduduk_id","kk_id");--> statement-breakpoint
-- Village isolation as every registry table (migration 0006).
ALTER TABLE "penduduk_pasangan_kata" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "penduduk_pasangan_kata" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "penduduk_pasangan_kata" TO "sid_app";--> statement-breakpoint
-- Migration 0013's function with the pairs kept beside the words, from the same rows of the statement
-- (its triggers stay: one pass over the transition tables per statement).
CREATE OR REPLACE FUNCTION "penduduk_kata_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH k AS (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM baru r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
    ), kosakata AS (
      INSERT INTO "kata_nama_desa" ("desa_id", "kata") SELECT DISTINCT "desa_id", "kata" FROM k ORDER BY 1, 2 ON CONFLICT DO NOTHING
    )
    INSERT INTO "penduduk_kata" ("desa_id", "kata", "sort_nama", "penduduk_id", "kk_id") SELECT * FROM k ON CONFLICT DO NOTHING;
    INSERT INTO "penduduk_pasangan_kata" ("desa_id", "kata", "lanjut", "penduduk_id", "kk_id")
      SELECT DISTINCT r."desa_id", a.w[i], a.w[i + 1], r."id", r."kk_id"
        FROM baru r, string_to_array(r."sort_nama", ' ') AS a(w), generate_series(1, cardinality(a.w) - 1) AS i
        WHERE a.w[i] <> '' AND a.w[i + 1] <> ''
      ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "penduduk_kata" pk USING (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM lama r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
    ) x WHERE (pk."desa_id", pk."kata", pk."sort_nama", pk."penduduk_id", pk."kk_id") = (x."desa_id", x."kata", x."sort_nama", x."id", x."kk_id");
    DELETE FROM "penduduk_pasangan_kata" pp USING (
      SELECT DISTINCT r."desa_id", a.w[i] AS "kata", a.w[i + 1] AS "lanjut", r."id", r."kk_id"
        FROM lama r, string_to_array(r."sort_nama", ' ') AS a(w), generate_series(1, cardinality(a.w) - 1) AS i
        WHERE a.w[i] <> '' AND a.w[i + 1] <> ''
    ) x WHERE (pp."desa_id", pp."kata", pp."lanjut", pp."penduduk_id", pp."kk_id") = (x."desa_id", x."kata", x."lanjut", x."id", x."kk_id");
  ELSE
    -- Only the rows whose name, card (or village) changed: most updates are a status or an address.
    DELETE FROM "penduduk_kata" pk USING (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM lama r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
          AND EXISTS (SELECT 1 FROM baru o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
    ) x WHERE (pk."desa_id", pk."kata", pk."sort_nama", pk."penduduk_id", pk."kk_id") = (x."desa_id", x."kata", x."sort_nama", x."id", x."kk_id");
    DELETE FROM "penduduk_pasangan_kata" pp USING (
      SELECT DISTINCT r."desa_id", a.w[i] AS "kata", a.w[i + 1] AS "lanjut", r."id", r."kk_id"
        FROM lama r, string_to_array(r."sort_nama", ' ') AS a(w), generate_series(1, cardinality(a.w) - 1) AS i
        WHERE a.w[i] <> '' AND a.w[i + 1] <> ''
          AND EXISTS (SELECT 1 FROM baru o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
    ) x WHERE (pp."desa_id", pp."kata", pp."lanjut", pp."penduduk_id", pp."kk_id") = (x."desa_id", x."kata", x."lanjut", x."id", x."kk_id");
    WITH k AS (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM baru r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
          AND EXISTS (SELECT 1 FROM lama o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
    ), kosakata AS (
      INSERT INTO "kata_nama_desa" ("desa_id", "kata") SELECT DISTINCT "desa_id", "kata" FROM k ORDER BY 1, 2 ON CONFLICT DO NOTHING
    )
    INSERT INTO "penduduk_kata" ("desa_id", "kata", "sort_nama", "penduduk_id", "kk_id") SELECT * FROM k ON CONFLICT DO NOTHING;
    INSERT INTO "penduduk_pasangan_kata" ("desa_id", "kata", "lanjut", "penduduk_id", "kk_id")
      SELECT DISTINCT r."desa_id", a.w[i], a.w[i + 1], r."id", r."kk_id"
        FROM baru r, string_to_array(r."sort_nama", ' ') AS a(w), generate_series(1, cardinality(a.w) - 1) AS i
        WHERE a.w[i] <> '' AND a.w[i + 1] <> ''
          AND EXISTS (SELECT 1 FROM lama o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
