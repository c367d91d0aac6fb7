import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** The reads a change to residents or family cards can make stale, in this module and others. */
const AFFECTED = ['/api/penduduk', '/api/kartu_keluarga', '/api/activity/all', '/api/kematian', '/api/penduduk_keluar', '/api/penduduk_masuk'];

/**
 * After a change: reloads what is on screen and marks every other cached read of the registry as
 * stale, so that the next page opened asks the server again instead of showing the copy it read a
 * moment ago (swr would otherwise dedupe a read made less than 2 s before).
 */
export function useRefreshRegistry(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && AFFECTED.some((p) => (key[0] as string).startsWith(p))),
    [mutate],
  );
}
