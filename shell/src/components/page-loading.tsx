// Shown while the configuration or a lazy half of the app (login, layout) is on its way. It looks like
// index.html's boot text, so the first screens follow on without a jump, and it uses nothing the
// login page does not load anyway (no spinner package on the first load).
import { ProgressBar } from '@fluentui/react-progress';
import { useStyles } from './page-loading.styles';

export function PageLoading({ label = 'Memuat Sistem Kependudukan Desa…' }: { label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status" aria-busy="true">
      <ProgressBar className={styles.bar} aria-label={label} />
      {label}
    </div>
  );
}
