// A letter's content (issue 36), composed the same way for the preview, the issue and the wording
// form's live preview: the opening, the person's rows, the body with its placeholders filled and the
// signature lines. What is missing is listed (and marked `[Label]`), never printed as a placeholder.
import { tanggalPanjang } from './lahir';
import type { IsianSurat, MasalahSurat } from './surat-isian';
import { tampilIsianSurat } from './surat-isian';
import { barisTtdSurat, isiTeksSurat, KOLOM_PENDUDUK_SURAT, labelPlaceholderSurat, placeholderIsian, type BentukTtdSurat, type KolomPendudukSurat, type SumberSurat } from './surat-teks';

export interface KontenSuratDesa {
  nama_desa: string;
  kecamatan: string;
  kabupaten: string;
  provinsi: string;
  alamat_kantor: string;
  kode_pos: string;
}

export interface MasukanKontenSurat {
  jenis: { judul: string; data_penduduk: readonly KolomPendudukSurat[]; isian: readonly IsianSurat[]; isi: string; sumber: SumberSurat | null };
  /** The person's fields as printed (null or blank: not recorded). */
  orang: Partial<Record<KolomPendudukSurat, string | null>>;
  /** The record's `{sumber.*}` values as printed. */
  sumber: Readonly<Record<string, string | null>>;
  /** The extra fields' values in their stored form (periksaIsianSurat). */
  isian: Readonly<Record<string, string>>;
  pejabat: { nama: string; jabatan: string; nip: string | null; bentuk: BentukTtdSurat; atas_nama: string | null; untuk_beliau: string | null } | null;
  desa: KontenSuratDesa;
  nomor: string | null;
  /** YYYY-MM-DD. */
  tanggal: string;
  ada_logo: boolean;
  kode_verifikasi: string | null;
  url_verifikasi: string | null;
}

export interface KontenSurat {
  judul: string;
  nomor: string;
  tanggal: string;
  tanggal_teks: string;
  kop: KontenSuratDesa & { desa: string; ada_logo: boolean };
  pembuka: string;
  data: { label: string; nilai: string }[];
  isi: string;
  ttd: { tempat_tanggal: string; baris: string[]; nama: string; nip: string | null };
  kode_verifikasi: string | null;
  url_verifikasi: string | null;
}

const kosong = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/** The content of a letter and what is still missing (empty: it may be issued). */
export function susunKontenSurat(m: MasukanKontenSurat): { konten: KontenSurat; kurang: MasalahSurat[] } {
  const kurang: MasalahSurat[] = [];
  const tambah = (kolom: string, pesan: string) => {
    if (!kurang.some((k) => k.kolom === kolom)) kurang.push({ kolom, pesan });
  };
  const label = (nama: string) => labelPlaceholderSurat(nama, m.jenis);
  const pesanKosong = (nama: string) =>
    nama.startsWith('isian.') ? `${label(nama)} wajib diisi`
    : nama.startsWith('sumber.') ? `${label(nama)} belum tercatat pada data asal surat`
    : nama === 'nomor_surat' ? 'Nomor surat belum dapat dibuat'
    : nama === 'nama_penandatangan' || nama === 'jabatan_penandatangan' ? 'Pilih pejabat penandatangan'
    : `${label(nama)} belum tercatat pada data penduduk`;
  const kolomKosong = (nama: string) => (nama === 'nama_penandatangan' || nama === 'jabatan_penandatangan' ? 'pejabat_id' : nama);

  if (!m.pejabat) tambah('pejabat_id', 'Pilih pejabat penandatangan');
  if (m.nomor === null) tambah('nomor_surat', 'Nomor surat belum dapat dibuat');

  const data = m.jenis.data_penduduk.map((k) => {
    const v = m.orang[k];
    if (kosong(v)) tambah(k, pesanKosong(k));
    return { label: KOLOM_PENDUDUK_SURAT[k], nilai: kosong(v) ? `[${KOLOM_PENDUDUK_SURAT[k]}]` : (v as string) };
  });

  const nilai: Record<string, string | null | undefined> = { ...m.orang };
  for (const [k, v] of Object.entries(m.sumber)) nilai[`sumber.${k}`] = v;
  for (const i of m.jenis.isian) {
    const v = m.isian[i.kunci];
    nilai[placeholderIsian(i.kunci)] = v === undefined || v === '' ? null : tampilIsianSurat(i.tipe, v);
  }
  Object.assign(nilai, {
    nomor_surat: m.nomor,
    tanggal_surat: tanggalPanjang(m.tanggal),
    nama_desa: m.desa.nama_desa,
    nama_kecamatan: m.desa.kecamatan,
    nama_kabupaten: m.desa.kabupaten,
    nama_provinsi: m.desa.provinsi,
    nama_penandatangan: m.pejabat?.nama ?? null,
    jabatan_penandatangan: m.pejabat?.jabatan ?? null,
  });
  const isi = isiTeksSurat(m.jenis.isi, nilai, label);
  for (const nama of isi.kosong) tambah(kolomKosong(nama), pesanKosong(nama));
  for (const i of m.jenis.isian) if (i.wajib && kosong(m.isian[i.kunci])) tambah(placeholderIsian(i.kunci), `${i.label} wajib diisi`);

  const jabatan = m.pejabat ? barisTtdSurat(m.pejabat, m.desa.nama_desa)[0] ?? '' : '[Jabatan Penandatangan]';
  const pembuka = `Yang bertanda tangan di bawah ini, ${m.pejabat?.bentuk === 'langsung' ? jabatan : `Kepala Desa ${m.desa.nama_desa}`}, Kecamatan ${m.desa.kecamatan}, Kabupaten ${m.desa.kabupaten}, menerangkan dengan sebenarnya bahwa:`;
  return {
    konten: {
      judul: m.jenis.judul,
      nomor: m.nomor ?? '[Nomor Surat]',
      tanggal: m.tanggal,
      tanggal_teks: tanggalPanjang(m.tanggal),
      kop: { ...m.desa, desa: m.desa.nama_desa, ada_logo: m.ada_logo },
      pembuka,
      data,
      isi: isi.teks,
      ttd: {
        tempat_tanggal: `${m.desa.nama_desa}, ${tanggalPanjang(m.tanggal)}`,
        baris: m.pejabat ? barisTtdSurat(m.pejabat, m.desa.nama_desa) : ['[Jabatan Penandatangan]'],
        nama: m.pejabat?.nama ?? '[Nama Penandatangan]',
        nip: m.pejabat?.nip ?? null,
      },
      kode_verifikasi: m.kode_verifikasi,
      url_verifikasi: m.url_verifikasi,
    },
    kurang,
  };
}
