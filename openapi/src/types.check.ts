// Compile-time checks of the contract's public types. Nothing here runs: `tsc --noEmit` checks it (the
// openapi package's `typecheck`, part of `pnpm run typecheck`), and fails when an `Expect<Equal<...>>`
// is false or a `@ts-expect-error` line compiles. (It was types.test.ts, whose only runtime test was
// expect(true).toBe(true); formBody's behaviour is tested in client.test.ts.)
import type { components, paths } from './schema';
import { downloadCsv, useApiGet, type CsvPath, type GetData, type GetParams } from './hooks';
import type { ApiError } from './errors';
import { formBody } from './client';
import type { KeteranganMasukCreateInput, Penduduk, PendudukUpdateInput } from './index';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type Checks = [
  Expect<Equal<GetData<'/api/penduduk/{id}'>['data'], Penduduk>>,
  Expect<Equal<GetParams<'/api/kartu_keluarga/{id}'>['path'], { id: string }>>,
  Expect<Equal<'/api/penduduk/csv' extends CsvPath ? true : false, true>>,
  Expect<Equal<'/api/penduduk' extends CsvPath ? true : false, false>>,
  // The public verification page (issue 36) is the one path beside /api and /files.
  Expect<Equal<keyof paths extends `/api/${string}` | `/files/${string}` | `/verifikasi/${string}` ? true : false, true>>,
  // Update bodies never carry the status or the links.
  Expect<Equal<'status_penduduk' extends keyof PendudukUpdateInput ? true : false, false>>,
  Expect<Equal<'keluarga_dari' extends keyof PendudukUpdateInput ? true : false, false>>,
  Expect<Equal<components['schemas']['Penduduk']['data_kematian'], string | null>>,
];

// formBody accepts File for binary fields and infers nothing wider than the operation's type.
export function uploadExample(a: File, b: File): KeteranganMasukCreateInput {
  return formBody<KeteranganMasukCreateInput>({ foto_kk: a, foto_surat_masuk: b });
}

// Not called: only type-checked.
export function hookUsage() {
  // @ts-expect-error a path with an id needs its params
  useApiGet('/api/penduduk/{id}');
  // @ts-expect-error a required query (name) is required
  useApiGet('/api/penduduk/all/s', { query: {} });
  // @ts-expect-error sort is an enum of the list's columns
  useApiGet('/api/penduduk', { query: { sort: 'password' } });
  // @ts-expect-error only CSV paths can be downloaded
  void downloadCsv('/api/penduduk', undefined);
  const counts = useApiGet('/api/activity/all');
  const n: number | undefined = counts.data?.data.inc_data_kematian;
  const err: ApiError | undefined = counts.error;
  return [n, err];
}
