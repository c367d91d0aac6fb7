// The guided incoming-family flow's frame (issue 40): a visible step indicator (an ordered list, the
// current step marked aria-current="step", the steps done marked "selesai") and each step's heading,
// which takes the focus when the step opens, so a keyboard or screen-reader user starts at its top.
import { useEffect, useRef, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { usePageStyles } from '@sid/ui/page';

export const LANGKAH_MASUK = ['kartu', 'anggota', 'dokumen', 'periksa', 'selesai'] as const;
export type LangkahMasuk = (typeof LANGKAH_MASUK)[number];

/** The flow of a saved card at a step: where it is resumed (the card's page links here while it has no documents). */
export const alurPath = (idKK: string, langkah: LangkahMasuk) => `/penduduk_masuk/insert/kk/${idKK}?langkah=${langkah}`;

export const JUDUL_LANGKAH: Record<LangkahMasuk, string> = {
  kartu: 'Kartu Keluarga',
  anggota: 'Anggota Keluarga',
  dokumen: 'Dokumen',
  periksa: 'Periksa',
  selesai: 'Simpan',
};

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: `0 0 ${tokens.spacingVerticalL}`,
    padding: 0,
  },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingTop: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusCircular,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  done: { color: tokens.colorPaletteGreenForeground1, border: `1px solid ${tokens.colorPaletteGreenBorder2}` },
  current: {
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  // Read by a screen reader, not shown (the check mark shows it).
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  heading: { marginTop: 0, marginBottom: tokens.spacingVerticalM, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
});

export function IndikatorLangkah({ langkah }: { langkah: LangkahMasuk }) {
  const styles = useStyles();
  const now = LANGKAH_MASUK.indexOf(langkah);
  return (
    <ol className={styles.list} aria-label="Langkah pendataan penduduk masuk">
      {LANGKAH_MASUK.map((l, i) => {
        const done = i < now;
        return (
          <li key={l} className={mergeClasses(styles.item, done && styles.done, i === now && styles.current)} aria-current={i === now ? 'step' : undefined}>
            {done ? <CheckmarkRegular aria-hidden /> : null}
            {`${i + 1}. ${JUDUL_LANGKAH[l]}`}
            {done ? <span className={styles.hidden}> (selesai)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A step's heading ('Langkah 2 dari 5: Anggota Keluarga'), focused when the step opens. */
export function JudulLangkah({ langkah, id, children }: { langkah: LangkahMasuk; id: string; children?: ReactNode }) {
  const styles = useStyles();
  const page = usePageStyles();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [langkah]);
  return (
    <h2 id={id} ref={ref} tabIndex={-1} className={mergeClasses(page.sectionTitle, styles.heading)}>
      {`Langkah ${LANGKAH_MASUK.indexOf(langkah) + 1} dari ${LANGKAH_MASUK.length}: ${JUDUL_LANGKAH[langkah]}`}
      {children}
    </h2>
  );
}
