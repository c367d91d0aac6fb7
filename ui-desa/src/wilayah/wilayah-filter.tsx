// A list filtered by the area people live in (issue 35): Dusun, RW, RT selects kept in the URL
// (?dusun_id=…&rw_id=…&rt_id=…), so back and reload keep them; a change goes back to the first page and
// clears the levels below. `params` are the list's (and its download's) query parameters.
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWilayahDesa } from './use-wilayah-desa';

const WilayahFilterSelects = lazy(() => import('./wilayah-filter-selects'));

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

export function WilayahFilter({ filter }: { filter: ReturnType<typeof useWilayahFilter> }) {
  const tree = useWilayahDesa();
  // A village without areas has nothing to filter by.
  if (!tree.data || tree.data.data.dusun.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WilayahFilterSelects filter={filter} tree={tree.data.data} />
    </Suspense>
  );
}
