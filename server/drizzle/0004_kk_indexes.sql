-- A card's members by (kk_id, id): residents sorted by No. KK page through an index-only scan per card.
-- Incoming cards (the dashboard's incomplete count, the Penduduk Masuk list). IF [NOT] EXISTS because
-- development databases migrated from an unreleased 0002 already have these.
-- (0002's backfill follows anggotaOrder(), now in src/routes/penduduk/queries.ts.)
DROP INDEX IF EXISTS "penduduk_kk_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kartu_keluarga_masuk_idx" ON "kartu_keluarga" USING btree ("desa_id","created_at","id") WHERE "kartu_keluarga"."data_masuk";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "penduduk_kk_id_idx" ON "penduduk" USING btree ("kk_id","id");
