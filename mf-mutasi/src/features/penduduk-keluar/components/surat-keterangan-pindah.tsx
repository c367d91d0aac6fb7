// The moving-out letter (Surat Keterangan Pindah): ONE copy on one A4 portrait sheet (the birth and
// death letters print two). Letterhead, number line, 13 numbered items about the proposer, the table
// of the family members who go along, then the 3x4 photo box beside the signer's block.
import { forwardRef } from 'react';
import { makeStyles } from '@griffel/react';
import type { PendudukKeluar } from '@sid/openapi';
import { penandatanganSurat, type Village } from '@sid/ui-desa/module';
import { formatTanggalPanjang, teks } from '@sid/ui/format';
import { Letterhead, LetterSheet, SignerBlock, useLetterStyles } from '@sid/ui-desa/letter';
import { adaFotoPengusul, barisAnggota, itemSurat } from './surat-pindah-data';

export const JABATAN_PLACEHOLDER = 'Tambahkan Jabatan';
export const NAMA_PLACEHOLDER = 'Tambahkan Nama Lengkap';
export const FOTO_PLACEHOLDER = 'Foto 3x4';

// This letter's own layout; its text styles are the letters' one stylesheet (useLetterStyles).
// Plain values only (no Fluent tokens): the printed copy lives in react-to-print's iframe, outside
// the FluentProvider. 113 x 151 CSS px is 3 x 4 cm at 96 px per inch, on screen and on paper.
const useStyles = makeStyles({
  items: {
    borderCollapse: 'collapse',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    width: 'calc(100% - 6mm)',
    marginLeft: '6mm',
  },
  itemNo: {
    verticalAlign: 'top',
    textAlign: 'right',
    whiteSpace: 'nowrap',
    width: '8mm',
    paddingRight: '2mm',
    paddingTop: '0.4mm',
    paddingBottom: '0.4mm',
    fontWeight: 400,
  },
  itemLabel: {
    verticalAlign: 'top',
    textAlign: 'left',
    whiteSpace: 'nowrap',
    width: '44mm',
    paddingTop: '0.4mm',
    paddingBottom: '0.4mm',
    fontWeight: 400,
  },
  itemColon: {
    verticalAlign: 'top',
    width: '3mm',
    paddingRight: '1.5mm',
    paddingTop: '0.4mm',
    paddingBottom: '0.4mm',
  },
  itemValue: {
    verticalAlign: 'top',
    paddingTop: '0.4mm',
    paddingBottom: '0.4mm',
    overflowWrap: 'anywhere',
  },
  anggota: {
    borderCollapse: 'collapse',
    // Half of a collapsed border lies outside the table: 1 mm less keeps the right rule on the page.
    width: 'calc(100% - 1mm)',
    // Fixed: the column widths below hold, and the names get what is left.
    tableLayout: 'fixed',
    marginTop: '5mm',
    fontSize: '9.5pt',
    lineHeight: 1.25,
    breakInside: 'avoid',
    '& th, & td': {
      // The widths below include the padding.
      boxSizing: 'border-box',
      border: '0.75pt solid #000000',
      padding: '1.2mm 1.2mm',
      verticalAlign: 'top',
      overflowWrap: 'anywhere',
    },
    '& th': {
      fontWeight: 700,
      textAlign: 'center',
      verticalAlign: 'middle',
    },
  },
  centered: {
    textAlign: 'center',
  },
  footer: {
    display: 'flex',
    alignItems: 'flex-end',
    justifyContent: 'flex-end',
    gap: '12mm',
    marginTop: '8mm',
    breakInside: 'avoid',
  },
  foto: {
    boxSizing: 'border-box',
    flexShrink: 0,
    width: '113px',
    height: '151px',
    border: '1px solid #000000',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    marginBottom: '2mm',
  },
  fotoImage: {
    display: 'block',
    width: '113px',
    height: '151px',
    objectFit: 'cover',
    objectPosition: 'center',
  },
  signer: {
    width: '72mm',
  },
});

export interface SuratKeteranganPindahProps {
  record: PendudukKeluar;
  village: Village;
  /** The letter's date (today). */
  tanggalSurat: Date;
}

export const SuratKeteranganPindah = forwardRef<HTMLDivElement, SuratKeteranganPindahProps>(function SuratKeteranganPindah(
  { record, village, tanggalSurat },
  ref,
) {
  const styles = useStyles();
  const text = useLetterStyles();
  const keterangan = record.keterangan_keluar_desa;
  const anggota = barisAnggota(record);
  const foto = keterangan?.foto_pengusul;
  const pengusul = teks(record.penduduk_keluar_desa[0]?.nama_lengkap);
  return (
    <LetterSheet ref={ref} aria-label="Surat Keterangan Pindah">
      <Letterhead village={village} />
      <p className={text.titleUnderlined}>SURAT KETERANGAN PINDAH</p>
      <p className={text.nomor} data-nomor-surat="">{`Nomor : ${teks(keterangan?.nomor_surat)}`}</p>

      <table className={styles.items} aria-label="Keterangan pindah">
        <tbody>
          {itemSurat(record).map((item) => (
            <tr key={item.nomor} data-item={item.nomor}>
              <td className={styles.itemNo}>{`${item.nomor}.`}</td>
              <th scope="row" className={styles.itemLabel}>{item.label}</th>
              <td className={styles.itemColon}>:</td>
              <td className={styles.itemValue}>{item.value}</td>
            </tr>
          ))}
        </tbody>
      </table>

      {anggota.length > 0 ? (
        <table className={styles.anggota} aria-label="Anggota keluarga yang pindah">
          <thead>
            <tr>
              <th scope="col" style={{ width: '9mm' }}>No</th>
              <th scope="col">Nama Lengkap</th>
              <th scope="col" style={{ width: '18mm' }}>Jenis Kelamin</th>
              <th scope="col" style={{ width: '16mm' }}>Umur</th>
              <th scope="col" style={{ width: '22mm' }}>Status Perkawinan</th>
              <th scope="col" style={{ width: '30mm' }}>Pendidikan Terakhir</th>
              <th scope="col" style={{ width: '31mm' }}>No. KTP (NIK)</th>
              <th scope="col" style={{ width: '22mm' }}>Kedudukan dalam Keluarga</th>
            </tr>
          </thead>
          <tbody>
            {anggota.map((a) => (
              <tr key={`${a.no}-${a.nik}`}>
                <td className={styles.centered}>{a.no}</td>
                <td>{a.nama_lengkap}</td>
                <td>{a.jenis_kelamin}</td>
                <td>{a.umur}</td>
                <td>{a.status_perkawinan}</td>
                <td>{a.pendidikan_terakhir}</td>
                <td>{a.nik}</td>
                <td>{a.posisi_dalam_keluarga}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <div className={styles.footer}>
        <div className={styles.foto} data-foto-box="">
          {adaFotoPengusul(foto)
            ? <img src={foto} alt={`Foto ${pengusul}`.trim()} className={styles.fotoImage} />
            : <span>{FOTO_PLACEHOLDER}</span>}
        </div>
        <div className={styles.signer}>
          <SignerBlock
            place={village.nama_desa}
            date={formatTanggalPanjang(tanggalSurat)}
            signer={penandatanganSurat(record.signatures, village)}
            jabatanPlaceholder={JABATAN_PLACEHOLDER}
            namaPlaceholder={NAMA_PLACEHOLDER}
          />
        </div>
      </div>
    </LetterSheet>
  );
});
