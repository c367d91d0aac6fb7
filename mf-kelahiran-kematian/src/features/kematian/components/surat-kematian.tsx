// The death certificate (Kutipan Surat Keterangan Kematian): two identical copies on one A4 sheet,
// side by side, addressed from the village of this deployment and dated the day it is printed.
import { forwardRef } from 'react';
import type { Kematian } from '@sid/openapi';
import { penandatanganSurat, type Village } from '@sid/ui-desa/module';
import { formatTanggalPanjang, teks, umurTahun } from '@sid/ui/format';
import { LetterCopies, LetterFields, Letterhead, LetterSheet, SignerBlock, useLetterStyles } from '@sid/ui-desa/letter';

export const JABATAN_PLACEHOLDER = 'Tambahkan nama jabatan';
export const NAMA_PLACEHOLDER = 'Tambahkan nama lengkap';

export interface SuratKematianProps {
  kematian: Kematian;
  village: Village;
  /** The letter's date (today). */
  tanggalSurat: Date;
}

function Salinan({ kematian, village, tanggalSurat }: SuratKematianProps) {
  const styles = useLetterStyles();
  const person = kematian.pemilik_data;
  // A signer with no title of their own signs under the village head's ('Kepala Desa', 'Lurah').
  const signer = penandatanganSurat(kematian.signatures, village);
  const jabatan = signer?.nama_jabatan;
  return (
    <article className={styles.copy}>
      <p className={styles.corner}>UNTUK YANG BERSANGKUTAN</p>
      <Letterhead village={village} />
      <p className={styles.title}>KUTIPAN</p>
      <p className={styles.titleUnderlined}>SURAT KETERANGAN KEMATIAN</p>
      <p className={styles.nomor}>{`Nomor : ${teks(kematian.nomor_surat_kematian)}`}</p>

      <p className={styles.paragraph}>
        {'Yang bertanda tangan di bawah ini, '}
        {jabatan ? jabatan : <span className={styles.placeholder} data-placeholder="">{JABATAN_PLACEHOLDER}</span>}
        {/* The position runs into the village's name, as the village wrote it ('Kepala Desa Watugede'),
            unless the signer's position already names the village. */}
        {`${jabatan && jabatan.toLowerCase().includes(village.nama_desa.toLowerCase()) ? '' : ` ${village.nama_desa}`} Kecamatan ${village.kecamatan} Kabupaten ${village.kabupaten}, menerangkan bahwa :`}
      </p>
      <LetterFields indent="6mm" labelWidth="32mm" rows={[
        { label: 'Nama', value: <span className={styles.strong}>{person.nama_lengkap.toUpperCase()}</span> },
        { label: 'NIK', value: person.nik },
        { label: 'Tempat Tgl. Lahir', value: teks(person.tempat_tanggal_lahir) },
        { label: 'Jenis Kelamin', value: person.jenis_kelamin },
        { label: 'Umur', value: umurTahun(person.umur) },
        { label: 'Alamat', value: teks(person.alamat_asal) },
      ]} />

      <p className={styles.lead}>Telah meninggal dunia pada :</p>
      <LetterFields indent="6mm" labelWidth="32mm" rows={[
        { label: 'Hari', value: teks(kematian.hari_meninggal) },
        { label: 'Tanggal', value: formatTanggalPanjang(kematian.tanggal_meninggal) },
        { label: 'Di', value: teks(kematian.tempat_meninggal) },
        { label: 'Disebabkan karena', value: teks(kematian.penyebab_meninggal) },
      ]} />

      <p className={styles.paragraph}>Surat keterangan ini dibuat atas dasar yang sebenarnya, untuk dapat dipergunakan sebagaimana mestinya.</p>

      <SignerBlock
        place={village.nama_desa}
        date={formatTanggalPanjang(tanggalSurat)}
        signer={signer}
        jabatanPlaceholder={JABATAN_PLACEHOLDER}
        namaPlaceholder={NAMA_PLACEHOLDER}
      />
    </article>
  );
}

export const SuratKematian = forwardRef<HTMLDivElement, SuratKematianProps>(function SuratKematian(props, ref) {
  return (
    <LetterSheet ref={ref} aria-label="Surat Keterangan Kematian">
      <LetterCopies>
        <Salinan {...props} />
        <Salinan {...props} />
      </LetterCopies>
    </LetterSheet>
  );
});
