import type { ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { useDialogStyles } from './styles';
import { useDialogFocus } from '@sid/ui/dialog-focus';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, word for word from the spec. */
  title: string;
  note?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button, for deletes. */
  danger?: boolean;
  /** The confirmed action is running: buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open, title, note, confirmLabel, cancelLabel = 'Batal', danger = false, busy = false, onConfirm, onCancel,
}: ConfirmDialogProps) {
  const styles = useDialogStyles();
  const surfaceRef = useDialogFocus(open);
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && !busy) onCancel();
      }}
    >
      <DialogSurface ref={surfaceRef} aria-busy={busy}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {note ? <DialogContent>{note}</DialogContent> : null}
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button
              appearance="primary"
              className={danger ? styles.danger : undefined}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => {
                if (!busy) onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
