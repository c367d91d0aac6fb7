// The login page's red snackbar (spec §2, §8: the server's message, 4 seconds). The login page is the
// one screen that must stay small, so it does not pull in the toast machinery the signed-in screens
// share (@sid/ui/feedback); and its 4 s are counted by a plain timer here, which also holds under a
// test's fake timers (Fluent's toast counts with a CSS animation).
import { useEffect } from 'react';
import { Button } from '@fluentui/react-button';
import { DismissRegular, ErrorCircleFilled } from '@fluentui/react-icons';
import { useStyles } from './snackbar.styles';

/** Spec §9: the login snackbar stays 4000 ms. */
export const SNACKBAR_DURATION_MS = 4000;

export interface SnackbarProps {
  message: string;
  onDismiss: () => void;
  durationMs?: number;
}

/** Give it a new `key` for each message, so the timer starts again. */
export function Snackbar({ message, onDismiss, durationMs = SNACKBAR_DURATION_MS }: SnackbarProps) {
  const styles = useStyles();
  useEffect(() => {
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [onDismiss, durationMs]);

  return (
    <div className={styles.root} role="alert" data-testid="snackbar">
      <span className={styles.icon} aria-hidden><ErrorCircleFilled /></span>
      <span className={styles.message}>{message}</span>
      <Button appearance="transparent" size="small" className={styles.close} icon={<DismissRegular />} aria-label="Tutup" onClick={onDismiss} />
    </div>
  );
}
