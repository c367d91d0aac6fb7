// The village's areas as one table: a dusun, its RW indented under it, each RW's RT under that, with how
// many family cards and people have their address there. The Super Admin's actions on each row.
import { Button } from '@fluentui/react-button';
import { AddRegular, ArrowJoinRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { LABEL_TINGKAT_WILAYAH } from '@sid/openapi/domain';
import type { WilayahNode } from '../api/wilayah-nodes';

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse' },
  th: {
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  td: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'middle',
  },
  angka: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  dusun: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground2 },
  rw: { paddingLeft: '32px' },
  rt: { paddingLeft: '64px' },
  aksi: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

export type WilayahAksi = 'tambah' | 'ubah' | 'gabung' | 'hapus';

export interface WilayahTableProps {
  nodes: WilayahNode[];
  /** The Super Admin's actions; without it the table only reads. */
  onAksi?: (aksi: WilayahAksi, node: WilayahNode) => void;
}

const ANAK = { dusun: 'rw', rw: 'rt' } as const;

export function WilayahTable({ nodes, onAksi }: WilayahTableProps) {
  const styles = useStyles();
  const indent = { dusun: undefined, rw: styles.rw, rt: styles.rt };
  return (
    <table className={styles.table} aria-label="Wilayah Desa">
      <thead>
        <tr>
          <th className={styles.th} scope="col">Wilayah</th>
          <th className={`${styles.th} ${styles.angka}`} scope="col">Kartu Keluarga</th>
          <th className={`${styles.th} ${styles.angka}`} scope="col">Penduduk</th>
          {onAksi ? <th className={styles.th} scope="col">Aksi</th> : null}
        </tr>
      </thead>
      <tbody>
        {nodes.map((node) => (
          <tr key={node.id} className={node.tingkat === 'dusun' ? styles.dusun : undefined}>
            <th scope="row" className={`${styles.td} ${indent[node.tingkat] ?? ''}`} style={{ textAlign: 'left', fontWeight: node.tingkat === 'dusun' ? undefined : 'normal' }}>
              {node.label}
            </th>
            <td className={`${styles.td} ${styles.angka}`}>{node.jumlahKk}</td>
            <td className={`${styles.td} ${styles.angka}`}>{node.jumlahPenduduk}</td>
            {onAksi ? (
              <td className={styles.td}>
                <div className={styles.aksi}>
                  {node.tingkat !== 'rt' ? (
                    <Button size="small" icon={<AddRegular />} aria-label={`Tambah ${LABEL_TINGKAT_WILAYAH[ANAK[node.tingkat]]} di ${node.lengkap}`} onClick={() => onAksi('tambah', node)}>
                      {LABEL_TINGKAT_WILAYAH[ANAK[node.tingkat]]}
                    </Button>
                  ) : null}
                  <Button size="small" icon={<EditRegular />} aria-label={`Ubah ${node.lengkap}`} onClick={() => onAksi('ubah', node)}>Ubah</Button>
                  <Button size="small" icon={<ArrowJoinRegular />} aria-label={`Gabungkan ${node.lengkap}`} onClick={() => onAksi('gabung', node)}>Gabungkan</Button>
                  <Button size="small" icon={<DeleteRegular />} aria-label={`Hapus ${node.lengkap}`} onClick={() => onAksi('hapus', node)}>Hapus</Button>
                </div>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
