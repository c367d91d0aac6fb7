// The shell's full-width notice (configuration failure, module unavailable, access denied, 404):
// one layout so that every "this part cannot be shown" reads the same way.
import type { ReactNode } from 'react';
import { mergeClasses } from '@griffel/react';
import { useStyles } from './status-panel.styles';

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
