/**
 * The parents of a birth: two people, the father a man and the mother a woman, and the baby's NIK is
 * neither parent's. The server checks all of it (it reads the parents' records); the add form checks
 * what it can see (the NIKs) with the same words. Each refusal has its own code (ErrorCode), which
 * names the field it is about (ERROR_CODE_FIELD).
 */
export const ORANG_TUA_MESSAGES = {
  nikSama: 'NIK Ibu tidak boleh sama dengan NIK Ayah',
  ayahBukanLakiLaki: 'NIK Ayah harus milik penduduk laki-laki',
  ibuBukanPerempuan: 'NIK Ibu harus milik penduduk perempuan',
  nikBayiSamaAyah: 'NIK tidak boleh sama dengan NIK Ayah',
  nikBayiSamaIbu: 'NIK tidak boleh sama dengan NIK Ibu',
} as const;

/** A parent's NIK that names no registered resident (404, the server's words since the original backend). */
export const ORANG_TUA_TIDAK_DITEMUKAN = {
  ayah: 'Data ayah tidak ditemukan',
  ibu: 'Data ibu tidak ditemukan',
} as const;
