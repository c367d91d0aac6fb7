// After a submit that did not save, focus goes to the first field to fix (issue 16): the first
// invalid field in the page's order, whether yup refused the values or the server refused a value
// of one field (a refusal `useServerAction().submit` put under its field, by the code's field of
// ERROR_CODE_FIELD). A refusal about no field stays in the form's banner and focus stays put.
import { useEffect, useRef, type FormHTMLAttributes, type RefObject } from 'react';
import { useFormikContext } from 'formik';
import { focusFirstInvalid } from '@sid/ui/dialog-focus';

/**
 * Inside a formik form: when a submit ends (formik's isSubmitting back to false, submitCount
 * counted) and a field has an error, focuses the first invalid field of `container`.
 */
export function useFocusFirstInvalid(container: RefObject<HTMLElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length > 0) focusFirstInvalid(container.current);
  }, [submitCount, isSubmitting, errors, container]);
}

export type FormikFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset' | 'noValidate'>;

/**
 * Every page form of formik: a <form> sending formik's submit and reset, the browser's own
 * validation off (fields show yup's or the server's messages), and focus on the first invalid
 * field after a submit that did not save.
 */
export function FormikForm(props: FormikFormProps) {
  const { handleSubmit, handleReset } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return <form {...props} ref={formRef} noValidate onSubmit={handleSubmit} onReset={handleReset} />;
}
