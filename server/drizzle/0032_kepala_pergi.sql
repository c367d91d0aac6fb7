-- Issue 40: a card whose Kepala Keluarga died or moved out while others still live on it waits for a
-- new head ("Tanpa Kepala Keluarga", the dashboard's reminder and its list). The heads who left are
-- few: this partial index holds only them, so the count is a walk of a handful of entries per village.
CREATE INDEX "penduduk_kepala_pergi_idx" ON "penduduk" USING btree ("desa_id", "kk_id") WHERE "penduduk"."posisi_dalam_keluarga" = 'Kepala Keluarga' AND "penduduk"."status_penduduk" IN ('meninggal', 'penduduk_keluar');
