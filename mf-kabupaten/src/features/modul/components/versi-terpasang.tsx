import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-table';
import { Caption1 } from '@fluentui/react-text';
import { formatTanggalWaktu } from '@sid/ui/format';
import type { ModulKabupaten } from '../api/list-modul-kabupaten';
import { kecocokanPolos, labelBawaan, ukuran } from './format';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  refused: { color: tokens.colorStatusDangerForeground1 },
  cell: { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top', paddingTop: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalS },
  details: { marginTop: tokens.spacingVerticalM },
  summary: { cursor: 'pointer', color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto', marginTop: tokens.spacingVerticalS },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

interface Baris {
  key: string;
  versi: string;
  aktif: boolean;
  dipasang: string;
  oleh: string | null;
  cocok: boolean;
  /** The server's reason, for an engineer (ranges and contract versions). */
  alasan: string | null;
  teknis: { kontrak: string; rentangKontrak: string; rentangShell: string; ukuran: string; sha256: string };
}

/**
 * The installed releases (newest first) and the built-in build: when each was installed and whether
 * this server can run it, said plainly (an incompatible one cannot be chosen). What each was built
 * for (contract and shell ranges, size, checksum) is in 'Rincian teknis', for an engineer.
 */
export function VersiTerpasang({ modul }: { modul: ModulKabupaten }) {
  const styles = useStyles();
  const rows: Baris[] = modul.rilis.map((r) => ({
    key: r.versi,
    versi: r.versi,
    aktif: modul.versi_default === r.versi,
    dipasang: formatTanggalWaktu(r.dipasang_pada),
    oleh: r.dipasang_oleh,
    cocok: r.cocok,
    alasan: r.cocok ? null : r.alasan ?? null,
    teknis: { kontrak: r.versi_kontrak, rentangKontrak: r.rentang_kontrak, rentangShell: r.rentang_shell, ukuran: `${ukuran(r.ukuran)} · ${r.jumlah_berkas} berkas`, sha256: r.sha256 },
  }));
  if (modul.bawaan) {
    const b = modul.bawaan;
    rows.push({
      key: 'bawaan',
      versi: labelBawaan(b),
      aktif: modul.versi_default === null,
      dipasang: 'Bersama server',
      oleh: null,
      cocok: b.cocok,
      alasan: b.cocok ? null : b.alasan ?? null,
      teknis: { kontrak: 'ikut server', rentangKontrak: b.rentang_kontrak, rentangShell: b.rentang_shell, ukuran: '-', sha256: '-' },
    });
  }
  return (
    <div>
      <Table aria-label="Versi terpasang" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.cell}>Versi</TableHeaderCell>
            <TableHeaderCell className={styles.cell}>Dipasang</TableHeaderCell>
            <TableHeaderCell className={styles.cell}>Kecocokan</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell className={styles.cell}>
                <span className={styles.stack}>
                  <span>{r.versi}</span>
                  {r.aktif ? <Badge appearance="tint" color="brand" size="small">Versi kabupaten</Badge> : null}
                </span>
              </TableCell>
              <TableCell className={styles.cell}>
                <span className={styles.stack}>
                  <span>{r.dipasang}</span>
                  {r.oleh ? <Caption1 className={styles.muted}>oleh {r.oleh}</Caption1> : null}
                </span>
              </TableCell>
              <TableCell className={styles.cell}>
                {r.cocok ? (
                  <Badge appearance="tint" color="success" size="small">{kecocokanPolos(true, null)}</Badge>
                ) : (
                  <span className={styles.stack}>
                    <Badge appearance="tint" color="danger" size="small">Tidak cocok</Badge>
                    <Caption1 className={styles.refused}>{kecocokanPolos(false, r.alasan).replace(/^Tidak cocok: /, '')}. Versi ini tidak dapat dipilih.</Caption1>
                  </span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <details className={styles.details}>
        <summary className={styles.summary}>Rincian teknis (untuk teknisi)</summary>
        <div className={styles.scroll}>
          <Table aria-label="Rincian teknis versi" size="extra-small" style={{ minWidth: '640px' }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Versi</TableHeaderCell>
                <TableHeaderCell>Kontrak API</TableHeaderCell>
                <TableHeaderCell>Rentang kontrak</TableHeaderCell>
                <TableHeaderCell>Rentang shell</TableHeaderCell>
                <TableHeaderCell>Ukuran</TableHeaderCell>
                <TableHeaderCell>Keterangan server</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell>{r.versi}</TableCell>
                  <TableCell className={styles.code}>{r.teknis.kontrak}</TableCell>
                  <TableCell className={styles.code}>{r.teknis.rentangKontrak}</TableCell>
                  <TableCell className={styles.code}>{r.teknis.rentangShell}</TableCell>
                  <TableCell>{r.teknis.ukuran}</TableCell>
                  <TableCell className={styles.cell}>{r.alasan ?? 'Cocok'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </details>
    </div>
  );
}
