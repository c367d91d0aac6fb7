import { useState, type ReactNode } from 'react';
import { Formik, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '@sid/ui/dialogs';
import { Banner } from '@sid/ui/banner';

export interface FormikDialogProps<V extends FormikValues> {
  title: string;
  submitLabel: string;
  cancelLabel?: string;
  initialValues: V;
  /** Optional: most dialogs of the spec have no client-side validation. */
  validationSchema?: AnyObjectSchema;
  /** Saves; a rejection keeps the dialog open with `describeError(thrown)` in a red banner. */
  onSubmit: (values: V) => Promise<void>;
  describeError: (thrown: unknown) => string;
  onCancel: () => void;
  children: ReactNode;
}

/** A formik form in a FormDialog: the edit and signer dialogs. A failed save is said inside it. */
export function FormikDialog<V extends FormikValues>({
  title, submitLabel, cancelLabel = 'Batal', initialValues, validationSchema, onSubmit, describeError, onCancel, children,
}: FormikDialogProps<V>) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik<V>
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await onSubmit(values);
        } catch (thrown) {
          setFailure(describeError(thrown));
        }
      }}
    >
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
          {failure ? <Banner intent="error" message={failure} /> : null}
          {children}
        </FormDialog>
      )}
    </Formik>
  );
}
