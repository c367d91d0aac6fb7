import type { ReactNode } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Title3 } from '@fluentui/react-text';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  title: { margin: 0 },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

export interface PageHeaderProps {
  id?: string;
  title: ReactNode;
  actions?: ReactNode;
  /** A section inside a page uses 'h2'. */
  as?: 'h1' | 'h2';
}

/** A page's (or a section's) title and its actions. */
export function PageHeader({ id, title, actions, as = 'h1' }: PageHeaderProps) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Title3 as={as} id={id} className={styles.title}>{title}</Title3>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
