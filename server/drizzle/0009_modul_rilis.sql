CREATE TABLE "modul_desa" (
	"desa_id" uuid NOT NULL,
	"modul_id" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"versi" text,
	"versi_sebelumnya" text,
	"ada_sebelumnya" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modul_desa_desa_id_modul_id_pk" PRIMARY KEY("desa_id","modul_id")
);
--> statement-breakpoint
CREATE TABLE "modul_kabupaten" (
	"modul_id" text PRIMARY KEY NOT NULL,
	"versi" text,
	"versi_sebelumnya" text,
	"ada_sebelumnya" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modul_muat" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"modul_id" text NOT NULL,
	"versi" text NOT NULL,
	"berhasil" integer DEFAULT 0 NOT NULL,
	"gagal" integer DEFAULT 0 NOT NULL,
	"dimuat_terakhir" timestamp with time zone,
	"gagal_terakhir" timestamp with time zone,
	"alasan_terakhir" text,
	CONSTRAINT "modul_muat_desa_id_modul_id_versi_pk" PRIMARY KEY("desa_id","modul_id","versi")
);
--> statement-breakpoint
CREATE TABLE "modul_rilis" (
	"modul_id" text NOT NULL,
	"versi" text NOT NULL,
	"versi_kontrak" text NOT NULL,
	"rentang_kontrak" text NOT NULL,
	"rentang_shell" text NOT NULL,
	"sha256" text NOT NULL,
	"ukuran" integer NOT NULL,
	"jumlah_berkas" integer NOT NULL,
	"dipasang_oleh" uuid,
	"dipasang_oleh_nama" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modul_rilis_modul_id_versi_pk" PRIMARY KEY("modul_id","versi")
);
--> statement-breakpoint
ALTER TABLE "modul_desa" ADD CONSTRAINT "modul_desa_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modul_muat" ADD CONSTRAINT "modul_muat_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modul_rilis" ADD CONSTRAINT "modul_rilis_dipasang_oleh_users_id_fk" FOREIGN KEY ("dipasang_oleh") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- ------------------------------------------------------------------ row-level security (custom)
-- Releases and the regency's defaults are the regency console's (sid.kabupaten = 'ya'); the server
-- reads them for /api/config and the module gate as the owner. A village's row of modul_desa is
-- readable by its own transactions and written only by the regency; modul_muat is written by a
-- village's shells (its own rows) and read by the regency.
GRANT SELECT, INSERT, UPDATE, DELETE ON "modul_rilis", "modul_kabupaten", "modul_desa", "modul_muat" TO "sid_app";--> statement-breakpoint
ALTER TABLE "modul_rilis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "kabupaten" ON "modul_rilis" TO "sid_app" USING (current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
ALTER TABLE "modul_kabupaten" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "kabupaten" ON "modul_kabupaten" TO "sid_app" USING (current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
ALTER TABLE "modul_desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "modul_desa" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
ALTER TABLE "modul_muat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "modul_muat" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);
