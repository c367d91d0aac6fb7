-- Issue 39: the resident list of a dusun filtered by age (umur_min=60) in the largest village (a dusun of
-- 33,934 residents) answered in p95 ~50-55 ms: every resident of the dusun was read from the table for
-- the age and the entry date. The area's index carries both now (sort_umur, what the age range filters
-- on, and created_at, the list's default order), so the area's matches come from the index alone.
DROP INDEX "penduduk_wilayah_rt_idx";--> statement-breakpoint
CREATE INDEX "penduduk_wilayah_rt_idx" ON "penduduk" USING btree ("desa_id","wilayah_rt_id","id") INCLUDE ("sort_umur","created_at") WHERE "penduduk"."wilayah_rt_id" IS NOT NULL;
