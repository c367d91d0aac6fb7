// /kartu_keluarga/{id}/d/update: edit one member (id is the member's id). The status, the card and
// the links are not edited here (the contract's update body has none of them).
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { toApiError, useRefreshRegistry } from '@sid/openapi';
import { anggotaKeluargaSchema, fromPenduduk, type PendudukFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useFeedback } from '@sid/ui/feedback';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { useAnggota } from './api/get-kartu-keluarga';
import { updateAnggota } from './api/mutations';
import { PendudukForm } from '@sid/ui/penduduk-form';

export function AnggotaUpdatePage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const refresh = useRefreshRegistry();
  // The form reads its initial values once: a background refresh never resets what is being typed.
  const anggota = useAnggota(id);

  let body;
  if (anggota.error?.status === 404) {
    body = (
      <NotFoundState
        title="DATA PENDUDUK TIDAK DITEMUKAN"
        description={anggota.error.message}
        action={<Button icon={<ArrowLeftRegular />} onClick={() => navigate('/kartu_keluarga')}>Kembali</Button>}
      />
    );
  } else if (anggota.error) {
    body = <ErrorState message={anggota.error.message} onRetry={() => void anggota.mutate()} />;
  } else if (!anggota.data) {
    body = <LoadingState />;
  } else {
    const p = anggota.data.data;
    const kkId = p.keluarga_dari._id;
    const submit = async (values: PendudukFormValues) => {
      try {
        const updated = await updateAnggota(p._id, values);
        feedback.success(updated.message || 'Data anggota keluarga berhasil diperbarui');
        void refresh();
        navigate(`/kartu_keluarga/${kkId}/d/${p._id}`);
        return undefined;
      } catch (thrown) {
        const error = toApiError(thrown);
        feedback.error(error.message, { status: error.status, id: error.code });
        return error;
      }
    };
    body = (
      <>
        <Body1 as="p">Nomor KK: <strong>{p.keluarga_dari.no_kk}</strong></Body1>
        <PendudukForm<PendudukFormValues>
          options={PENDUDUK_FORM_OPTIONS}
          initialValues={fromPenduduk(p)}
          schema={anggotaKeluargaSchema}
          submitLabel="Perbarui Data"
          onSubmit={submit}
          onBack={() => navigate(`/kartu_keluarga/${kkId}/d`)}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="anggota-update-title">
      <PageHeader id="anggota-update-title" title="Edit Data Anggota Keluarga" />
      <div className={styles.card}>{body}</div>
    </section>
  );
}

export default AnggotaUpdatePage;
