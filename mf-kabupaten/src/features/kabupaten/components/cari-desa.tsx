// The regency's village filter, one for every list of villages (the console's villages, a module's
// villages): a search box that searches on Enter and clears on Escape, and a kecamatan select. A new
// filter goes back to the first page. DesaPaged puts it above a paged list of the villages found,
// with the empty states every list of villages says.
import { useState, type ReactNode } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { usePageStyles } from '@sid/ui/page';
import { EmptyState, PagedStates, type PagedStatesProps } from '@sid/ui/states';

export interface DesaFilter {
  q: string;
  kecamatan: string;
}

/** The filter as a list's query parameters (empty ones left out). */
export const desaFilterQuery = (filter: DesaFilter) => ({
  ...(filter.q ? { q: filter.q } : {}),
  ...(filter.kecamatan ? { kecamatan: filter.kecamatan } : {}),
});

export function useCariDesa(toFirstPage: () => void) {
  const [filter, setFilter] = useState<DesaFilter>({ q: '', kecamatan: '' });
  const [cari, setCari] = useState('');
  const apply = (next: DesaFilter) => {
    setFilter(next);
    toFirstPage();
  };
  const clear = () => {
    setCari('');
    if (filter.q) apply({ ...filter, q: '' });
  };
  return { filter, cari, setCari, apply, clear, active: filter.q !== '' || filter.kecamatan !== '' };
}

export interface CariDesaProps {
  state: ReturnType<typeof useCariDesa>;
  kecamatan: readonly string[];
  inputClassName?: string;
}

/** The two fields; the caller puts them in its toolbar (role="search"). */
export function CariDesa({ state, kecamatan, inputClassName }: CariDesaProps) {
  const { filter, cari, setCari, apply, clear } = state;
  return (
    <>
      <Field label="Cari desa" hint="Tekan Enter untuk mencari">
        <Input
          className={inputClassName}
          value={cari}
          onChange={(_, d) => setCari(d.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply({ ...filter, q: cari.trim() });
            } else if (event.key === 'Escape' && cari !== '') {
              event.preventDefault();
              clear();
            }
          }}
          placeholder="Nama desa, kecamatan atau kode"
          contentBefore={<SearchRegular aria-hidden />}
          contentAfter={cari || filter.q ? (
            <Button type="button" size="small" appearance="transparent" icon={<DismissRegular />} aria-label="Hapus pencarian" onClick={clear} />
          ) : undefined}
        />
      </Field>
      <Field label="Kecamatan">
        <Select value={filter.kecamatan} onChange={(_, d) => apply({ ...filter, kecamatan: d.value })}>
          <option value="">Semua kecamatan</option>
          {kecamatan.map((k) => <option key={k} value={k}>{k}</option>)}
        </Select>
      </Field>
    </>
  );
}

export interface DesaPagedProps<R, S extends string> extends Omit<PagedStatesProps<R, S>, 'empty'>, CariDesaProps {
  /** What the regency without any village is offered (the console's 'Tambah Desa'). */
  emptyAction?: ReactNode;
  emptyDescription?: string;
}

/** The village filter in a toolbar, then the paged villages found, or why there are none. */
export function DesaPaged<R, S extends string>({ state, kecamatan, inputClassName, emptyAction, emptyDescription, ...paged }: DesaPagedProps<R, S>) {
  const styles = usePageStyles();
  return (
    <>
      <div className={styles.toolbar} role="search">
        <CariDesa state={state} kecamatan={kecamatan} inputClassName={inputClassName} />
      </div>
      <PagedStates<R, S>
        {...paged}
        empty={state.active
          ? <EmptyState title="DESA TIDAK DITEMUKAN" description="Tidak ada desa yang cocok dengan pencarian ini." />
          : <EmptyState title="BELUM ADA DESA" description={emptyDescription ?? 'Kabupaten ini belum memiliki desa.'} action={emptyAction} />}
      />
    </>
  );
}

