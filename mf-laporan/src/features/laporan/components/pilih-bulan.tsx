// The month a report or book is for: `?bulan=YYYY-MM` in the URL (the current month when absent),
// picked with the product's month picker (@sid/ui-desa/tanggal, Indonesian month names), never past
// the village's current month.
import { useSearchParams } from 'react-router-dom';
import { isBulan } from '@sid/openapi/domain';

/** The month asked in the URL (undefined: the server's current month) and how to change it. */
export function useBulan(): [string | undefined, (bulan: string) => void] {
  const [params, setParams] = useSearchParams();
  const diminta = params.get('bulan') ?? undefined;
  return [diminta !== undefined && isBulan(diminta) ? diminta : undefined, (bulan) => setParams({ bulan })];
}
