import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle2 } from '@fluentui/react-text';
import {
  ArrowEnterRegular,
  ArrowExitRegular,
  ContactCardRegular,
  PeopleRegular,
  PersonRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { DashboardCounts } from '@sid/openapi';
import { RouterLink } from '@sid/ui/router-link';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  // A term and its count (a <div> group of the <dl>): the icon beside both, the count above the term.
  stat: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"icon number" "icon label"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The term holds the icon and the label; its own box gives way to the group's grid.
  term: { display: 'contents' },
  icon: { gridArea: 'icon', fontSize: '24px', color: tokens.colorBrandForeground1, display: 'flex' },
  label: { gridArea: 'label' },
  number: { gridArea: 'number', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  hints: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
  subheading: { margin: 0, marginBottom: tokens.spacingVerticalXS, display: 'block' },
  warn: { color: tokens.colorStatusWarningForeground1, display: 'flex', alignSelf: 'center' },
});

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  const styles = useStyles();
  return (
    <div className={styles.stat}>
      <dt className={styles.term}>
        <span className={styles.icon} aria-hidden>{icon}</span>
        <Caption1 className={styles.label}>{label}</Caption1>
      </dt>
      <dd className={styles.number}>{value}</dd>
    </div>
  );
}

interface Hint {
  count: number;
  text: (n: number) => string;
  to: string;
  link: string;
}

/** The counts, and the records still missing a document, with a link to where they are completed. */
export function StatisticsPanel({ counts }: { counts: DashboardCounts }) {
  const styles = useStyles();
  const hints: Hint[] = [
    { count: counts.inc_data_penduduk_masuk, text: (n) => `Penduduk Masuk: ${n} kartu keluarga belum memiliki dokumen keterangan masuk`, to: '/penduduk_masuk', link: 'data penduduk masuk' },
    { count: counts.inc_data_penduduk_keluar, text: (n) => `Penduduk Keluar: ${n} data belum memiliki surat keterangan pindah`, to: '/penduduk_keluar', link: 'data penduduk keluar' },
    { count: counts.inc_data_kematian, text: (n) => `Kematian: ${n} data belum memiliki arsip kematian`, to: '/kematian', link: 'data kematian' },
  ];
  const open = hints.filter((h) => h.count > 0);
  return (
    <section className={styles.root} aria-labelledby="statistik-title">
      <Subtitle2 as="h2" id="statistik-title" className={styles.heading}>Statistik Penduduk</Subtitle2>
      <dl className={styles.grid}>
        <Stat icon={<PeopleRegular />} label="Penduduk" value={counts.data_penduduk} />
        <Stat icon={<PersonRegular />} label="Laki-laki" value={counts.data_pria} />
        <Stat icon={<PersonRegular />} label="Perempuan" value={counts.data_wanita} />
        <Stat icon={<ContactCardRegular />} label="Kartu Keluarga" value={counts.data_kk} />
        <Stat icon={<ArrowEnterRegular />} label="Penduduk Masuk" value={counts.data_penduduk_masuk} />
        <Stat icon={<ArrowExitRegular />} label="Penduduk Keluar" value={counts.data_penduduk_keluar} />
      </dl>
      <div>
        <Subtitle2 as="h3" className={styles.subheading}>Data Belum Lengkap</Subtitle2>
        {open.length === 0 ? (
          <Body1>Semua data penduduk masuk, penduduk keluar dan kematian sudah lengkap.</Body1>
        ) : (
          <ul className={styles.hints}>
            {open.map((h) => (
              <li key={h.to} className={styles.hint}>
                <span className={styles.warn} aria-hidden><WarningRegular /></span>
                <Body1>{h.text(h.count)}</Body1>
                <RouterLink to={h.to} aria-label={`Lengkapi ${h.link}`}>Lengkapi</RouterLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
