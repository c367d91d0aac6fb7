import { useState } from 'react';
import { Link } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Body1, Caption1, Subtitle2 } from '@fluentui/react-text';
import { DataTable, type DataTableColumn, type TableQuery } from '@sid/ui/data-table';
import { usePageStyles } from '@sid/ui/page';
import { angka, type MasalahImpor } from '../api/berkas-impor';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  pesan: { overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The lists can be long (up to 1.000 rows): more per page than the registry's lists. */
const PAGE_SIZES = [10, 25, 100] as const;

export interface TabelMasalahProps {
  /** 'kesalahan' or 'peringatan': the heading and the third column. */
  jenis: 'kesalahan' | 'peringatan';
  rows: readonly MasalahImpor[];
  /** All of them in the file (the list holds the first 1.000). */
  total: number;
}

const JUDUL = { kesalahan: 'Daftar Kesalahan', peringatan: 'Daftar Peringatan' } as const;
const KOLOM = { kesalahan: 'Masalah', peringatan: 'Peringatan' } as const;

/** The failing checks or the warnings of a dry run, by row, paged here (the server sent them all at once). */
export function TabelMasalah({ jenis, rows, total }: TabelMasalahProps) {
  const styles = useStyles();
  const page = usePageStyles();
  const [query, setQuery] = useState<TableQuery>({ page: 0, limit: PAGE_SIZES[0], order: 'asc' });
  const id = `impor-${jenis}-title`;
  const shown = rows.slice(query.page * query.limit, (query.page + 1) * query.limit);

  const columns: DataTableColumn<MasalahImpor>[] = [
    { key: 'baris', header: 'Baris', width: '90px', render: (r) => (r.baris > 0 ? angka(r.baris) : 'Seluruh berkas') },
    { key: 'kolom', header: 'Kolom', width: '200px', render: (r) => <span className={styles.pesan}>{r.kolom || '-'}</span> },
    {
      key: 'pesan',
      header: KOLOM[jenis],
      render: (r) => (
        <span className={styles.pesan}>
          {r.pesan}
          {r.tautan ? (
            <>
              {' '}
              {/* A new tab: the check's result stays here. */}
              <Link
                to={r.tautan}
                target="_blank"
                rel="noopener noreferrer"
                className={page.link}
                aria-label={r.baris > 0 ? `Lihat data baris ${r.baris} (tab baru)` : 'Lihat data (tab baru)'}
              >
                Lihat data
              </Link>
            </>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.root} aria-labelledby={id}>
      <Subtitle2 block as="h3" id={id} className={page.sectionTitle}>{`${JUDUL[jenis]} (${angka(total)})`}</Subtitle2>
      {total > rows.length ? (
        <Body1 block as="p" className={styles.muted}>{`Menampilkan ${angka(rows.length)} dari ${angka(total)} ${jenis}.`}</Body1>
      ) : null}
      <DataTable
        ariaLabel={JUDUL[jenis]}
        columns={columns}
        rows={shown}
        total={rows.length}
        getRowKey={(r, i) => `${query.page * query.limit + i}-${r.baris}-${r.kolom}-${r.kode}`}
        {...query}
        onChange={setQuery}
        pageSizes={PAGE_SIZES}
        minWidth="560px"
      />
      {jenis === 'peringatan' ? (
        <Caption1 block className={styles.muted}>Peringatan tidak menghalangi impor; periksa saja apakah datanya memang benar.</Caption1>
      ) : null}
    </section>
  );
}
