// /kabupaten/versi_desa (Admin Kabupaten): 'Versi per Desa', the regency's villages by its village
// modules (issue 40). Each cell is the version the village runs (the regency's or its own, or
// 'Nonaktif'), when its staff last loaded it and its load failures. The villages are paged, searched
// and filtered as the villages' list; one request per page (GET /api/kabupaten/versi_modul), the
// modules' titles and built-in versions from the modules' list.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Badge } from '@fluentui/react-badge';
import { Caption1 } from '@fluentui/react-text';
import { SORT_KEYS } from '@sid/openapi';
import { DataTable, tablePageProps, useTableState, type DataTableColumn, type TablePage } from '@sid/ui/data-table';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { DesaPaged, useCariDesa, useRingkasanKabupaten } from '../kabupaten';
import type { ModulDesaSort } from './api/list-modul-desa';
import { useModulKabupaten, type ModulKabupaten } from './api/list-modul-kabupaten';
import { useVersiModulDesaList, type VersiModulDesa } from './api/list-versi-modul-desa';
import { ModulSel, useSelStyles } from './components/sel-modul';

const useStyles = makeStyles({
  search: { minWidth: '240px' },
  intro: { marginTop: 0, color: tokens.colorNeutralForeground2 },
});

function VersiDesaTable({ modul, ...page }: TablePage<VersiModulDesa, ModulDesaSort> & { modul: readonly ModulKabupaten[] }) {
  const styles = useSelStyles();
  const ids = page.rows[0]?.modul.map((m) => m.modul_id) ?? modul.filter((m) => m.untuk_desa).map((m) => m.id);
  const columns: DataTableColumn<VersiModulDesa, ModulDesaSort>[] = [
    {
      key: 'nama_desa',
      header: 'Desa',
      sortable: true,
      width: `${ids.length > 0 ? 100 / (ids.length + 1) + 4 : 100}%`,
      render: (d) => (
        <span className={styles.stack}>
          <RouterLink to={`/kabupaten/desa/${d.desa_id}`}>{d.nama_desa}</RouterLink>
          <Caption1 className={styles.muted}>{d.kode_wilayah ?? 'Tanpa kode wilayah'}</Caption1>
          <Caption1 className={styles.muted}>{d.kecamatan}</Caption1>
          {d.desa_aktif ? null : <Badge appearance="tint" color="warning" size="small">Desa nonaktif</Badge>}
        </span>
      ),
    },
    ...ids.map((id): DataTableColumn<VersiModulDesa, ModulDesaSort> => {
      const m = modul.find((x) => x.id === id);
      return {
        key: id,
        header: <RouterLink to={`/kabupaten/modul/${id}`}>{m?.judul ?? 'Modul'}</RouterLink>,
        render: (d) => {
          const sel = d.modul.find((x) => x.modul_id === id);
          return sel ? <ModulSel sel={sel} bawaan={m?.bawaan ?? null} /> : '-';
        },
      };
    }),
  ];
  return (
    <div className={styles.wrapCells}>
      <DataTable ariaLabel="Versi modul per desa" columns={columns} getRowKey={(d) => d.desa_id} {...tablePageProps(page)} />
    </div>
  );
}

export function VersiDesaPage() {
  const styles = usePageStyles();
  const own = useStyles();
  const table = useTableState<ModulDesaSort>({ sort: 'nama_desa' }, { syncUrl: true, sortKeys: SORT_KEYS.ModulDesaSort });
  const cari = useCariDesa(() => table.setPage(0));
  const ringkasan = useRingkasanKabupaten();
  const modul = useModulKabupaten();
  const desa = useVersiModulDesaList(table.query, cari.filter);
  const kecamatan = (ringkasan.data?.data.kecamatan ?? []).map((k) => k.kecamatan);

  return (
    <section aria-labelledby="versi-desa-title">
      <PageHeader id="versi-desa-title" title="Versi per Desa" />
      <div className={styles.card}>
        <p className={own.intro}>
          Versi tiap modul yang dimuat staf desa: versi kabupaten atau versi khusus desa itu, kapan terakhir dimuat, dan
          berapa kali gagal. Ubah versi di halaman modulnya (judul kolom).
        </p>
        <DesaPaged<VersiModulDesa, ModulDesaSort> state={cari} kecamatan={kecamatan} inputClassName={own.search} read={desa} table={table}>
          {(page) => <VersiDesaTable {...page} modul={modul.data?.data ?? []} />}
        </DesaPaged>
      </div>
    </section>
  );
}

export default VersiDesaPage;
