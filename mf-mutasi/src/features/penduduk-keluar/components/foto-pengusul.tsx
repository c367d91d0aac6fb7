// The proposer photo on the detail: a thumbnail that opens the photo large ('click to enlarge').
import { useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Text } from '@fluentui/react-text';
import { adaFotoPengusul } from './surat-pindah-data';
import { DialogPhoto, ViewDialog } from '@sid/ui/dialogs';

const useStyles = makeStyles({
  thumbButton: {
    padding: '0',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'zoom-in',
    overflow: 'hidden',
    lineHeight: 0,
    ':focus-visible': { outline: `2px solid ${tokens.colorBrandStroke1}`, outlineOffset: '2px' },
  },
  thumb: {
    display: 'block',
    width: '90px',
    height: '120px',
    objectFit: 'cover',
  },
  surface: {
    maxWidth: 'min(720px, 95vw)',
  },
});

export function FotoPengusul({ url, nama }: { url: string | null | undefined; nama: string }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  if (!adaFotoPengusul(url)) return <Text>Tidak ada foto</Text>;
  return (
    <>
      <button type="button" className={styles.thumbButton} onClick={() => setOpen(true)} aria-label={`Perbesar foto pengusul ${nama}`}>
        <img src={url} alt={`Foto pengusul ${nama}`} className={styles.thumb} />
      </button>
      {open ? (
        <ViewDialog title="Foto Pengusul" className={styles.surface} onClose={() => setOpen(false)}>
          <DialogPhoto src={url} alt={`Foto pengusul ${nama}, ukuran besar`} />
        </ViewDialog>
      ) : null}
    </>
  );
}
