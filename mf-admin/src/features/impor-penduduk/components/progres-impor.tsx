import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { ProgressBar } from '@fluentui/react-progress';
import { Body1, Caption1 } from '@fluentui/react-text';
import { angka, type ImporPenduduk } from '../api/berkas-impor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '640px' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** 'Mengimpor… 3.000 dari 10.000 baris' */
export function teksProgres(impor: Pick<ImporPenduduk, 'diproses' | 'jumlah_baris'>): string {
  return `Mengimpor… ${angka(impor.diproses)} dari ${angka(impor.jumlah_baris)} baris`;
}

/** A running import: how many rows are written (inside its transaction), read again every 700 ms. */
export function ProgresImpor({ impor, gangguan }: { impor: ImporPenduduk; gangguan?: boolean }) {
  const styles = useStyles();
  const text = teksProgres(impor);
  const value = impor.jumlah_baris > 0 ? Math.min(1, impor.diproses / impor.jumlah_baris) : undefined;
  return (
    <div className={styles.root}>
      <ProgressBar value={value} max={1} thickness="large" aria-label="Progres impor" aria-valuetext={text} />
      <Body1 block role="status" aria-live="polite">{text}</Body1>
      <Caption1 block className={styles.muted}>
        {gangguan
          ? 'Sambungan ke server terputus, mencoba lagi… Impor tetap berjalan di server.'
          : 'Impor berjalan di server. Data baru tersimpan sekaligus setelah semua baris selesai diproses.'}
      </Caption1>
    </div>
  );
}
