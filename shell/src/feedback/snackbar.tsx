// The login page's red snackbar (spec §2, §8: the server's message, 4 seconds). The login page is the
// one screen that must stay small, so it does not pull in the toast machinery the signed-in screens
// share (@sid/ui/feedback); and its 4 s are counted by a plain timer here, which also holds under a
// test's fake timers (Fluent's toast counts with a CSS animation).
import { useEffect } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { DismissRegular, ErrorCircleFilled } from '@fluentui/react-icons';

/** Spec §9: the login snackbar stays 4000 ms. */
export const SNACKBAR_DURATION_MS = 4000;

const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: '280px',
    maxWidth: 'min(560px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    // The theme's danger background: the spec's error red (§9) darkened to carry white text at
    // WCAG AA contrast (@sid/ui/theme's errorSurface; white on #F73232 itself is 3.8:1).
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 599px)': {
      left: tokens.spacingHorizontalS,
      right: tokens.spacingHorizontalS,
      bottom: tokens.spacingVerticalS,
      minWidth: 0,
      maxWidth: 'none',
    },
  },
  icon: { fontSize: '20px', display: 'flex', flexShrink: 0 },
  message: { flexGrow: 1 },
  close: { color: 'inherit', minWidth: 'auto', flexShrink: 0 },
});

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
