-- Issue 38: a standalone village that has exported itself to join the regency can be left read-only
-- (docs/adr/0023-ekspor-gabung-desa.md). One row per village once its Super Admin has set it (on or off
-- again); while hanya_baca the server refuses every write of the village's staff (423,
-- plugins/hanya-baca.ts). The village's own setting of its old install: it does not travel in the export
-- (db/gabung.ts TIDAK_DIBAWA), so a village joined to the regency is never read-only there by it.
CREATE TABLE "desa_hanya_baca" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"hanya_baca" boolean NOT NULL,
	"alamat_kabupaten" text,
	"diubah_oleh" text NOT NULL,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desa_hanya_baca_pk" PRIMARY KEY("desa_id")
);
--> statement-breakpoint
ALTER TABLE "desa_hanya_baca" ADD CONSTRAINT "desa_hanya_baca_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desa_hanya_baca" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "desa_hanya_baca" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "desa_hanya_baca" TO "sid_app";
