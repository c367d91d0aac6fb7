// /kabupaten/surat/rekap: the letters issued in the regency, counted per village and kind for each
// month of a year (counts only: the regency sees no resident's letter).
import { useMemo, useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, EmptyState, answerStates } from '@sid/ui/states';
import { useRekapSurat, type RekapSurat } from './api/surat-kabupaten';

// Fifteen columns (issue 40): laid out by content in a ledger's small type, the kind of letter
// wrapping, so the count fits its card at 1024 px.
const useStyles = makeStyles({
  tabel: {
    tableLayout: 'auto',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    // Fluent's own cell padding: a month's header ('Jul') keeps room to be read.
    '& td, & th': { verticalAlign: 'top' },
    '& th': { fontSize: tokens.fontSizeBase200, verticalAlign: 'bottom' },
  },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

const BULAN = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

export interface BarisRekap {
  kunci: string;
  nama_desa: string;
  judul: string;
  bulan: number[];
  jumlah: number;
}

/** The counts as rows of village and kind (by village name, then kind), a column per month. */
export function susunRekap(baris: RekapSurat['baris']): BarisRekap[] {
  const peta = new Map<string, BarisRekap>();
  for (const b of baris) {
    const kunci = `${b.desa_id}/${b.jenis_id}`;
    const r = peta.get(kunci) ?? { kunci, nama_desa: b.nama_desa, judul: b.judul, bulan: BULAN.map(() => 0), jumlah: 0 };
    r.bulan[b.bulan - 1] = (r.bulan[b.bulan - 1] ?? 0) + b.jumlah;
    r.jumlah += b.jumlah;
    peta.set(kunci, r);
  }
  return [...peta.values()].sort((a, b) => a.nama_desa.localeCompare(b.nama_desa, 'id') || a.judul.localeCompare(b.judul, 'id'));
}

export function RekapSuratPage() {
  const styles = usePageStyles();
  const s = useStyles();
  const sekarang = new Date().getFullYear();
  const [tahun, setTahun] = useState(sekarang);
  const rekap = useRekapSurat(tahun);
  const tahunList = useMemo(() => Array.from({ length: 6 }, (_, i) => sekarang - i), [sekarang]);
  return (
    <div className={styles.stack}>
      <PageHeader id="rekap-surat-title" title="Rekap Surat per Desa" />
      <div className={`${styles.card} ${styles.stack}`}>
        <Field label="Tahun">
          <Select value={String(tahun)} onChange={(_, d) => setTahun(Number(d.value))}>
            {tahunList.map((t) => <option key={t} value={t}>{t}</option>)}
          </Select>
        </Field>
        <DataStates {...answerStates(rekap)} isEmpty={(d) => d.data.baris.length === 0}
          empty={<EmptyState title="BELUM ADA SURAT" description={`Belum ada surat yang diterbitkan desa pada tahun ${tahun}`} />}>
          {(d) => (
            <Table aria-labelledby="rekap-surat-title" size="small" className={s.tabel}>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>Desa</TableHeaderCell>
                  <TableHeaderCell>Jenis Surat</TableHeaderCell>
                  {BULAN.map((b) => <TableHeaderCell key={b}>{b}</TableHeaderCell>)}
                  <TableHeaderCell>Jumlah</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {susunRekap(d.data.baris).map((r) => (
                  <TableRow key={r.kunci}>
                    <TableCell>{r.nama_desa}</TableCell>
                    <TableCell>{r.judul}</TableCell>
                    {r.bulan.map((n, i) => <TableCell key={i} className={s.angka}>{n === 0 ? '-' : n}</TableCell>)}
                    <TableCell className={s.angka}><strong>{r.jumlah}</strong></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DataStates>
      </div>
    </div>
  );
}

export default RekapSuratPage;
