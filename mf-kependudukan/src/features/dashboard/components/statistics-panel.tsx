import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle2 } from '@fluentui/react-text';
import {
  ArrowEnterRegular,
  ArrowExitRegular,
  ContactCardRegular,
  PeopleRegular,
  PeopleTeamRegular,
  PersonRegular,
  WarningRegular,
} from '@fluentui/react-icons';
import type { DashboardCounts } from '@sid/openapi';
import { RouterLink } from '@sid/ui/router-link';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  // A term and its count (a <div> group of the <dl>): the icon beside them, the count above the
  // term, and under both what the figure counts.
  stat: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"icon number" "icon label" "icon note"',
    alignItems: 'start',
    alignContent: 'start',
    columnGap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // The living total spans the row and says what it is the sum of.
  total: {
    gridColumn: '1 / -1',
    gridTemplateAreas: '"icon number" "icon label" "icon note" "icon sum"',
    backgroundColor: tokens.colorBrandBackground2,
  },
  // The term holds the icon, the label and the note; its own box gives way to the group's grid.
  term: { display: 'contents' },
  icon: { gridArea: 'icon', alignSelf: 'center', fontSize: '24px', color: tokens.colorBrandForeground1, display: 'flex' },
  label: { gridArea: 'label', fontWeight: tokens.fontWeightSemibold },
  note: { gridArea: 'note', color: tokens.colorNeutralForeground2 },
  number: { gridArea: 'number', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  sum: { gridArea: 'sum', margin: 0, marginTop: tokens.spacingVerticalXS, display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
  hints: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  hint: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  heading: { margin: 0 },
  subheading: { margin: 0, marginBottom: tokens.spacingVerticalXS, display: 'block' },
  warn: { color: tokens.colorStatusWarningForeground1, display: 'flex', alignSelf: 'center' },
});

/** One figure: the spec's label, what it counts (`note`), and its value. */
function Stat({ icon, label, note, value, className, children }: {
  icon: ReactNode;
  label: string;
  note: string;
  value: number;
  className?: string;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.stat, className)} data-stat={label}>
      <dt className={styles.term}>
        <span className={styles.icon} aria-hidden>{icon}</span>
        <Caption1 className={styles.label}>{label}</Caption1>
        <Caption1 className={styles.note}>{note}</Caption1>
      </dt>
      <dd className={styles.number}>{value}</dd>
      {children}
    </div>
  );
}

interface Hint {
  count: number;
  text: (n: number) => string;
  to: string;
  link: string;
  /** The link's word: 'Lengkapi' unless told otherwise. */
  aksi?: string;
}

/**
 * The counts, each labelled with what it counts, and the living total they add up to (issue 16,
 * docs/decisions.md "Dashboard figures"): 'Penduduk' (status Hidup) + 'Penduduk Masuk' =
 * 'Laki-laki' + 'Perempuan' = the living; 'Penduduk Keluar' and the dead are outside it. Then the
 * records still missing a document, each linking to its list filtered to them (`?belum_lengkap=1`).
 */
export function StatisticsPanel({ counts }: { counts: DashboardCounts }) {
  const styles = useStyles();
  const hidup = counts.data_penduduk + counts.data_penduduk_masuk;
  const hints: Hint[] = [
    // Issue 38: families another village of the regency sent here, to check and accept or refuse.
    { count: counts.kedatangan_desa_lain ?? 0, text: (n) => `Kedatangan dari desa lain: ${n} keluarga menunggu diterima`, to: '/pindah_antar_desa', link: 'kedatangan dari desa lain', aksi: 'Periksa' },
    // Issue 40: cards whose head died or moved out while others still live on them.
    { count: counts.tanpa_kepala ?? 0, text: (n) => `Kartu Keluarga: ${n} kartu tanpa Kepala Keluarga`, to: '/kartu_keluarga/tanpa_kepala', link: 'kartu keluarga tanpa kepala keluarga', aksi: 'Tentukan' },
    { count: counts.inc_data_penduduk_masuk, text: (n) => `Penduduk Masuk: ${n} kartu keluarga belum memiliki dokumen keterangan masuk`, to: '/penduduk_masuk?belum_lengkap=1', link: 'data penduduk masuk' },
    { count: counts.inc_data_penduduk_keluar, text: (n) => `Penduduk Keluar: ${n} data belum memiliki surat keterangan pindah`, to: '/penduduk_keluar?belum_lengkap=1', link: 'data penduduk keluar' },
    { count: counts.inc_data_kematian, text: (n) => `Kematian: ${n} data belum memiliki arsip kematian`, to: '/kematian?belum_lengkap=1', link: 'data kematian' },
    // Issue 35: records whose birth data (or other fields) could not be read from the old text.
    { count: counts.perlu_dilengkapi, text: (n) => `Data Penduduk: ${n} data perlu dilengkapi`, to: '/penduduk/perlu_dilengkapi', link: 'data perlu dilengkapi' },
  ];
  const open = hints.filter((h) => h.count > 0);
  return (
    <section className={styles.root} aria-labelledby="statistik-title">
      <Subtitle2 as="h2" id="statistik-title" className={styles.heading}>Statistik Penduduk</Subtitle2>
      <dl className={styles.grid}>
        <Stat
          className={styles.total}
          icon={<PeopleTeamRegular />}
          label="Jumlah Penduduk Hidup"
          note="Yang tinggal di desa: tanpa penduduk keluar dan yang meninggal"
          value={hidup}
        >
          <dd className={styles.sum} data-testid="jumlah-hidup">
            <Body1>{`= ${counts.data_penduduk} Penduduk + ${counts.data_penduduk_masuk} Penduduk Masuk`}</Body1>
            <Body1>{`= ${counts.data_pria} Laki-laki + ${counts.data_wanita} Perempuan`}</Body1>
          </dd>
        </Stat>
        <Stat icon={<PeopleRegular />} label="Penduduk" note="Penduduk tetap (status Hidup), tanpa penduduk masuk" value={counts.data_penduduk} />
        <Stat icon={<ArrowEnterRegular />} label="Penduduk Masuk" note="Pendatang yang tinggal di desa" value={counts.data_penduduk_masuk} />
        <Stat icon={<PersonRegular />} label="Laki-laki" note="Penduduk hidup, termasuk penduduk masuk" value={counts.data_pria} />
        <Stat icon={<PersonRegular />} label="Perempuan" note="Penduduk hidup, termasuk penduduk masuk" value={counts.data_wanita} />
        <Stat icon={<ArrowExitRegular />} label="Penduduk Keluar" note="Sudah pindah; tidak termasuk jumlah hidup" value={counts.data_penduduk_keluar} />
        <Stat icon={<ContactCardRegular />} label="Kartu Keluarga" note="Semua kartu keluarga" value={counts.data_kk} />
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
                <RouterLink to={h.to} aria-label={`${h.aksi ?? 'Lengkapi'} ${h.link}`}>{h.aksi ?? 'Lengkapi'}</RouterLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
