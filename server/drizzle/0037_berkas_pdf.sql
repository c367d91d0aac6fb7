-- Issue 40: an incoming family's entry documents (foto_kk, foto_surat_masuk) may be a PDF scan beside a
-- jpg/png photo; the server checks the bytes (lib/images.ts JPG_PNG_PDF). Every other upload stays an image.
ALTER TABLE "files" DROP CONSTRAINT "files_mime_ck";--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_mime_ck" CHECK ("files"."mime" like 'image/%' or "files"."mime" = 'application/pdf');
