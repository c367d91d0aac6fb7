// /laporan: Laporan Bulanan Penduduk (issue 37). A month picked (the current month first); its rows
// (start of the month, births, deaths, arrivals, departures, a "Koreksi / terlambat" line per earlier
// month a late entry belongs to, the data corrections, end of the month) by men, women, total and
// families; a closed month as stored when it was issued; the Super Admin closes a past month after a
// confirmation; downloaded as CSV or .xlsx; printed on A4 with the letterhead and a signer.
import { useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { LockClosedRegular } from '@fluentui/react-icons';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { bulanPerluDitutup } from '@sid/openapi/domain';
import { ConfirmDialog } from '@sid/ui/dialogs';
import { formatTanggalWaktu } from '@sid/ui/format';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates } from '@sid/ui/states';
import { CsvDownloadButton } from '@sid/ui-desa/csv-download';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PengingatTutupLaporan } from '@sid/ui-desa/laporan';
import { useSession } from '@sid/ui-desa/module';
import { PilihBulan } from '@sid/ui-desa/tanggal';
import { downloadLaporanBulanan, tutupLaporanBulanan, useLaporanBulanan, type BarisLaporan, type LaporanBulanan } from './api/laporan-api';
import { CetakBuku, useCetakTabel } from './components/cetak-buku';
import { useBulan } from './components/pilih-bulan';

const useStyles = makeStyles({
  pilih: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  kepalaAngka: { justifyContent: 'flex-end', '& > button, & > div': { justifyContent: 'flex-end' } },
  tebal: { fontWeight: tokens.fontWeightSemibold },
  koreksi: { fontStyle: 'italic' },
});

/** A row's figures as the report shows them; an empty month's rows are zero, never blank. */
export const KOLOM_LAPORAN = [
  { key: 'laki_laki', label: 'Laki-laki' },
  { key: 'perempuan', label: 'Perempuan' },
  { key: 'jumlah', label: 'Jumlah' },
  { key: 'kk', label: 'KK' },
] as const;

function TabelLaporan({ laporan }: { laporan: LaporanBulanan }) {
  const s = useStyles();
  const kelas = (b: BarisLaporan) => (b.kunci === 'awal' || b.kunci === 'akhir' ? s.tebal : b.kunci === 'koreksi' ? s.koreksi : undefined);
  return (
    <Table aria-label={`Laporan Bulanan Penduduk ${laporan.label_bulan}`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Uraian</TableHeaderCell>
          {KOLOM_LAPORAN.map((k) => <TableHeaderCell key={k.key} className={s.kepalaAngka}>{k.label}</TableHeaderCell>)}
        </TableRow>
      </TableHeader>
      <TableBody>
        {laporan.baris.map((b, i) => (
          <TableRow key={`${b.kunci}-${b.bulan_peristiwa ?? i}`} data-baris={b.kunci}>
            <TableCell className={kelas(b)}>{b.label}</TableCell>
            {KOLOM_LAPORAN.map((k) => <TableCell key={k.key} className={mergeClasses(s.angka, kelas(b))}>{b[k.key]}</TableCell>)}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Status({ laporan }: { laporan: LaporanBulanan }) {
  if (laporan.ditutup) {
    return (
      <MessageBar intent="success">
        <MessageBarBody>{`Laporan ${laporan.label_bulan} sudah ditutup oleh ${laporan.ditutup.oleh} pada ${formatTanggalWaktu(laporan.ditutup.pada)}: ditampilkan sebagaimana diterbitkan.`}</MessageBarBody>
      </MessageBar>
    );
  }
  if (laporan.bulan === laporan.bulan_berjalan) {
    return <Badge appearance="tint" color="informative">Bulan berjalan: angka masih dapat berubah</Badge>;
  }
  return <Badge appearance="tint" color="warning">Belum ditutup</Badge>;
}

export function LaporanBulananPage() {
  const styles = usePageStyles();
  const s = useStyles();
  const session = useSession();
  const action = useServerAction();
  const t = useCetakTabel();
  const [bulan, setBulan] = useBulan();
  const laporan = useLaporanBulanan(bulan);
  const data = laporan.data?.data;
  const [tanya, setTanya] = useState(false);
  const superAdmin = session.user.role === 'Super Admin';
  const tutup = () => {
    if (!data) return;
    void action.run(() => tutupLaporanBulanan(data.bulan), {
      fallback: `Laporan ${data.label_bulan} sudah ditutup`,
      onSaved: async () => {
        setTanya(false);
        await laporan.mutate();
      },
    });
  };
  return (
    <div className={styles.stack}>
      <PageHeader
        id="laporan-bulanan-title"
        title="Laporan Bulanan Penduduk"
        actions={data ? (
          <>
            <CsvDownloadButton download={(format) => downloadLaporanBulanan(data.bulan, format)} withFormats />
            <CetakBuku judul={`LAPORAN BULANAN PENDUDUK BULAN ${data.label_bulan.toUpperCase()}`} namaBerkas={`laporan-bulanan-penduduk-${data.bulan}`}>
              <table className={t.tabel}>
                <thead><tr><th>Uraian</th>{KOLOM_LAPORAN.map((k) => <th key={k.key}>{k.label}</th>)}</tr></thead>
                <tbody>{data.baris.map((b, i) => <tr key={i}><td>{b.label}</td>{KOLOM_LAPORAN.map((k) => <td key={k.key} className="angka">{b[k.key]}</td>)}</tr>)}</tbody>
              </table>
            </CetakBuku>
            {superAdmin && data.bisa_ditutup ? (
              <Button appearance="primary" icon={<LockClosedRegular />} onClick={() => setTanya(true)}>Tutup Bulan</Button>
            ) : null}
          </>
        ) : null}
      />
      {data ? <PengingatTutupLaporan bulan={bulanPerluDitutup(data)} link={false} /> : null}
      <div className={styles.card}>
        <div className={s.pilih}>
          <PilihBulan bulan={bulan ?? data?.bulan ?? ''} maks={data?.bulan_berjalan} onChange={setBulan} />
          {data ? <Status laporan={data} /> : null}
        </div>
        <DataStates data={data} error={laporan.error} onRetry={() => void laporan.mutate()}>
          {(l) => <TabelLaporan laporan={l} />}
        </DataStates>
      </div>
      <ConfirmDialog
        open={tanya}
        title={`TUTUP LAPORAN ${data?.label_bulan.toUpperCase() ?? ''} ?`}
        note="Laporan bulan ini disimpan sebagaimana diterbitkan dan tidak berubah lagi. Peristiwa bulan ini yang dicatat kemudian masuk laporan bulan pencatatannya sebagai koreksi / terlambat."
        confirmLabel="Tutup Bulan"
        busy={action.busy}
        onConfirm={tutup}
        onCancel={() => setTanya(false)}
      />
    </div>
  );
}

export default LaporanBulananPage;
