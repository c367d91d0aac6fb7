// A confirmation that keeps its dialog open on a refusal and says the server's message inside it:
// useServerAction().submit hands a refusal to a form's status; this is that status without formik.
import { useMemo, useState } from 'react';
import { refusalMessage, type RefusalForm } from '@sid/ui/feedback';

export interface DialogRefusal {
  /** The server's message of the last refused attempt, while the dialog stays open. */
  message: string | undefined;
  /** Pass as `form` to `action.submit`. */
  form: RefusalForm;
  clear: () => void;
}

export function useDialogRefusal(): DialogRefusal {
  const [status, setStatus] = useState<unknown>(undefined);
  const form = useMemo<RefusalForm>(() => ({ setStatus, setFieldError: () => undefined, setFieldTouched: () => undefined }), []);
  return { message: refusalMessage(status), form, clear: () => setStatus(undefined) };
}
