-- Issue 33: the regency's reach into a village is seen. A Super Admin the Admin Kabupaten creates in a
-- village that already has one, or a password it sets, carries a written reason and is kept here for the
-- village (tindakan_kabupaten: its Super Admins see it on signing in until one acknowledges it) and for
-- the console. users.dibuat_kabupaten / password_kabupaten mark the accounts whose sign-ins the village's
-- log names as the regency's doing (src/services/sessions.ts).
CREATE TABLE "tindakan_kabupaten" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis" text NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"pelaku_id" uuid,
	"pelaku_nama" text NOT NULL,
	"alasan" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"diakui_pada" timestamp with time zone,
	"diakui_oleh_id" uuid,
	"diakui_oleh_nama" text,
	CONSTRAINT "tindakan_kabupaten_jenis_ck" CHECK ("tindakan_kabupaten"."jenis" in ('super_admin_dibuat', 'password_diatur')),
	CONSTRAINT "tindakan_kabupaten_alasan_ck" CHECK (length("tindakan_kabupaten"."alasan") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "dibuat_kabupaten" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_kabupaten" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tindakan_kabupaten" ADD CONSTRAINT "tindakan_kabupaten_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_kabupaten" ADD CONSTRAINT "tindakan_kabupaten_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_kabupaten" ADD CONSTRAINT "tindakan_kabupaten_pelaku_id_users_id_fk" FOREIGN KEY ("pelaku_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tindakan_kabupaten" ADD CONSTRAINT "tindakan_kabupaten_diakui_oleh_id_users_id_fk" FOREIGN KEY ("diakui_oleh_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tindakan_kabupaten_desa_created_idx" ON "tindakan_kabupaten" USING btree ("desa_id","created_at","id");--> statement-breakpoint
-- Village isolation as every registry table (migration 0006); the regency's transactions read it (the
-- console shows each village's record) but write it only through a village's scope (asDesa).
ALTER TABLE "tindakan_kabupaten" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "tindakan_kabupaten" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tindakan_kabupaten" TO "sid_app";--> statement-breakpoint
-- The Admin Kabupaten's own row (desa_id null) to the regency's transactions, as its sessions are
-- (migration 0006): changing one's own password runs in the regency's scope. A village sees its own users.
DROP POLICY "desa_sendiri" ON "users";--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "users" TO "sid_app"
  USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR ("desa_id" IS NULL AND current_setting('sid.kabupaten', true) = 'ya'))
  WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR ("desa_id" IS NULL AND current_setting('sid.kabupaten', true) = 'ya'));--> statement-breakpoint
-- The Super Admins the regency created before: its own log names them (services/kabupaten.ts).
UPDATE "users" u SET "dibuat_kabupaten" = true
  WHERE u."desa_id" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "activity_log_kabupaten" k
    WHERE k."entity" = 'user' AND k."entity_id" = u."id"::text AND k."activity_name" LIKE 'Membuat Super Admin %'
  );
