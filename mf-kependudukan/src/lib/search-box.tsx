import { useId } from 'react';
import { makeStyles } from '@griffel/react';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { Badge } from '@fluentui/react-badge';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import type { SearchState } from './use-search-condition';

const useStyles = makeStyles({
  input: { minWidth: '220px', flexGrow: 1, maxWidth: '420px' },
  // Our own clear button replaces the browser's (a search field would otherwise show two).
  field: { '::-webkit-search-cancel-button': { display: 'none' } },
  mode: { flexShrink: 0 },
});

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter: the search runs only then (spec: "Search is triggered by Enter"). */
  onSearch: (value: string) => void;
  /** The clear button: empties the box and resets the search. */
  onClear: () => void;
  /** Accessible name of the box, e.g. 'Cari penduduk'. */
  label: string;
  placeholder?: string;
  /** Show the clear button even with an empty box (a search is still active). */
  clearable?: boolean;
}

/** A search box with a clear button; Enter searches. */
export function SearchBox({ value, onChange, onSearch, onClear, label, placeholder, clearable = false }: SearchBoxProps) {
  const styles = useStyles();
  const id = useId();
  const showClear = clearable || value !== '';
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
        showClear ? (
          <Button
            type="button"
            size="small"
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label="Hapus pencarian"
            onClick={onClear}
          />
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

export interface SearchConditionBoxProps<B extends string> {
  search: SearchState<B>;
  /** What is searched, in the box's accessible name: 'penduduk', 'kartu keluarga'. */
  subject: string;
  /** The chosen field's label: 'Nama', 'NIK', 'Nomor KK'. */
  label: string;
  /**
   * Shows the chosen field beside the box ('Search By: Nama', the FILTER dialog's words), where no
   * other control on the toolbar shows it (issue 16: a placeholder disappears once typed in).
   */
  showBy?: boolean;
}

/** The search box of a list's search state (useSearchCondition): Enter searches the chosen field. */
export function SearchConditionBox<B extends string>({ search, subject, label, showBy = true }: SearchConditionBoxProps<B>) {
  const styles = useStyles();
  const box = (
    <SearchBox
      label={`Cari ${subject} berdasarkan ${label}`}
      placeholder={`Cari berdasarkan ${label}, lalu tekan Enter`}
      value={search.text}
      clearable={search.changed}
      onChange={search.setText}
      onSearch={(value) => search.apply(search.by, value)}
      onClear={search.reset}
    />
  );
  if (!showBy) return box;
  return (
    <>
      {box}
      <Badge className={styles.mode} appearance="tint" color="brand" shape="rounded" size="large" data-testid="search-by">
        {`Search By: ${label}`}
      </Badge>
    </>
  );
}
