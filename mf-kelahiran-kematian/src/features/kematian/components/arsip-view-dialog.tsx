import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1 } from '@fluentui/react-text';
import { OpenRegular } from '@fluentui/react-icons';
import { DialogPhoto, ViewDialog } from '@sid/ui/dialogs';

const useStyles = makeStyles({
  surface: {
    maxWidth: 'min(900px, 95vw)',
  },
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
  },
});

export interface ArsipViewDialogProps {
  /** The signed, expiring URL the API gave, or null when the file is gone. */
  url: string | null;
  nama: string;
  onClose: () => void;
}

/** 'Detail Arsip Kematian': the photo, a link to open it full size, and Kembali. */
export function ArsipViewDialog({ url, nama, onClose }: ArsipViewDialogProps) {
  const styles = useStyles();
  const openFull = url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
      <OpenRegular aria-hidden /> Buka ukuran penuh
    </a>
  ) : null;
  return (
    <ViewDialog title="Detail Arsip Kematian" className={styles.surface} actions={openFull} onClose={onClose}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" title="Buka ukuran penuh">
          <DialogPhoto src={url} alt={`Arsip kematian ${nama}`} />
        </a>
      ) : (
        <Body1>Berkas arsip tidak tersedia.</Body1>
      )}
    </ViewDialog>
  );
}
