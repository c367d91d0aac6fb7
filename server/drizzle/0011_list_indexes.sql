-- Issue 15: lists and figures of a village of a million residents.
-- The deaths and moved-out lists sorted by a person's column: those people are ~13 % of a village;
-- without these, a page of 30,000 deaths sorted by address walked the whole village's address index to
-- meet them (0.5-1.9 s at a million residents). Equality on the status gives the order.
CREATE INDEX "penduduk_status_nik_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","nik","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_status_sort_nama_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","sort_nama","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_status_sort_ttl_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","sort_ttl","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_status_sort_umur_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","sort_umur","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_status_sort_alamat_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","sort_alamat","id") WHERE "penduduk"."status_penduduk" <> '';--> statement-breakpoint
CREATE INDEX "penduduk_status_jenis_kelamin_idx" ON "penduduk" USING btree ("desa_id","status_penduduk","jenis_kelamin","id") WHERE "penduduk"."status_penduduk" <> '';
--> statement-breakpoint
CREATE INDEX "kematian_desa_tanggal_idx" ON "kematian" USING btree ("desa_id","tanggal_meninggal","id");
--> statement-breakpoint
-- The moved-out list sorted by the proposer walks the movers of penduduk_status_*_idx and keeps the
-- proposers (urutan 0) by a probe of this index; desa_id (migration 0006, outside the drizzle schema,
-- as this index is) makes the probe index-only under the row-level policy, which reads it.
CREATE INDEX "penduduk_keluar_anggota_pengusul_idx" ON "penduduk_keluar_anggota" USING btree ("penduduk_id","desa_id") WHERE "urutan" = 0;
--> statement-breakpoint
-- The dashboard's "incomplete" figures are a village's records less its documents (one document per
-- record at most): these count a village's documents without reading another village's.
CREATE INDEX "arsip_kematian_desa_idx" ON "arsip_kematian" USING btree ("desa_id","kematian_id");--> statement-breakpoint
CREATE INDEX "keterangan_masuk_desa_idx" ON "keterangan_masuk" USING btree ("desa_id","kk_id");--> statement-breakpoint
CREATE INDEX "keterangan_keluar_desa_idx" ON "keterangan_keluar" USING btree ("desa_id","penduduk_keluar_id");
