// A list's search box and its 'Belum lengkap saja' filter, kept in the URL (`?q=bayu&belum_lengkap=1`)
// so back, reload and a link (the dashboard's 'Lengkapi') open the same results. The server
// searches (`q`) and filters (`belum_lengkap`); a change of either goes back to the first page.
import { useCallback, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { Switch } from '@fluentui/react-switch';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';

/** The URL parameters, named as the server's (the dashboard links to `?belum_lengkap=1`). */
export const LIST_SEARCH_PARAM = 'q';
export const BELUM_LENGKAP_PARAM = 'belum_lengkap';

export interface ListSearch {
  /** The running search ('' for the whole list), trimmed. */
  q: string;
  /** Only the incomplete records. */
  belumLengkap: boolean;
  /** Something narrows the list: an empty page is 'not found', not 'no data yet'. */
  narrowed: boolean;
  /** Runs a search (an empty text shows the whole list again), from the first page. */
  search: (text: string) => void;
  setBelumLengkap: (on: boolean) => void;
  /** The server's query parameters: nothing for what is off, so the plain list asks as before. */
  params: { q?: string; belum_lengkap?: boolean };
}

/** The search of a list page, read from and written to the URL. */
export function useListSearch(): ListSearch {
  const [params, setParams] = useSearchParams();
  const q = (params.get(LIST_SEARCH_PARAM) ?? '').trim();
  const raw = params.get(BELUM_LENGKAP_PARAM);
  const belumLengkap = raw === '1' || raw === 'true';

  const write = useCallback(
    (name: string, value: string | null) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // One update for the condition and the page: two would overwrite each other.
          next.delete('page');
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );
  const search = useCallback((text: string) => write(LIST_SEARCH_PARAM, text.trim() === '' ? null : text.trim()), [write]);
  const setBelumLengkap = useCallback((on: boolean) => write(BELUM_LENGKAP_PARAM, on ? '1' : null), [write]);

  return {
    q,
    belumLengkap,
    narrowed: q !== '' || belumLengkap,
    search,
    setBelumLengkap,
    params: { q: q === '' ? undefined : q, belum_lengkap: belumLengkap ? true : undefined },
  };
}

const useStyles = makeStyles({
  input: { minWidth: '220px', flexGrow: 1, maxWidth: '420px' },
  // Our own clear button replaces the browser's (a search field would otherwise show two).
  field: { '::-webkit-search-cancel-button': { display: 'none' } },
});

export interface ListSearchBoxProps {
  search: ListSearch;
  /** Accessible name, e.g. 'Cari kelahiran'. */
  label: string;
  /** What it searches, e.g. 'Cari nama, NIK atau No. KK'. */
  placeholder: string;
}

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: the search runs only then (spec: "Search is triggered by Enter"). */
  onSearch: (value: string) => void;
  /** The clear button (and Escape): empties the box and resets the search. */
  onClear: () => void;
  /** Accessible name of the box, e.g. 'Cari penduduk'. */
  label: string;
  placeholder?: string;
  /** Show the clear button even with an empty box (a search is still active). */
  clearable?: boolean;
}

/** A search box with a clear button; Enter searches. The lists' boxes (ListSearchBox, the resident and family-card search) are built on it. */
export function SearchInput({ value, onChange, onSearch, onClear, label, placeholder, clearable = false }: SearchInputProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <Input
      id={id}
      className={styles.input}
      input={{ className: styles.field }}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      contentBefore={<SearchRegular aria-hidden />}
      contentAfter={
        clearable || value !== '' ? (
          <Button type="button" size="small" appearance="transparent" icon={<DismissRegular />} aria-label="Hapus pencarian" onClick={onClear} />
        ) : undefined
      }
      onChange={(_, data) => onChange(data.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(value);
        } else if (event.key === 'Escape' && value !== '') {
          // The browser's own clear of a search field: keep the state in step with it.
          event.preventDefault();
          onClear();
        }
      }}
    />
  );
}

/** The search box of a list: Enter searches, the clear button (or Escape) shows the whole list again. */
export function ListSearchBox({ search, label, placeholder }: ListSearchBoxProps) {
  // The box starts at the URL's search, and again whenever that changes (back, forward, a search
  // run, a clear): what was typed for one search is not kept for another.
  const [box, setBox] = useState({ typed: search.q, forSearch: search.q });
  let typed = box.typed;
  if (box.forSearch !== search.q) {
    typed = search.q;
    setBox({ typed, forSearch: search.q });
  }
  const clear = () => {
    setBox((current) => ({ ...current, typed: '' }));
    search.search('');
  };
  return (
    <SearchInput
      label={label}
      placeholder={placeholder}
      value={typed}
      clearable={search.q !== ''}
      onChange={(value) => setBox((current) => ({ ...current, typed: value }))}
      onSearch={search.search}
      onClear={clear}
    />
  );
}

/** 'Belum lengkap saja': only the records still missing their documents. */
export function BelumLengkapSwitch({ search }: { search: ListSearch }) {
  return (
    <Switch
      label="Belum lengkap saja"
      checked={search.belumLengkap}
      onChange={(_, data) => search.setBelumLengkap(data.checked)}
    />
  );
}
