// The forms' yup schemas, with the spec's messages word for word (spec §5).
import { mixed, number, object, string } from 'yup';
import { DEFAULT_POSISI_DALAM_KELUARGA, DOCUMENT_IMAGE_TYPES, MAX_UPLOAD_BYTES } from './enums';

export const MESSAGES = {
  nikFormat: 'NIK harus 16 digit angka',
  noKkFormat: 'Nomor KK harus 16 digit angka',
  fileRequired: 'A file is Required',
  fileTooLarge: 'Maximum size is 10mb',
  fileFormat: 'Unsupported Format, We just Support : jpg/jpeg/png',
  notANumber: 'Input harus berupa angka',
} as const;

const DIGITS_16 = /^[0-9]{16}$/;

const required = (message: string) => string().trim().required(message);
const nik = (message: string) => required(message).matches(DIGITS_16, MESSAGES.nikFormat);

/** A browser File (or any Blob with a type), as the upload inputs give it. */
export interface UploadFile {
  size: number;
  type: string;
  name?: string;
}

function isUpload(value: unknown): value is UploadFile {
  return typeof value === 'object' && value !== null && typeof (value as UploadFile).size === 'number' && typeof (value as UploadFile).type === 'string';
}

/** jpg/jpeg/png, at most 10 MB, required (entry documents, death archive). */
export const documentImage = () =>
  mixed<UploadFile>()
    .nullable()
    .test('fileRequired', MESSAGES.fileRequired, (value) => isUpload(value))
    .test('fileSize', MESSAGES.fileTooLarge, (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES)
    .test('fileFormat', MESSAGES.fileFormat, (value) => !isUpload(value) || (DOCUMENT_IMAGE_TYPES as readonly string[]).includes(value.type));

/** Add family card with its head (/kartu_keluarga/insert, /penduduk_masuk/insert/kk). */
export const kartuKeluargaSchema = object({
  no_kk: required('Nomor KK tidak boleh kosong').matches(DIGITS_16, MESSAGES.noKkFormat),
  nik: nik('NIK tidak boleh kosong'),
  nama_lengkap: required('Nama Lengkap tidak boleh kosong'),
  jenis_kelamin: required('Jenis Kelamin tidak boleh kosong'),
  tempat_tanggal_lahir: required('Tidak boleh kosong'),
  umur: required('Umur tidak boleh kosong'),
  agama: required('Agama tidak boleh kosong'),
  status_perkawinan: required('Status Perkawinan tidak boleh kosong'),
  pekerjaan: required('Pekerjaan tidak boleh kosong'),
  pendidikan_terakhir: required('Pendidikan Terakhir tidak boleh kosong'),
  posisi_dalam_keluarga: string().default(DEFAULT_POSISI_DALAM_KELUARGA),
  alamat_asal: required('Alamat Asal tidak boleh kosong'),
});

/** Add / edit a member of an incoming card (/penduduk_masuk/{id_kk}/i, /penduduk_masuk/{id}/u/{id_kk}). */
export const anggotaPendudukMasukSchema = object({
  nik: nik('NIK tidak boleh kosong'),
  nama_lengkap: required('Nama Lengkap tidak boleh kosong'),
  jenis_kelamin: required('Jenis Kelamin tidak boleh kosong'),
  tempat_tanggal_lahir: required('Tempat Tanggal Lahir tidak boleh kosong'),
  umur: required('Umur tidak boleh kosong'),
  agama: required('Agama tidak boleh kosong'),
  status_perkawinan: required('Status perkawinan tidak boleh kosong'),
  pekerjaan: required('Pekerjaan tidak boleh kosong'),
  pendidikan_terakhir: required('Pendidikan terakhir tidak boleh kosong'),
  posisi_dalam_keluarga: required('Posisi dalam keluarga tidak boleh kosong'),
  alamat_asal: required('Alamat tidak boleh kosong'),
});

/**
 * Add / edit a member inside the family-card area. The spec does not show these rules; the
 * member forms share the incoming-member rules so both areas validate alike.
 */
export const anggotaKeluargaSchema = anggotaPendudukMasukSchema;

/** Add entry documents (both photos). The update dialog has no checks. */
export const keteranganMasukSchema = object({
  foto_kk: documentImage(),
  foto_surat_masuk: documentImage(),
});

/** Add / replace the death archive photo. */
export const arsipKematianSchema = object({
  arsip_kematian: documentImage(),
});

const pengikut = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(MESSAGES.notANumber)
    .integer(MESSAGES.notANumber)
    .min(0, MESSAGES.notANumber)
    .required('Pengikut tidak boleh kosong');

/** The proposer photo: optional, any image, at most 10 MB. */
const fotoPengusul = () =>
  mixed<UploadFile>()
    .nullable()
    .optional()
    .test('fileSize', MESSAGES.fileTooLarge, (value) => !isUpload(value) || value.size <= MAX_UPLOAD_BYTES);

/** Add moving-out statement (/penduduk_keluar/{id}/i/k). */
export const keteranganKeluarSchema = object({
  nomor_surat: string().optional(),
  pengikut: pengikut(),
  alamat_pindah: required('Alamat Pindah tidak boleh kosong'),
  tanggal_ktp: required('Tanggal ktp tidak boleh kosong'),
  meninggalkan_desa_pada: required('Tanggal meninggalkan desa tidak boleh kosong'),
  kewarganegaraan: required('Kewarganegaraan tidak boleh kosong'),
  alasan_pindah: required('Alasan pindah tidak boleh kosong'),
  catatan: string().optional(),
  foto_pengusul: fotoPengusul(),
});

/** Edit moving-out statement: the same rules except that kewarganegaraan is not required. */
export const keteranganKeluarUpdateSchema = keteranganKeluarSchema.shape({
  kewarganegaraan: string().optional(),
});

/** Add birth: the parents' NIK are required, the rest optional. The edit form has no validation. */
export const kelahiranSchema = object({
  nik_ayah: nik('NIK Ayah tidak boleh kosong'),
  nik_ibu: nik('NIK Ibu tidak boleh kosong'),
  nik: string()
    .optional()
    .test('nik', MESSAGES.nikFormat, (value) => !value || DIGITS_16.test(value)),
});
