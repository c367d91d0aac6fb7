import { makeStyles } from '@griffel/react';
import { Spinner } from '@fluentui/react-spinner';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '240px',
  },
});

/** A module (or one of its pages) on its way, inside the content area. */
export function ModuleLoading({ label }: { label: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-busy="true" data-testid="module-loading">
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
