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
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

/** A page's title (its h1) and its actions. */
export function PageHeader({ id, title, actions }: { id?: string; title: string; actions?: ReactNode }) {
  const styles = useStyles();
  return (
    <header className={styles.root}>
      <Title3 as="h1" id={id}>{title}</Title3>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
