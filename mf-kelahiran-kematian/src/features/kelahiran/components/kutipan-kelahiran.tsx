// The birth extract (Kutipan Surat Keterangan Kelahiran): one A4 sheet with the extract twice, side
// by side, as the village printed it (two columns, cut apart along the dashed line).
import { forwardRef } from 'react';
import type { Kelahiran, Penduduk } from '@sid/openapi';
import { penandatanganSurat, type Village } from '@sid/ui-desa/module';
import { formatTanggalPanjang, teks, umurTahun } from '@sid/ui/format';
import { LetterCopies, LetterFields, Letterhead, LetterSheet, SignerBlock, useLetterStyles } from '@sid/ui-desa/letter';

export interface KutipanKelahiranProps {
  kelahiran: Kelahiran;
  village: Village;
  /** The letter's date (today). */
  tanggalSurat: Date;
}

/** One label column for every block of the copy, so the colons line up down the page. */
const LABEL_WIDTH = '27mm';

/** 'Laki laki' reads 'laki-laki' inside a sentence. */
function jenisAnak(jenisKelamin: Kelahiran['jenis_kelamin']): string {
  if (jenisKelamin === 'Laki laki') return 'laki-laki';
  if (jenisKelamin === 'Perempuan') return 'perempuan';
  return '';
}

function orangTua(person: Penduduk | null) {
  return [
    { label: 'Nama Lengkap', value: teks(person?.nama_lengkap) },
    { label: 'NIK', value: teks(person?.nik) },
    { label: 'Umur', value: umurTahun(person?.umur) },
    { label: 'Pekerjaan', value: teks(person?.pekerjaan) },
    { label: 'Alamat', value: teks(person?.alamat_asal) },
  ];
}

function Kutipan({ kelahiran, village, tanggalSurat }: KutipanKelahiranProps) {
  const styles = useLetterStyles();
  const anak = jenisAnak(kelahiran.jenis_kelamin);
  return (
    <article className={styles.copy}>
      <Letterhead village={village} />
      <p className={styles.title}>KUTIPAN</p>
      <p className={styles.titleUnderlined}>SURAT KETERANGAN KELAHIRAN</p>
      <p className={styles.nomor}>{`Nomor : ${teks(kelahiran.nomor_surat_kelahiran)}`}</p>

      <p className={styles.paragraph}>Yang bertanda tangan di bawah ini, menerangkan bahwa pada :</p>
      <LetterFields indent="6mm" labelWidth={LABEL_WIDTH} rows={[
        { label: 'Hari', value: teks(kelahiran.hari_kelahiran) },
        { label: 'Tanggal', value: formatTanggalPanjang(kelahiran.tanggal_lahir) },
        { label: 'Pukul', value: teks(kelahiran.jam_lahir) },
        { label: 'Tempat Kelahiran', value: teks(kelahiran.tempat_lahir) },
      ]} />

      <p className={styles.lead}>{anak ? `Telah lahir seorang anak ${anak} :` : 'Telah lahir seorang anak :'}</p>
      <LetterFields indent="6mm" labelWidth={LABEL_WIDTH} rows={[
        { label: 'Bernama', value: <span className={styles.strong}>{teks(kelahiran.nama).toUpperCase()}</span> },
        { label: 'NIK', value: teks(kelahiran.nik) },
        { label: 'Agama', value: teks(kelahiran.agama) },
      ]} />

      <p className={styles.lead}>Dari seorang ibu :</p>
      <LetterFields indent="6mm" labelWidth={LABEL_WIDTH} rows={orangTua(kelahiran.data_ibu)} />

      <p className={styles.lead}>Istri dari :</p>
      <LetterFields indent="6mm" labelWidth={LABEL_WIDTH} rows={orangTua(kelahiran.data_ayah)} />

      <p className={styles.paragraph}>Surat keterangan ini dibuat berdasarkan keterangan pelapor.</p>
      <p className={styles.lead}>{`Hubungan pelapor dengan bayi : ${teks(kelahiran.hubungan_pelapor)}`}</p>

      <SignerBlock
        place={village.nama_desa}
        date={formatTanggalPanjang(tanggalSurat)}
        signer={penandatanganSurat(kelahiran.signatures, village)}
        jabatanPlaceholder="Tambahkan nama jabatan"
        namaPlaceholder="Tambahkan nama lengkap"
      />
    </article>
  );
}

export const KutipanKelahiran = forwardRef<HTMLDivElement, KutipanKelahiranProps>(function KutipanKelahiran(props, ref) {
  return (
    <LetterSheet ref={ref} aria-label="Kutipan Surat Keterangan Kelahiran">
      <LetterCopies>
        <Kutipan {...props} />
        <Kutipan {...props} />
      </LetterCopies>
    </LetterSheet>
  );
});
