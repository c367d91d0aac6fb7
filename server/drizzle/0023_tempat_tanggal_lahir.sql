-- Issue 35: a person's birth place and birth date as fields of their own, the age computed from the
-- date (never typed), and a record of what is left to complete ("Data perlu dilengkapi").
--
-- The old one-text `tempat_tanggal_lahir` stays: it is the spec's field, written back from the two
-- fields on every save ('Malang, 05 Januari 1990'), and for a record whose date cannot be read it keeps
-- the clerk's text verbatim. The typed age is kept as `umur_tercatat` (nothing is dropped) and shown
-- only while the record has no birth date; sorting by age is by the birth date.
ALTER TABLE "penduduk" ADD COLUMN "tempat_lahir" text;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "tanggal_lahir" date;--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "perlu_dilengkapi" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk" RENAME COLUMN "umur" TO "umur_tercatat";--> statement-breakpoint

-- The place (as written) and the date at the end of a 'Tempat Tanggal Lahir' text, or NULLs when no
-- date of the calendar can be read: the shared domain's uraiTempatTanggalLahir
-- (openapi/src/domain/lahir.ts), the shapes of sid_ttl_kunci (0008) keeping the place's capitals.
CREATE FUNCTION "sid_ttl_urai"(p_ttl text, OUT tempat text, OUT tanggal date)
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
DECLARE
  t text := regexp_replace(regexp_replace(coalesce(p_ttl, ''), '[ \t\r\n]+', ' ', 'g'), '^ | $', '', 'g');
  m text[];
  b text;
  tahun int;
  bulan int;
  hari int;
BEGIN
  m := regexp_match(t, '^(.*[^0-9])?([0-9]{4})-([0-9]{1,2})-([0-9]{1,2}) ?$');
  IF m IS NOT NULL THEN
    tempat := m[1]; tahun := m[2]::int; bulan := m[3]::int; hari := m[4]::int;
  ELSE
    m := regexp_match(t, '^(.*[^0-9])?([0-9]{1,2})[ ./-]+([a-zA-Z]+|[0-9]{1,2})[ ./-]+([0-9]{4}) ?$');
    IF m IS NULL THEN tempat := NULL; RETURN; END IF;
    tempat := m[1]; hari := m[2]::int; tahun := m[4]::int; b := lower(m[3]);
    bulan := CASE
      WHEN b ~ '^[0-9]+$' THEN b::int
      WHEN b IN ('januari', 'jan', 'january') THEN 1
      WHEN b IN ('februari', 'pebruari', 'feb', 'peb', 'february') THEN 2
      WHEN b IN ('maret', 'mar', 'march') THEN 3
      WHEN b IN ('april', 'apr') THEN 4
      WHEN b IN ('mei', 'may') THEN 5
      WHEN b IN ('juni', 'jun', 'june') THEN 6
      WHEN b IN ('juli', 'jul', 'july') THEN 7
      WHEN b IN ('agustus', 'agu', 'agt', 'ags', 'aug', 'august') THEN 8
      WHEN b IN ('september', 'sep', 'sept') THEN 9
      WHEN b IN ('oktober', 'okt', 'oct', 'october') THEN 10
      WHEN b IN ('november', 'nopember', 'nov', 'nop') THEN 11
      WHEN b IN ('desember', 'des', 'dec', 'december') THEN 12
      ELSE 0 END;
  END IF;
  IF tahun < 1800 OR tahun > 2999 OR bulan < 1 OR bulan > 12 OR hari < 1
    OR hari > extract(day from make_date(tahun, bulan, 1) + interval '1 month' - interval '1 day')::int THEN
    tempat := NULL; RETURN;
  END IF;
  tempat := regexp_replace(coalesce(tempat, ''), '[ ,]+$', '');
  tanggal := make_date(tahun, bulan, hari);
END
$f$;--> statement-breakpoint

-- The two fields and what is left to complete, of an old record's text and NIK: the shared domain's
-- lahirDariTeks (openapi/src/domain/lahir.ts), nothing guessed. server/test/lahir-migrasi.test.ts
-- holds the two equal on the fixture of messy texts.
CREATE FUNCTION "sid_lahir_dari_teks"(p_ttl text, p_nik text, OUT tempat_lahir text, OUT tanggal_lahir date, OUT perlu text[])
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
DECLARE
  bersih text := btrim(regexp_replace(coalesce(p_ttl, ''), '[ \t\r\n]+', ' ', 'g'));
  u record;
  dd int;
BEGIN
  perlu := '{}';
  SELECT * INTO u FROM sid_ttl_urai(bersih);
  IF u.tanggal IS NULL THEN
    IF bersih <> '' AND bersih !~ '[0-9]' THEN
      tempat_lahir := regexp_replace(bersih, '[ ,]+$', ''); perlu := ARRAY['tanggal_lahir'];
    ELSE
      perlu := ARRAY['tempat_lahir', 'tanggal_lahir'];
    END IF;
    RETURN;
  END IF;
  tanggal_lahir := u.tanggal;
  IF u.tempat = '' THEN perlu := perlu || 'tempat_lahir'::text; ELSE tempat_lahir := u.tempat; END IF;
  IF p_nik ~ '^[0-9]{16}$' THEN
    dd := substr(p_nik, 7, 2)::int;
    IF lpad((CASE WHEN dd > 40 THEN dd - 40 ELSE dd END)::text, 2, '0') || '-' || substr(p_nik, 9, 2) || '-' || substr(p_nik, 11, 2)
      <> to_char(u.tanggal, 'DD-MM-YY') THEN
      perlu := perlu || 'tanggal_lahir'::text;
    END IF;
  END IF;
END
$f$;--> statement-breakpoint

-- 'Malang, 05 Januari 1990': the shared domain's tempatTanggalLahirTeks.
CREATE FUNCTION "sid_ttl_teks"(p_tempat text, p_tanggal date) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
  SELECT CASE WHEN p_tanggal IS NULL THEN btrim(regexp_replace(coalesce(p_tempat, ''), '\s+', ' ', 'g'))
    ELSE concat_ws(', ', nullif(btrim(regexp_replace(coalesce(p_tempat, ''), '\s+', ' ', 'g')), ''),
      to_char(p_tanggal, 'DD') || ' ' || (ARRAY['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus',
        'September', 'Oktober', 'November', 'Desember'])[extract(month from p_tanggal)::int] || ' ' || to_char(p_tanggal, 'YYYY')) END
$f$;--> statement-breakpoint

-- Today in the village's time zone (sid.zona_waktu, set by the server on each connection; WIB when unset).
CREATE FUNCTION "sid_hari_ini"() RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
  SELECT (now() AT TIME ZONE coalesce(nullif(current_setting('sid.zona_waktu', true), ''), 'Asia/Jakarta'))::date
$f$;--> statement-breakpoint

-- The spec's `umur` as of today: '35 Tahun' from the date; the typed text while there is none.
CREATE FUNCTION "sid_umur_teks"(p_tanggal date, p_tercatat text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE SET search_path = public, pg_temp AS $f$
  SELECT CASE WHEN p_tanggal IS NULL THEN coalesce(p_tercatat, '')
    WHEN p_tanggal > sid_hari_ini() THEN ''
    ELSE extract(year from age(sid_hari_ini(), p_tanggal))::int::text || ' Tahun' END
$f$;--> statement-breakpoint

-- The conversion: every row read once; the text is rewritten from the two fields when its date was read.
UPDATE "penduduk" p SET "tempat_lahir" = x.tempat_lahir, "tanggal_lahir" = x.tanggal_lahir, "perlu_dilengkapi" = x.perlu,
  "tempat_tanggal_lahir" = CASE WHEN x.tanggal_lahir IS NULL THEN p."tempat_tanggal_lahir" ELSE sid_ttl_teks(x.tempat_lahir, x.tanggal_lahir) END
  FROM (SELECT q."id", (sid_lahir_dari_teks(q."tempat_tanggal_lahir", q."nik")).* FROM "penduduk" q) x
  WHERE x."id" = p."id";--> statement-breakpoint

-- Sorting by age is by the birth date, youngest first: a plain integer key (days before 2999-12-31,
-- no date last) so keyset paging and the existing per-list indexes keep their shape.
ALTER TABLE "penduduk" DROP COLUMN "sort_umur";--> statement-breakpoint
ALTER TABLE "penduduk" ADD COLUMN "sort_umur" integer GENERATED ALWAYS AS (coalesce(date '2999-12-31' - "tanggal_lahir", 2147483647)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "penduduk_desa_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id");--> statement-breakpoint
CREATE INDEX "penduduk_pertama_sort_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id") WHERE "penduduk"."anggota_pertama";--> statement-breakpoint
CREATE INDEX "penduduk_status_sort_umur_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","sort_umur","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_masuk_sort_umur_idx" ON "penduduk" USING btree ("desa_id","sort_umur","id") WHERE "penduduk"."anggota_pertama" and "penduduk"."kartu_masuk";--> statement-breakpoint
-- The village's records to complete (the list and the dashboard's count).
CREATE INDEX "penduduk_perlu_dilengkapi_idx" ON "penduduk" USING btree ("desa_id","sort_nama","id") WHERE "penduduk"."perlu_dilengkapi" <> '{}';--> statement-breakpoint

-- A moved-out record copies its proposer's sort keys: a new birth date changes the age's key.
UPDATE "penduduk_keluar" SET "jumlah_pengikut" = "jumlah_pengikut";--> statement-breakpoint
DROP TRIGGER "penduduk_ke_keluar" ON "penduduk";--> statement-breakpoint
CREATE TRIGGER "penduduk_ke_keluar" AFTER UPDATE OF "nama_lengkap", "jenis_kelamin", "tempat_tanggal_lahir", "alamat_asal", "tanggal_lahir" ON "penduduk"
  FOR EACH ROW WHEN ((OLD."nama_lengkap", OLD."jenis_kelamin", OLD."tempat_tanggal_lahir", OLD."alamat_asal", OLD."tanggal_lahir")
    IS DISTINCT FROM (NEW."nama_lengkap", NEW."jenis_kelamin", NEW."tempat_tanggal_lahir", NEW."alamat_asal", NEW."tanggal_lahir"))
  EXECUTE FUNCTION "penduduk_ke_keluar"();
