-- Issue 35: the address in the village. A village keeps its own areas (wilayah desa): its dusun (or
-- lingkungan), the RW under a dusun and the RT under an RW, managed by its Super Admin
-- (src/services/wilayah-desa.ts). A family card has its address here once (an RT and the street or house
-- text `alamat`); a member who lives apart has an RT and `alamat` of their own. The origin address of an
-- incoming family stays `penduduk.alamat_asal`.
CREATE TABLE "dusun" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"nama" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dusun_nama_ck" CHECK (length(btrim("dusun"."nama")) between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "rw" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"dusun_id" uuid NOT NULL,
	"nomor" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rw_nomor_ck" CHECK ("rw"."nomor" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "rt" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"rw_id" uuid NOT NULL,
	"nomor" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rt_nomor_ck" CHECK ("rt"."nomor" between 1 and 999)
);
--> statement-breakpoint
ALTER TABLE "dusun" ADD CONSTRAINT "dusun_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rw" ADD CONSTRAINT "rw_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt" ADD CONSTRAINT "rt_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- An empty area goes with its parent; one in use is kept by the restrict of the cards and people below.
ALTER TABLE "rw" ADD CONSTRAINT "rw_dusun_id_dusun_id_fk" FOREIGN KEY ("dusun_id") REFERENCES "public"."dusun"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rt" ADD CONSTRAINT "rt_rw_id_rw_id_fk" FOREIGN KEY ("rw_id") REFERENCES "public"."rw"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One name per village (whatever its case), one number per parent.
CREATE UNIQUE INDEX "dusun_desa_nama_uq" ON "dusun" USING btree ("desa_id", lower(btrim("nama")));--> statement-breakpoint
ALTER TABLE "rw" ADD CONSTRAINT "rw_dusun_nomor_uq" UNIQUE("dusun_id","nomor");--> statement-breakpoint
ALTER TABLE "rt" ADD CONSTRAINT "rt_rw_nomor_uq" UNIQUE("rw_id","nomor");--> statement-breakpoint
CREATE INDEX "rw_desa_idx" ON "rw" USING btree ("desa_id","dusun_id");--> statement-breakpoint
CREATE INDEX "rt_desa_idx" ON "rt" USING btree ("desa_id","rw_id");--> statement-breakpoint
-- The family card's address here, and a member's own when they live apart.
ALTER TABLE "kartu_keluarga" ADD COLUMN "rt_id" uuid;--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD COLUMN "alamat" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "rt_id" uuid;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "alamat" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Where the person lives: their own RT, else their card's. Kept by the database (triggers below) so the
-- resident list filters by dusun/RW/RT on one column; application code never writes it.
ALTER TABLE "penduduk" ADD COLUMN "wilayah_rt_id" uuid;--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD CONSTRAINT "kartu_keluarga_rt_id_rt_id_fk" FOREIGN KEY ("rt_id") REFERENCES "public"."rt"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_rt_id_rt_id_fk" FOREIGN KEY ("rt_id") REFERENCES "public"."rt"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_wilayah_rt_id_rt_id_fk" FOREIGN KEY ("wilayah_rt_id") REFERENCES "public"."rt"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kartu_keluarga_rt_idx" ON "kartu_keluarga" USING btree ("rt_id") WHERE "kartu_keluarga"."rt_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "penduduk_rt_idx" ON "penduduk" USING btree ("rt_id") WHERE "penduduk"."rt_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "penduduk_wilayah_rt_idx" ON "penduduk" USING btree ("desa_id","wilayah_rt_id","id") WHERE "penduduk"."wilayah_rt_id" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "penduduk_wilayah"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rt_id" IS NOT NULL THEN
    NEW."wilayah_rt_id" := NEW."rt_id";
  ELSE
    SELECT k."rt_id" INTO NEW."wilayah_rt_id" FROM "kartu_keluarga" k WHERE k."id" = NEW."kk_id";
  END IF;
  -- An address here with an RT completes the record's 'alamat' ("Data perlu dilengkapi").
  IF NEW."wilayah_rt_id" IS NOT NULL THEN
    NEW."perlu_dilengkapi" := array_remove(NEW."perlu_dilengkapi", 'alamat');
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_wilayah" BEFORE INSERT OR UPDATE OF "kk_id", "rt_id", "wilayah_rt_id" ON "penduduk"
  FOR EACH ROW EXECUTE FUNCTION "penduduk_wilayah"();
--> statement-breakpoint
-- A card's new RT reaches the members who live on it.
CREATE FUNCTION "kartu_keluarga_rt_ke_anggota"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "penduduk" SET "wilayah_rt_id" = NEW."rt_id" WHERE "kk_id" = NEW."id" AND "rt_id" IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "kartu_keluarga_rt_ke_anggota" AFTER UPDATE OF "rt_id" ON "kartu_keluarga"
  FOR EACH ROW WHEN (OLD."rt_id" IS DISTINCT FROM NEW."rt_id") EXECUTE FUNCTION "kartu_keluarga_rt_ke_anggota"();
--> statement-breakpoint
-- Village isolation as every registry table (migration 0006).
ALTER TABLE "dusun" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rw" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "rt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "dusun" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "rw" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "rt" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "dusun", "rw", "rt" TO "sid_app";
--> statement-breakpoint
-- The records there are: their address here read from alamat_asal where it names a dusun, an RW and an
-- RT ("Dusun Krajan RT 02 RW 05", "Dsn. Krajan, Rt.2/Rw.5", "RT 002 RW 005 Dukuh Krajan"), never for
-- an incoming family (theirs is where they came from). A card takes its first member's address; a
-- member whose own text names another place lives apart there. What cannot be read stays verbatim (the
-- card's `alamat`; alamat_asal is never changed) and its people are listed as "perlu dilengkapi"
-- (`alamat`). The column is migration 0023's (issue 35's person fields) when it ran first.
ALTER TABLE "penduduk" ADD COLUMN IF NOT EXISTS "perlu_dilengkapi" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "alamat_0024" AS
  SELECT x.*,
    -- The dusun's name as written (letters, apostrophes, spaces), cut before a following RT, RW, Desa, Kec...
    btrim(regexp_replace(x."dusun_mentah", '[[:space:]]+(rt|rw|desa|ds|kel|kelurahan|kec|kecamatan|kab|kabupaten|no|nomor|jl|jln|jalan|gang|gg)([^[:alpha:]].*)?$', '', 'i')) AS "dusun_tulis"
  FROM (
    SELECT p."id" AS "penduduk_id", p."kk_id", p."desa_id", p."anggota_pertama", p."alamat_asal" AS "teks",
      (regexp_match(p."alamat_asal", '(?:^|[^[:alpha:]])rt\.?[[:space:]]*:?[[:space:]]*0*([0-9]{1,3})(?![0-9])', 'i'))[1]::int AS "rt",
      (regexp_match(p."alamat_asal", '(?:^|[^[:alpha:]])rw\.?[[:space:]]*:?[[:space:]]*0*([0-9]{1,3})(?![0-9])', 'i'))[1]::int AS "rw",
      (regexp_match(p."alamat_asal", '(?:^|[^[:alpha:]])(?:dusun|dsn\.?|dukuh)[[:space:]]*([[:alpha:]][[:alpha:]'' ]*)', 'i'))[1] AS "dusun_mentah"
    FROM "penduduk" p JOIN "kartu_keluarga" k ON k."id" = p."kk_id"
    WHERE NOT k."data_masuk" AND k."rt_id" IS NULL AND btrim(p."alamat_asal") <> ''
  ) x;--> statement-breakpoint
ALTER TABLE "alamat_0024" ADD COLUMN "dusun" text, ADD COLUMN "sisa" text, ADD COLUMN "rt_id" uuid;--> statement-breakpoint
UPDATE "alamat_0024" SET
  "dusun" = initcap(regexp_replace("dusun_tulis", '[[:space:]]+', ' ', 'g')),
  -- The rest: the text without the parts read and the punctuation they leave.
  "sisa" = left(btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace("teks",
      '(?:dusun|dsn\.?|dukuh)[[:space:]]*' || "dusun_tulis", '', 'i'),
      'r[tw]\.?[[:space:]]*:?[[:space:]]*[0-9]{1,3}(?![0-9])', '', 'gi'),
      '[[:space:]]*[,/][[:space:]]*([,/][[:space:]]*)+', ', ', 'g'),
      '[[:space:]]+', ' ', 'g'), ' ,./-'), 200)
  WHERE "rt" BETWEEN 1 AND 999 AND "rw" BETWEEN 1 AND 999 AND coalesce("dusun_tulis", '') <> '';--> statement-breakpoint
INSERT INTO "dusun" ("desa_id", "nama")
  SELECT DISTINCT "desa_id", "dusun" FROM "alamat_0024" WHERE "dusun" IS NOT NULL
  ON CONFLICT ("desa_id", lower(btrim("nama"))) DO NOTHING;--> statement-breakpoint
INSERT INTO "rw" ("desa_id", "dusun_id", "nomor")
  SELECT DISTINCT a."desa_id", d."id", a."rw" FROM "alamat_0024" a
    JOIN "dusun" d ON d."desa_id" = a."desa_id" AND lower(btrim(d."nama")) = lower(a."dusun")
  ON CONFLICT ("dusun_id", "nomor") DO NOTHING;--> statement-breakpoint
INSERT INTO "rt" ("desa_id", "rw_id", "nomor")
  SELECT DISTINCT a."desa_id", w."id", a."rt" FROM "alamat_0024" a
    JOIN "dusun" d ON d."desa_id" = a."desa_id" AND lower(btrim(d."nama")) = lower(a."dusun")
    JOIN "rw" w ON w."dusun_id" = d."id" AND w."nomor" = a."rw"
  ON CONFLICT ("rw_id", "nomor") DO NOTHING;--> statement-breakpoint
UPDATE "alamat_0024" a SET "rt_id" = t."id"
  FROM "dusun" d JOIN "rw" w ON w."dusun_id" = d."id" JOIN "rt" t ON t."rw_id" = w."id"
  WHERE a."dusun" IS NOT NULL AND d."desa_id" = a."desa_id" AND lower(btrim(d."nama")) = lower(a."dusun") AND w."nomor" = a."rw" AND t."nomor" = a."rt";--> statement-breakpoint
-- A card: its first member's address, or that text verbatim when it could not be read.
UPDATE "kartu_keluarga" k SET "rt_id" = a."rt_id", "alamat" = CASE WHEN a."rt_id" IS NULL THEN left(btrim(a."teks"), 200) ELSE a."sisa" END
  FROM "alamat_0024" a WHERE a."kk_id" = k."id" AND a."anggota_pertama";--> statement-breakpoint
-- A member whose own text names another place than the card's lives apart there.
UPDATE "penduduk" p SET "rt_id" = a."rt_id", "alamat" = a."sisa"
  FROM "alamat_0024" a JOIN "kartu_keluarga" k ON k."id" = a."kk_id"
  WHERE p."id" = a."penduduk_id" AND NOT a."anggota_pertama" AND a."rt_id" IS NOT NULL AND a."rt_id" IS DISTINCT FROM k."rt_id";--> statement-breakpoint
-- Who is to be completed: a text that could not be read, unless it is the card's own, read (the same words).
UPDATE "penduduk" p SET "perlu_dilengkapi" = array_append(p."perlu_dilengkapi", 'alamat')
  FROM "alamat_0024" a LEFT JOIN "alamat_0024" h ON h."kk_id" = a."kk_id" AND h."anggota_pertama"
  WHERE p."id" = a."penduduk_id" AND a."rt_id" IS NULL AND NOT ('alamat' = ANY (p."perlu_dilengkapi"))
    AND NOT (h."rt_id" IS NOT NULL AND lower(btrim(h."teks")) = lower(btrim(a."teks")));--> statement-breakpoint
DROP TABLE "alamat_0024";
