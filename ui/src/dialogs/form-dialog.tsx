import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { useDialogStyles } from './styles';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  cancelLabel?: string;
  /** The form is being sent: buttons disabled, the dialog cannot be dismissed. */
  submitting?: boolean;
  /** Formik's handleSubmit fits here. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/**
 * A dialog around a <form>: Enter submits, the submit button shows progress. The browser's own
 * validation is off (noValidate): fields show yup's or the server's messages through Fluent Field.
 */
export function FormDialog({
  open, title, children, submitLabel, cancelLabel = 'Batal', submitting = false, onSubmit, onCancel,
}: FormDialogProps) {
  const styles = useDialogStyles();
  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open && !submitting) onCancel();
      }}
    >
      <DialogSurface aria-busy={submitting}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) onSubmit(event);
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" appearance="secondary" disabled={submitting} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabledFocusable={submitting}
                icon={submitting ? <Spinner size="tiny" /> : undefined}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
