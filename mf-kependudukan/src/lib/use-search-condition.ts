// The search state of a list (spec §3 "Search state"): one active condition (by what, and the text)
// kept in the URL (`?by=nik&cari=3507`), so a reload, a shared link or coming back from a detail
// page finds the same results. Choosing another field starts over: the box and the search are
// cleared (a name searched as a NIK only finds nothing). Clearing resets all.
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface SearchCondition<B extends string> {
  by: B;
  text: string;
}

export interface SearchState<B extends string> {
  /** The field the box searches (the FILTER choice), also when nothing is searched yet. */
  by: B;
  /** The running search, or null for the plain list. */
  active: SearchCondition<B> | null;
  /** Runs a search (an empty text clears it); the table goes back to its first page. */
  apply: (by: B, text: string) => void;
  /** Chooses the field; a running search runs again on it. */
  setBy: (by: B) => void;
  /** Resets all: no search, the default field, the first page. */
  clear: () => void;
  /** What the search box holds: typed, not yet searched; it follows the URL's search on back/forward. */
  text: string;
  setText: (text: string) => void;
  /**
   * Chooses the field (the select, the FILTER dialog). Another field than the current one empties the
   * box and ends the running search: its text was meant for the old field (issue 16).
   */
  choose: (by: B) => void;
  /** The box's clear button: empties it and resets all (see `clear`). */
  reset: () => void;
  /** Something differs from the plain list (a search, or another field): the box offers its clear button. */
  changed: boolean;
}

export function useSearchCondition<B extends string>(choices: readonly B[], defaultBy: B): SearchState<B> {
  const [params, setParams] = useSearchParams();
  const rawBy = params.get('by');
  const by = rawBy !== null && (choices as readonly string[]).includes(rawBy) ? (rawBy as B) : defaultBy;
  const text = (params.get('cari') ?? '').trim();

  const active = useMemo<SearchCondition<B> | null>(() => (text === '' ? null : { by, text }), [by, text]);

  const write = useCallback(
    (nextBy: B | null, nextText: string) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          // One update for the search and the page: two would overwrite each other.
          next.delete('page');
          if (nextBy === null || nextBy === defaultBy) next.delete('by');
          else next.set('by', nextBy);
          const trimmed = nextText.trim();
          if (trimmed === '') next.delete('cari');
          else next.set('cari', trimmed);
          return next;
        },
        { replace: false },
      );
    },
    [setParams, defaultBy],
  );

  const apply = useCallback((nextBy: B, nextText: string) => write(nextBy, nextText), [write]);
  const setBy = useCallback((nextBy: B) => write(nextBy, text), [write, text]);
  const clear = useCallback(() => write(null, ''), [write]);

  // The box starts at the URL's search, and starts there again whenever the URL's search changes
  // (back, forward, a search run, a clear): what was typed for one search is not kept for another.
  const [box, setBox] = useState({ typed: text, forSearch: text });
  let typed = box.typed;
  if (box.forSearch !== text) {
    typed = text;
    setBox({ typed, forSearch: text });
  }
  const setText = useCallback((next: string) => setBox((current) => ({ ...current, typed: next })), []);
  // One condition at a time, and its text belongs to its field: another field starts from an empty box.
  const choose = useCallback((nextBy: B) => {
    if (nextBy === by) return;
    setText('');
    write(nextBy, '');
  }, [by, setText, write]);
  const reset = useCallback(() => {
    setText('');
    clear();
  }, [setText, clear]);

  return { by, active, apply, setBy, clear, text: typed, setText, choose, reset, changed: active !== null || by !== defaultBy };
}
