import type { ReactNode } from 'react';
import { Subtitle1, Body1 } from '@fluentui/react-text';
import { DocumentDismissRegular } from '@fluentui/react-icons';
import { useStateStyles } from './styles';

export interface EmptyStateProps {
  /** The spec's heading, word for word, e.g. 'DATA PENDUDUK KOSONG'. */
  title: string;
  description?: ReactNode;
  /** A button or link that gets the user out of the empty state (e.g. 'Tambah Data'). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** A list with nothing in it yet. */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  const styles = useStateStyles();
  return (
    <section className={styles.root} aria-label={title} data-state="empty">
      <span className={styles.icon} aria-hidden>
        {icon ?? <DocumentDismissRegular />}
      </span>
      <Subtitle1 as="h2" className={styles.title}>{title}</Subtitle1>
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
