-- Issue 39: what several app processes on one PostgreSQL share (docs/decisions.md, "Issue 39"). On
-- PGlite (one process, `npm start`) the tables exist but nothing reads them: the server keeps this
-- state in its memory there, as before.
--
-- login_percobaan: the login limiter's attempts (lib/login-limiter-pg.ts). A row is reserved before
-- the password hash (diperiksa = true: still being checked, counted as a failure), then kept as a
-- failure or deleted. Counted in the window by the database's clock, so every process counts alike.
CREATE TABLE "login_percobaan" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"username" text NOT NULL,
	"alamat" text NOT NULL,
	"pada" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"diperiksa" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_percobaan_username_idx" ON "login_percobaan" USING btree ("username", "pada");--> statement-breakpoint
CREATE INDEX "login_percobaan_alamat_idx" ON "login_percobaan" USING btree ("alamat", "pada");--> statement-breakpoint
-- A user's known addresses (a successful login from there within LOGIN_KNOWN_ADDRESS_DAYS).
CREATE TABLE "login_alamat_dikenal" (
	"username" text NOT NULL,
	"alamat" text NOT NULL,
	"terakhir" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "login_alamat_dikenal_pk" PRIMARY KEY ("username", "alamat")
);
--> statement-breakpoint
-- Scheduled work done once across processes (db/tugas-sekali.ts): a run of `nama` for `periode` (the
-- day of a daily backup) is recorded when it ended; the run itself is held by an advisory lock, which
-- PostgreSQL releases when the process holding it dies, so another process takes it over.
CREATE TABLE "tugas_terjadwal" (
	"nama" text NOT NULL,
	"periode" text NOT NULL,
	"selesai_pada" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "tugas_terjadwal_pk" PRIMARY KEY ("nama", "periode")
);
--> statement-breakpoint
-- The server's own housekeeping: never a village's transaction (sid_app) reads or writes them.
REVOKE ALL ON "login_percobaan", "login_alamat_dikenal", "tugas_terjadwal" FROM "sid_app";--> statement-breakpoint
-- An import's progress (services/impor-progres-pg.ts), read by whichever process serves its page.
CREATE TABLE "impor_progres" (
	"id" uuid PRIMARY KEY NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"isi" jsonb NOT NULL,
	"berjalan" boolean DEFAULT true NOT NULL,
	-- The process writing it says it is alive every few seconds; a running import silent for long is ended as failed.
	"diperbarui" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"berakhir" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "impor_progres" ADD CONSTRAINT "impor_progres_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One running import per village, across processes.
CREATE UNIQUE INDEX "impor_progres_berjalan_idx" ON "impor_progres" USING btree ("desa_id") WHERE "berjalan";--> statement-breakpoint
ALTER TABLE "impor_progres" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "impor_progres" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "impor_progres" TO "sid_app";--> statement-breakpoint
-- A read replica (DATABASE_REPLICA_URL): the WAL position after the session's last write, so its
-- reads go to the replica only once the replica has replayed it (read-your-writes: db/replika.ts).
ALTER TABLE "sessions" ADD COLUMN "lsn_tulis" text;
