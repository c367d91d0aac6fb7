-- Issue 39: the Buku Agenda Surat's search box over the largest village's 81,391 letters (2.7 million
-- residents in 390 villages) answered in p95 70-82 ms: the count of a search read every letter of the
-- village whole (its content, konten, is the widest column) to try four ILIKEs. The searched text is now
-- one lowercased column kept by the database (the number, the resident's name, the NIK and the title,
-- joined by chr(1), which a search cannot hold, so no match spans two of them) and carried in the
-- village's register index: a page walks the index newest first and stops at its tenth match, and the
-- count reads the index alone, never the letters.
ALTER TABLE "surat" ADD COLUMN "teks_cari" text GENERATED ALWAYS AS (lower("nomor") || chr(1) || lower("nama_penduduk") || chr(1) || "nik" || chr(1) || lower("judul")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "surat_desa_cari_idx" ON "surat" USING btree ("desa_id","created_at","id") INCLUDE ("teks_cari");--> statement-breakpoint
-- The new index keeps the old one's order and columns: the old one would be a second copy.
DROP INDEX "surat_desa_created_idx";
