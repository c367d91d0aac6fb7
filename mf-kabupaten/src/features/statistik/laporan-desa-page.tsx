// /kabupaten/laporan_bulanan/desa/:id (Admin Kabupaten): one village's Laporan Bulanan Penduduk of a
// month, row by row as the village sees it (a closed month as issued), counts only.
import { useParams } from 'react-router-dom';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DataStates, recordStates } from '@sid/ui/states';
import { CETAK_STATISTIK, TombolCetak, angkaId as angka } from '@sid/ui-desa/statistik';
import { useDesaKabupaten, useLaporanDesa, type LaporanBulanan } from './api';
import { BulanPilih, useBulanDipilih } from './bulan-pilih';
import { StatusTutup } from './status-tutup';

const useStyles = makeStyles({
  alat: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, '@media print': { display: 'none' } },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  // A header cell lays its label out in a flex box of its own: right-aligned like the numbers under it.
  kepalaAngka: { justifyContent: 'flex-end', '& > button, & > div': { justifyContent: 'flex-end' } },
  tebal: { fontWeight: tokens.fontWeightSemibold },
  tabel: { '@media print': { '& td, & th': { border: '1px solid #000', padding: '1mm 2mm' } } },
});

const KOLOM = [['laki_laki', 'Laki-laki'], ['perempuan', 'Perempuan'], ['jumlah', 'Jumlah'], ['kk', 'KK']] as const;

function TabelDesa({ laporan, nama }: { laporan: LaporanBulanan; nama: string }) {
  const s = useStyles();
  return (
    <Table aria-label={`Laporan Bulanan Penduduk ${nama}, ${laporan.label_bulan}`} className={s.tabel}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Uraian</TableHeaderCell>
          {KOLOM.map(([k, l]) => <TableHeaderCell key={k} className={mergeClasses(s.angka, s.kepalaAngka)}>{l}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {laporan.baris.map((b, i) => {
          const tebal = b.kunci === 'awal' || b.kunci === 'akhir' ? s.tebal : undefined;
          return (
            <TableRow key={`${b.kunci}-${b.bulan_peristiwa ?? i}`}>
              <TableCell className={tebal}>{b.label}</TableCell>
              {KOLOM.map(([k]) => <TableCell key={k} className={mergeClasses(s.angka, tebal)}>{angka(b[k])}</TableCell>)}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function LaporanDesaPage() {
  const s = useStyles();
  const page = usePageStyles();
  const { id = '' } = useParams();
  const [bulanDipilih, setBulan] = useBulanDipilih();
  const desa = useDesaKabupaten(id).data?.data;
  const read = useLaporanDesa(id, bulanDipilih);
  const laporan = read.data?.data;
  const nama = desa?.nama_desa ?? 'Desa';
  return (
    <section aria-labelledby="laporan-desa-title" data-letter-root="">
      <style>{CETAK_STATISTIK}</style>
      <PageHeader id="laporan-desa-title" title={laporan ? `Laporan Bulanan ${nama} ${laporan.label_bulan}` : `Laporan Bulanan ${nama}`} />
      <div className={page.stack}>
        <div className={s.alat}>
          {laporan ? <BulanPilih bulan={laporan.bulan} maks={laporan.bulan_berjalan} onChange={setBulan} /> : null}
          {desa ? <RouterLink to={`/kabupaten/laporan_bulanan?bulan=${laporan?.bulan ?? ''}&kecamatan=${encodeURIComponent(desa.kecamatan)}`}>Kecamatan {desa.kecamatan}</RouterLink> : null}
          <RouterLink to={`/kabupaten/statistik?desa_id=${id}`}>Statistik desa ini</RouterLink>
          <TombolCetak disabled={!laporan} />
        </div>
        <div className={page.card}>
          <DataStates {...recordStates(read)}>
            {(l) => (
              <div className={page.stack}>
                <span>
                  <StatusTutup bulan={l.bulan} bulanPertama={l.bulan_pertama} ditutup={l.ditutup?.pada ?? null} />
                </span>
                <TabelDesa laporan={l} nama={nama} />
              </div>
            )}
          </DataStates>
        </div>
      </div>
    </section>
  );
}

export default LaporanDesaPage;
