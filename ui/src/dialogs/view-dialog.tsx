import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';

export interface ViewDialogProps {
  title: string;
  /** The surface's class, e.g. a wider one for a photo. */
  className?: string;
  /** Next to Kembali, e.g. a link that opens the photo full size. */
  actions?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog that only shows something (a record's details, a photo), closed with Kembali or Escape. */
export function ViewDialog({ title, className, actions, onClose, children }: ViewDialogProps) {
  return (
    <Dialog open onOpenChange={(_, data) => { if (!data.open) onClose(); }}>
      <DialogSurface className={className}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            {actions}
            <Button appearance="primary" onClick={onClose}>Kembali</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

const usePhotoStyles = makeStyles({
  photo: {
    display: 'block',
    maxWidth: '100%',
    maxHeight: '70vh',
    margin: '0 auto',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
  },
});

/** A photo in a ViewDialog: as large as the screen allows, the whole photo always in view. */
export function DialogPhoto({ src, alt }: { src: string; alt: string }) {
  const styles = usePhotoStyles();
  return <img src={src} alt={alt} className={styles.photo} />;
}
