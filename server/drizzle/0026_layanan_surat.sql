-- Issue 36: Layanan Surat, the letters a village office issues (src/services/surat*.ts). The regency
-- publishes the letter kinds (surat_jenis: data, not code); a village may change a kind's wording
-- (surat_jenis_desa), keeps its officials who sign (surat_pejabat), its numbering (surat_setelan,
-- surat_format) and a counter per year and sequence (surat_urut, locked FOR UPDATE by the issuing
-- transaction, so numbers are gap-free). An issued letter (surat) is a frozen snapshot with a random
-- verification token; surat_jumlah counts letters per kind and month for the regency console.
CREATE TABLE "surat_jenis" (
	"id" text PRIMARY KEY NOT NULL,
	"judul" text NOT NULL,
	"kode_klasifikasi" text NOT NULL,
	"sumber" text,
	"data_penduduk" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isian" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"isi" text NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_jenis_id_ck" CHECK ("surat_jenis"."id" ~ '^[a-z0-9][a-z0-9_-]{0,39}$'),
	CONSTRAINT "surat_jenis_sumber_ck" CHECK ("surat_jenis"."sumber" is null or "surat_jenis"."sumber" in ('kelahiran', 'kematian', 'penduduk_keluar'))
);
--> statement-breakpoint
CREATE TABLE "surat_jenis_desa" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis_id" text NOT NULL,
	"isi" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_jenis_desa_pk" PRIMARY KEY("desa_id","jenis_id")
);
--> statement-breakpoint
CREATE TABLE "surat_pejabat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"nama" text NOT NULL,
	"jabatan" text NOT NULL,
	"nip" text,
	"bentuk" text DEFAULT 'langsung' NOT NULL,
	"atas_nama" text,
	"untuk_beliau" text,
	"aktif" boolean DEFAULT true NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_pejabat_bentuk_ck" CHECK ("surat_pejabat"."bentuk" in ('langsung', 'an', 'ub'))
);
--> statement-breakpoint
CREATE TABLE "surat_setelan" (
	"desa_id" uuid PRIMARY KEY DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"urutan" text DEFAULT 'per_jenis' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_setelan_urutan_ck" CHECK ("surat_setelan"."urutan" in ('per_jenis', 'bersama'))
);
--> statement-breakpoint
CREATE TABLE "surat_format" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis_id" text NOT NULL,
	"format" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_format_pk" PRIMARY KEY("desa_id","jenis_id")
);
--> statement-breakpoint
-- The last sequence number given per village, year and sequence (`kunci`: the kind's id, or '' when shared).
CREATE TABLE "surat_urut" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"tahun" integer NOT NULL,
	"kunci" text NOT NULL,
	"terakhir" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "surat_urut_pk" PRIMARY KEY("desa_id","tahun","kunci")
);
--> statement-breakpoint
CREATE TABLE "surat" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis_id" text NOT NULL,
	"judul" text NOT NULL,
	-- Kept as references, not foreign keys: a letter outlives the record it was issued for (its content is the snapshot).
	"penduduk_id" uuid,
	"sumber_id" uuid,
	"nomor" text NOT NULL,
	"tahun" integer NOT NULL,
	"kunci_urut" text NOT NULL,
	"nomor_urut" integer NOT NULL,
	"tanggal" date NOT NULL,
	"pejabat_id" uuid,
	"pejabat_nama" text NOT NULL,
	"pejabat_jabatan" text NOT NULL,
	"nama_penduduk" text NOT NULL,
	"nik" text DEFAULT '' NOT NULL,
	"konten" jsonb NOT NULL,
	"token" text NOT NULL,
	"kode" text NOT NULL,
	"status" text DEFAULT 'berlaku' NOT NULL,
	"alasan_cabut" text,
	"dicabut_pada" timestamp with time zone,
	"menggantikan_id" uuid,
	"diganti_oleh_id" uuid,
	"dibuat_oleh_id" uuid,
	"dibuat_oleh" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_status_ck" CHECK ("surat"."status" in ('berlaku', 'dicabut', 'diganti')),
	CONSTRAINT "surat_nomor_urut_uq" UNIQUE("desa_id","tahun","kunci_urut","nomor_urut"),
	CONSTRAINT "surat_token_uq" UNIQUE("token"),
	CONSTRAINT "surat_kode_uq" UNIQUE("kode")
);
--> statement-breakpoint
CREATE TABLE "surat_jumlah" (
	"desa_id" uuid DEFAULT nullif(current_setting('sid.desa_id', true), '')::uuid NOT NULL,
	"jenis_id" text NOT NULL,
	"tahun" integer NOT NULL,
	"bulan" smallint NOT NULL,
	"jumlah" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "surat_jumlah_pk" PRIMARY KEY("desa_id","jenis_id","tahun","bulan")
);
--> statement-breakpoint
-- The regency's logo on every letterhead (one row).
CREATE TABLE "surat_logo" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"tipe" text NOT NULL,
	"isi" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surat_logo_satu_ck" CHECK ("surat_logo"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "surat_jenis_desa" ADD CONSTRAINT "surat_jenis_desa_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_jenis_desa" ADD CONSTRAINT "surat_jenis_desa_jenis_id_surat_jenis_id_fk" FOREIGN KEY ("jenis_id") REFERENCES "public"."surat_jenis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_pejabat" ADD CONSTRAINT "surat_pejabat_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_setelan" ADD CONSTRAINT "surat_setelan_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_format" ADD CONSTRAINT "surat_format_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_format" ADD CONSTRAINT "surat_format_jenis_id_surat_jenis_id_fk" FOREIGN KEY ("jenis_id") REFERENCES "public"."surat_jenis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_urut" ADD CONSTRAINT "surat_urut_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat" ADD CONSTRAINT "surat_jenis_id_surat_jenis_id_fk" FOREIGN KEY ("jenis_id") REFERENCES "public"."surat_jenis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surat_jumlah" ADD CONSTRAINT "surat_jumlah_desa_id_desa_id_fk" FOREIGN KEY ("desa_id") REFERENCES "public"."desa"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Buku Agenda Surat Keluar: newest first, or by kind.
CREATE INDEX "surat_desa_created_idx" ON "surat" USING btree ("desa_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surat_desa_jenis_created_idx" ON "surat" USING btree ("desa_id","jenis_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surat_pejabat_desa_idx" ON "surat_pejabat" USING btree ("desa_id","urutan");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "surat_jenis", "surat_jenis_desa", "surat_pejabat", "surat_setelan", "surat_format", "surat_urut", "surat", "surat_jumlah", "surat_logo" TO "sid_app";--> statement-breakpoint
ALTER TABLE "surat_jenis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_jenis_desa" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_pejabat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_setelan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_format" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_urut" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_jumlah" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "surat_logo" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- The regency's kinds and logo: every village reads them, only the regency writes.
CREATE POLICY "kabupaten" ON "surat_jenis" TO "sid_app" USING (nullif(current_setting('sid.desa_id', true), '')::uuid IS NOT NULL OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
CREATE POLICY "kabupaten" ON "surat_logo" TO "sid_app" USING (nullif(current_setting('sid.desa_id', true), '')::uuid IS NOT NULL OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK (current_setting('sid.kabupaten', true) = 'ya');--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat_jenis_desa" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat_pejabat" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat_setelan" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat_format" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat_urut" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "desa_sendiri" ON "surat" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid) WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
-- The counts: a village writes its own, the regency console reads every village's (counts only).
CREATE POLICY "desa_sendiri" ON "surat_jumlah" TO "sid_app" USING ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid OR current_setting('sid.kabupaten', true) = 'ya') WITH CHECK ("desa_id" = nullif(current_setting('sid.desa_id', true), '')::uuid);--> statement-breakpoint
-- The kinds built in: the spec's three letters (issued from their record) and the commonest village letters (docs/decisions.md).
INSERT INTO "surat_jenis" ("id", "judul", "kode_klasifikasi", "sumber", "data_penduduk", "isian", "isi", "urutan") VALUES
('keterangan_pindah', 'SURAT KETERANGAN PINDAH', '475', 'penduduk_keluar', '["nama_lengkap", "nik", "no_kk", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "status_perkawinan", "pekerjaan", "kewarganegaraan", "alamat"]'::jsonb, '[]'::jsonb, E'Orang tersebut di atas adalah benar penduduk Desa {nama_desa} yang telah mengajukan permohonan pindah ke alamat tujuan {sumber.alamat_pindah} dengan alasan {sumber.alasan_pindah}, dengan jumlah pengikut {sumber.pengikut} orang.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 10),
('kutipan_kelahiran', 'SURAT KETERANGAN KELAHIRAN', '474.1', 'kelahiran', '["nama_lengkap", "jenis_kelamin", "tempat_lahir", "tanggal_lahir", "agama"]'::jsonb, '[]'::jsonb, E'Telah lahir seorang anak pada hari {sumber.hari_kelahiran}, tanggal {tanggal_lahir}, pukul {sumber.jam_lahir}, di {tempat_lahir}, dari seorang ibu bernama {sumber.nama_ibu} dan seorang ayah bernama {sumber.nama_ayah}.\n\nSurat keterangan ini dibuat berdasarkan keterangan pelapor; hubungan pelapor dengan bayi: {sumber.hubungan_pelapor}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 20),
('keterangan_kematian', 'SURAT KETERANGAN KEMATIAN', '474.3', 'kematian', '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "alamat"]'::jsonb, '[]'::jsonb, E'Orang tersebut di atas telah meninggal dunia pada hari {sumber.hari_meninggal}, tanggal {sumber.tanggal_meninggal}, di {sumber.tempat_meninggal}, disebabkan karena {sumber.penyebab_meninggal}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 30),
('domisili', 'SURAT KETERANGAN DOMISILI', '470', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "status_perkawinan", "pekerjaan", "kewarganegaraan", "alamat"]'::jsonb, '[{"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas adalah benar penduduk yang bertempat tinggal (berdomisili) di {alamat}, Desa {nama_desa}, Kecamatan {nama_kecamatan}, Kabupaten {nama_kabupaten}.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 40),
('sktm', 'SURAT KETERANGAN TIDAK MAMPU', '400', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "pekerjaan", "alamat"]'::jsonb, '[{"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Berdasarkan data dan sepengetahuan kami, orang tersebut di atas adalah benar penduduk Desa {nama_desa} yang tergolong keluarga tidak mampu secara ekonomi.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 50),
('usaha', 'SURAT KETERANGAN USAHA', '510', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "pekerjaan", "alamat"]'::jsonb, '[{"kunci": "nama_usaha", "label": "Nama Usaha", "tipe": "teks", "wajib": true}, {"kunci": "jenis_usaha", "label": "Jenis Usaha", "tipe": "teks", "wajib": true}, {"kunci": "alamat_usaha", "label": "Alamat Usaha", "tipe": "teks", "wajib": true}, {"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas adalah benar penduduk Desa {nama_desa} yang mempunyai usaha {isian.jenis_usaha} dengan nama {isian.nama_usaha}, bertempat di {isian.alamat_usaha}, dan usaha tersebut masih berjalan sampai dengan surat keterangan ini dibuat.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 60),
('pengantar_skck', 'SURAT PENGANTAR PERMOHONAN SKCK', '331', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "status_perkawinan", "pekerjaan", "kewarganegaraan", "alamat"]'::jsonb, '[{"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas adalah benar penduduk Desa {nama_desa} dan sepanjang pengetahuan kami berkelakuan baik, tidak pernah tersangkut perkara pidana, serta tidak sedang menjalani proses hukum.\n\nSurat pengantar ini diberikan sebagai kelengkapan permohonan Surat Keterangan Catatan Kepolisian (SKCK) untuk keperluan {isian.keperluan}.\n\nDemikian surat pengantar ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 70),
('belum_menikah', 'SURAT KETERANGAN BELUM PERNAH MENIKAH', '474.2', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "status_perkawinan", "pekerjaan", "kewarganegaraan", "alamat"]'::jsonb, '[{"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Berdasarkan data kependudukan yang ada pada kami, orang tersebut di atas adalah benar penduduk Desa {nama_desa} dan sampai dengan surat keterangan ini dibuat belum pernah melangsungkan perkawinan.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 80),
('penghasilan_orang_tua', 'SURAT KETERANGAN PENGHASILAN ORANG TUA', '400', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "pekerjaan", "alamat"]'::jsonb, '[{"kunci": "nama_anak", "label": "Nama Anak", "tipe": "teks", "wajib": true}, {"kunci": "penghasilan", "label": "Penghasilan per Bulan", "tipe": "uang", "wajib": true}, {"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas adalah benar orang tua dari {isian.nama_anak} dan mempunyai penghasilan rata-rata sebesar {isian.penghasilan} setiap bulan.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 90),
('kehilangan', 'SURAT KETERANGAN KEHILANGAN', '331', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "pekerjaan", "alamat"]'::jsonb, '[{"kunci": "barang_hilang", "label": "Barang yang Hilang", "tipe": "teks", "wajib": true}, {"kunci": "tanggal_hilang", "label": "Tanggal Hilang", "tipe": "tanggal", "wajib": true}, {"kunci": "tempat_hilang", "label": "Tempat Hilang", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas telah melaporkan kepada kami bahwa yang bersangkutan telah kehilangan {isian.barang_hilang} pada tanggal {isian.tanggal_hilang} di {isian.tempat_hilang}.\n\nSurat keterangan ini diberikan sebagai pengantar untuk melaporkan kehilangan tersebut kepada pihak yang berwenang.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 100),
('beda_nama', 'SURAT KETERANGAN BEDA NAMA', '470', NULL, '["nama_lengkap", "nik", "tempat_tanggal_lahir", "jenis_kelamin", "agama", "status_perkawinan", "pekerjaan", "kewarganegaraan", "alamat"]'::jsonb, '[{"kunci": "nama_lain", "label": "Nama pada Dokumen Lain", "tipe": "teks", "wajib": true}, {"kunci": "dokumen_lain", "label": "Dokumen yang Memuat Nama Lain", "tipe": "teks", "wajib": true}, {"kunci": "keperluan", "label": "Keperluan", "tipe": "teks", "wajib": true}]'::jsonb, E'Orang tersebut di atas adalah benar penduduk Desa {nama_desa}. Nama {nama_lengkap} sebagaimana tercantum dalam Kartu Tanda Penduduk dan Kartu Keluarga, dengan nama {isian.nama_lain} sebagaimana tercantum dalam {isian.dokumen_lain}, adalah benar nama dari satu orang yang sama.\n\nSurat keterangan ini diberikan untuk keperluan {isian.keperluan}.\n\nDemikian surat keterangan ini dibuat dengan sebenarnya untuk dapat dipergunakan sebagaimana mestinya.', 110);
