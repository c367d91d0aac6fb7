// /laporan/buku_induk: B.1 Buku Induk Penduduk (Permendagri 47/2016) at the end of a month: one row
// per resident who counts then, by name, paged by the server; the whole book downloaded (streamed) as
// CSV or .xlsx; the page shown printed on A4 landscape with the letterhead and signer.
import { useState } from 'react';
import { Button } from '@fluentui/react-button';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { formatTanggalPendek } from '@sid/ui/format';
import { DataStates, EmptyState } from '@sid/ui/states';
import { downloadBukuInduk, useBukuInduk, type BukuIndukBaris } from './api/laporan-api';
import { useCetakTabel } from './components/cetak-buku';
import { HalamanBuku } from './components/halaman-buku';
import { TabelBuku, type SusunanLayar } from './components/tabel-buku';
import { useBulan } from './components/pilih-bulan';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
});

const LIMIT = 25;

/** B.1's columns in the regulation's order (what the registry holds). */
export const KOLOM_B1: { header: string; nilai: (b: BukuIndukBaris) => string }[] = [
  { header: 'Nama Lengkap', nilai: (b) => b.nama_lengkap },
  { header: 'Jenis Kelamin', nilai: (b) => b.jenis_kelamin },
  { header: 'Status Perkawinan', nilai: (b) => b.status_perkawinan },
  { header: 'Tempat Lahir', nilai: (b) => b.tempat_lahir },
  { header: 'Tanggal Lahir', nilai: (b) => (b.tanggal_lahir ? formatTanggalPendek(b.tanggal_lahir) : '') },
  { header: 'Agama', nilai: (b) => b.agama },
  { header: 'Pendidikan Terakhir', nilai: (b) => b.pendidikan_terakhir },
  { header: 'Pekerjaan', nilai: (b) => b.pekerjaan },
  { header: 'Kewarganegaraan', nilai: (b) => b.kewarganegaraan },
  { header: 'Alamat Lengkap', nilai: (b) => b.alamat },
  { header: 'Kedudukan dalam Keluarga', nilai: (b) => b.posisi_dalam_keluarga },
  { header: 'NIK', nilai: (b) => b.nik },
  { header: 'Nomor KK', nilai: (b) => b.no_kk },
  { header: 'Keterangan', nilai: (b) => b.keterangan },
];

/** On screen (issue 40): every column of B.1, the related ones stacked, so the book fits at 1024 px. */
export const SUSUNAN_B1: SusunanLayar = [
  ['Nama Lengkap', 'NIK', 'Nomor KK'],
  ['Jenis Kelamin', 'Status Perkawinan', 'Kedudukan dalam Keluarga'],
  ['Tempat Lahir', 'Tanggal Lahir'],
  ['Agama', 'Kewarganegaraan'],
  ['Pendidikan Terakhir', 'Pekerjaan'],
  ['Alamat Lengkap'],
  ['Keterangan'],
];

export function BukuIndukPage() {
  const s = useStyles();
  const t = useCetakTabel();
  const [bulan, setBulan] = useBulan();
  const [page, setPage] = useState(0);
  const buku = useBukuInduk(bulan, page, LIMIT);
  const data = buku.data;
  const halaman = Math.max(1, Math.ceil((data?.total ?? 0) / LIMIT));
  const mulai = page * LIMIT;
  return (
    <HalamanBuku
      id="buku-induk-title"
      judul="Buku Induk Penduduk"
      bulan={data?.bulan ?? bulan}
      labelBulan={data?.label_bulan}
      onBulan={(b) => { setPage(0); setBulan(b); }}
      unduh={downloadBukuInduk}
      namaBerkas="buku-induk-penduduk"
      cetak={
        <table className={t.tabel}>
          <thead><tr><th>No.</th>{KOLOM_B1.map((k) => <th key={k.header}>{k.header}</th>)}</tr></thead>
          <tbody>{(data?.data ?? []).map((b, i) => <tr key={b._id}><td className="angka">{mulai + i + 1}</td>{KOLOM_B1.map((k) => <td key={k.header}>{k.nilai(b)}</td>)}</tr>)}</tbody>
        </table>
      }
    >
      <DataStates data={data} error={buku.error} onRetry={() => void buku.mutate()} isEmpty={(d) => d.total === 0}
        empty={<EmptyState title="BELUM ADA PENDUDUK" description="Buku Induk berisi penduduk yang tercatat pada akhir bulan ini" />}>
        {(d) => (
          <>
            <TabelBuku label={`Buku Induk Penduduk ${d.label_bulan}`} kolom={KOLOM_B1} susunan={SUSUNAN_B1} baris={d.data} kunci={(b) => b._id} nomor={(i) => mulai + i + 1} />
            <div className={s.pager}>
              <span>{`${mulai + 1}–${mulai + d.data.length} dari ${d.total} penduduk`}</span>
              <Button disabled={page === 0} onClick={() => setPage(page - 1)}>Sebelumnya</Button>
              <span>{`Halaman ${page + 1} dari ${halaman}`}</span>
              <Button disabled={page + 1 >= halaman} onClick={() => setPage(page + 1)}>Berikutnya</Button>
            </div>
          </>
        )}
      </DataStates>
    </HalamanBuku>
  );
}

export default BukuIndukPage;
