// /kabupaten (Admin Kabupaten): the regency console's first screen. The regency's totals and per
// kecamatan, then its villages with their counts (searchable, by kecamatan, sortable, paged), and
// 'Tambah Desa'. Counts only: the console never lists a person.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@fluentui/react-button';
import { Subtitle2 } from '@fluentui/react-text';
import { AddRegular } from '@fluentui/react-icons';
import { SORT_KEYS, type DesaRingkasan, type DesaSort } from '@sid/openapi';
import { fieldOfError } from '@sid/openapi/domain';
import { useTableState } from '@sid/ui/data-table';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, recordStates } from '@sid/ui/states';
import { useRingkasanKabupaten } from './api/get-ringkasan-kabupaten';
import { useDesaList } from './api/list-desa';
import { useStatusCadangan } from './api/get-status-cadangan';
import { createDesa } from './api/create-desa';
import { DesaPaged, useCariDesa } from './components/cari-desa';
import { DesaTable } from './components/desa-table';
import { JumlahFigures, KecamatanTable } from './components/jumlah-register';
import { DESA_BARU } from './components/desa-form-values';
import { sebutanKabupaten } from './components/kode-wilayah';
import { CadanganWarning } from '@sid/ui-desa/cadangan';

// The form brings formik and the rules: loaded when 'Tambah Desa' is first pressed.
const DesaFormDialog = lazy(() => import('./components/desa-form-dialog').then((m) => ({ default: m.DesaFormDialog })));

export function KabupatenPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const ringkasan = useRingkasanKabupaten();
  const table = useTableState<DesaSort>({ sort: 'nama_desa' }, { syncUrl: true, sortKeys: SORT_KEYS.DesaSort });
  const cari = useCariDesa(() => table.setPage(0));
  const desa = useDesaList(table.query, cari.filter);
  const [adding, setAdding] = useState(false);
  const data = ringkasan.data?.data;
  const cadangan = useStatusCadangan();

  const addButton = (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
      Tambah Desa
    </Button>
  );

  return (
    <section aria-labelledby="kabupaten-title">
      <PageHeader id="kabupaten-title" title={data ? `Ringkasan ${sebutanKabupaten(data.kabupaten)}` : 'Ringkasan Kabupaten'} actions={addButton} />
      <div className={styles.stack}>
        <CadanganWarning status={cadangan.data?.data} />
        <div className={styles.card}>
          <DataStates {...recordStates(ringkasan)}>
            {(r) => (
              <div className={styles.stack}>
                <JumlahFigures label="Jumlah kabupaten" jumlah={r.jumlah} extra={[['Desa', r.jumlah_desa], ['Desa Aktif', r.desa_aktif]]} />
                {r.kecamatan.length > 0 ? (
                  <>
                    <Subtitle2 as="h2" className={styles.sectionTitle}>Per Kecamatan</Subtitle2>
                    <KecamatanTable rows={r.kecamatan} />
                  </>
                ) : null}
              </div>
            )}
          </DataStates>
        </div>

        <div className={styles.card}>
          <Subtitle2 as="h2" className={styles.sectionTitle}>Daftar Desa</Subtitle2>
          <DesaPaged<DesaRingkasan, DesaSort>
            state={cari}
            kecamatan={(data?.kecamatan ?? []).map((k) => k.kecamatan)}
            read={desa}
            table={table}
            emptyDescription="Tambahkan desa pertama kabupaten ini dengan kode wilayah Kemendagri-nya."
            emptyAction={addButton}
          >
            {(page) => <DesaTable {...page} />}
          </DesaPaged>
        </div>
      </div>

      {adding ? (
        <Suspense fallback={null}>
          <DesaFormDialog
            mode="add"
            initialValues={DESA_BARU}
            onSubmit={(values, form) => action.submit(() => createDesa({ ...values, kode_wilayah: values.kode_wilayah.trim() }), {
              form,
              // KODE_WILAYAH_TAKEN under the code; any other refusal in the form's banner.
              fieldOf: fieldOfError,
              fallback: 'Desa berhasil ditambahkan',
              onSaved: (saved) => {
                setAdding(false);
                void ringkasan.mutate();
                navigate(`/kabupaten/desa/${saved.data._id}`);
              },
            })}
            onCancel={() => setAdding(false)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

export default KabupatenPage;
