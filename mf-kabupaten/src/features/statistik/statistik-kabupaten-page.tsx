// /kabupaten/statistik (Admin Kabupaten): Statistik Penduduk of the regency, of a kecamatan
// (?kecamatan=) or of a village (?desa_id=, with its dusun, RW and RT): the living residents per
// kecamatan or per village to drill down, then each table with its chart. Counts only. Downloadable
// (CSV/.xlsx) and printable on A4.
import { useSearchParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Subtitle2 } from '@fluentui/react-text';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, recordStates } from '@sid/ui/states';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { PanelStatistik, TombolCetak, angkaId } from '@sid/ui-desa/statistik';
import { downloadStatistikKabupaten, sebutanWilayah, useStatistikKabupaten, type StatistikKabupaten } from './api';

const useStyles = makeStyles({
  alat: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  tebal: { fontWeight: tokens.fontWeightSemibold },
  ringkas: { margin: 0 },
});

const tautan = (q: Record<string, string>) => `/kabupaten/statistik${Object.keys(q).length ? `?${new URLSearchParams(q).toString()}` : ''}`;

function PerWilayah({ stat }: { stat: StatistikKabupaten }) {
  const s = useStyles();
  const page = usePageStyles();
  const perDesa = stat.kecamatan !== null;
  const rows = perDesa ? stat.per_desa : stat.per_kecamatan;
  const judul = perDesa ? 'Desa' : 'Kecamatan';
  return (
    <div className={page.card}>
      <Subtitle2 as="h2" className={page.sectionTitle}>Penduduk per {judul}</Subtitle2>
      <Table aria-label={`Penduduk per ${judul.toLowerCase()}`} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{judul}</TableHeaderCell>
            <TableHeaderCell className={s.angka}>Laki-laki</TableHeaderCell>
            <TableHeaderCell className={s.angka}>Perempuan</TableHeaderCell>
            <TableHeaderCell className={s.angka}>Jumlah</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((w) => (
            <TableRow key={w._id ?? w.nama}>
              <TableCell>
                <RouterLink to={w._id ? tautan({ desa_id: w._id }) : tautan({ kecamatan: w.kecamatan })}>{w.nama}</RouterLink>
              </TableCell>
              <TableCell className={s.angka}>{angkaId(w.laki_laki)}</TableCell>
              <TableCell className={s.angka}>{angkaId(w.perempuan)}</TableCell>
              <TableCell className={s.angka}>{angkaId(w.jumlah)}</TableCell>
            </TableRow>
          ))}
          <TableRow className={s.tebal}>
            <TableCell>Jumlah</TableCell>
            <TableCell className={s.angka}>{angkaId(stat.jumlah.laki_laki)}</TableCell>
            <TableCell className={s.angka}>{angkaId(stat.jumlah.perempuan)}</TableCell>
            <TableCell className={s.angka}>{angkaId(stat.jumlah.jumlah)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}

export function StatistikKabupatenPage() {
  const s = useStyles();
  const page = usePageStyles();
  const [params] = useSearchParams();
  const filter = { kecamatan: params.get('kecamatan'), desa_id: params.get('desa_id') };
  const read = useStatistikKabupaten(filter);
  const stat = read.data?.data;
  const wilayah = stat?.desa ? `Desa ${stat.desa.nama_desa}` : stat?.kecamatan ? `Kecamatan ${stat.kecamatan}` : stat ? sebutanWilayah(stat.kabupaten) : 'Kabupaten';
  return (
    <section aria-labelledby="statistik-kabupaten-title" data-letter-root="">
      <PageHeader id="statistik-kabupaten-title" title={`Statistik Penduduk ${wilayah}`} />
      <div className={page.stack}>
        <div className={s.alat}>
          {stat?.desa ? <RouterLink to={tautan({ kecamatan: stat.desa.kecamatan })}>Kecamatan {stat.desa.kecamatan}</RouterLink> : null}
          {stat?.kecamatan || stat?.desa ? <RouterLink to={tautan({})}>Seluruh kabupaten</RouterLink> : null}
          {stat?.desa ? <RouterLink to={`/kabupaten/laporan_bulanan/desa/${stat.desa._id}`}>Laporan bulanan desa ini</RouterLink> : null}
          <CsvDownloadButton disabled={!stat} withFormats download={(format) => downloadStatistikKabupaten(filter, format)} />
          <TombolCetak disabled={!stat} />
        </div>
        <DataStates {...recordStates(read)}>
          {(st) => (
            <div className={page.stack}>
              <p className={s.ringkas}>
                {angkaId(st.jumlah.jumlah)} penduduk hidup ({angkaId(st.jumlah.laki_laki)} laki-laki, {angkaId(st.jumlah.perempuan)} perempuan), umur per {st.tanggal.split('-').reverse().join('-')}.
              </p>
              {st.desa ? null : <PerWilayah stat={st} />}
              <div className={page.card}>
                <PanelStatistik tabel={st.tabel} />
              </div>
            </div>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default StatistikKabupatenPage;
