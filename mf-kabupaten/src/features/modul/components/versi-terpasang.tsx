import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Caption1 } from '@fluentui/react-text';
import { formatTanggalWaktu } from '@sid/ui/format';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { labelBawaan, ukuran } from './format';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  refused: { color: tokens.colorStatusDangerForeground1 },
});

interface Baris {
  key: string;
  versi: string;
  bawaan: boolean;
  aktif: boolean;
  kontrak: string;
  rentangKontrak: string;
  rentangShell: string;
  ukuran: string;
  dipasang: string;
  oleh: string | null;
  alasan: string | null;
}

/**
 * The installed releases (newest first) and the built-in build, with what each was made for and
 * whether the running server can serve it; an incompatible one says why (it cannot be chosen).
 */
export function VersiTerpasang({ modul }: { modul: ModulKabupaten }) {
  const styles = useStyles();
  const rows: Baris[] = modul.rilis.map((r) => ({
    key: r.versi,
    versi: r.versi,
    bawaan: false,
    aktif: modul.versi_default === r.versi,
    kontrak: `Kontrak ${r.versi_kontrak}`,
    rentangKontrak: r.rentang_kontrak,
    rentangShell: r.rentang_shell,
    ukuran: `${ukuran(r.ukuran)} · ${r.jumlah_berkas} berkas`,
    dipasang: formatTanggalWaktu(r.dipasang_pada),
    oleh: r.dipasang_oleh,
    alasan: r.cocok ? null : r.alasan ?? 'Tidak cocok dengan server ini',
  }));
  if (modul.bawaan) {
    const b = modul.bawaan;
    rows.push({
      key: 'bawaan',
      versi: labelBawaan(b),
      bawaan: true,
      aktif: modul.versi_default === null,
      kontrak: 'Ikut server',
      rentangKontrak: b.rentang_kontrak,
      rentangShell: b.rentang_shell,
      ukuran: '-',
      dipasang: 'Bersama server',
      oleh: null,
      alasan: b.cocok ? null : b.alasan ?? 'Tidak cocok dengan server ini',
    });
  }
  return (
    <div className={styles.scroll}>
      <Table aria-label="Versi terpasang" size="small" style={{ minWidth: '900px' }}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Versi</TableHeaderCell>
            <TableHeaderCell>Dibuat untuk</TableHeaderCell>
            <TableHeaderCell>Rentang kontrak</TableHeaderCell>
            <TableHeaderCell>Rentang shell</TableHeaderCell>
            <TableHeaderCell>Ukuran</TableHeaderCell>
            <TableHeaderCell>Dipasang</TableHeaderCell>
            <TableHeaderCell>Kecocokan</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>
                <span className={styles.stack}>
                  <span>{r.versi}</span>
                  {r.aktif ? <Badge appearance="tint" color="brand" size="small">Versi kabupaten</Badge> : null}
                </span>
              </TableCell>
              <TableCell>{r.kontrak}</TableCell>
              <TableCell>{r.rentangKontrak}</TableCell>
              <TableCell>{r.rentangShell}</TableCell>
              <TableCell>{r.ukuran}</TableCell>
              <TableCell>
                <span className={styles.stack}>
                  <span>{r.dipasang}</span>
                  {r.oleh ? <Caption1 className={styles.muted}>oleh {r.oleh}</Caption1> : null}
                </span>
              </TableCell>
              <TableCell>
                {r.alasan ? (
                  <span className={styles.stack}>
                    <Badge appearance="tint" color="danger" size="small">Tidak cocok</Badge>
                    <Caption1 className={styles.refused}>{r.alasan}</Caption1>
                  </span>
                ) : (
                  <Badge appearance="tint" color="success" size="small">Cocok</Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
