// The frame every book's screen shares: its title, the month picker, the downloads (CSV, ';' CSV,
// .xlsx) and the print with its signer, then the book's table in a card.
import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { FormatEkspor } from '../api/laporan-api';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { PilihBulan } from '@sid/ui-desa/tanggal';
import { CetakBuku } from './cetak-buku';

const useStyles = makeStyles({
  atas: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, marginBottom: tokens.spacingVerticalM },
  gulir: { overflowX: 'auto' },
});

export interface HalamanBukuProps {
  id: string;
  judul: string;
  /** The month shown (the answer's), the current month (the picker's limit) and the change. */
  bulan: string | undefined;
  bulanBerjalan?: string | undefined;
  labelBulan: string | undefined;
  onBulan: (bulan: string) => void;
  unduh: (bulan: string, format: FormatEkspor) => Promise<unknown>;
  namaBerkas: string;
  cetak: ReactNode;
  children: ReactNode;
}

export function HalamanBuku({ id, judul, bulan, bulanBerjalan, labelBulan, onBulan, unduh, namaBerkas, cetak, children }: HalamanBukuProps) {
  const styles = usePageStyles();
  const s = useStyles();
  return (
    <div className={styles.stack}>
      <PageHeader
        id={id}
        title={judul}
        actions={bulan ? (
          <>
            <CsvDownloadButton download={(format) => unduh(bulan, format)} withFormats />
            <CetakBuku lanskap judul={judul.toUpperCase()} subjudul={labelBulan ? `Keadaan bulan ${labelBulan}` : undefined} namaBerkas={`${namaBerkas}-${bulan}`}>
              {cetak}
            </CetakBuku>
          </>
        ) : null}
      />
      <div className={styles.card}>
        <div className={s.atas}>
          <PilihBulan bulan={bulan ?? ''} maks={bulanBerjalan} onChange={onBulan} />
        </div>
        <div className={s.gulir} tabIndex={0} role="region" aria-label={`Tabel ${judul}`}>{children}</div>
      </div>
    </div>
  );
}
