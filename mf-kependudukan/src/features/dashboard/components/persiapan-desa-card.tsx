// Issue 40: 'Langkah awal desa', the first steps of a new village on its Super Admin's dashboard, each
// ticked from the data and linked to where it is done; gone once all are done.
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { CheckmarkCircleFilled, CircleRegular } from '@fluentui/react-icons';
import { usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { useVillage } from '@sid/ui-desa/module';
import { usePersiapanDesa } from '../api/get-persiapan-desa';
import { langkahPersiapan } from '../persiapan-desa';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'start', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  icon: { fontSize: '20px', marginTop: '2px' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  todo: { color: tokens.colorNeutralForeground3 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  title: { fontWeight: tokens.fontWeightSemibold },
  detail: { color: tokens.colorNeutralForeground2 },
  link: { whiteSpace: 'nowrap', '@media (max-width: 599px)': { gridColumn: '2 / 3', whiteSpace: 'normal' } },
});

export function PersiapanDesaCard({ jumlahPenduduk }: { jumlahPenduduk: number }) {
  const styles = useStyles();
  const page = usePageStyles();
  const village = useVillage();
  const data = usePersiapanDesa();
  if (!data) return null;
  const langkah = langkahPersiapan({ ...data, kodeWilayah: village.kode_wilayah, dalamKabupaten: village.dalam_kabupaten === true, jumlahPenduduk });
  const selesai = langkah.filter((l) => l.selesai).length;
  if (selesai === langkah.length) return null;
  return (
    <section className={mergeClasses(page.card, styles.root)} aria-labelledby="langkah-awal-title">
      <Subtitle2 as="h2" id="langkah-awal-title" className={styles.heading}>Langkah awal desa</Subtitle2>
      <Body1>{`${selesai} dari ${langkah.length} langkah selesai. Daftar ini hilang setelah semua langkah selesai.`}</Body1>
      <ol className={styles.list}>
        {langkah.map((l) => (
          <li key={l.id} className={styles.item} data-langkah={l.id} data-selesai={l.selesai}>
            {l.selesai ? (
              <CheckmarkCircleFilled className={mergeClasses(styles.icon, styles.done)} aria-label="Selesai" role="img" />
            ) : (
              <CircleRegular className={mergeClasses(styles.icon, styles.todo)} aria-label="Belum" role="img" />
            )}
            <span className={styles.text}>
              <span className={styles.title}>{l.judul}</span>
              <span className={styles.detail}>{l.keterangan}</span>
            </span>
            {l.selesai ? <span /> : <RouterLink className={styles.link} to={l.tautan.ke}>{l.tautan.label}</RouterLink>}
          </li>
        ))}
      </ol>
    </section>
  );
}
