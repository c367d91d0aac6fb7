import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Checkbox } from '@fluentui/react-checkbox';
import { Caption1 } from '@fluentui/react-text';
import { formatTanggalWaktu } from '@sid/ui/format';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import type { ModulDesa, ModulDesaSort } from '../api/list-modul-desa';
import type { VersiBawaan } from '../api/list-modul-kabupaten';
import { angka, labelVersi, waktuRelatif } from './format';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  failed: { color: tokens.colorStatusDangerForeground1, fontWeight: tokens.fontWeightSemibold },
  // A shell's reason can be long (a URL, a stack's first line): it wraps, three lines at most, whole on hover.
  alasan: {
    color: tokens.colorNeutralForeground2,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

export interface ModulDesaTableProps extends TablePage<ModulDesa, ModulDesaSort> {
  bawaan: VersiBawaan | null;
  /** The villages chosen for a staged rollout (on any page). */
  terpilih: ReadonlySet<string>;
  onPilih: (ids: readonly string[], pilih: boolean) => void;
}

/**
 * Each village's state of one module: on or off, its pinned version or the regency's, what its staff
 * loaded last and the failures their shells reported. The checkboxes choose villages for a change.
 */
export function ModulDesaTable({ bawaan, terpilih, onPilih, ...page }: ModulDesaTableProps) {
  const styles = useStyles();
  const ids = page.rows.map((d) => d.desa_id);
  const jumlahTerpilih = ids.filter((id) => terpilih.has(id)).length;
  const semua = jumlahTerpilih === 0 ? false : jumlahTerpilih === ids.length ? true : 'mixed';

  const columns: DataTableColumn<ModulDesa, ModulDesaSort>[] = [
    {
      key: 'pilih',
      header: (
        <Checkbox
          aria-label="Pilih semua desa di halaman ini"
          checked={semua}
          onChange={(_, d) => onPilih(ids, d.checked === true)}
        />
      ),
      width: '48px',
      render: (d) => (
        <Checkbox aria-label={`Pilih desa ${d.nama_desa}`} checked={terpilih.has(d.desa_id)} onChange={(_, c) => onPilih([d.desa_id], c.checked === true)} />
      ),
    },
    {
      key: 'nama_desa',
      header: 'Desa',
      sortable: true,
      width: '190px',
      render: (d) => (
        <span className={styles.stack}>
          <RouterLink to={`/kabupaten/desa/${d.desa_id}`}>{d.nama_desa}</RouterLink>
          <Caption1 className={styles.muted}>{d.kode_wilayah ?? '-'}</Caption1>
          {d.desa_aktif ? null : <Badge appearance="tint" color="warning" size="small">Desa nonaktif</Badge>}
        </span>
      ),
    },
    { key: 'kecamatan', header: 'Kecamatan', sortable: true, width: '140px', render: (d) => d.kecamatan },
    {
      key: 'modul',
      header: 'Modul',
      width: '100px',
      render: (d) => <Badge appearance="tint" color={d.aktif ? 'success' : 'danger'}>{d.aktif ? 'Aktif' : 'Nonaktif'}</Badge>,
    },
    {
      key: 'versi',
      header: 'Versi',
      width: '170px',
      render: (d) => (
        <span className={styles.stack}>
          <span>{d.versi ?? 'Ikut kabupaten'}</span>
          <Caption1 className={styles.muted}>Berlaku: {labelVersi(d.versi_berlaku, bawaan)}</Caption1>
        </span>
      ),
    },
    {
      key: 'muat',
      header: 'Dimuat terakhir',
      width: '180px',
      render: (d) => d.muat_terakhir ? (
        <span className={styles.stack}>
          <span>{labelVersi(d.muat_terakhir.versi, bawaan)}</span>
          <Caption1 className={styles.muted}>
            <time dateTime={d.muat_terakhir.pada} title={formatTanggalWaktu(d.muat_terakhir.pada)}>{waktuRelatif(d.muat_terakhir.pada)}</time>
          </Caption1>
        </span>
      ) : <span className={styles.muted}>Belum pernah</span>,
    },
    {
      key: 'gagal',
      header: 'Gagal dimuat',
      width: '200px',
      render: (d) => (
        <span className={styles.stack}>
          <span className={mergeClasses(d.gagal > 0 && styles.failed)}>{angka(d.gagal)}</span>
          {d.gagal > 0 && d.gagal_terakhir ? (
            <Caption1 className={styles.alasan} title={d.gagal_terakhir.alasan ?? undefined}>
              {d.gagal_terakhir.alasan ?? 'Tanpa keterangan'} ({formatTanggalWaktu(d.gagal_terakhir.pada)})
            </Caption1>
          ) : null}
        </span>
      ),
    },
  ];
  return <DataTable ariaLabel="Desa dan modul" columns={columns} getRowKey={(d) => d.desa_id} minWidth="1040px" {...tablePageProps(page)} />;
}
