import type { ReactNode } from 'react';
import { Subtitle1, Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ErrorCircleRegular, ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useStateStyles } from './styles';

export interface ErrorStateProps {
  /** What went wrong, preferably the server's Indonesian message. */
  message?: ReactNode;
  title?: string;
  /** Loads again; without it no 'Coba lagi' button shows. */
  onRetry?: () => void;
  retryLabel?: string;
}

/** A load that failed. Announced (role="alert") so screen-reader users hear it. */
export function ErrorState({
  message = 'Data tidak dapat dimuat. Periksa koneksi lalu coba lagi.',
  title = 'Terjadi kesalahan',
  onRetry,
  retryLabel = 'Coba lagi',
}: ErrorStateProps) {
  const styles = useStateStyles();
  return (
    <section className={styles.root} role="alert" data-state="error">
      <span className={styles.errorIcon} aria-hidden>
        <ErrorCircleRegular />
      </span>
      <Subtitle1 as="h2" className={styles.title}>{title}</Subtitle1>
      <Body1 className={styles.description}>{message}</Body1>
      {onRetry ? (
        <div className={styles.action}>
          <Button appearance="primary" icon={<ArrowClockwiseRegular />} onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
