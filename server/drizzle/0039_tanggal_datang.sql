-- Issue 40: an incoming family's arrival date (Tanggal Datang), asked by the guided flow's first step.
-- Only an incoming card (data_masuk) has one. A card entered before it was asked takes the day it was
-- entered, in the default village time zone (DESA_ZONA_WAKTU's default, Asia/Jakarta): the closest
-- thing to an arrival it has, and what its list showed as its date until now.
ALTER TABLE "kartu_keluarga" ADD COLUMN "tanggal_datang" date;--> statement-breakpoint
UPDATE "kartu_keluarga" SET "tanggal_datang" = ("created_at" AT TIME ZONE 'Asia/Jakarta')::date WHERE "data_masuk";--> statement-breakpoint
ALTER TABLE "kartu_keluarga" ADD CONSTRAINT "kartu_keluarga_tanggal_datang_ck" CHECK ("tanggal_datang" IS NULL OR "data_masuk");--> statement-breakpoint
-- The ledger (0027) dates an arrival by its card's arrival date (tanggal_peristiwa); the month it
-- counts in stays the month it is recorded (dicatat_pada), so a family that came in a month already
-- closed is a "Koreksi / terlambat" line of the month it is entered, like a late death, and no closed
-- month changes. Arrivals recorded before this migration keep their rows (the ledger is never rewritten).
CREATE OR REPLACE FUNCTION "peristiwa_penduduk_catat"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  petunjuk text := nullif(current_setting('sid.peristiwa', true), '');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "peristiwa_penduduk" ("desa_id", "penduduk_id", "kk_id", "jenis", "tanda", "jenis_kelamin", "tanggal_peristiwa")
    SELECT b.desa_id, b.id, b.kk_id, j.jenis, 1, b.jenis_kelamin,
      CASE WHEN j.jenis = 'lahir' THEN coalesce(k.tanggal_lahir, b.tanggal_lahir)
        -- Issue 40 (0039): an arrival on its card's arrival date.
        WHEN j.jenis = 'datang' THEN (SELECT kk.tanggal_datang FROM "kartu_keluarga" kk WHERE kk.id = b.kk_id) END
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
