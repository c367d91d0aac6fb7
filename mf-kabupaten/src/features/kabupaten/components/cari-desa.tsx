// The regency's village filter, one for every list of villages (the console's villages, a module's
// villages): a search box that searches on Enter and clears on Escape, and a kecamatan select. A new
// filter goes back to the first page.
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Select } from '@fluentui/react-select';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';

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
