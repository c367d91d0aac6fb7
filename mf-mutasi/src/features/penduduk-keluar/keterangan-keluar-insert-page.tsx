// /penduduk_keluar/:id/i/k: the form that adds the moving-out statement to a moved-out record.
// 201: 'Sukses Menambahkan Keterangan Keluar' and the detail; 400: the server's message in red.
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Formik } from 'formik';
import { Button } from '@fluentui/react-button';
import { Body1 } from '@fluentui/react-text';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useRefreshRegistry, type PendudukKeluar } from '@sid/openapi';
import { keteranganKeluarSchema } from '@sid/openapi/rules';
import { Banner } from '@sid/ui/banner';
import { FormProgress, FormActions } from '@sid/ui/form';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { pengikutOf, pengusulOf, usePendudukKeluar } from './api/get-penduduk-keluar';
import {
  createKeteranganKeluar,
  KETERANGAN_KELUAR_DITAMBAHKAN,
  keteranganKeluarAwal,
  type KeteranganKeluarFormValues,
} from './api/keterangan-keluar';
import { KeteranganKeluarFields, tampilkanPenolakan } from './components/keterangan-keluar-fields';
import type { DetailLocationState } from './penduduk-keluar-detail-page';

function KeteranganForm({ record, onSaved }: { record: PendudukKeluar; onSaved: () => void }) {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const refresh = useRefreshRegistry();
  const [failure, setFailure] = useState<string | null>(null);
  const detail = `/penduduk_keluar/${record._id}/d`;
  // Spec §5: the dates start today; the follower count starts at the record's followers.
  const initialValues = useMemo(() => keteranganKeluarAwal(pengikutOf(record).length), [record]);

  return (
    <Formik<KeteranganKeluarFormValues>
      initialValues={initialValues}
      validationSchema={keteranganKeluarSchema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await createKeteranganKeluar(record._id, values);
          onSaved();
          const state: DetailLocationState = { banner: KETERANGAN_KELUAR_DITAMBAHKAN };
          navigate(detail, { state });
          await refresh();
        } catch (thrown) {
          tampilkanPenolakan(thrown, helpers, setFailure);
        }
      }}
    >
      {({ handleSubmit, isSubmitting, resetForm }) => (
        <form noValidate onSubmit={handleSubmit} className={styles.card} aria-busy={isSubmitting} aria-label="Form keterangan keluar">
          <FormProgress active={isSubmitting} label="Menyimpan keterangan keluar" />
          <div className={styles.stack}>
            {failure ? <Banner intent="error" message={failure} onDismiss={() => setFailure(null)} /> : null}
            <Body1>{`Pengusul: ${pengusulOf(record)?.nama_lengkap ?? '-'} (${pengikutOf(record).length} pengikut)`}</Body1>
            <KeteranganKeluarFields mode="add" />
          </div>
          <FormActions
            submitLabel="Tambahkan"
            submitting={isSubmitting}
            onBack={() => navigate(detail)}
            onReset={() => {
              setFailure(null);
              resetForm();
            }}
          />
        </form>
      )}
    </Formik>
  );
}

export function KeteranganKeluarInsertPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const keluar = usePendudukKeluar(id);
  const record = keluar.data?.data;
  // Set once this form has saved: the reload that follows brings the record with its statement,
  // which must not turn this page into the 'already has one' notice while the detail opens.
  const [saved, setSaved] = useState(false);
  const back = <Button icon={<ArrowLeftRegular />} onClick={() => navigate('/penduduk_keluar')}>Kembali</Button>;

  let body;
  if (keluar.error) {
    body = keluar.error.status === 404
      ? <div className={styles.card}><NotFoundState title="DATA PENDUDUK KELUAR TIDAK DITEMUKAN" description={keluar.error.message} action={back} /></div>
      : <div className={styles.card}><ErrorState message={keluar.error.message} onRetry={() => void keluar.mutate()} /></div>;
  } else if (!record) {
    body = <div className={styles.card}><LoadingState /></div>;
  } else if (record.keterangan_keluar_desa && !saved) {
    // One statement per record: a second would be refused (409). Say so before the form is filled in.
    body = (
      <div className={styles.card}>
        <div className={styles.stack}>
          <Banner intent="info" message="Data penduduk keluar ini sudah memiliki keterangan keluar. Ubah keterangan melalui menu Aksi di halaman detail." />
          <div>
            <Button appearance="primary" icon={<ArrowLeftRegular />} onClick={() => navigate(`/penduduk_keluar/${id}/d`)}>Lihat Detail</Button>
          </div>
        </div>
      </div>
    );
  } else {
    body = <KeteranganForm record={record} onSaved={() => setSaved(true)} />;
  }

  return (
    <section aria-labelledby="keterangan-keluar-insert-title">
      <PageHeader id="keterangan-keluar-insert-title" title="Tambah Keterangan Keluar" />
      {body}
    </section>
  );
}

export default KeteranganKeluarInsertPage;
