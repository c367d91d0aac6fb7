// 'Detail Data Keterangan Masuk': both entry documents from their signed, expiring links. Clicking a
// photo enlarges it inside the dialog (spec: "click an image to enlarge"); clicking it again,
// 'Perkecil' or Escape shows both again; Kembali, or Escape once both show, closes (issue 16). Focus
// follows: onto the enlarged photo, then back onto the photo that was enlarged. A PDF scan (issue 40)
// is not an image: it opens in a new tab from its link.
import { useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Body1, Subtitle2 } from '@fluentui/react-text';
import { OpenRegular, ZoomOutRegular } from '@fluentui/react-icons';
import type { KeteranganMasuk } from '@sid/openapi';
import { ViewDialog } from '@sid/ui/dialogs';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(1100px, 96vw)' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 599px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  figure: { margin: '0', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: {
    display: 'block',
    width: '100%',
    padding: '0',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'zoom-in',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  zoomOut: { cursor: 'zoom-out' },
  caption: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  thumb: { display: 'block', width: '100%', height: '280px', objectFit: 'contain' },
  // As large as the screen allows, the whole photo always in view.
  large: { display: 'block', width: '100%', height: '70vh', objectFit: 'contain' },
  open: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorBrandForegroundLink },
});

/** A stored PDF scan: its signed link names the stored file, '<random>.pdf'. */
export const isPdf = (url: string) => new URL(url, 'http://x').pathname.toLowerCase().endsWith('.pdf');

interface Foto {
  label: string;
  /** The signed link, or null when the file is gone. */
  url: string | null;
}

export interface KeteranganMasukViewDialogProps {
  record: KeteranganMasuk;
  onClose: () => void;
}

export function KeteranganMasukViewDialog({ record, onClose }: KeteranganMasukViewDialogProps) {
  const styles = useStyles();
  const [enlarged, setEnlarged] = useState<{ label: string; url: string } | null>(null);
  // The photo last enlarged: focus goes back onto its thumbnail when it shrinks.
  const lastEnlarged = useRef<string | null>(null);
  const enlargedButton = useRef<HTMLButtonElement>(null);
  const thumbButtons = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (enlarged) {
      lastEnlarged.current = enlarged.label;
      enlargedButton.current?.focus();
    } else if (lastEnlarged.current) {
      thumbButtons.current.get(lastEnlarged.current)?.focus();
      lastEnlarged.current = null;
    }
  }, [enlarged]);
  const shrink = () => setEnlarged(null);
  const fotos: Foto[] = [
    { label: 'Foto KK', url: record.foto_kk },
    { label: 'Foto Surat Masuk', url: record.foto_surat_masuk },
  ];

  return (
    <ViewDialog
      title="Detail Data Keterangan Masuk"
      className={styles.surface}
      actions={enlarged ? <Button icon={<ZoomOutRegular />} onClick={shrink}>Perkecil</Button> : null}
      onClose={onClose}
      onEscape={enlarged ? shrink : undefined}
    >
      {enlarged ? (
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <Subtitle2>{enlarged.label}</Subtitle2>
            <a href={enlarged.url} target="_blank" rel="noopener noreferrer" className={styles.open}>
              <OpenRegular aria-hidden /> Buka ukuran penuh
            </a>
          </figcaption>
          <button
            ref={enlargedButton}
            type="button"
            className={`${styles.frame} ${styles.zoomOut}`}
            aria-label={`Perkecil ${enlarged.label}`}
            onClick={shrink}
          >
            <img src={enlarged.url} alt={`${enlarged.label} (diperbesar)`} className={styles.large} />
          </button>
        </figure>
      ) : (
        <div className={styles.grid}>
          {fotos.map(({ label, url }) => (
            <figure key={label} className={styles.figure}>
              <figcaption><Subtitle2>{label}</Subtitle2></figcaption>
              {url && isPdf(url) ? (
                <a href={url} target="_blank" rel="noopener noreferrer" className={styles.open}>
                  <OpenRegular aria-hidden /> Buka {label} (PDF)
                </a>
              ) : url ? (
                <button
                  ref={(button) => {
                    if (button) thumbButtons.current.set(label, button);
                    else thumbButtons.current.delete(label);
                  }}
                  type="button"
                  className={styles.frame}
                  aria-label={`Perbesar ${label}`}
                  onClick={() => setEnlarged({ label, url })}
                >
                  <img src={url} alt={label} className={styles.thumb} />
                </button>
              ) : (
                <Body1>Berkas tidak tersedia.</Body1>
              )}
            </figure>
          ))}
        </div>
      )}
    </ViewDialog>
  );
}
