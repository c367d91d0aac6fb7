import type { ReactNode } from 'react';
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
