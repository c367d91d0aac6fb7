import { Spinner } from '@fluentui/react-spinner';
import { useStateStyles } from './styles';

export interface LoadingStateProps {
  label?: string;
}

/** A page or panel whose data is on its way. */
export function LoadingState({ label = 'Memuat...' }: LoadingStateProps) {
  const styles = useStateStyles();
  return (
    <div className={styles.root} aria-busy="true" data-state="loading">
      <Spinner label={label} labelPosition="below" />
    </div>
  );
}
