CREATE TABLE "activity_log_kabupaten" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"activity_name" text NOT NULL,
	"entity" text,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kartu_keluarga" DROP CONSTRAINT "kartu_keluarga_no_kk_uq";--> statement-breakpoint
ALTER TABLE "penduduk" DROP CONSTRAINT "penduduk_nik_uq";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_ck";--> statement-breakpoint
DROP INDEX "users_desa_username_uq";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "desa_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "arsip_kematian" ADD COLUMN "desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "desa" ADD COLUMN "kode_wilayah" text;--> statement-breakpoint
ALTER TABLE "desa" ADD COLUMN "jabatan_kepala" text DEFAULT 'Kepala Desa' NOT NULL;--> statement-breakpoint
ALTER TABLE "desa" ADD COLUMN "aktif" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ADD COLUMN "desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ADD COLUMN "desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ADD COLUMN "desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "desa_id" uuid;--> statement-breakpoint
ALTER TABLE "signatures" ADD COLUMN "desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid;--> statement-breakpoint
-- Custom: the child tables take their parent's village (they were added nullable above), then NOT NULL.
UPDATE "keterangan_masuk" c SET "desa_id" = p."desa_id" FROM "kartu_keluarga" p WHERE p."id" = c."kk_id";--> statement-breakpoint
UPDATE "penduduk_keluar_anggota" c SET "desa_id" = p."desa_id" FROM "penduduk_keluar" p WHERE p."id" = c."penduduk_keluar_id";--> statement-breakpoint
UPDATE "keterangan_keluar" c SET "desa_id" = p."desa_id" FROM "penduduk_keluar" p WHERE p."id" = c."penduduk_keluar_id";--> statement-breakpoint
UPDATE "arsip_kematian" c SET "desa_id" = p."desa_id" FROM "kematian" p WHERE p."id" = c."kematian_id";--> statement-breakpoint
UPDATE "signatures" c SET "desa_id" = coalesce(
  (SELECT "desa_id" FROM "kelahiran" WHERE "id" = c."kelahiran_id"),
  (SELECT "desa_id" FROM "kematian" WHERE "id" = c."kematian_id"),
  (SELECT "desa_id" FROM "penduduk_keluar" WHERE "id" = c."penduduk_keluar_id"));--> statement-breakpoint
UPDATE "sessions" c SET "desa_id" = u."desa_id" FROM "users" u WHERE u."id" = c."user_id";--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ALTER COLUMN "desa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ALTER COLUMN "desa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ALTER COLUMN "desa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "arsip_kematian" ALTER COLUMN "desa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "signatures" ALTER COLUMN "desa_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_log_kabupaten" ADD CONSTRAINT "activity_log_kabupaten_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_kabupaten_created_idx" ON "activity_log_kabupaten" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "arsip_kematian" ADD CONSTRAINT "arsip_kematian_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ADD CONSTRAINT "keterangan_keluar_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ADD CONSTRAINT "keterangan_masuk_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ADD CONSTRAINT "penduduk_keluar_anggota_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "desa" ADD CONSTRAINT "desa_kode_wilayah_uq" UNIQUE("kode_wilayah");--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD CONSTRAINT "kartu_keluarga_desa_no_kk_uq" UNIQUE("desa_id","no_kk");--> statement-breakpoint
ALTER TABLE "penduduk" ADD CONSTRAINT "penduduk_desa_nik_uq" UNIQUE("desa_id","nik");--> statement-breakpoint
-- After penduduk_desa_nik_uq on purpose: PostgreSQL checks unique indexes in creation order, so a NIK taken
-- in the same village is reported by that one ('NIK sudah terdaftar').
CREATE UNIQUE INDEX "penduduk_nik_aktif_uq" ON "penduduk" USING btree ("nik") WHERE "penduduk"."status_penduduk" in ('', 'penduduk_masuk');--> statement-breakpoint
ALTER TABLE "desa" ADD CONSTRAINT "desa_kode_wilayah_ck" CHECK ("desa"."kode_wilayah" ~ '^[0-9]{2}[.][0-9]{2}[.][0-9]{2}[.][0-9]{4}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_desa_role_ck" CHECK (("users"."role" = 'Admin Kabupaten') = ("users"."desa_id" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('Admin', 'Super Admin', 'Admin Kabupaten'));--> statement-breakpoint

-- ------------------------------------------------------------------ row-level security (custom)
-- Every request of a village runs in a transaction that sets sid.desa_id and switches to the role
-- sid_app (src/db/village-scope.ts). sid_app is neither superuser nor owner and has no BYPASSRLS, so
-- these policies hold for it whatever the query says; the application's own desa_id filters stay as
-- the first wall. The regency console's transactions set sid.kabupaten = 'ya' instead: they see the
-- villages and their counters, and no registry row. Roles are per cluster: several databases of one
-- server (the tests') create it concurrently, hence the exception handlers.
DO $$ BEGIN
  CREATE ROLE "sid_app" NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN
  -- A migrating user that is not a superuser needs the membership to SET ROLE sid_app.
  EXECUTE format('GRANT "sid_app" TO %I', current_user);
EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation OR duplicate_object THEN NULL;
END $$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO "sid_app";--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO "sid_app";--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO "sid_app";--> statement-breakpoint
ALTER TABLE "activity_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "activity_log" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "files" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "kartu_keluarga" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "penduduk" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "penduduk" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "keterangan_masuk" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "keterangan_masuk" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "penduduk_keluar" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "penduduk_keluar" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "penduduk_keluar_anggota" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "penduduk_keluar_anggota" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "keterangan_keluar" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "keterangan_keluar" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "kelahiran" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "kelahiran" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "kematian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "kematian" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "arsip_kematian" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "arsip_kematian" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "signatures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "signatures" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "users" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "statistik_desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "statistik_desa" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "desa" TO "sid_app" USING ("id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "sessions" TO "sid_app"
  USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR ("desa_id" IS NULL AND current_setting('sid.kabupaten', true) = 'ya'))
  WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR ("desa_id" IS NULL AND current_setting('sid.kabupaten', true) = 'ya'));--> statement-breakpoint
ALTER TABLE "activity_log_kabupaten" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "kabupaten" ON "activity_log_kabupaten" TO "sid_app" USING (current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint

-- Registering a NIK that is active in another village is refused with that village's name. The check
-- needs to look past the policies, so it is a SECURITY DEFINER function that answers the one thing it
-- needs: the name of the other village (never the person). penduduk_nik_aktif_uq still decides races.
CREATE FUNCTION "sid_desa_nik_aktif"(p_nik text) RETURNS text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT d."nama_desa" FROM "penduduk" p JOIN "desa" d ON d."id" = p."desa_id"
  WHERE p."nik" = p_nik AND p."status_penduduk" IN ('', 'penduduk_masuk')
    AND p."desa_id" IS DISTINCT FROM nullif(current_setting('sid.desa_id', true), '')::uuid
  LIMIT 1
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_desa_nik_aktif"(text) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_desa_nik_aktif"(text) TO "sid_app";
--> statement-breakpoint
-- The regency console's "incomplete" figure per village: the registry rows it counts are behind the
-- policies, so a SECURITY DEFINER function hands out the counts (never a row), and only to a
-- transaction of the regency (sid.kabupaten = 'ya'). The same three figures as a village's dashboard.
CREATE FUNCTION "sid_jumlah_belum_lengkap"() RETURNS TABLE ("desa_id" uuid, "belum_lengkap" int)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  SELECT x.desa_id, sum(x.n)::int FROM (
    SELECT kk.desa_id, count(*) AS n FROM kartu_keluarga kk
      WHERE kk.data_masuk AND EXISTS (SELECT 1 FROM penduduk m WHERE m.kk_id = kk.id)
        AND NOT EXISTS (SELECT 1 FROM keterangan_masuk km WHERE km.kk_id = kk.id)
      GROUP BY kk.desa_id
    UNION ALL
    SELECT pk.desa_id, count(*) FROM penduduk_keluar pk
      WHERE NOT EXISTS (SELECT 1 FROM keterangan_keluar k WHERE k.penduduk_keluar_id = pk.id)
      GROUP BY pk.desa_id
    UNION ALL
    SELECT k.desa_id, count(*) FROM kematian k
      WHERE NOT EXISTS (SELECT 1 FROM arsip_kematian a WHERE a.kematian_id = k.id)
      GROUP BY k.desa_id
  ) x
  WHERE current_setting('sid.kabupaten', true) = 'ya'
  GROUP BY x.desa_id
$f$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "sid_jumlah_belum_lengkap"() FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "sid_jumlah_belum_lengkap"() TO "sid_app";
