CREATE TABLE "data_terhapus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis" text NOT NULL,
	"judul" text NOT NULL,
	"keterangan" text DEFAULT '' NOT NULL,
	"ikut_terhapus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alasan" text NOT NULL,
	"entitas_id" uuid NOT NULL,
	"dihapus_oleh_id" uuid,
	"dihapus_oleh_nama" text NOT NULL,
	"dihapus_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"dihapus_permanen_pada" timestamp with time zone DEFAULT now() + interval '30 days' NOT NULL,
	CONSTRAINT "data_terhapus_jenis_ck" CHECK ("data_terhapus"."jenis" in ('penduduk', 'kartu_keluarga', 'kelahiran', 'kematian')),
	CONSTRAINT "data_terhapus_alasan_ck" CHECK (length("data_terhapus"."alasan") between 3 and 500)
);
--> statement-breakpoint
CREATE TABLE "data_terhapus_baris" (
	"data_terhapus_id" uuid NOT NULL,
	"urutan" bigserial PRIMARY KEY NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"tabel" text NOT NULL,
	"operasi" char(1) NOT NULL,
	"lama" jsonb NOT NULL,
	"baru" jsonb,
	CONSTRAINT "data_terhapus_baris_operasi_ck" CHECK ("data_terhapus_baris"."operasi" in ('D', 'U'))
);
--> statement-breakpoint
ALTER TABLE "data_terhapus" ADD CONSTRAINT "data_terhapus_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_terhapus" ADD CONSTRAINT "data_terhapus_dihapus_oleh_id_users_id_fk" FOREIGN KEY ("dihapus_oleh_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_terhapus_baris" ADD CONSTRAINT "data_terhapus_baris_data_terhapus_id_data_terhapus_id_fk" FOREIGN KEY ("data_terhapus_id") REFERENCES "public"."data_terhapus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_terhapus_baris" ADD CONSTRAINT "data_terhapus_baris_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_terhapus_desa_dihapus_idx" ON "data_terhapus" USING btree ("desa_id","dihapus_pada","id");--> statement-breakpoint
CREATE INDEX "data_terhapus_permanen_idx" ON "data_terhapus" USING btree ("dihapus_permanen_pada");--> statement-breakpoint
CREATE INDEX "data_terhapus_baris_entri_idx" ON "data_terhapus_baris" USING btree ("data_terhapus_id","urutan");--> statement-breakpoint

-- ------------------------------------------------------------------ custom: Data Terhapus
-- docs/adr/0012-data-terhapus.md. Both tables are a village's, like every registry table.
GRANT SELECT, INSERT, UPDATE, DELETE ON "data_terhapus", "data_terhapus_baris" TO "sid_app";--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "data_terhapus_baris_urutan_seq" TO "sid_app";--> statement-breakpoint
ALTER TABLE "data_terhapus" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "data_terhapus" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
ALTER TABLE "data_terhapus_baris" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "data_terhapus_baris" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
-- What a delete changes is written down by the database itself, row by row: a delete of Data Terhapus
-- sets sid.data_terhapus_id (local to its transaction) after inserting its entry, and from then on every
-- row deleted or updated in the registry tables is kept as it was (and, for an update, as it became).
-- Row triggers fire for the foreign keys' cascades and SET NULLs and for the derived columns the
-- statement triggers keep (0003, 0005) too, so the record is exact whatever code path deleted. Outside
-- such a transaction the WHEN clause stops the trigger before it runs: ordinary writes pay nothing.
-- The trigger is named after the foreign keys' own ("RI_ConstraintTrigger_..." sorts first): a cascade's
-- child rows are written down before their parent, so replaying in reverse puts parents back first.
CREATE FUNCTION "data_terhapus_catat"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "data_terhapus_baris" ("data_terhapus_id", "desa_id", "tabel", "operasi", "lama")
    VALUES (current_setting('sid.data_terhapus_id')::uuid, OLD."desa_id", TG_TABLE_NAME, 'D', to_jsonb(OLD));
  ELSIF OLD IS DISTINCT FROM NEW THEN
    INSERT INTO "data_terhapus_baris" ("data_terhapus_id", "desa_id", "tabel", "operasi", "lama", "baru")
    VALUES (current_setting('sid.data_terhapus_id')::uuid, OLD."desa_id", TG_TABLE_NAME, 'U', to_jsonb(OLD), to_jsonb(NEW));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['penduduk', 'kartu_keluarga', 'keterangan_masuk', 'penduduk_keluar', 'penduduk_keluar_anggota',
                           'keterangan_keluar', 'kelahiran', 'kematian', 'arsip_kematian', 'signatures', 'files'] LOOP
    EXECUTE format($f$CREATE TRIGGER "data_terhapus_catat" AFTER DELETE OR UPDATE ON %I FOR EACH ROW
      WHEN (coalesce(current_setting('sid.data_terhapus_id', true), '') <> '')
      EXECUTE FUNCTION "data_terhapus_catat"()$f$, t);
  END LOOP;
END $$;
--> statement-breakpoint
-- A restore replays the rows from the last change to the first. The foreign keys' SET NULL actions are
-- written down after the row they pointed at (they run after the delete's own row trigger), so a replay
-- in that order can set a link before its row is back: the foreign keys between these tables become
-- DEFERRABLE (still checked at once everywhere else: INITIALLY IMMEDIATE), and the restore defers them
-- until its last row, then checks them all (SET CONSTRAINTS ALL IMMEDIATE) inside its transaction.
-- Actions (CASCADE, SET NULL) are never deferred.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT con.conname, rel.relname FROM pg_constraint con
      JOIN pg_class rel ON rel.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = rel.relnamespace
    WHERE con.contype = 'f' AND n.nspname = current_schema()
      AND rel.relname = ANY (ARRAY['penduduk', 'kartu_keluarga', 'keterangan_masuk', 'penduduk_keluar', 'penduduk_keluar_anggota',
                                   'keterangan_keluar', 'kelahiran', 'kematian', 'arsip_kematian', 'signatures', 'files'])
      AND con.confrelid::regclass::text NOT IN ('desa', 'users')
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', c.relname, c.conname);
  END LOOP;
END $$;
