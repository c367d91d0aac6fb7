import type { ReactNode } from 'react';
import { PagedStates, type PagedStatesProps } from '@sid/ui/states';
import { PageHeader } from './page-header';
import { usePageStyles } from './page-styles';
import { BelumLengkapSwitch, ListSearchBox, type ListSearch } from './list-search-box';

export interface ListFrameProps {
  titleId: string;
  /** The spec's heading, e.g. 'Daftar Kelahiran'. */
  title: string;
  /** The header's buttons: 'Unduh CSV', 'Tambah Data'. */
  actions?: ReactNode;
  /** Above the list's card: a banner the page keeps until it is read. */
  notice?: ReactNode;
  /** In the card, before the toolbar: a note on what the list holds. */
  intro?: ReactNode;
  /** The search region over the list: its accessible name ('Pencarian kelahiran') and its controls. */
  toolbar?: { label: string; children: ReactNode };
  children: ReactNode;
}

/**
 * The skeleton of every list page: the heading with its buttons, then one card with the search
 * region and the list. `ListPage` fills it with a server-paged list; a list whose rows come from
 * several searches (the family cards) puts its own states in it.
 */
export function ListFrame({ titleId, title, actions, notice, intro, toolbar, children }: ListFrameProps) {
  const styles = usePageStyles();
  const card = (
    <div className={styles.card}>
      {intro}
      {toolbar ? <div className={styles.toolbar} role="search" aria-label={toolbar.label}>{toolbar.children}</div> : null}
      {children}
    </div>
  );
  return (
    <section aria-labelledby={titleId}>
      <PageHeader id={titleId} title={title} actions={actions} />
      {notice ? <div className={styles.stack}>{notice}{card}</div> : card}
    </section>
  );
}

/** A list's search box (and its 'Belum lengkap saja' switch), in the list's words. */
export interface ListPageSearch {
  state: ListSearch;
  /** What the list holds, as the box names it: 'kelahiran' gives 'Cari kelahiran' and 'Pencarian kelahiran'. */
  subject: string;
  /** What it searches: 'Cari nama, NIK atau nomor surat'. */
  placeholder: string;
  /** The 'Belum lengkap saja' switch (the records still missing their documents). */
  belumLengkap?: boolean;
  /** More controls after the box (a kind filter). */
  filters?: ReactNode;
}

export interface ListPageProps<R, S extends string> extends Omit<ListFrameProps, 'toolbar' | 'children'>, PagedStatesProps<R, S> {
  search?: ListPageSearch;
}

/**
 * A server-paged list page (ListFrame): the heading with its buttons, the search, then the list in
 * the card (its loading, failure and empty states, then the table with the page). The sort keys its
 * table state accepts are the contract's (`SORT_KEYS` of @sid/openapi). A dialog the page opens
 * goes beside it.
 */
export function ListPage<R, S extends string>({ titleId, title, actions, notice, intro, search, ...list }: ListPageProps<R, S>) {
  const toolbar = search ? {
    label: `Pencarian ${search.subject}`,
    children: (
      <>
        <ListSearchBox search={search.state} label={`Cari ${search.subject}`} placeholder={search.placeholder} />
        {search.belumLengkap ? <BelumLengkapSwitch search={search.state} /> : null}
        {search.filters}
      </>
    ),
  } : undefined;
  return (
    <ListFrame titleId={titleId} title={title} actions={actions} notice={notice} intro={intro} toolbar={toolbar}>
      <PagedStates {...list} />
    </ListFrame>
  );
}

/** What an empty list says: 'not found' after a search, 'all complete' under 'Belum lengkap saja', else 'no data yet'. */
export function listEmpty(search: Pick<ListSearch, 'q' | 'belumLengkap'>, says: { notFound: ReactNode; complete?: ReactNode; none: ReactNode }, narrowed = false): ReactNode {
  if (search.q !== '' || narrowed) return says.notFound;
  if (search.belumLengkap) return says.complete ?? says.notFound;
  return says.none;
}
