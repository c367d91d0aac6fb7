-- Issue 15: a name search sorted by name whose term is in many names. 'siti' is in ~3 % of a million
-- names but, as a first name, only from the S's on: walking the name index (desa_id, sort_nama, id)
-- until a page of them passed ~680,000 names (0.1-0.2 s); the trigram index finds them all but then
-- sorts tens of thousands. Here each word of each name (sort_nama split at spaces) is a row keyed by
-- (village, word, sort_nama, id): the names holding one word come in name order, and a term without a
-- space is in a name exactly when it is in one of its words, so a page is a merge of the ordered runs of
-- the few words that hold the term (lib/search-kata.ts). The resident's card ends the key: a family-card
-- search reads the cards of those names off the index alone. kata_nama_desa lists a village's words (never
-- shrunk: a word nobody has any more is an empty run). Both are kept by the database (statement
-- triggers below); application code never writes them.
CREATE TABLE "kata_nama_desa" (
	"desa_id" uuid NOT NULL,
	"kata" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penduduk_kata" (
	"desa_id" uuid NOT NULL,
	"kata" text NOT NULL,
	"sort_nama" text NOT NULL,
	"penduduk_id" uuid NOT NULL,
	"kk_id" uuid NOT NULL
);
--> statement-breakpoint
-- The residents there are (keys built after the rows: faster than row by row).
INSERT INTO "penduduk_kata" ("desa_id", "kata", "sort_nama", "penduduk_id", "kk_id")
  SELECT DISTINCT p."desa_id", w."kata", p."sort_nama", p."id", p."kk_id"
  FROM "penduduk" p, unnest(string_to_array(p."sort_nama", ' ')) AS w("kata") WHERE w."kata" <> '';--> statement-breakpoint
INSERT INTO "kata_nama_desa" ("desa_id", "kata") SELECT DISTINCT "desa_id", "kata" FROM "penduduk_kata";--> statement-breakpoint
ALTER TABLE "penduduk_kata" ADD CONSTRAINT "penduduk_kata_pk" PRIMARY KEY("desa_id","kata","sort_nama","penduduk_id","kk_id");--> statement-breakpoint
ALTER TABLE "kata_nama_desa" ADD CONSTRAINT "kata_nama_desa_pk" PRIMARY KEY("desa_id","kata");--> statement-breakpoint
ALTER TABLE "kata_nama_desa" ADD CONSTRAINT "kata_nama_desa_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Village isolation as every registry table (migration 0006).
ALTER TABLE "penduduk_kata" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "penduduk_kata" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "kata_nama_desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "kata_nama_desa" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "penduduk_kata", "kata_nama_desa" TO "sid_app";--> statement-breakpoint
-- The words of the rows a statement wrote: inserted rows, rows whose name (or village) changed, and
-- the same for the old side. Statement-level with transition tables, as the counters (migration 0003):
-- an import of 50,000 residents is one pass, not 50,000 calls. Words go in in order (no deadlock
-- between two writers adding the same new words).
-- Each branch names only the transition tables its operation has (PL/pgSQL plans a statement when it
-- first runs it).
CREATE FUNCTION "penduduk_kata_ubah"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM "penduduk_kata" pk USING (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM lama r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
    ) x WHERE (pk."desa_id", pk."kata", pk."sort_nama", pk."penduduk_id", pk."kk_id") = (x."desa_id", x."kata", x."sort_nama", x."id", x."kk_id");
  ELSE
    -- Only the rows whose name, card (or village) changed: most updates are a status or an address.
    DELETE FROM "penduduk_kata" pk USING (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM lama r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
          AND EXISTS (SELECT 1 FROM baru o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
    ) x WHERE (pk."desa_id", pk."kata", pk."sort_nama", pk."penduduk_id", pk."kk_id") = (x."desa_id", x."kata", x."sort_nama", x."id", x."kk_id");
    WITH k AS (
      SELECT DISTINCT r."desa_id", w."kata", r."sort_nama", r."id", r."kk_id"
        FROM baru r, unnest(string_to_array(r."sort_nama", ' ')) AS w("kata")
        WHERE w."kata" <> ''
          AND EXISTS (SELECT 1 FROM lama o WHERE o."id" = r."id" AND (o."sort_nama", o."desa_id", o."kk_id") IS DISTINCT FROM (r."sort_nama", r."desa_id", r."kk_id"))
    ), kosakata AS (
      INSERT INTO "kata_nama_desa" ("desa_id", "kata") SELECT DISTINCT "desa_id", "kata" FROM k ORDER BY 1, 2 ON CONFLICT DO NOTHING
    )
    INSERT INTO "penduduk_kata" ("desa_id", "kata", "sort_nama", "penduduk_id", "kk_id") SELECT * FROM k ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_kata_ins" AFTER INSERT ON "penduduk" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_kata_ubah"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_kata_upd" AFTER UPDATE ON "penduduk" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_kata_ubah"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_kata_del" AFTER DELETE ON "penduduk" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "penduduk_kata_ubah"();
