-- Issue 37: the event ledger (peristiwa_penduduk) and the closed monthly reports (laporan_bulanan).
--
-- Every change of a person's membership of the village is one row: +1 when a person starts to count as
-- a resident (Hidup or Penduduk Masuk Desa), -1 when they stop, with the sex and the family card as they
-- were at that moment, the day it happened (tanggal_peristiwa, NULL when it is the day it was recorded
-- or has no day of its own) and when it was recorded (dicatat_pada). The ledger is append-only: a
-- cancellation is a new row of the opposite sign (batal_mati, batal_pindah, pulih), never an edit.
--
-- The one place that writes it is the statement-level trigger below on penduduk, the table every status
-- change passes through (the services' setStatusPenduduk, a new resident or family card, the import,
-- Data Terhapus, the demo seed): it runs in the same statement as the change, so the ledger cannot drift
-- from the statuses statistik_desa (0003) counts. What the trigger cannot see in the row, the
-- transaction says through sid.peristiwa (src/data/peristiwa.ts): 'daftar' for an import of existing
-- residents, 'pulih' for a restore from Data Terhapus.
--
-- Kinds (jenis): lahir (a resident born here: a birth record of this village has their NIK), datang
-- (an incoming resident), daftar (an existing resident entered: by hand or imported), mati, pindah,
-- batal_mati, batal_pindah (their cancellations), hapus / pulih (a record deleted to Data Terhapus and
-- restored), ubah (-1 and +1 when a living resident's sex or family card is edited, so the counts by sex
-- and family follow the record).
CREATE TABLE "peristiwa_penduduk" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"desa_id" uuid NOT NULL,
	"penduduk_id" uuid NOT NULL,
	"kk_id" uuid NOT NULL,
	"jenis" text NOT NULL,
	"tanda" smallint NOT NULL,
	"jenis_kelamin" text,
	"tanggal_peristiwa" date,
	"dicatat_pada" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "peristiwa_penduduk_jenis_ck" CHECK ("jenis" IN ('lahir', 'datang', 'daftar', 'mati', 'pindah', 'batal_mati', 'batal_pindah', 'hapus', 'pulih', 'ubah')),
	CONSTRAINT "peristiwa_penduduk_tanda_ck" CHECK ("tanda" IN (-1, 1))
);
--> statement-breakpoint
ALTER TABLE "peristiwa_penduduk" ADD CONSTRAINT "peristiwa_penduduk_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peristiwa_penduduk_desa_dicatat_idx" ON "peristiwa_penduduk" USING btree ("desa_id", "dicatat_pada", "id");--> statement-breakpoint
CREATE INDEX "peristiwa_penduduk_penduduk_idx" ON "peristiwa_penduduk" USING btree ("penduduk_id", "id");--> statement-breakpoint
-- A closed month's report, as issued: served as stored, never computed again.
CREATE TABLE "laporan_bulanan" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"bulan" text NOT NULL,
	"isi" jsonb NOT NULL,
	"ditutup_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"ditutup_oleh_id" uuid,
	"ditutup_oleh_nama" text DEFAULT '' NOT NULL,
	CONSTRAINT "laporan_bulanan_pk" PRIMARY KEY("desa_id", "bulan"),
	CONSTRAINT "laporan_bulanan_bulan_ck" CHECK ("bulan" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "laporan_bulanan" ADD CONSTRAINT "laporan_bulanan_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peristiwa_penduduk" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "laporan_bulanan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "peristiwa_penduduk" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "laporan_bulanan" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
-- Append-only by the application's code (no update or delete of either table anywhere in src/): the
-- grants stay those of every table (0006), so the isolation tests hold them like the others.
GRANT SELECT, INSERT, UPDATE, DELETE ON "peristiwa_penduduk", "laporan_bulanan" TO "sid_app";--> statement-breakpoint
CREATE FUNCTION "peristiwa_penduduk_catat"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  petunjuk text := nullif(current_setting('sid.peristiwa', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "peristiwa_penduduk" ("desa_id", "penduduk_id", "kk_id", "jenis", "tanda", "jenis_kelamin", "tanggal_peristiwa")
    SELECT b.desa_id, b.id, b.kk_id, j.jenis, 1, b.jenis_kelamin,
      CASE WHEN j.jenis = 'lahir' THEN coalesce(k.tanggal_lahir, b.tanggal_lahir) END
    FROM baru b
    LEFT JOIN LATERAL (
      SELECT true AS ada, kl.tanggal_lahir FROM "kelahiran" kl WHERE kl.desa_id = b.desa_id AND kl.nik = b.nik LIMIT 1
    ) k ON petunjuk IS NULL AND b.status_penduduk = ''
    CROSS JOIN LATERAL (SELECT CASE
      WHEN petunjuk IS NOT NULL THEN petunjuk
      WHEN b.status_penduduk = 'penduduk_masuk' THEN 'datang'
      WHEN k.ada THEN 'lahir'
      ELSE 'daftar' END AS jenis) j
    WHERE b.status_penduduk IN ('', 'penduduk_masuk')
    ORDER BY b.id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "peristiwa_penduduk" ("desa_id", "penduduk_id", "kk_id", "jenis", "tanda", "jenis_kelamin")
    SELECT l.desa_id, l.id, l.kk_id, 'hapus', -1, l.jenis_kelamin FROM lama l
    WHERE l.status_penduduk IN ('', 'penduduk_masuk')
    ORDER BY l.id;
  ELSE
    INSERT INTO "peristiwa_penduduk" ("desa_id", "penduduk_id", "kk_id", "jenis", "tanda", "jenis_kelamin", "tanggal_peristiwa")
    SELECT e.desa_id, e.id, e.kk_id, e.jenis, e.tanda, e.jenis_kelamin, e.tanggal FROM (
      -- Stops counting: died or moved out, on the day of the death record.
      SELECT l.desa_id, l.id, l.kk_id, CASE b.status_penduduk WHEN 'meninggal' THEN 'mati' ELSE 'pindah' END AS jenis, -1 AS tanda, l.jenis_kelamin,
        CASE WHEN b.status_penduduk = 'meninggal' THEN (SELECT km.tanggal_meninggal FROM "kematian" km WHERE km.penduduk_id = b.id) END AS tanggal
      FROM lama l JOIN baru b ON b.id = l.id
      WHERE l.status_penduduk IN ('', 'penduduk_masuk') AND b.status_penduduk NOT IN ('', 'penduduk_masuk')
      UNION ALL
      -- Counts again: a death or move cancelled, on the day of the event it cancels.
      SELECT b.desa_id, b.id, b.kk_id, CASE l.status_penduduk WHEN 'meninggal' THEN 'batal_mati' ELSE 'batal_pindah' END, 1, b.jenis_kelamin,
        (SELECT p.tanggal_peristiwa FROM "peristiwa_penduduk" p
          WHERE p.penduduk_id = b.id AND p.jenis = CASE l.status_penduduk WHEN 'meninggal' THEN 'mati' ELSE 'pindah' END
          ORDER BY p.id DESC LIMIT 1)
      FROM lama l JOIN baru b ON b.id = l.id
      WHERE l.status_penduduk NOT IN ('', 'penduduk_masuk') AND b.status_penduduk IN ('', 'penduduk_masuk')
      UNION ALL
      -- A living resident's sex or family card edited: out as they were, in as they are.
      SELECT x.desa_id, x.id, x.kk_id, 'ubah', x.tanda, x.jenis_kelamin, NULL::date FROM (
        SELECT l.desa_id, l.id, l.kk_id, -1 AS tanda, l.jenis_kelamin FROM lama l JOIN baru b ON b.id = l.id
          WHERE l.status_penduduk IN ('', 'penduduk_masuk') AND b.status_penduduk IN ('', 'penduduk_masuk')
            AND (l.kk_id <> b.kk_id OR l.jenis_kelamin IS DISTINCT FROM b.jenis_kelamin)
        UNION ALL
        SELECT b.desa_id, b.id, b.kk_id, 1, b.jenis_kelamin FROM lama l JOIN baru b ON b.id = l.id
          WHERE l.status_penduduk IN ('', 'penduduk_masuk') AND b.status_penduduk IN ('', 'penduduk_masuk')
            AND (l.kk_id <> b.kk_id OR l.jenis_kelamin IS DISTINCT FROM b.jenis_kelamin)
      ) x
    ) e
    ORDER BY e.id, e.tanda;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "penduduk_peristiwa_ins" AFTER INSERT ON "penduduk" REFERENCING NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "peristiwa_penduduk_catat"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_peristiwa_upd" AFTER UPDATE ON "penduduk" REFERENCING OLD TABLE AS lama NEW TABLE AS baru
  FOR EACH STATEMENT EXECUTE FUNCTION "peristiwa_penduduk_catat"();
--> statement-breakpoint
CREATE TRIGGER "penduduk_peristiwa_del" AFTER DELETE ON "penduduk" REFERENCING OLD TABLE AS lama
  FOR EACH STATEMENT EXECUTE FUNCTION "peristiwa_penduduk_catat"();
--> statement-breakpoint
-- The back-fill, once, from the records' own dates: each resident counted from when their record was
-- made (an arrival if they came in, a birth if a birth record of the village has their NIK, otherwise an
-- existing resident entered), and each death and move-out from its record (the death on its day).
INSERT INTO "peristiwa_penduduk" ("desa_id", "penduduk_id", "kk_id", "jenis", "tanda", "jenis_kelamin", "tanggal_peristiwa", "dicatat_pada")
SELECT e.desa_id, e.id, e.kk_id, e.jenis, e.tanda, e.jenis_kelamin, e.tanggal, e.dicatat FROM (
  SELECT p.desa_id, p.id, p.kk_id,
    CASE WHEN 'penduduk_masuk' IN (p.status_penduduk, p.status_sebelumnya) THEN 'datang' WHEN k.ada THEN 'lahir' ELSE 'daftar' END AS jenis,
    1 AS tanda, p.jenis_kelamin,
    CASE WHEN 'penduduk_masuk' IN (p.status_penduduk, p.status_sebelumnya) THEN NULL WHEN k.ada THEN coalesce(k.tanggal_lahir, p.tanggal_lahir) END AS tanggal,
    p.created_at AS dicatat
  FROM "penduduk" p
  LEFT JOIN LATERAL (SELECT true AS ada, kl.tanggal_lahir FROM "kelahiran" kl WHERE kl.desa_id = p.desa_id AND kl.nik = p.nik LIMIT 1) k ON true
  UNION ALL
  SELECT p.desa_id, p.id, p.kk_id, 'mati', -1, p.jenis_kelamin, km.tanggal_meninggal, greatest(p.created_at, coalesce(km.created_at, p.updated_at))
  FROM "penduduk" p LEFT JOIN "kematian" km ON km.penduduk_id = p.id
  WHERE p.status_penduduk = 'meninggal'
  UNION ALL
  SELECT p.desa_id, p.id, p.kk_id, 'pindah', -1, p.jenis_kelamin, NULL, greatest(p.created_at, coalesce(pk.created_at, p.updated_at))
  FROM "penduduk" p
  LEFT JOIN "penduduk_keluar_anggota" a ON a.penduduk_id = p.id
  LEFT JOIN "penduduk_keluar" pk ON pk.id = a.penduduk_keluar_id
  WHERE p.status_penduduk = 'penduduk_keluar'
) e
ORDER BY e.dicatat, e.tanda DESC, e.id;
