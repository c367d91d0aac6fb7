// The shared message state of spec §8: after a call, the screen says what happened (the server's
// Indonesian message) in one place and one style. One mechanism for the whole app: Fluent toasts in a
// single Toaster owned by whoever renders FeedbackProvider (the shell, the standalone host or the
// test harness). Modules only call useFeedback(); this subpath is a shared singleton, so a module's
// messages land in the shell's Toaster.
import { createContext, useCallback, useContext, useId, useMemo, type ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Toaster, Toast, ToastTitle, ToastTrigger, useToastController, type ToastIntent, type ToastPosition } from '@fluentui/react-toast';
import { Button } from '@fluentui/react-button';
import { DismissRegular } from '@fluentui/react-icons';

export type FeedbackIntent = 'success' | 'error' | 'info' | 'warning';

export interface FeedbackOptions {
  /** Milliseconds before it goes away (the login snackbar uses 4000). */
  timeout?: number;
  /** A stable identifier of the situation, e.g. 'LOGIN_FAIL' (the spec's message id). */
  id?: string;
  /** The HTTP status that caused it, when there is one. */
  status?: number;
}

export interface FeedbackMessage extends FeedbackOptions {
  intent: FeedbackIntent;
  message: string;
}

export interface Feedback {
  notify: (message: FeedbackMessage) => void;
  success: (message: string, options?: FeedbackOptions) => void;
  error: (message: string, options?: FeedbackOptions) => void;
  info: (message: string, options?: FeedbackOptions) => void;
  dismissAll: () => void;
}

/** How long a message stays: the spec's snackbar time (§9, 4000 ms) for all of them. */
export const FEEDBACK_TIMEOUT = 4000;

const FeedbackContext = createContext<Feedback | null>(null);

const useStyles = makeStyles({
  toast: {
    minWidth: '280px',
    maxWidth: '480px',
  },
  // The spec's red snackbar and a green one for successes; white, semibold text keeps them readable
  // on the saturated background (the theme's danger red is dark enough for it: @sid/ui/theme).
  error: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  success: {
    backgroundColor: tokens.colorStatusSuccessBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  onColour: {
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  // ToastTitle colours its action slot as a link (brand blue): on red or green it must stay white.
  onColourAction: {
    color: tokens.colorNeutralForegroundOnBrand,
  },
  close: {
    minWidth: 'auto',
    color: 'inherit',
    ':hover': { color: 'inherit' },
    ':hover:active': { color: 'inherit' },
  },
});

function FeedbackToast({ message, intent, id, status }: FeedbackMessage) {
  const styles = useStyles();
  const coloured = intent === 'error' || intent === 'success';
  return (
    <Toast
      className={mergeClasses(styles.toast, intent === 'error' && styles.error, intent === 'success' && styles.success)}
      data-feedback-intent={intent}
      data-feedback-id={id}
      data-feedback-status={status}
    >
      <ToastTitle
        className={coloured ? styles.onColour : undefined}
        media={coloured ? { className: styles.onColour } : undefined}
        action={{
          className: coloured ? styles.onColourAction : undefined,
          children: (
            <ToastTrigger>
              <Button appearance="transparent" size="small" className={styles.close} icon={<DismissRegular />} aria-label="Tutup" />
            </ToastTrigger>
          ),
        }}
      >
        {message}
      </ToastTitle>
    </Toast>
  );
}

export interface FeedbackProviderProps {
  children?: ReactNode;
  /**
   * Where messages appear: at the top, centred over the app bar (issue 40). At the bottom a toast
   * covered the button just pressed (a form's or a list's actions sit low on the page); the app
   * bar's middle holds no control (its title is on the left, the account menu on the right).
   */
  position?: ToastPosition;
}

/** Down from the window's top edge: the toast sits on the app bar, its top a few pixels below the bar's. */
const TOAST_OFFSET = { vertical: 6 };

/** Holds the app's single Toaster. Render it once, near the root, inside FluentProvider. */
export function FeedbackProvider({ children, position = 'top' }: FeedbackProviderProps) {
  const toasterId = useId();
  const { dispatchToast, dismissAllToasts } = useToastController(toasterId);

  const notify = useCallback(
    (msg: FeedbackMessage) => {
      const intent: ToastIntent = msg.intent;
      dispatchToast(<FeedbackToast {...msg} />, {
        intent,
        timeout: msg.timeout ?? FEEDBACK_TIMEOUT,
        // Errors interrupt the screen reader, successes wait their turn.
        politeness: intent === 'error' ? 'assertive' : 'polite',
        pauseOnHover: true,
      });
    },
    [dispatchToast],
  );

  const value = useMemo<Feedback>(
    () => ({
      notify,
      success: (message, options) => notify({ ...options, intent: 'success', message }),
      error: (message, options) => notify({ ...options, intent: 'error', message }),
      info: (message, options) => notify({ ...options, intent: 'info', message }),
      dismissAll: dismissAllToasts,
    }),
    [notify, dismissAllToasts],
  );

  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <Toaster toasterId={toasterId} position={position} offset={TOAST_OFFSET} />
    </FeedbackContext.Provider>
  );
}

/** The app's message channel: `const feedback = useFeedback(); feedback.error(err.message)`. */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback must be used inside FeedbackProvider (the shell provides it)');
  return feedback;
}
