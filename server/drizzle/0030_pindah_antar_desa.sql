-- Issue 38: a move between two villages of the regency (pindah_antar_desa), one record both sides share.
--
-- Village A (desa_asal_id) sends a family (some or all members of one card) to village B (desa_tujuan_id)
-- with what B needs to enter them without retyping: a snapshot (kiriman) of the records as A had them,
-- the moving-out data, and copies of the card's documents (stored files with no `files` row until B
-- accepts). B never reads A's tables: only this row. While the move is in flight (dikirim) the people
-- stay active in A; B's acceptance moves them out of A and into B in one transaction, so their NIK is
-- never active twice nor nowhere (src/services/pindah-antar-desa-terima.ts).
--
-- Row-level security: each side sees and writes only the moves it is a party to (asal or tujuan); the
-- regency sees no row, only the counts of sid_jumlah_pindah_antar_desa(). The picker of destination
-- villages reads sid_desa_kabupaten(): each active village's name, code and kecamatan, nothing else.
CREATE TABLE "pindah_antar_desa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_asal_id" uuid NOT NULL,
	"desa_tujuan_id" uuid NOT NULL,
	"status" text DEFAULT 'dikirim' NOT NULL,
	"kk_asal_id" uuid NOT NULL,
	"anggota_asal" uuid[] NOT NULL,
	"kiriman" jsonb NOT NULL,
	"tanggal_pindah" date NOT NULL,
	"alasan_tolak" text,
	"penduduk_keluar_id" uuid,
	"kk_tujuan_id" uuid,
	"anggota_tujuan" uuid[],
	"dikirim_oleh_nama" text DEFAULT '' NOT NULL,
	"diputus_oleh_nama" text,
	"diputus_pada" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pindah_antar_desa_status_ck" CHECK ("status" IN ('dikirim', 'diterima', 'ditolak', 'dibatalkan')),
	CONSTRAINT "pindah_antar_desa_beda_desa_ck" CHECK ("desa_asal_id" <> "desa_tujuan_id"),
	CONSTRAINT "pindah_antar_desa_anggota_ck" CHECK (cardinality("anggota_asal") > 0)
);
--> statement-breakpoint
ALTER TABLE "pindah_antar_desa" ADD CONSTRAINT "pindah_antar_desa_desa_asal_id_desa_id_fk" FOREIGN KEY ("desa_asal_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pindah_antar_desa" ADD CONSTRAINT "pindah_antar_desa_desa_tujuan_id_desa_id_fk" FOREIGN KEY ("desa_tujuan_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pindah_antar_desa_asal_idx" ON "pindah_antar_desa" USING btree ("desa_asal_id", "created_at", "id");--> statement-breakpoint
CREATE INDEX "pindah_antar_desa_tujuan_idx" ON "pindah_antar_desa" USING btree ("desa_tujuan_id", "status", "created_at", "id");--> statement-breakpoint
-- One move in flight per card of A at a time (a second send of the same family is refused).
CREATE UNIQUE INDEX "pindah_antar_desa_kk_dikirim_uq" ON "pindah_antar_desa" USING btree ("kk_asal_id") WHERE "status" = 'dikirim';--> statement-breakpoint
ALTER TABLE "pindah_antar_desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "pihak_pindah" ON "pindah_antar_desa" TO "sid_app" USING ("desa_asal_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR "desa_tujuan_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_asal_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR "desa_tujuan_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "pindah_antar_desa" TO "sid_app";--> statement-breakpoint
-- The destinations a village may pick: every other active village of the regency, by name and code.
CREATE FUNCTION "sid_desa_kabupaten"() RETURNS TABLE ("id" uuid, "nama_desa" text, "kode_wilayah" text, "kecamatan" text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT d."id", d."nama_desa", d."kode_wilayah", d."kecamatan" FROM "desa" d
  WHERE d."aktif" AND nullif(current_setting('sid.desa_id', true), '') IS NOT NULL
  ORDER BY d."nama_desa", d."id"
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_desa_kabupaten"() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_desa_kabupaten"() TO "sid_app";--> statement-breakpoint
-- The console's counts of moves between villages: per month sent, kecamatan of origin and destination,
-- and status; only to a transaction of the regency, never a row.
CREATE FUNCTION "sid_jumlah_pindah_antar_desa"() RETURNS TABLE ("bulan" text, "kecamatan_asal" text, "kecamatan_tujuan" text, "status" text, "jumlah" int, "orang" int)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT to_char(p."tanggal_pindah", 'YYYY-MM'), a."kecamatan", t."kecamatan", p."status", count(*)::int, sum(cardinality(p."anggota_asal"))::int
  FROM "pindah_antar_desa" p JOIN "desa" a ON a."id" = p."desa_asal_id" JOIN "desa" t ON t."id" = p."desa_tujuan_id"
  WHERE current_setting('sid.kabupaten', true) = 'ya'
  GROUP BY 1, 2, 3, 4
  ORDER BY 1 DESC, 2, 3, 4
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_jumlah_pindah_antar_desa"() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_jumlah_pindah_antar_desa"() TO "sid_app";
