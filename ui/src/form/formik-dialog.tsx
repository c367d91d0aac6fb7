import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '@sid/ui/dialogs';
import { FormRefusal } from './form-refusal';

export interface FormikDialogProps<V extends FormikValues> {
  title: string;
  submitLabel: string;
  cancelLabel?: string;
  initialValues: V;
  /** Optional: most dialogs of the spec have no client-side validation. */
  validationSchema?: AnyObjectSchema;
  /**
   * Saves, through `useServerAction().submit(call, { form, ... })` with `form` the second argument:
   * a refusal then stays in the dialog, under its field or in the dialog's red banner. The dialog
   * closes when the caller says so (usually in `onSaved`).
   */
  onSubmit: (values: V, form: FormikHelpers<V>) => Promise<unknown>;
  onCancel: () => void;
  children: ReactNode;
}

/** Every form in a dialog: a formik form in a FormDialog, with the banner of a refused save. */
export function FormikDialog<V extends FormikValues>({
  title, submitLabel, cancelLabel = 'Batal', initialValues, validationSchema, onSubmit, onCancel, children,
}: FormikDialogProps<V>) {
  return (
    <Formik<V> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      {({ handleSubmit, isSubmitting }) => (
        <FormDialog
          open
          title={title}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          submitting={isSubmitting}
          onSubmit={handleSubmit}
          onCancel={onCancel}
        >
          <FormRefusal />
          {children}
        </FormDialog>
      )}
    </Formik>
  );
}
