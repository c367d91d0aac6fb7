import { makeStyles } from '@griffel/react';
import { useLetterStyles } from './letter-styles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    justifyContent: 'flex-end',
    marginTop: '6mm',
    breakInside: 'avoid',
  },
  block: {
    minWidth: '55%',
    maxWidth: '100%',
    textAlign: 'center',
  },
  line: {
    margin: '0',
  },
  space: {
    // Room for the signature and the village stamp.
    height: '20mm',
  },
  nama: {
    margin: '0',
    fontWeight: 700,
    textDecorationLine: 'underline',
  },
});

export interface SignerBlockProps {
  /** The place of signing, the village name: 'Watugede'. */
  place: string;
  /** The date already formatted: '05 Januari 2026'. */
  date: string;
  /** The letter's signer (its record's `signatures`), or nothing yet. */
  signer?: { nama_jabatan?: string | null; nama_lengkap?: string | null } | null;
  /** Shown instead of a missing position, e.g. 'Tambahkan nama jabatan'. */
  jabatanPlaceholder: string;
  /** Shown instead of a missing name, e.g. 'Tambahkan nama lengkap'. */
  namaPlaceholder: string;
}

/** Place and date, the signer's position, room to sign, and the name underlined. */
export function SignerBlock({ place, date, signer, jabatanPlaceholder, namaPlaceholder }: SignerBlockProps) {
  const styles = useStyles();
  const text = useLetterStyles();
  const jabatan = signer?.nama_jabatan;
  const nama = signer?.nama_lengkap;
  const hasJabatan = typeof jabatan === 'string' && jabatan.trim() !== '';
  const hasNama = typeof nama === 'string' && nama.trim() !== '';
  return (
    <div className={styles.root} data-signer-block="">
      <div className={styles.block}>
        <p className={styles.line}>{`${place}, ${date}`}</p>
        <p className={styles.line}>
          {hasJabatan ? jabatan : <span className={text.placeholder} data-placeholder="">{jabatanPlaceholder}</span>}
        </p>
        <div className={styles.space} aria-hidden />
        <p className={styles.nama}>
          {hasNama ? nama : <span className={text.placeholder} data-placeholder="">{namaPlaceholder}</span>}
        </p>
      </div>
    </div>
  );
}
