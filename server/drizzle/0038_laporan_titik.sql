-- Issue 37: each village's count at the end of a past month, kept once the month is over (a
-- checkpoint, not a closed month: nothing is locked or issued). The monthly report of a later month
-- then starts from it and reads only the events recorded since, as it does from a closed month's
-- stored end. Events are only ever recorded now (dicatat_pada = clock_timestamp()), so a past month's
-- end never changes; a village joined from a standalone install brings its own checkpoints with its
-- ledger (db/gabung.ts), and an empty village that receives one gives its own up.
CREATE TABLE "laporan_titik" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"bulan" text NOT NULL,
	"laki_laki" integer NOT NULL,
	"perempuan" integer NOT NULL,
	"jumlah" integer NOT NULL,
	"kk" integer NOT NULL,
	"dihitung_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laporan_titik_pk" PRIMARY KEY("desa_id", "bulan"),
	CONSTRAINT "laporan_titik_bulan_ck" CHECK ("bulan" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "laporan_titik" ADD CONSTRAINT "laporan_titik_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "laporan_titik" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "laporan_titik" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "laporan_titik" TO "sid_app";
