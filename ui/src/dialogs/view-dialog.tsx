import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { useDialogFocus } from '@sid/ui/dialog-focus';

export interface ViewDialogProps {
  title: string;
  /** The surface's class, e.g. a wider one for a photo. */
  className?: string;
  /** Next to Kembali, e.g. a link that opens the photo full size. */
  actions?: ReactNode;
  onClose: () => void;
  /**
   * While set, Escape calls this instead of closing: a step back inside the dialog first (an
   * enlarged photo shrinks back), then the next Escape closes it.
   */
  onEscape?: () => void;
  children: ReactNode;
}

/** A dialog that only shows something (a record's details, a photo), closed with Kembali or Escape. */
export function ViewDialog({ title, className, actions, onClose, onEscape, children }: ViewDialogProps) {
  const surfaceRef = useDialogFocus(true);
  return (
    <Dialog
      open
      onOpenChange={(_, data) => {
        if (data.open) return;
        if (data.type === 'escapeKeyDown' && onEscape) onEscape();
        else onClose();
      }}
    >
      <DialogSurface ref={surfaceRef} className={className}>
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
