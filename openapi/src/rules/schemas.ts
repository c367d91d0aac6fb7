// The forms' yup schemas, with the spec's messages word for word (spec §5). The formats and their
// messages come from the shared domain, which the server's validation reads too.
import { mixed, number, object, string, type TestConfig } from 'yup';
import {
  DEFAULT_POSISI_DALAM_KELUARGA,
  DIGITS_16,
  kesalahanDataKk,
  type FieldDataKk,
  DOCUMENT_IMAGE_TYPES,
  KETERANGAN_MASUK_TYPES,
  KODE_POS,
  KODE_WILAYAH,
  minLengthMessage,
  nikError,
  nikPerluDiperiksa,
  PASSWORD_MIN_LENGTH,
  REGION_FORMAT_MESSAGES,
  FORMAT_16_DIGIT_MESSAGES,
  MAX_UPLOAD_BYTES,
  NOT_A_NUMBER_MESSAGE,
  ORANG_TUA_MESSAGES,
  UPLOAD_MESSAGES,
  periksaAlasanTindakan,
  periksaTanggalDatang,
  LABEL_TANGGAL_DATANG,
  periksaKunciGabung,
  periksaAlamatKabupaten,
  type Field16Digit,
} from '../domain';
import { tanggalIsoAda } from '../domain/lahir';
import { bacaTanggalIsian } from '../domain/tanggal-isian';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const required = (message: string) => string().trim().required(message);
/** A required 16-digit field (NIK, No. KK) with the shared format message of that field. */
const nomor16 = (field: Field16Digit, message: string) => required(message).matches(DIGITS_16, FORMAT_16_DIGIT_MESSAGES[field]);

/**
 * A NIK whose date part (digits 7-12) is a date of the calendar: the server's NIK_TANGGAL_TIDAK_VALID
 * (domain/nik.ts), with its message. `nikTersimpan`: on an edit, the stored NIK passes as it is (a
 * record saved before the check stays editable); a changed one is checked.
 */
function nikTanggalValid(nikTersimpan?: string): TestConfig<string | undefined> {
  return {
    name: 'nikTanggal',
    test(value, context) {
      const nik = (value ?? '').trim();
      if (!nikPerluDiperiksa(nik, nikTersimpan)) return true;
      const error = nikError(nik);
      return error ? context.createError({ message: error.pesan }) : true;
    },
  };
}
const nikPenduduk = (nikTersimpan?: string) => nomor16('nik', 'NIK tidak boleh kosong').test(nikTanggalValid(nikTersimpan));

/** The earliest event date the contract takes (its `Tanggal` schema, formatMinimum). */
export const TANGGAL_MINIMUM = '1900-01-01';

/**
 * Today as 'YYYY-MM-DD' on the clerk's computer, which sits in the village: the form's reading of the
 * contract's `x-tidak-di-masa-depan` (the server checks it again in the village's configured zone).
 */
export function hariIniLokal(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date of the shared date field (@sid/ui-desa/tanggal), which keeps as typed what it cannot read as
 * a date ('31-02-2026', '05-01-26'): refused with the reader's message (domain/tanggal-isian.ts).
 */
export const tanggalTerbaca = (label: string, base = string()) =>
  base.test('tanggalTerbaca', '', function periksa(value) {
    if (!value || tanggalIsoAda(value)) return true;
    const terbaca = bacaTanggalIsian(value, label);
    return this.createError({ message: terbaca.ok ? `${label} ditulis hh-bb-tttt` : terbaca.pesan });
  });

/**
 * An event date of the contract's `Tanggal` (birth, death, ID card, leaving the village): from 1900 up
 * to today. An empty or malformed value is left to the field's own rules.
 */
const tanggalPeristiwa = (label: string, base = string()) =>
  tanggalTerbaca(label, base)
    .test('tanggalMinimum', `${label} tidak boleh sebelum 1900`, (value) => !value || !ISO_DATE.test(value) || value >= TANGGAL_MINIMUM)
    .test('tidakDiMasaDepan', `${label} tidak boleh melewati hari ini`, (value) => !value || !ISO_DATE.test(value) || value <= hariIniLokal());

/** A resident's birth date (issue 35): required, a date of the calendar, from 1900 up to today. */
const tanggalLahir = () => tanggalPeristiwa('Tanggal Lahir', required('Tanggal Lahir tidak boleh kosong'));

/** A browser File (or any Blob with a type), as the upload inputs give it. */
export interface UploadFile {
  size: number;
  type: string;
  name?: string;
}

function isUpload(value: unknown): value is UploadFile {
  return typeof value === 'object' && value !== null && typeof (value as UploadFile).size === 'number' && typeof (value as UploadFile).type === 'string';
}

/** jpg/jpeg/png (or `types`), at most 10 MB, required (death archive; entry documents with a PDF too). */
export const documentImage = (types: readonly string[] = DOCUMENT_IMAGE_TYPES, formatMessage: string = UPLOAD_MESSAGES.fileFormat) =>
  mixed<UploadFile>()
    .nullable()
    .test('fileRequired', UPLOAD_MESSAGES.fileRequired, (value) => isUpload(value))
    .test('fileSize', UPLOAD_MESSAGES.fileTooLarge, (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES)
    .test('fileFormat', formatMessage, (value) => !isUpload(value) || types.includes(value.type));

/** An entry document (issue 40): a jpg/png photo or a PDF scan. */
const dokumenMasuk = () => documentImage(KETERANGAN_MASUK_TYPES, UPLOAD_MESSAGES.fileFormatMasuk);

/** A KK column's field: the shared rule's error for it (kesalahanDataKk reads the whole record). */
const dataKk = (field: FieldDataKk) =>
  string().test('dataKk', '', function () {
    const salah = kesalahanDataKk(this.parent as Record<string, string>).find((k) => k.field === field);
    return salah ? this.createError({ message: salah.pesan }) : true;
  });

/** The KK columns of the resident forms (issue 35): all optional; the shared rules tie them together. */
const KOLOM_KK = {
  nama_ayah: string().max(100, 'Nama Ayah paling banyak 100 karakter'),
  nik_ayah: dataKk('nik_ayah'),
  nama_ibu: string().max(100, 'Nama Ibu paling banyak 100 karakter'),
  nik_ibu: dataKk('nik_ibu'),
  tanggal_perkawinan: tanggalPeristiwa('Tanggal Perkawinan', dataKk('tanggal_perkawinan')),
  no_paspor: dataKk('no_paspor').max(30, 'Nomor paspor paling banyak 30 karakter'),
  no_kitas_kitap: dataKk('no_kitas_kitap').max(30, 'Nomor KITAS/KITAP paling banyak 30 karakter'),
};

/** Add family card with its head (/kartu_keluarga/insert, /penduduk_masuk/insert/kk). */
export const kartuKeluargaSchema = object({
  no_kk: nomor16('no_kk', 'Nomor KK tidak boleh kosong'),
  nik: nikPenduduk(),
  nama_lengkap: required('Nama Lengkap tidak boleh kosong'),
  jenis_kelamin: required('Jenis Kelamin tidak boleh kosong'),
  tempat_lahir: required('Tempat Lahir tidak boleh kosong'),
  tanggal_lahir: tanggalLahir(),
  agama: required('Agama tidak boleh kosong'),
  status_perkawinan: required('Status Perkawinan tidak boleh kosong'),
  pekerjaan: required('Pekerjaan tidak boleh kosong'),
  pendidikan_terakhir: required('Pendidikan Terakhir tidak boleh kosong'),
  posisi_dalam_keluarga: string().default(DEFAULT_POSISI_DALAM_KELUARGA),
  alamat_asal: required('Alamat Asal tidak boleh kosong'),
  ...KOLOM_KK,
});

/**
 * Issue 40: an incoming family's arrival date, as the guided flow asks it: required there (the
 * contract keeps it optional for older clients), a date from 1900 up to today, not before the head's
 * birth date (`tanggal_lahir` beside it in the form; the shared rule, domain/tanggal-datang.ts).
 */
export const tanggalDatang = () =>
  tanggalPeristiwa(LABEL_TANGGAL_DATANG, required('Tanggal Datang tidak boleh kosong')).test('datangSetelahLahir', '', function periksa(value) {
    if (!value || !ISO_DATE.test(value)) return true;
    const salah = periksaTanggalDatang(value, (this.parent as { tanggal_lahir?: string }).tanggal_lahir);
    return salah ? this.createError({ message: salah }) : true;
  });

/** The incoming family's card with its head (/penduduk_masuk/insert/kk): the card's form and its arrival date. */
export const kartuKeluargaMasukSchema = kartuKeluargaSchema.shape({ tanggal_datang: tanggalDatang() });

/** A saved incoming card's arrival date, corrected alone (the head's `tanggal_lahir` given beside it). */
export const tanggalDatangSchema = object({ tanggal_datang: tanggalDatang() });

/** Add / edit a member of an incoming card (/penduduk_masuk/{id_kk}/i, /penduduk_masuk/{id}/u/{id_kk}). */
export const anggotaPendudukMasukSchema = object({
  nik: nikPenduduk(),
  nama_lengkap: required('Nama Lengkap tidak boleh kosong'),
  jenis_kelamin: required('Jenis Kelamin tidak boleh kosong'),
  tempat_lahir: required('Tempat Lahir tidak boleh kosong'),
  tanggal_lahir: tanggalLahir(),
  agama: required('Agama tidak boleh kosong'),
  status_perkawinan: required('Status perkawinan tidak boleh kosong'),
  pekerjaan: required('Pekerjaan tidak boleh kosong'),
  pendidikan_terakhir: required('Pendidikan terakhir tidak boleh kosong'),
  posisi_dalam_keluarga: required('Posisi dalam keluarga tidak boleh kosong'),
  alamat_asal: required('Alamat tidak boleh kosong'),
  ...KOLOM_KK,
});

/**
 * Add / edit a member inside the family-card area. The spec does not show these rules; the
 * member forms share the incoming-member rules so both areas validate alike.
 */
export const anggotaKeluargaSchema = anggotaPendudukMasukSchema;

/**
 * Edit a member (both areas): the add rules, but the stored NIK is not refused for its date part (the
 * server checks a NIK only when it changes: docs/decisions.md "NIK and No. KK that mean something").
 */
export const anggotaUpdateSchema = (nikTersimpan: string) => anggotaPendudukMasukSchema.shape({ nik: nikPenduduk(nikTersimpan) });

/** Add entry documents (both, each a photo or a PDF scan). The update dialog has no checks. */
export const keteranganMasukSchema = object({
  foto_kk: dokumenMasuk(),
  foto_surat_masuk: dokumenMasuk(),
});

/** Add / replace the death archive photo. */
export const arsipKematianSchema = object({
  arsip_kematian: documentImage(),
});

const pengikut = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(NOT_A_NUMBER_MESSAGE)
    .integer(NOT_A_NUMBER_MESSAGE)
    .min(0, NOT_A_NUMBER_MESSAGE)
    .required('Pengikut tidak boleh kosong');

/** The proposer photo: optional, any image, at most 10 MB. */
const fotoPengusul = () =>
  mixed<UploadFile>()
    .nullable()
    .optional()
    .test('fileSize', UPLOAD_MESSAGES.fileTooLarge, (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES);

/** Add moving-out statement (/penduduk_keluar/{id}/i/k). */
export const keteranganKeluarSchema = object({
  nomor_surat: string().optional(),
  pengikut: pengikut(),
  alamat_pindah: required('Alamat Pindah tidak boleh kosong'),
  tanggal_ktp: tanggalPeristiwa('Tanggal ktp', required('Tanggal ktp tidak boleh kosong')),
  meninggalkan_desa_pada: tanggalPeristiwa('Tanggal meninggalkan desa', required('Tanggal meninggalkan desa tidak boleh kosong')),
  kewarganegaraan: required('Kewarganegaraan tidak boleh kosong'),
  alasan_pindah: required('Alasan pindah tidak boleh kosong'),
  catatan: string().optional(),
  foto_pengusul: fotoPengusul(),
});

/** Edit moving-out statement: the same rules except that kewarganegaraan is not required. */
export const keteranganKeluarUpdateSchema = keteranganKeluarSchema.shape({
  kewarganegaraan: string().optional(),
});

const sama = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && a.trim() === b.trim();

/**
 * The baby's NIK: optional; 16 digits with a real date part (on an edit, `nikTersimpan` passes as it
 * is, as on the server); neither parent's.
 */
export const nikBayi = (nikTersimpan?: string) =>
  string()
    .optional()
    .test('nik', FORMAT_16_DIGIT_MESSAGES.nik, (value) => !value || DIGITS_16.test(value))
    .test(nikTanggalValid(nikTersimpan))
    .test('nikBayiBukanAyah', ORANG_TUA_MESSAGES.nikBayiSamaAyah, function (value) {
      return !sama(value, this.parent.nik_ayah);
    })
    .test('nikBayiBukanIbu', ORANG_TUA_MESSAGES.nikBayiSamaIbu, function (value) {
      return !sama(value, this.parent.nik_ibu);
    });

/**
 * Add birth: the parents' NIK are required and differ, the rest optional; the baby's NIK, when given,
 * is not a parent's; the birth date lies between 1900 and today.
 */
export const kelahiranSchema = object({
  nik_ayah: nomor16('nik_ayah', 'NIK Ayah tidak boleh kosong'),
  nik_ibu: nomor16('nik_ibu', 'NIK Ibu tidak boleh kosong').test('nikOrangTuaBeda', ORANG_TUA_MESSAGES.nikSama, function (value) {
    return !sama(value, this.parent.nik_ayah);
  }),
  nik: nikBayi(),
  tanggal_lahir: tanggalPeristiwa('Tanggal Lahir').optional(),
});

/** Edit birth: no rule of its own (spec §5) but the date the contract would refuse anyway. */
export const kelahiranUpdateSchema = object({
  tanggal_lahir: tanggalPeristiwa('Tanggal Lahir').optional(),
});

/**
 * Add / edit a death record: no client-side rules (spec §5) but the date the contract would refuse
 * anyway (the server names it too: 'tanggal_meninggal tidak boleh melewati hari ini').
 */
export const kematianSchema = object({
  tanggal_meninggal: tanggalPeristiwa('Tanggal Meninggal'),
});

/**
 * Add / edit a user: the full name is not blank, as the contract says (pattern '\S'). The other
 * fields are left to the server (spec §5: user forms have no client-side validation).
 */
export const userSchema = object({
  nama_lengkap: required('Nama Lengkap tidak boleh kosong'),
});

// ---------------------------------------------------------------- the regency console (issue 11)
// Beyond the spec, so these forms check before sending what the server would refuse for format,
// with the server's own words (the shared domain's format.ts).

const teksWajib = (label: string) => required(`${label} tidak boleh kosong`);
const kodePos = () => required('Kode Pos tidak boleh kosong').matches(new RegExp(KODE_POS.pattern), REGION_FORMAT_MESSAGES.kode_pos);
const password = (field = 'password') => string().required(`${field} tidak boleh kosong`).min(PASSWORD_MIN_LENGTH, minLengthMessage(field, PASSWORD_MIN_LENGTH)).max(128);

/** The letterhead of a village (edit). */
export const desaUpdateSchema = object({
  nama_desa: teksWajib('Nama Desa'),
  alamat_kantor: teksWajib('Alamat Kantor'),
  kode_pos: kodePos(),
  jabatan_kepala: teksWajib('Jabatan Kepala Desa'),
});

/** A new village: its Kemendagri code, then the letterhead. */
export const desaSchema = desaUpdateSchema.shape({
  kode_wilayah: required('Kode Wilayah tidak boleh kosong').matches(new RegExp(KODE_WILAYAH.pattern), REGION_FORMAT_MESSAGES.kode_wilayah),
});

/** The first Super Admin of a village. */
export const superAdminDesaSchema = object({
  nama_lengkap: teksWajib('Nama Lengkap'),
  username: required('Username tidak boleh kosong'),
  password: password(),
});

/**
 * The regency's written reason where it reaches into a village (issue 33): the shared domain's rule
 * (periksaAlasanTindakan), the server's words.
 */
export const alasanTindakan = () =>
  string().test({ name: 'alasan_tindakan', test: (value, ctx) => {
    const refused = periksaAlasanTindakan(value);
    return refused ? ctx.createError({ message: refused }) : true;
  } });

/** Another Super Admin for a village that has one: the reason too. */
export const superAdminDesaDenganAlasanSchema = superAdminDesaSchema.shape({ alasan_tindakan: alasanTindakan() });

/** A new password set by the regency for a village's Super Admin, with its reason. */
export const passwordResetSchema = object({ password: password(), alasan_tindakan: alasanTindakan() });

/** The join key of a standalone village's export (issue 38, periksaKunciGabung): the export's form and the join's. */
export const kunciGabung = () =>
  string().test({ name: 'kunci_gabung', test: (value, ctx) => {
    const refused = periksaKunciGabung(value);
    return refused ? ctx.createError({ message: refused }) : true;
  } });

/** The standalone Super Admin's 'Ekspor untuk Bergabung ke Kabupaten'. */
export const eksporDesaSchema = object({ kunci: kunciGabung() });

/** The standalone Super Admin's 'Jadikan Hanya-Baca' (issue 38): the regency server's address, may be empty. */
export const hanyaBacaSchema = object({
  alamat_kabupaten: string().test({ name: 'alamat_kabupaten', test: (value, ctx) => {
    const refused = periksaAlamatKabupaten(value);
    return refused ? ctx.createError({ message: refused }) : true;
  } }),
});

/** One's own password: the current one, then the new one. */
export const passwordChangeSchema = object({
  password_lama: string().required('Password lama tidak boleh kosong'),
  password_baru: password('password_baru'),
});
