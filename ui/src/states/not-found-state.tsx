import type { ReactNode } from 'react';
import { Subtitle1, Body1 } from '@fluentui/react-text';
import { SearchRegular } from '@fluentui/react-icons';
import { useStateStyles } from './styles';

export interface NotFoundStateProps {
  /** Defaults to 'DATA TIDAK DITEMUKAN'; searches pass the spec's own ('HASIL TIDAK DITEMUKAN'). */
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** A search without result, or a detail page whose record does not exist (404). */
export function NotFoundState({
  title = 'DATA TIDAK DITEMUKAN',
  description = 'Data yang Anda cari tidak ada atau sudah dihapus.',
  action,
}: NotFoundStateProps) {
  const styles = useStateStyles();
  return (
    <section className={styles.root} aria-label={title} data-state="not-found">
      <span className={styles.icon} aria-hidden>
        <SearchRegular />
      </span>
      <Subtitle1 as="h2" className={styles.title}>{title}</Subtitle1>
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
