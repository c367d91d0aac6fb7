// /penduduk_keluar/:id/i/k: the form that adds the moving-out statement to a moved-out record.
// 201: 'Sukses Menambahkan Keterangan Keluar' and the detail; 400: the server's message in red.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Formik } from 'formik';
import { Body1 } from '@fluentui/react-text';
import { useRefreshRegistry, type PendudukKeluar } from '@sid/openapi';
import { keteranganKeluarSchema } from '@sid/openapi/rules';
import { Banner } from '@sid/ui/banner';
import { useServerAction } from '@sid/ui-desa/feedback';
import { FormikForm, FormProgress, FormActions, FormRefusal } from '@sid/ui/form';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { pengikutOf, pengusulOf, usePendudukKeluar } from './api/get-penduduk-keluar';
import {
  createKeteranganKeluar,
  fotoDitolak,
  KETERANGAN_KELUAR_DITAMBAHKAN,
  keteranganKeluarAwal,
  type KeteranganKeluarFormValues,
} from './api/keterangan-keluar';
import { KeteranganKeluarFields } from './components/keterangan-keluar-fields';
import type { DetailLocationState } from './penduduk-keluar-detail-page';

function KeteranganForm({ record, onSaved }: { record: PendudukKeluar; onSaved: () => void }) {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const refresh = useRefreshRegistry();
  const action = useServerAction();
  const detail = `/penduduk_keluar/${record._id}/d`;
  // Spec §5: the dates start today; the follower count starts at the record's followers.
  const initialValues = useMemo(() => keteranganKeluarAwal(pengikutOf(record).length), [record]);

  return (
    <Formik<KeteranganKeluarFormValues>
      initialValues={initialValues}
      validationSchema={keteranganKeluarSchema}
      onSubmit={(values, form) => action.submit(() => createKeteranganKeluar(record._id, values), {
        form,
        fieldOf: fotoDitolak,
        fallback: KETERANGAN_KELUAR_DITAMBAHKAN,
        // The detail page says it, as a green banner (spec §4: this text, word for word).
        announce: () => {
          onSaved();
          const state: DetailLocationState = { banner: KETERANGAN_KELUAR_DITAMBAHKAN };
          navigate(detail, { state });
        },
        onSaved: () => refresh(),
      })}
    >
      {({ isSubmitting, resetForm }) => (
        <FormikForm className={styles.card} aria-busy={isSubmitting} aria-label="Form keterangan keluar">
          <FormProgress active={isSubmitting} label="Menyimpan keterangan keluar" />
          <div className={styles.stack}>
            <FormRefusal />
            <Body1>{`Pengusul: ${pengusulOf(record)?.nama_lengkap ?? '-'} (${pengikutOf(record).length} pengikut)`}</Body1>
            <KeteranganKeluarFields mode="add" />
          </div>
          <FormActions submitLabel="Tambahkan" submitting={isSubmitting} onBack={() => navigate(detail)} onReset={() => resetForm()} />
        </FormikForm>
      )}
    </Formik>
  );
}

export function KeteranganKeluarInsertPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const keluar = usePendudukKeluar(id);
  // Set once this form has saved: the reload that follows brings the record with its statement,
  // which must not turn this page into the 'already has one' notice while the detail opens.
  const [saved, setSaved] = useState(false);
  const back = <BackButton to="/penduduk_keluar" />;

  return (
    <section aria-labelledby="keterangan-keluar-insert-title">
      <PageHeader id="keterangan-keluar-insert-title" title="Tambah Keterangan Keluar" />
      <DataStates
        {...recordStates(keluar)}
        notFound={<NotFoundState title="DATA PENDUDUK KELUAR TIDAK DITEMUKAN" description={keluar.error?.message} action={back} />}
        frame={(panel) => <div className={styles.card}>{panel}</div>}
      >
        {(record) => (record.keterangan_keluar_desa && !saved ? (
          // One statement per record: a second would be refused (409). Say so before the form is filled in.
          <div className={styles.card}>
            <div className={styles.stack}>
              <Banner intent="info" message="Data penduduk keluar ini sudah memiliki keterangan keluar. Ubah keterangan melalui menu Aksi di halaman detail." />
              <div>
                <BackButton appearance="primary" to={`/penduduk_keluar/${id}/d`}>Lihat Detail</BackButton>
              </div>
            </div>
          </div>
        ) : (
          <KeteranganForm record={record} onSaved={() => setSaved(true)} />
        ))}
      </DataStates>
    </section>
  );
}

export default KeteranganKeluarInsertPage;
