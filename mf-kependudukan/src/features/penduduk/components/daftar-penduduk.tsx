// 'Daftar Penduduk' on the dashboard: search (Enter), FILTER, 'Unduh CSV', the server-paged table.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Caption1 } from '@fluentui/react-text';
import { FilterRegular, PersonAddRegular } from '@fluentui/react-icons';
import { toApiError, type PendudukSort } from '@sid/openapi';
import { useTableState } from '@sid/ui/data-table';
import { useVillage } from '@sid/ui/module';
import { EmptyState, ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { PageHeader, CsvDownloadButton } from '@sid/ui/page';
import { SearchBox } from '../../../lib/search-box';
import { useSearchCondition } from '../../../lib/use-search-condition';
import { PENDUDUK_SEARCH_BY, PENDUDUK_SEARCH_LABEL, PENDUDUK_SORT_KEYS, usePendudukRows, type PendudukSearchBy } from '../api/list-penduduk';
import { exportPendudukCsv } from '../api/export-penduduk-csv';
import { FilterDialog } from './filter-dialog';
import { PendudukTable } from './penduduk-table';

const useStyles = makeStyles({
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
    padding: tokens.spacingHorizontalL,
  },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  spacer: { flexGrow: 1 },
  note: { display: 'block', marginBottom: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
});

const KK_UNSORTABLE: readonly PendudukSort[] = ['posisi_dalam_keluarga'];

export function DaftarPenduduk() {
  const styles = useStyles();
  const navigate = useNavigate();
  const village = useVillage();
  const table = useTableState<PendudukSort>({}, { syncUrl: true, sortKeys: PENDUDUK_SORT_KEYS });
  const search = useSearchCondition<PendudukSearchBy>(PENDUDUK_SEARCH_BY, 'nama');
  const [text, setText] = useState(search.active?.text ?? '');
  const [filterOpen, setFilterOpen] = useState(false);
  const result = usePendudukRows(search.active, table.query);

  // Back/forward through searches: the box shows the search of the URL.
  const activeText = search.active?.text ?? '';
  useEffect(() => setText(activeText), [activeText]);

  const addCard = (
    <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => navigate('/kartu_keluarga/insert')}>
      Tambah Kartu Keluarga
    </Button>
  );

  let body;
  if (result.state === 'error') {
    body = <ErrorState message={result.error.message} onRetry={result.retry} />;
  } else if (result.state === 'loading') {
    body = <LoadingState />;
  } else if (result.state === 'not-found') {
    body = <NotFoundState title="HASIL TIDAK DITEMUKAN" description="Silakan cari berdasarkan NIK, Nomor KK, atau Nama dengan benar" />;
  } else if (result.total === 0) {
    body = <EmptyState title="DATA PENDUDUK KOSONG" description="Silakan tambah data penduduk terlebih dahulu" action={addCard} />;
  } else {
    body = (
      <>
        {result.cards !== undefined ? (
          <Caption1 className={styles.note}>
            {`Anggota dari ${result.cards} kartu keluarga dengan Nomor KK "${search.active?.text ?? ''}"; halaman dihitung per kartu keluarga.`}
          </Caption1>
        ) : null}
        <PendudukTable
          rows={result.rows}
          total={result.total}
          query={table.query}
          onQueryChange={table.onChange}
          loading={result.validating}
          unsortable={result.cards !== undefined ? KK_UNSORTABLE : undefined}
        />
      </>
    );
  }

  const label = PENDUDUK_SEARCH_LABEL[search.by];
  return (
    <section className={styles.card} aria-labelledby="daftar-penduduk-title">
      <PageHeader as="h2" id="daftar-penduduk-title" title="Daftar Penduduk" />
      <div className={styles.toolbar} role="search" aria-label="Pencarian penduduk">
        <SearchBox
          label={`Cari penduduk berdasarkan ${label}`}
          placeholder={`Cari berdasarkan ${label}, lalu tekan Enter`}
          value={text}
          clearable={search.active !== null || search.by !== 'nama'}
          onChange={setText}
          onSearch={(value) => search.apply(search.by, value)}
          onClear={() => {
            setText('');
            search.clear();
          }}
        />
        <Button icon={<FilterRegular />} onClick={() => setFilterOpen(true)} aria-label={`Filter (Search By: ${label})`}>
          Filter
        </Button>
        <span className={styles.spacer} />
        <CsvDownloadButton download={() => exportPendudukCsv(village.nama_desa, table.sort, table.order)} toError={toApiError} />
      </div>
      {body}
      {filterOpen ? (
      <FilterDialog
        value={search.by}
        onCancel={() => setFilterOpen(false)}
        onApply={(by) => {
          setFilterOpen(false);
          // A search under way runs again on the chosen field; the text in the box is kept.
          if (text.trim() !== '') search.apply(by, text);
          else search.setBy(by);
        }}
      />
      ) : null}
    </section>
  );
}
