import { makeStyles } from '@griffel/react';

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
  placeholder: {
    fontWeight: 700,
    '@media screen': {
      color: '#8a6100',
    },
  },
});

export interface SignerBlockProps {
  /** The place of signing, the village name: 'Watugede'. */
  place: string;
  /** The date already formatted: '05 Januari 2026'. */
  date: string;
  /** The signer's position (nama_jabatan), or nothing yet. */
  jabatan?: string | null;
  /** The signer's full name, or nothing yet. */
  nama?: string | null;
  /** Shown instead of a missing position, e.g. 'Tambahkan nama jabatan'. */
  jabatanPlaceholder: string;
  /** Shown instead of a missing name, e.g. 'Tambahkan nama lengkap'. */
  namaPlaceholder: string;
}

/** Place and date, the signer's position, room to sign, and the name underlined. */
export function SignerBlock({ place, date, jabatan, nama, jabatanPlaceholder, namaPlaceholder }: SignerBlockProps) {
  const styles = useStyles();
  const hasJabatan = typeof jabatan === 'string' && jabatan.trim() !== '';
  const hasNama = typeof nama === 'string' && nama.trim() !== '';
  return (
    <div className={styles.root} data-signer-block="">
      <div className={styles.block}>
        <p className={styles.line}>{`${place}, ${date}`}</p>
        <p className={styles.line}>
          {hasJabatan ? jabatan : <span className={styles.placeholder} data-placeholder="">{jabatanPlaceholder}</span>}
        </p>
        <div className={styles.space} aria-hidden />
        <p className={styles.nama}>
          {hasNama ? nama : <span className={styles.placeholder} data-placeholder="">{namaPlaceholder}</span>}
        </p>
      </div>
    </div>
  );
}
