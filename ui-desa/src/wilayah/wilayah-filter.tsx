// A list filtered by the area people live in (issue 35): Dusun, RW, RT selects kept in the URL
// (?dusun_id=…&rw_id=…&rt_id=…), so back and reload keep them; a change goes back to the first page and
// clears the levels below. `params` are the list's (and its download's) query parameters.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { pilihanWilayah } from './pilihan';
import { useWilayahDesa } from './use-wilayah-desa';

const LEVELS = ['dusun_id', 'rw_id', 'rt_id'] as const;
type Level = (typeof LEVELS)[number];

export type WilayahParams = Partial<Record<Level, string>>;

/** The filter as the URL holds it, and its setter. */
export function useWilayahFilter() {
  const [params, setParams] = useSearchParams();
  const value = Object.fromEntries(LEVELS.map((l) => [l, params.get(l) ?? ''])) as Record<Level, string>;
  const set = useCallback(
    (level: Level, id: string) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        next.delete('page');
        for (const l of LEVELS.slice(LEVELS.indexOf(level))) next.delete(l);
        if (id) next.set(level, id);
        return next;
      }),
    [setParams],
  );
  const query: WilayahParams = Object.fromEntries(LEVELS.filter((l) => value[l]).map((l) => [l, value[l]]));
  return { value, set, params: query };
}

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { minWidth: '140px' },
});

export function WilayahFilter({ filter }: { filter: ReturnType<typeof useWilayahFilter> }) {
  const styles = useStyles();
  const tree = useWilayahDesa();
  const pilihan = pilihanWilayah(tree.data?.data, filter.value);
  // A village without areas has nothing to filter by.
  if (!tree.data || tree.data.data.dusun.length === 0) return null;
  const select = (level: Level, label: string, options: Array<{ value: string; label: string }>, semua: string, disabled = false) => (
    <Field label={label} className={styles.field}>
      <Select value={filter.value[level]} disabled={disabled} onChange={(_, d) => filter.set(level, d.value)}>
        <option value="">{semua}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </Select>
    </Field>
  );
  return (
    <div className={styles.root} role="group" aria-label="Saring menurut wilayah">
      {select('dusun_id', 'Dusun', pilihan.dusun, 'Semua dusun')}
      {select('rw_id', 'RW', pilihan.rw, 'Semua RW', !filter.value.dusun_id)}
      {select('rt_id', 'RT', pilihan.rt, 'Semua RT', !filter.value.rw_id)}
    </div>
  );
}
