// /kartu_keluarga/insert: a family card together with its head of family (spec §5: every field
// required, with the spec's messages).
import { useNavigate } from 'react-router-dom';
import { useRefreshRegistry } from '@sid/openapi';
import { DEFAULT_POSISI_DALAM_KELUARGA, kartuKeluargaSchema, EMPTY_PENDUDUK, type KartuKeluargaFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { createKartuKeluarga } from './api/create-kartu-keluarga';

const INITIAL: KartuKeluargaFormValues = { no_kk: '', ...EMPTY_PENDUDUK, posisi_dalam_keluarga: DEFAULT_POSISI_DALAM_KELUARGA };

export function KartuKeluargaInsertPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();

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
          onSubmit={(values) => action.submit(() => createKartuKeluarga(values), {
            fallback: 'Kartu keluarga berhasil ditambahkan',
            onSaved: (created) => {
              void refresh();
              navigate(`/kartu_keluarga/${created.data.keluarga_dari._id}/d`);
            },
          })}
          onBack={() => navigate('/kartu_keluarga')}
        />
      </div>
    </section>
  );
}

export default KartuKeluargaInsertPage;
