import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Title3 } from '@fluentui/react-text';
import { CalendarLtrRegular } from '@fluentui/react-icons';
import { formatTanggalPanjang } from '@sid/ui/format';
import { useVillage } from '@sid/ui-desa/module';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  date: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
  },
});

/** 'Selamat Datang', the village and today's date. */
export function GreetingCard({ today = new Date() }: { today?: Date }) {
  const styles = useStyles();
  const village = useVillage();
  return (
    <section className={styles.root} aria-labelledby="dashboard-title">
      <div className={styles.text}>
        <Title3 as="h1" id="dashboard-title" className={styles.title}>Selamat Datang</Title3>
        <Body1>
          Sistem Kependudukan Desa {village.nama_desa}, Kecamatan {village.kecamatan}, Kabupaten {village.kabupaten}
        </Body1>
      </div>
      <Body1 className={styles.date}>
        <CalendarLtrRegular aria-hidden />
        <span data-testid="tanggal-hari-ini">{formatTanggalPanjang(today)}</span>
      </Body1>
    </section>
  );
}
