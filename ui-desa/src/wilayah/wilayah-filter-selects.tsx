// The selects of the area filter (wilayah-filter.tsx), loaded only once the village has areas: a village
// without any, and the dashboard's first paint, do not pay for Fluent's Field and Select.
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import type { WilayahDesa } from '@sid/openapi';
import { pilihanWilayah } from './pilihan';
import type { useWilayahFilter } from './wilayah-filter';

type Level = 'dusun_id' | 'rw_id' | 'rt_id';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { minWidth: '140px' },
});

export default function WilayahFilterSelects({ filter, tree }: { filter: ReturnType<typeof useWilayahFilter>; tree: WilayahDesa }) {
  const styles = useStyles();
  const pilihan = pilihanWilayah(tree, filter.value);
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
