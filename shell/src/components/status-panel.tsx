// The shell's full-width notice (configuration failure, module unavailable, access denied, 404):
// one layout so that every "this part cannot be shown" reads the same way.
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    maxWidth: '560px',
    margin: '0 auto',
    boxSizing: 'border-box',
  },
  fullPage: {
    minHeight: '100vh',
  },
  icon: {
    fontSize: '48px',
    lineHeight: 1,
    display: 'flex',
  },
  danger: { color: tokens.colorStatusDangerForeground1 },
  warning: { color: tokens.colorStatusWarningForeground1 },
  brand: { color: tokens.colorBrandForeground1 },
  // Plain elements with Fluent's type ramp: the panel is on the first load (configuration failure),
  // where every package counts.
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  detail: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-word',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    justifyContent: 'center',
    marginTop: tokens.spacingVerticalS,
  },
});

export interface StatusPanelProps {
  icon: ReactNode;
  tone?: 'danger' | 'warning' | 'brand';
  title: ReactNode;
  description?: ReactNode;
  /** Technical small print (the error), for whoever is asked for help. */
  detail?: ReactNode;
  actions?: ReactNode;
  /** Fills the viewport (no layout around it). */
  fullPage?: boolean;
  /** role="alert" for failures, so a screen reader announces them. */
  role?: 'alert' | 'status' | 'region';
  testId?: string;
}

export function StatusPanel({ icon, tone = 'brand', title, description, detail, actions, fullPage, role = 'region', testId }: StatusPanelProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, fullPage && styles.fullPage)} role={role} data-testid={testId}>
      <span className={mergeClasses(styles.icon, styles[tone])} aria-hidden>{icon}</span>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      {detail ? <span className={styles.detail}>{detail}</span> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
