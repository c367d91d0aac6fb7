/** What the signer dialogs edit (spec §3: nama_jabatan, nama_lengkap). */
export interface SignerValues {
  nama_jabatan: string;
  nama_lengkap: string;
}

/** A stored signer, as the letter records carry it. */
export interface SignerRecord extends SignerValues {
  _id: string;
}
