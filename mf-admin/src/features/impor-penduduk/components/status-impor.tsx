// An import's state: its progress while it runs, then how it ended (with the lists to look at).
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Banner } from '@sid/ui/banner';
import { RouterLink } from '@sid/ui/router-link';
import { angka, type ImporPenduduk } from '../api/berkas-impor';
import { ProgresImpor } from './progres-impor';

const useStyles = makeStyles({
  links: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

export interface StatusImporProps {
  impor: ImporPenduduk | null;
  berjalan: boolean;
  /** The server could not be reached for a moment (the import goes on there). */
  gangguan: boolean;
  pantauError: string | null;
}

export function StatusImpor({ impor, berjalan, gangguan, pantauError }: StatusImporProps) {
  const styles = useStyles();
  return (
    <>
      {impor && berjalan ? <ProgresImpor impor={impor} gangguan={gangguan} /> : null}
      {pantauError ? <Banner intent="error" message={pantauError} /> : null}
      {impor?.status === 'selesai' ? (
        <Banner
          intent="success"
          message={`Impor selesai: ${angka(impor.kartu_keluarga_dibuat)} kartu keluarga dan ${angka(impor.penduduk_dibuat)} penduduk ditambahkan.`}
        >
          <span className={styles.links}>
            <RouterLink to="/kartu_keluarga">Lihat Kartu Keluarga</RouterLink>
            <RouterLink to="/penduduk">Lihat Data Penduduk</RouterLink>
          </span>
        </Banner>
      ) : null}
      {impor?.status === 'gagal' ? <Banner intent="error" message={impor.pesan || 'Impor gagal. Tidak ada data yang disimpan.'} /> : null}
    </>
  );
}
