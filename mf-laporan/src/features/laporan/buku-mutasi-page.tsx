// /laporan/buku_mutasi: B.2 Buku Mutasi Penduduk Desa of a month: the births, arrivals, deaths and
// departures recorded in it (and their cancellations), from the event ledger, with the day each
// happened and the day it was recorded; the same events the monthly report counts.
import { formatTanggalPendek } from '@sid/ui/format';
import { DataStates, EmptyState } from '@sid/ui/states';
import { downloadBukuMutasi, useBukuMutasi, type BukuMutasi } from './api/laporan-api';
import { useCetakTabel } from './components/cetak-buku';
import { HalamanBuku } from './components/halaman-buku';
import { TabelBuku, type SusunanLayar } from './components/tabel-buku';
import { useBulan } from './components/pilih-bulan';

type Baris = BukuMutasi['baris'][number];

export const KOLOM_B2: { header: string; nilai: (b: Baris) => string }[] = [
  { header: 'No.', nilai: (b) => String(b.no) },
  { header: 'Nama Lengkap', nilai: (b) => b.nama_lengkap },
  { header: 'NIK', nilai: (b) => b.nik },
  { header: 'Jenis Kelamin', nilai: (b) => b.jenis_kelamin },
  { header: 'Tempat, Tanggal Lahir', nilai: (b) => b.tempat_tanggal_lahir },
  { header: 'Kewarganegaraan', nilai: (b) => b.kewarganegaraan },
  { header: 'Peristiwa', nilai: (b) => b.label_jenis },
  { header: 'Penambahan / Pengurangan', nilai: (b) => (b.tanda > 0 ? 'Penambahan' : 'Pengurangan') },
  { header: 'Tanggal Peristiwa', nilai: (b) => formatTanggalPendek(b.tanggal_peristiwa ?? b.dicatat_pada) },
  { header: 'Tanggal Dicatat', nilai: (b) => formatTanggalPendek(b.dicatat_pada) },
];

/** On screen (issue 40): every column of B.2, the related ones stacked, so the book fits at 1024 px. */
export const SUSUNAN_B2: SusunanLayar = [
  ['No.'],
  ['Nama Lengkap', 'NIK'],
  ['Jenis Kelamin', 'Kewarganegaraan'],
  ['Tempat, Tanggal Lahir'],
  ['Peristiwa', 'Penambahan / Pengurangan'],
  ['Tanggal Peristiwa', 'Tanggal Dicatat'],
];

export function BukuMutasiPage() {
  const t = useCetakTabel();
  const [bulan, setBulan] = useBulan();
  const buku = useBukuMutasi(bulan);
  const data = buku.data?.data;
  return (
    <HalamanBuku id="buku-mutasi-title" judul="Buku Mutasi Penduduk Desa" bulan={data?.bulan ?? bulan} labelBulan={data?.label_bulan} onBulan={setBulan}
      unduh={downloadBukuMutasi} namaBerkas="buku-mutasi-penduduk"
      cetak={
        <table className={t.tabel}>
          <thead><tr>{KOLOM_B2.map((k) => <th key={k.header}>{k.header}</th>)}</tr></thead>
          <tbody>{(data?.baris ?? []).map((b) => <tr key={b.no}>{KOLOM_B2.map((k) => <td key={k.header}>{k.nilai(b)}</td>)}</tr>)}</tbody>
        </table>
      }
    >
      <DataStates data={data} error={buku.error} onRetry={() => void buku.mutate()} isEmpty={(d) => d.baris.length === 0}
        empty={<EmptyState title="BELUM ADA MUTASI" description="Kelahiran, kedatangan, kematian dan kepindahan yang dicatat bulan ini tampil di sini" />}>
        {(d) => <TabelBuku label={`Buku Mutasi Penduduk Desa ${d.label_bulan}`} kolom={KOLOM_B2} susunan={SUSUNAN_B2} baris={d.baris} kunci={(b) => String(b.no)} />}
      </DataStates>
    </HalamanBuku>
  );
}

export default BukuMutasiPage;
