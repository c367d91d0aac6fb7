// The one way a screen saves and says what happened (spec §8). A button or a confirmation calls
// `run`; a formik form calls `submit`, which hands a refusal back to the form: under the field it
// is about, or in the form's banner (`FormRefusal` of @sid/ui/form, built into FormikDialog).
import { useCallback, useState } from 'react';
import { useFeedback } from './feedback-provider';

/** What a failed call says: the module maps its client's errors (`toApiError` of @sid/openapi). */
export interface ActionError {
  message: string;
  status?: number;
  code?: string;
}

/**
 * The part of formik's helpers a refusal goes back through: the second argument of formik's
 * `onSubmit` (and of FormikDialog's) fits as it is.
 */
export interface RefusalForm {
  setFieldError: (field: string, message: string | undefined) => void;
  setFieldTouched: (field: string, touched?: boolean, shouldValidate?: boolean) => unknown;
  setStatus: (status?: unknown) => void;
}

/** What a refused save leaves in formik's `status` for the form's banner. */
export interface RefusedStatus {
  refusal: string;
}

/** The message of a refused save kept in a formik `status`, if there is one. */
export function refusalMessage(status: unknown): string | undefined {
  if (typeof status !== 'object' || status === null) return undefined;
  const refusal = (status as Partial<RefusedStatus>).refusal;
  return typeof refusal === 'string' && refusal !== '' ? refusal : undefined;
}

/** Puts a message in a form's banner without a call (a check only the form can make). */
export function refuseForm(form: Pick<RefusalForm, 'setStatus'>, message: string): void {
  const status: RefusedStatus = { refusal: message };
  form.setStatus(status);
}

export interface SaveOptions<R> {
  /** Said on success when the server's answer has no message. */
  fallback: string;
  /**
   * Says the success instead of the green toast: the page's own banner, or the banner of the page
   * it moves to. Receives the server's message (or the fallback) and the result.
   */
  announce?: (message: string, result: R) => void;
  /** After a success has been said: close the dialog, reload, move on. */
  onSaved?: (result: R) => unknown;
}

/** The fields a refusal is about: one, several, or none (then the form's banner says it). */
export type RefusalFields = string | readonly string[] | undefined;

export interface SubmitOptions<R> extends SaveOptions<R> {
  /**
   * The formik form the refusal is handed back to (onSubmit's helpers): under the field(s)
   * `fieldOf` names, else in the form's banner. Without a form the refusal is said in red, and the
   * form that called gets it back to place (PendudukForm does).
   */
  form?: RefusalForm;
  /** Which field(s) of the form a refusal is about (e.g. a 413 is about the photo). */
  fieldOf?: (error: ActionError) => RefusalFields | Promise<RefusalFields>;
}

export interface ServerAction {
  /**
   * A change from a button or a confirmation: says the server's own message, green on success (or
   * `fallback` when the server sent none), red with the status and code on failure. Resolves with
   * the result, or undefined after a failure (already shown).
   */
  run: <R extends { message?: string }>(call: () => Promise<R>, say: string | SaveOptions<R>) => Promise<R | undefined>;
  /**
   * A formik form's save: a success is said as `run` says it; a refusal goes back to `form` (see
   * SubmitOptions). Resolves undefined when saved, or the refusal.
   */
  submit: <R extends { message?: string }>(call: () => Promise<R>, options: SubmitOptions<R>) => Promise<ActionError | undefined>;
  /** A call is under way (for a confirmation's buttons; a formik form has its own isSubmitting). */
  busy: boolean;
}

type Outcome<R> = { saved: true; result: R } | { saved: false; error: ActionError };

function fieldList(fields: RefusalFields): readonly string[] {
  if (fields === undefined) return [];
  return typeof fields === 'string' ? [fields] : fields;
}

/** @param toError turns what a failed call threw into its message, status and code. */
export function useServerAction(toError: (thrown: unknown) => ActionError): ServerAction {
  const feedback = useFeedback();
  const [busy, setBusy] = useState(false);

  const attempt = useCallback(
    async <R extends { message?: string }>(call: () => Promise<R>, options: SaveOptions<R>): Promise<Outcome<R>> => {
      setBusy(true);
      let result: R;
      try {
        result = await call();
      } catch (thrown) {
        return { saved: false, error: toError(thrown) };
      } finally {
        setBusy(false);
      }
      const message = result.message || options.fallback;
      if (options.announce) options.announce(message, result);
      else feedback.success(message);
      await options.onSaved?.(result);
      return { saved: true, result };
    },
    [feedback, toError],
  );

  const sayRefusal = useCallback(
    (error: ActionError) => feedback.error(error.message, { status: error.status, id: error.code }),
    [feedback],
  );

  const run = useCallback(
    async <R extends { message?: string }>(call: () => Promise<R>, say: string | SaveOptions<R>) => {
      const outcome = await attempt(call, typeof say === 'string' ? { fallback: say } : say);
      if (outcome.saved) return outcome.result;
      sayRefusal(outcome.error);
      return undefined;
    },
    [attempt, sayRefusal],
  );

  const submit = useCallback(
    async <R extends { message?: string }>(call: () => Promise<R>, options: SubmitOptions<R>) => {
      const { form } = options;
      // A new attempt: the previous refusal's banner goes.
      form?.setStatus(undefined);
      const outcome = await attempt(call, options);
      if (outcome.saved) return undefined;
      const { error } = outcome;
      if (!form) {
        sayRefusal(error);
        return error;
      }
      const fields = fieldList(await options.fieldOf?.(error));
      if (fields.length === 0) refuseForm(form, error.message);
      for (const field of fields) {
        // A file field is not marked touched by a submit; the message must show all the same.
        void form.setFieldTouched(field, true, false);
        form.setFieldError(field, error.message);
      }
      return error;
    },
    [attempt, sayRefusal],
  );

  return { run, submit, busy };
}
