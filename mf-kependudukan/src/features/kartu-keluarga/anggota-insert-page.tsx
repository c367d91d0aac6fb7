// /kartu_keluarga/{id}/i: a new member of the card {id}.
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { toApiError, useRefreshRegistry } from '@sid/openapi';
import { anggotaKeluargaSchema, POSISI_DALAM_KELUARGA, EMPTY_PENDUDUK, type PendudukFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useFeedback } from '@sid/ui/feedback';
import { ErrorState, LoadingState, NotFoundState } from '@sid/ui/states';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { useKartuKeluarga } from './api/get-kartu-keluarga';
import { createAnggota } from './api/mutations';
import { PendudukForm } from '@sid/ui/penduduk-form';

export function AnggotaInsertPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const refresh = useRefreshRegistry();
  const kk = useKartuKeluarga(id);
  const back = () => navigate(`/kartu_keluarga/${id}/d`);

  const submit = async (values: PendudukFormValues) => {
    try {
      const created = await createAnggota(id, values);
      feedback.success(created.message || 'Anggota keluarga berhasil ditambahkan');
      void refresh();
      navigate(`/kartu_keluarga/${id}/d/${created.data._id}`);
      return undefined;
    } catch (thrown) {
      const error = toApiError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
      return error;
    }
  };

  let body;
  if (kk.error?.status === 404) {
    body = (
      <NotFoundState
        title="KARTU KELUARGA TIDAK DITEMUKAN"
        description={kk.error.message}
        action={<Button icon={<ArrowLeftRegular />} onClick={() => navigate('/kartu_keluarga')}>Kembali</Button>}
      />
    );
  } else if (kk.error) {
    body = <ErrorState message={kk.error.message} onRetry={() => void kk.mutate()} />;
  } else if (!kk.data) {
    body = <LoadingState />;
  } else {
    const card = kk.data.data;
    const head = card.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === 'Kepala Keluarga');
    // One Kepala Keluarga per card (the server refuses a second with 409): not offered again.
    const posisi = head ? POSISI_DALAM_KELUARGA.filter((p) => p !== 'Kepala Keluarga') : POSISI_DALAM_KELUARGA;
    body = (
      <>
        <Body1 as="p">Nomor KK: <strong>{card.no_kk}</strong></Body1>
        <PendudukForm<PendudukFormValues>
          options={PENDUDUK_FORM_OPTIONS}
          // A new member usually lives at the family's address.
          initialValues={{ ...EMPTY_PENDUDUK, alamat_asal: head?.alamat_asal ?? card.anggota_keluarga[0]?.alamat_asal ?? '' }}
          schema={anggotaKeluargaSchema}
          posisiOptions={posisi}
          progress
          submitLabel="Tambahkan Anggota"
          onSubmit={submit}
          onBack={back}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="anggota-insert-title">
      <PageHeader id="anggota-insert-title" title="Tambah Anggota Keluarga" />
      <div className={styles.card}>{body}</div>
    </section>
  );
}

export default AnggotaInsertPage;
