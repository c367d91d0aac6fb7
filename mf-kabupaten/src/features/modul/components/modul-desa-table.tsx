import { Badge } from '@fluentui/react-badge';
import { Checkbox } from '@fluentui/react-checkbox';
import { Caption1 } from '@fluentui/react-text';
import { DataTable, tablePageProps, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { RouterLink } from '@sid/ui/router-link';
import type { ModulDesa, ModulDesaSort } from '../api/list-modul-desa';
import type { VersiBawaan } from '../api/list-modul-kabupaten';
import { GagalSel, MuatSel, useSelStyles, VersiSel } from './sel-modul';

export interface ModulDesaTableProps extends TablePage<ModulDesa, ModulDesaSort> {
  bawaan: VersiBawaan | null;
  /** The ids of the villages chosen for a staged rollout (on any page). */
  terpilih: ReadonlySet<string>;
  onPilih: (rows: readonly ModulDesa[], pilih: boolean) => void;
}

/**
 * Each village's state of one module: the version it runs (or 'Nonaktif'), what its staff loaded
 * last and the failures their shells reported. The checkboxes choose villages for a change. Five
 * columns whose words wrap: they fit beside the drawer at 1024px, no status out of sight.
 */
export function ModulDesaTable({ bawaan, terpilih, onPilih, ...page }: ModulDesaTableProps) {
  const styles = useSelStyles();
  const jumlahTerpilih = page.rows.filter((d) => terpilih.has(d.desa_id)).length;
  const semua = jumlahTerpilih === 0 ? false : jumlahTerpilih === page.rows.length ? true : 'mixed';

  const columns: DataTableColumn<ModulDesa, ModulDesaSort>[] = [
    {
      key: 'pilih',
      header: (
        <Checkbox aria-label="Pilih semua desa di halaman ini" checked={semua} onChange={(_, d) => onPilih(page.rows, d.checked === true)} />
      ),
      width: '44px',
      render: (d) => (
        <Checkbox aria-label={`Pilih desa ${d.nama_desa}`} checked={terpilih.has(d.desa_id)} onChange={(_, c) => onPilih([d], c.checked === true)} />
      ),
    },
    {
      key: 'nama_desa',
      header: 'Desa',
      sortable: true,
      width: '28%',
      render: (d) => (
        <span className={styles.stack}>
          <RouterLink to={`/kabupaten/desa/${d.desa_id}`}>{d.nama_desa}</RouterLink>
          <Caption1 className={styles.muted}>{d.kode_wilayah ?? 'Tanpa kode wilayah'} · {d.kecamatan}</Caption1>
          {d.desa_aktif ? null : <Badge appearance="tint" color="warning" size="small">Desa nonaktif</Badge>}
        </span>
      ),
    },
    { key: 'versi', header: 'Versi', width: '22%', render: (d) => <VersiSel sel={d} bawaan={bawaan} /> },
    { key: 'muat', header: 'Dimuat terakhir', width: '22%', render: (d) => <MuatSel sel={d} bawaan={bawaan} /> },
    { key: 'gagal', header: 'Gagal dimuat', width: '28%', render: (d) => <GagalSel sel={d} /> },
  ];
  return (
    <div className={styles.wrapCells}>
      <DataTable ariaLabel="Desa dan modul" columns={columns} getRowKey={(d) => d.desa_id} {...tablePageProps(page)} />
    </div>
  );
}
