// /kartu_keluarga/insert: a family card together with its head of family (spec §5: every field
// required, with the spec's messages), and its address here (issue 35): Dusun, RW, RT and the street
// text, chosen from the village's areas. 'Alamat Asal' (the spec's one address field) is then derived
// from it; a village without areas yet keeps asking 'Alamat Asal' as before.
import { useNavigate } from 'react-router-dom';
import { useRefreshRegistry } from '@sid/openapi';
import { DEFAULT_POSISI_DALAM_KELUARGA, kartuKeluargaSchema, EMPTY_PENDUDUK, type KartuKeluargaFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, alamatTerpilih, bodyAlamatDesa, TANPA_WILAYAH, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { denganAlamatDesa, WilayahFields, type WilayahFormValues } from '@sid/ui-desa/wilayah-form';
import { createKartuKeluarga } from './api/create-kartu-keluarga';

type Values = KartuKeluargaFormValues & WilayahFormValues;

const INITIAL: Values = { no_kk: '', ...EMPTY_PENDUDUK, posisi_dalam_keluarga: DEFAULT_POSISI_DALAM_KELUARGA, ...TANPA_WILAYAH, alamat: '' };
/** With the village's areas: an RT is required, 'Alamat Asal' is not asked. */
const SCHEMA_WILAYAH = denganAlamatDesa(kartuKeluargaSchema);

export function KartuKeluargaInsertPage() {
  const styles = usePageStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  // The form is there at once; once the areas are read (a village with RT), it asks for them.
  const tree = useWilayahDesa().data?.data;
  const punyaRt = adaRt(tree);

  return (
    <section aria-labelledby="kk-insert-title">
      <PageHeader id="kk-insert-title" title="Tambah Kartu Keluarga" />
      <div className={styles.card}>
              <PendudukForm<Values>
                options={PENDUDUK_FORM_OPTIONS}
                initialValues={INITIAL}
                schema={punyaRt ? SCHEMA_WILAYAH : kartuKeluargaSchema}
                withNoKk
                progress
                posisiNote="*Default posisi dalam keluarga adalah Kepala Keluarga"
                submitLabel="Tambahkan Data"
                wilayah={punyaRt ? <WilayahFields tree={tree} required /> : undefined}
                alamatAsal={!punyaRt}
                onSubmit={(values) => action.submit(
                  () => createKartuKeluarga(values, punyaRt ? { ...bodyAlamatDesa(values), alamat_asal: alamatTerpilih(tree, values.rt_id, values.alamat).teks } : {}),
                  {
                    fallback: 'Kartu keluarga berhasil ditambahkan',
                    onSaved: (created) => {
                      void refresh();
                      navigate(`/kartu_keluarga/${created.data.keluarga_dari._id}/d`);
                    },
                  },
                )}
                onBack={() => navigate('/kartu_keluarga')}
              />
      </div>
    </section>
  );
}

export default KartuKeluargaInsertPage;
