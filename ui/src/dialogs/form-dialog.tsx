import type { FormEvent, ReactNode, Ref } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { useDialogStyles } from './styles';
import { useDialogFocus } from '@sid/ui/dialog-focus';

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
  /** The <form>, e.g. to focus its first invalid field after a refused submit. */
  formRef?: Ref<HTMLFormElement>;
  /**
   * False for a step that must be done or left by its cancel button only (the first password change,
   * issue 40): Escape and a click outside do nothing. Default true.
   */
  dismissible?: boolean;
}

/**
 * A dialog around a <form>: Enter submits, the submit button shows progress. The browser's own
 * validation is off (noValidate): fields show yup's or the server's messages through Fluent Field.
 */
export function FormDialog({
  open, title, children, submitLabel, cancelLabel = 'Batal', submitting = false, onSubmit, onCancel, formRef, dismissible = true,
}: FormDialogProps) {
  const styles = useDialogStyles();
  const surfaceRef = useDialogFocus(open);
  return (
    <Dialog
      open={open}
      modalType={dismissible ? 'modal' : 'alert'}
      onOpenChange={(_, data) => {
        if (!data.open && !submitting && dismissible) onCancel();
      }}
    >
      <DialogSurface ref={surfaceRef} aria-busy={submitting}>
        <form
          ref={formRef}
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
