import { makeStyles } from '@griffel/react';
import type { Village } from '@sid/ui-desa/module';

const useStyles = makeStyles({
  root: {
    textAlign: 'center',
    paddingBottom: '1.5mm',
    marginBottom: '4mm',
    // The double rule under a letterhead (garis kop surat).
    borderBottom: '3px double #000000',
  },
  line: {
    margin: '0',
    fontWeight: 700,
    fontSize: '12pt',
    lineHeight: 1.2,
    letterSpacing: '0.02em',
  },
  desa: {
    margin: '0',
    fontWeight: 700,
    fontSize: '14pt',
    lineHeight: 1.25,
    letterSpacing: '0.04em',
  },
  address: {
    margin: '0.5mm 0 0 0',
    fontSize: '9pt',
    fontStyle: 'italic',
    lineHeight: 1.2,
  },
});

export interface LetterheadProps {
  village: Pick<Village, 'nama_desa' | 'kecamatan' | 'kabupaten' | 'alamat_kantor' | 'kode_pos'>;
}

/** The village letterhead (kop surat): regency, district, village, the office's address, a double rule. */
export function Letterhead({ village }: LetterheadProps) {
  const styles = useStyles();
  const address = [village.alamat_kantor, village.kode_pos ? `Kode Pos ${village.kode_pos}` : '']
    .filter((part) => part.trim() !== '')
    .join(', ');
  return (
    <header className={styles.root} data-letterhead="">
      <p className={styles.line}>{`PEMERINTAH KABUPATEN ${village.kabupaten.toUpperCase()}`}</p>
      <p className={styles.line}>{`KECAMATAN ${village.kecamatan.toUpperCase()}`}</p>
      <p className={styles.desa}>{`DESA ${village.nama_desa.toUpperCase()}`}</p>
      {address ? <p className={styles.address}>{address}</p> : null}
    </header>
  );
}
