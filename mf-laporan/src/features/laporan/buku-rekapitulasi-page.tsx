// /laporan/buku_rekapitulasi: B.3 Buku Rekapitulasi Jumlah Penduduk at the end of a month: the
// residents who count then by dusun, RW and RT, by sex and age group, with families, and the total
// (the monthly report's end of month).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { mergeClasses } from '@griffel/react';
import { DataStates, EmptyState } from '@sid/ui/states';
import { downloadBukuRekapitulasi, useBukuRekapitulasi, type BukuRekapitulasi } from './api/laporan-api';
import { useCetakTabel } from './components/cetak-buku';
import { HalamanBuku } from './components/halaman-buku';
import { useTabelBukuStyles } from './components/tabel-buku';
import { useBulan } from './components/pilih-bulan';

type Baris = BukuRekapitulasi['jumlah'];

/** A row's cells after its area: sex, total, families, then each age group's men and women. */
const angka = (b: Baris) => [b.laki_laki, b.perempuan, b.jumlah, b.kk, ...b.umur.flatMap((u) => [u.laki_laki, u.perempuan])];

/** The printed book's head: the form's columns one by one, an age group over its L and P. */
function Kepala({ kelompok }: { kelompok: string[] }) {
  return (
    <>
      <tr>
        <th rowSpan={2}>Dusun</th><th rowSpan={2}>RW</th><th rowSpan={2}>RT</th>
        <th rowSpan={2}>Laki-laki</th><th rowSpan={2}>Perempuan</th><th rowSpan={2}>Jumlah</th><th rowSpan={2}>KK</th>
        {kelompok.map((k) => <th key={k} colSpan={2}>{`Umur ${k}`}</th>)}
      </tr>
      <tr>{kelompok.flatMap((k) => [<th key={`${k}-l`}>L</th>, <th key={`${k}-p`}>P</th>])}</tr>
    </>
  );
}

/**
 * On screen (issue 40): the same figures, Dusun over RW over RT in one cell and each age group's men
 * and women in one cell ('L 3' over 'P 2'), so the book fits its card at 1024 px.
 */
function TabelLayar({ d }: { d: BukuRekapitulasi }) {
  const s = useTabelBukuStyles();
  const baris = [...d.baris, d.jumlah];
  return (
    <Table aria-label={`Buku Rekapitulasi Jumlah Penduduk ${d.label_bulan}`} size="small" className={s.tabel}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell><span><span className={s.baris}>Dusun</span><span className={mergeClasses(s.baris, s.kedua)}>RW</span><span className={mergeClasses(s.baris, s.kedua)}>RT</span></span></TableHeaderCell>
          {['Laki-laki', 'Perempuan', 'Jumlah', 'KK'].map((h) => <TableHeaderCell key={h}>{h}</TableHeaderCell>)}
          {d.kelompok_umur.map((k) => (
            <TableHeaderCell key={k}><span><span className={s.baris}>{`Umur ${k}`}</span><span className={mergeClasses(s.baris, s.kedua)}>L / P</span></span></TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {baris.map((b, i) => (
          <TableRow key={i}>
            <TableCell>
              <span>
                <span className={mergeClasses(s.baris, s.bebas)}>{b.dusun}</span>
                <span className={mergeClasses(s.baris, s.kedua)}>{b.rw ? `RW ${b.rw}` : ''}</span>
                <span className={mergeClasses(s.baris, s.kedua)}>{b.rt ? `RT ${b.rt}` : ''}</span>
              </span>
            </TableCell>
            {[b.laki_laki, b.perempuan, b.jumlah, b.kk].map((n, j) => <TableCell key={j} className={s.angka}>{n}</TableCell>)}
            {b.umur.map((u, j) => (
              <TableCell key={`u${j}`} className={s.angka}>
                <span><span className={s.baris}>{`L ${u.laki_laki}`}</span><span className={s.baris}>{`P ${u.perempuan}`}</span></span>
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function BukuRekapitulasiPage() {
  const t = useCetakTabel();
  const [bulan, setBulan] = useBulan();
  const buku = useBukuRekapitulasi(bulan);
  const data = buku.data?.data;
  const semua = (d: BukuRekapitulasi) => [...d.baris, d.jumlah];
  return (
    <HalamanBuku id="buku-rekapitulasi-title" judul="Buku Rekapitulasi Jumlah Penduduk" bulan={data?.bulan ?? bulan} labelBulan={data?.label_bulan} onBulan={setBulan}
      unduh={downloadBukuRekapitulasi} namaBerkas="buku-rekapitulasi-penduduk"
      cetak={data ? (
        <table className={t.tabel}>
          <thead><Kepala kelompok={data.kelompok_umur} /></thead>
          <tbody>{semua(data).map((b, i) => <tr key={i}><td>{b.dusun}</td><td>{b.rw}</td><td>{b.rt}</td>{angka(b).map((n, j) => <td key={j} className="angka">{n}</td>)}</tr>)}</tbody>
        </table>
      ) : null}
    >
      <DataStates data={data} error={buku.error} onRetry={() => void buku.mutate()} isEmpty={(d) => d.jumlah.jumlah === 0}
        empty={<EmptyState title="BELUM ADA PENDUDUK" description="Rekapitulasi berisi penduduk yang tercatat pada akhir bulan ini" />}>
        {(d) => <TabelLayar d={d} />}
      </DataStates>
    </HalamanBuku>
  );
}

export default BukuRekapitulasiPage;
