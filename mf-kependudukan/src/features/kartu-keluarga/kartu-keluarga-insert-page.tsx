// /kartu_keluarga/insert: a family card together with its head of family (spec §5: every field
// required, with the spec's messages).
import { useNavigate } from 'react-router-dom';
import { toApiError, useRefreshRegistry } from '@sid/openapi';
import { DEFAULT_POSISI_DALAM_KELUARGA, kartuKeluargaSchema, EMPTY_PENDUDUK, type KartuKeluargaFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useFeedback } from '@sid/ui/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { createKartuKeluarga } from './api/mutations';
import { PendudukForm } from '@sid/ui/penduduk-form';

const INITIAL: KartuKeluargaFormValues = { no_kk: '', ...EMPTY_PENDUDUK, posisi_dalam_keluarga: DEFAULT_POSISI_DALAM_KELUARGA };

export function KartuKeluargaInsertPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const refresh = useRefreshRegistry();

  const submit = async (values: KartuKeluargaFormValues) => {
    try {
      const created = await createKartuKeluarga(values);
      feedback.success(created.message || 'Kartu keluarga berhasil ditambahkan');
      void refresh();
      navigate(`/kartu_keluarga/${created.data.keluarga_dari._id}/d`);
      return undefined;
    } catch (thrown) {
      const error = toApiError(thrown);
      feedback.error(error.message, { status: error.status, id: error.code });
      return error;
    }
  };

  return (
    <section aria-labelledby="kk-insert-title">
      <PageHeader id="kk-insert-title" title="Tambah Kartu Keluarga" />
      <div className={styles.card}>
        <PendudukForm<KartuKeluargaFormValues>
          options={PENDUDUK_FORM_OPTIONS}
          initialValues={INITIAL}
          schema={kartuKeluargaSchema}
          withNoKk
          progress
          posisiNote="*Default posisi dalam keluarga adalah Kepala Keluarga"
          submitLabel="Tambahkan Data"
          onSubmit={submit}
          onBack={() => navigate('/kartu_keluarga')}
        />
      </div>
    </section>
  );
}

export default KartuKeluargaInsertPage;
