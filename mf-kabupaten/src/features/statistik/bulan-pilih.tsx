// The month of the regency's report: the month picker (YYYY-MM) kept in the address (?bulan=), the
// current month when none is given. Shared by the report and a village's drill-down.
import { useSearchParams } from 'react-router-dom';
import { isBulan } from '@sid/openapi/domain';
import { PilihBulan } from '@sid/ui-desa/tanggal';

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

/** The regency's month: the product's month picker (@sid/ui-desa/tanggal), never past the current month. */
export function BulanPilih({ bulan, maks, onChange }: { bulan: string; maks: string; onChange: (bulan: string) => void }) {
  return <PilihBulan bulan={bulan} maks={maks} onChange={onChange} />;
}
