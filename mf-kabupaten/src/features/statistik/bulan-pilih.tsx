// The month of the regency's report: a month field (YYYY-MM) kept in the address (?bulan=), the
// current month when none is given. Shared by the report and a village's drill-down.
import { useSearchParams } from 'react-router-dom';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { isBulan } from '@sid/openapi/domain';

export function useBulanDipilih(): [string | undefined, (bulan: string) => void] {
  const [params, setParams] = useSearchParams();
  const bulan = params.get('bulan') ?? undefined;
  const setBulan = (b: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('bulan', b);
      return next;
    });
  return [bulan && isBulan(bulan) ? bulan : undefined, setBulan];
}

export function BulanPilih({ bulan, maks, onChange }: { bulan: string; maks: string; onChange: (bulan: string) => void }) {
  return (
    <Field label="Bulan">
      <Input
        type="month"
        value={bulan}
        max={maks}
        onChange={(_, d) => {
          if (isBulan(d.value) && d.value <= maks) onChange(d.value);
        }}
      />
    </Field>
  );
}
