// /laporan/buku_rekapitulasi: B.3 Buku Rekapitulasi Jumlah Penduduk at the end of a month: the
// residents who count then by dusun, RW and RT, by sex and age group, with families, and the total
// (the monthly report's end of month).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { DataStates, EmptyState } from '@sid/ui/states';
import { downloadBukuRekapitulasi, useBukuRekapitulasi, type BukuRekapitulasi } from './api/laporan-api';
import { useCetakTabel } from './components/cetak-buku';
import { HalamanBuku } from './components/halaman-buku';
import { useBulan } from './components/pilih-bulan';

type Baris = BukuRekapitulasi['jumlah'];

/** A row's cells after its area: sex, total, families, then each age group's men and women. */
const angka = (b: Baris) => [b.laki_laki, b.perempuan, b.jumlah, b.kk, ...b.umur.flatMap((u) => [u.laki_laki, u.perempuan])];

function Kepala({ kelompok, cetak = false }: { kelompok: string[]; cetak?: boolean }) {
  const [Row, Cell] = cetak ? (['tr', 'th'] as const) : [TableRow, TableHeaderCell];
  return (
    <>
      <Row>
        <Cell rowSpan={2}>Dusun</Cell><Cell rowSpan={2}>RW</Cell><Cell rowSpan={2}>RT</Cell>
        <Cell rowSpan={2}>Laki-laki</Cell><Cell rowSpan={2}>Perempuan</Cell><Cell rowSpan={2}>Jumlah</Cell><Cell rowSpan={2}>KK</Cell>
        {kelompok.map((k) => <Cell key={k} colSpan={2}>{`Umur ${k}`}</Cell>)}
      </Row>
      <Row>{kelompok.flatMap((k) => [<Cell key={`${k}-l`}>L</Cell>, <Cell key={`${k}-p`}>P</Cell>])}</Row>
    </>
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
          <thead><Kepala kelompok={data.kelompok_umur} cetak /></thead>
          <tbody>{semua(data).map((b, i) => <tr key={i}><td>{b.dusun}</td><td>{b.rw}</td><td>{b.rt}</td>{angka(b).map((n, j) => <td key={j} className="angka">{n}</td>)}</tr>)}</tbody>
        </table>
      ) : null}
    >
      <DataStates data={data} error={buku.error} onRetry={() => void buku.mutate()} isEmpty={(d) => d.jumlah.jumlah === 0}
        empty={<EmptyState title="BELUM ADA PENDUDUK" description="Rekapitulasi berisi penduduk yang tercatat pada akhir bulan ini" />}>
        {/* A ledger keeps every column and scrolls sideways in its card; laid out by content (issue 40), no NIK runs into the next cell. */}
        {(d) => (
          <Table aria-label={`Buku Rekapitulasi Jumlah Penduduk ${d.label_bulan}`} style={{ minWidth: '1100px', tableLayout: 'auto' }} size="small">
            <TableHeader><Kepala kelompok={d.kelompok_umur} /></TableHeader>
            <TableBody>
              {semua(d).map((b, i) => (
                <TableRow key={i}>
                  <TableCell>{b.dusun}</TableCell><TableCell>{b.rw}</TableCell><TableCell>{b.rt}</TableCell>
                  {angka(b).map((n, j) => <TableCell key={j}>{n}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DataStates>
    </HalamanBuku>
  );
}

export default BukuRekapitulasiPage;
