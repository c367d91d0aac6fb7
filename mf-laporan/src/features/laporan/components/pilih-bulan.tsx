// The month a report or book is for: `?bulan=YYYY-MM` in the URL (the current month when absent),
// picked with the browser's month field, never past the village's current month.
import { useSearchParams } from 'react-router-dom';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { isBulan } from '@sid/openapi/domain';

/** The month asked in the URL (undefined: the server's current month) and how to change it. */
export function useBulan(): [string | undefined, (bulan: string) => void] {
  const [params, setParams] = useSearchParams();
  const diminta = params.get('bulan') ?? undefined;
  return [diminta !== undefined && isBulan(diminta) ? diminta : undefined, (bulan) => setParams({ bulan })];
}

export function PilihBulan({ bulan, max, onChange, label = 'Bulan' }: { bulan: string; max?: string | undefined; onChange: (bulan: string) => void; label?: string }) {
  return (
    <Field label={label}>
      <Input type="month" value={bulan} max={max} onChange={(_, d) => { if (isBulan(d.value)) onChange(d.value); }} />
    </Field>
  );
}
