import { makeStyles } from '@griffel/react';
import { Badge } from '@fluentui/react-badge';
import { SearchInput } from '@sid/ui/page';
import type { SearchState } from './use-search-condition';

const useStyles = makeStyles({
  mode: { flexShrink: 0 },
});

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
    <SearchInput
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
