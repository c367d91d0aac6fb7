import type { ReactNode } from 'react';
import { PagedStates, type PagedStatesProps } from '@sid/ui/states';
import { PageHeader } from './page-header';
import { usePageStyles } from './page-styles';

export interface ListPageProps<R, S extends string> extends PagedStatesProps<R, S> {
  titleId: string;
  /** The spec's heading, e.g. 'Daftar Kelahiran'. */
  title: string;
  /** The header's buttons: 'Unduh CSV', 'Tambah Data'. */
  actions?: ReactNode;
}

/**
 * A server-paged list page: the heading with its buttons, then the list in a card (its loading,
 * failure and empty states, then the table with the page). A dialog the page opens goes beside it.
 */
export function ListPage<R, S extends string>({ titleId, title, actions, ...list }: ListPageProps<R, S>) {
  const styles = usePageStyles();
  return (
    <section aria-labelledby={titleId}>
      <PageHeader id={titleId} title={title} actions={actions} />
      <div className={styles.card}>
        <PagedStates {...list} />
      </div>
    </section>
  );
}
