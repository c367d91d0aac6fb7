// /kabupaten/laporan_bulanan (Admin Kabupaten): every village's Laporan Bulanan Penduduk of a month side
// by side (start, births, deaths, arrivals, departures, corrections, end; the families at the end),
// the sums per kecamatan and for the regency, and the villages that have not closed the month. A
// kecamatan's name narrows the list to its villages (?kecamatan=); a village's name opens its report.
// Counts only. Downloadable (CSV/.xlsx) and printable on A4 landscape.
import { useSearchParams } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Subtitle2 } from '@fluentui/react-text';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, recordStates } from '@sid/ui/states';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { CETAK_STATISTIK_LANSKAP, TombolCetak, angkaId as angka } from '@sid/ui-desa/statistik';
import { downloadLaporanBulananKabupaten, useLaporanBulananKabupaten, type LaporanBulananKabupaten, type RingkasLaporan } from './api';
import { BulanPilih, useBulanDipilih } from './bulan-pilih';
import { StatusTutup } from './status-tutup';

const useStyles = makeStyles({
  alat: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  tebal: { fontWeight: tokens.fontWeightSemibold },
  // Eleven figures a line (issue 40): in a ledger's small type, the village's kecamatan under its name
  // and the headers wrapped, the tables fit their cards at 1024 px; the scroll stays only as a last
  // resort (a zoomed page).
  gulir: { overflowX: 'auto', '@media print': { overflowX: 'visible' } },
  tabel: {
    tableLayout: 'auto',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    '& td, & th': { verticalAlign: 'top', paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
    '& th': { fontSize: tokens.fontSizeBase200, verticalAlign: 'bottom' },
    '@media print': { fontSize: '8pt', '& td, & th': { border: '1px solid #000', padding: '0.8mm 1.5mm' } },
  },
  baris: { display: 'block' },
  kedua: { display: 'block', color: tokens.colorNeutralForeground3 },
  daftar: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** The columns side by side: each figure's total, the families at the end of the month. */
export const KOLOM_RINGKAS: ReadonlyArray<readonly [keyof RingkasLaporan, string]> = [
  ['awal', 'Awal Bulan'],
  ['lahir', 'Lahir'],
  ['mati', 'Meninggal'],
  ['datang', 'Pendatang'],
  ['pindah', 'Pindah'],
  ['koreksi', 'Koreksi'],
  ['akhir', 'Akhir Bulan'],
];

function SelAngka({ r }: { r: RingkasLaporan }) {
  const s = useStyles();
  return (
    <>
      {KOLOM_RINGKAS.map(([k]) => <TableCell key={k} className={s.angka}>{angka(r[k].jumlah)}</TableCell>)}
      <TableCell className={s.angka}>{angka(r.akhir.laki_laki)} / {angka(r.akhir.perempuan)}</TableCell>
      <TableCell className={s.angka}>{angka(r.akhir.kk)}</TableCell>
    </>
  );
}

function KepalaAngka() {
  const s = useStyles();
  return (
    <>
      {KOLOM_RINGKAS.map(([k, l]) => <TableHeaderCell key={k} className={s.angka}>{l}</TableHeaderCell>)}
      <TableHeaderCell className={s.angka}>L / P Akhir</TableHeaderCell>
      <TableHeaderCell className={s.angka}>KK Akhir</TableHeaderCell>
    </>
  );
}

function Isi({ lap, keKecamatan }: { lap: LaporanBulananKabupaten; keKecamatan: (k: string | null) => string }) {
  const s = useStyles();
  const page = usePageStyles();
  const berjalan = lap.bulan === lap.bulan_berjalan;
  return (
    <div className={page.stack}>
      {berjalan ? (
        <MessageBar intent="info">
          <MessageBarBody>{lap.label_bulan} masih berjalan: desa baru dapat menutupnya setelah bulan berakhir.</MessageBarBody>
        </MessageBar>
      ) : lap.belum_ditutup.length > 0 ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>{lap.belum_ditutup.length} desa belum menutup laporan {lap.label_bulan}</MessageBarTitle>
            <ul className={s.daftar} aria-label="Desa yang belum menutup laporan">
              {lap.belum_ditutup.map((d) => <li key={d._id}>{d.nama_desa} (Kec. {d.kecamatan})</li>)}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>Semua desa sudah menutup laporan {lap.label_bulan}.</MessageBarBody>
        </MessageBar>
      )}

      {lap.kecamatan === null ? (
        <div className={page.card}>
          <Subtitle2 as="h2" className={page.sectionTitle}>Per Kecamatan</Subtitle2>
          <div className={s.gulir}>
          <Table aria-label={`Laporan bulanan per kecamatan, ${lap.label_bulan}`} size="small" className={s.tabel}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Kecamatan</TableHeaderCell>
                <TableHeaderCell className={s.angka}>Desa</TableHeaderCell>
                <TableHeaderCell className={s.angka}>Belum Ditutup</TableHeaderCell>
                <KepalaAngka />
              </TableRow>
            </TableHeader>
            <TableBody>
              {lap.per_kecamatan.map((k) => (
                <TableRow key={k.kecamatan}>
                  <TableCell><RouterLink to={keKecamatan(k.kecamatan)}>{k.kecamatan}</RouterLink></TableCell>
                  <TableCell className={s.angka}>{angka(k.jumlah_desa)}</TableCell>
                  <TableCell className={s.angka}>{angka(k.belum_ditutup)}</TableCell>
                  <SelAngka r={k.angka} />
                </TableRow>
              ))}
              <TableRow className={s.tebal}>
                <TableCell>Jumlah Kabupaten</TableCell>
                <TableCell className={s.angka}>{angka(lap.total.jumlah_desa)}</TableCell>
                <TableCell className={s.angka}>{angka(lap.total.belum_ditutup)}</TableCell>
                <SelAngka r={lap.total.angka} />
              </TableRow>
            </TableBody>
          </Table>
          </div>
        </div>
      ) : null}

      <div className={page.card}>
        <Subtitle2 as="h2" className={page.sectionTitle}>{lap.kecamatan === null ? 'Per Desa' : `Desa di Kecamatan ${lap.kecamatan}`}</Subtitle2>
        <div className={s.gulir}>
        <Table aria-label={`Laporan bulanan per desa, ${lap.label_bulan}`} size="small" className={s.tabel}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Desa</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <KepalaAngka />
            </TableRow>
          </TableHeader>
          <TableBody>
            {lap.desa.map((d) => (
              <TableRow key={d._id}>
                <TableCell>
                  <span className={s.baris}><RouterLink to={`/kabupaten/laporan_bulanan/desa/${d._id}?bulan=${lap.bulan}`}>{d.nama_desa}</RouterLink></span>
                  {lap.kecamatan === null ? <span className={s.kedua}>{`Kec. ${d.kecamatan}`}</span> : null}
                </TableCell>
                <TableCell>
                  <StatusTutup bulan={lap.bulan} bulanPertama={d.bulan_pertama} ditutup={d.ditutup} />
                </TableCell>
                <SelAngka r={d.angka} />
              </TableRow>
            ))}
            {lap.kecamatan !== null ? (
              <TableRow className={s.tebal}>
                <TableCell>Jumlah Kecamatan</TableCell>
                <TableCell>{angka(lap.total.belum_ditutup)} belum ditutup</TableCell>
                <SelAngka r={lap.total.angka} />
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        </div>
      </div>
    </div>
  );
}

export function LaporanKabupatenPage() {
  const s = useStyles();
  const page = usePageStyles();
  const [params] = useSearchParams();
  const kecamatan = params.get('kecamatan') || null;
  const [bulanDipilih, setBulan] = useBulanDipilih();
  const read = useLaporanBulananKabupaten(bulanDipilih, kecamatan);
  const lap = read.data?.data;
  const keKecamatan = (k: string | null) => `/kabupaten/laporan_bulanan?${new URLSearchParams({ ...(lap ? { bulan: lap.bulan } : {}), ...(k ? { kecamatan: k } : {}) }).toString()}`;
  const judul = kecamatan ? `Laporan Bulanan Kecamatan ${kecamatan}` : 'Laporan Bulanan Kabupaten';
  return (
    <section aria-labelledby="laporan-kabupaten-title" data-letter-root="">
      <style>{CETAK_STATISTIK_LANSKAP}</style>
      <PageHeader id="laporan-kabupaten-title" title={lap ? `${judul} ${lap.label_bulan}` : judul} />
      <div className={page.stack}>
        <div className={s.alat}>
          {lap ? <BulanPilih bulan={lap.bulan} maks={lap.bulan_berjalan} onChange={setBulan} /> : null}
          {kecamatan ? <RouterLink to={keKecamatan(null)}>Kembali ke seluruh kabupaten</RouterLink> : null}
          <CsvDownloadButton disabled={!lap} withFormats download={(format) => downloadLaporanBulananKabupaten(lap?.bulan ?? '', kecamatan, format)} />
          <TombolCetak disabled={!lap} />
        </div>
        <DataStates {...recordStates(read)}>{(l) => <Isi lap={l} keKecamatan={keKecamatan} />}</DataStates>
      </div>
    </section>
  );
}

export default LaporanKabupatenPage;
