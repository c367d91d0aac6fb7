import { useRef, type ReactNode } from 'react';
import { Formik, useFormikContext, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { FormDialog } from '@sid/ui/dialogs';
import { FormRefusal } from './form-refusal';
import { useFocusFirstInvalid } from './focus-first-invalid';

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

type FormikDialogBodyProps = Pick<FormikDialogProps<FormikValues>, 'title' | 'submitLabel' | 'cancelLabel' | 'onCancel' | 'children'>;

/** The dialog inside formik: focus on the first invalid field after a submit that did not save. */
function FormikDialogBody({ title, submitLabel, cancelLabel = 'Batal', onCancel, children }: FormikDialogBodyProps) {
  const { handleSubmit, isSubmitting } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <FormDialog
      open
      formRef={formRef}
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
  );
}

/** Every form in a dialog: a formik form in a FormDialog, with the banner of a refused save. */
export function FormikDialog<V extends FormikValues>({
  title, submitLabel, cancelLabel = 'Batal', initialValues, validationSchema, onSubmit, onCancel, children,
}: FormikDialogProps<V>) {
  return (
    <Formik<V> initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <FormikDialogBody title={title} submitLabel={submitLabel} cancelLabel={cancelLabel} onCancel={onCancel}>
        {children}
      </FormikDialogBody>
    </Formik>
  );
}
