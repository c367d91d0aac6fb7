-- Issue 40: an account whose password someone else set (a Super Admin creating or resetting it, or the
-- Admin Kabupaten) must change it at its first sign-in: until then every operation but signing out and
-- changing one's own password is refused (403). The accounts whose password the
-- regency set and their owner has not changed since are already known (password_kabupaten); a village's
-- own accounts created before this are not known to be anyone else's choice and stay as they are.
ALTER TABLE "users" ADD COLUMN "harus_ganti_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "harus_ganti_password" = true WHERE "password_kabupaten";
