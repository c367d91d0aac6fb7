// /kartu_keluarga/{id}/i: a new member of the card {id}.
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { useRefreshRegistry } from '@sid/openapi';
import { anggotaKeluargaSchema, EMPTY_PENDUDUK, KEPALA_KELUARGA, posisiTersedia, type PendudukFormValues, PENDUDUK_FORM_OPTIONS } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { bodyTinggalTerpisah, denganTinggalTerpisah, nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from '@sid/ui-desa/wilayah-form';
import { useKartuKeluarga } from './api/get-kartu-keluarga';
import { createAnggota } from './api/anggota';

type Values = PendudukFormValues & TinggalTerpisahValues;
const SCHEMA_TERPISAH = denganTinggalTerpisah(anggotaKeluargaSchema);

export function AnggotaInsertPage() {
  const styles = usePageStyles();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const kk = useKartuKeluarga(id);
  // With the village's areas, a member may live apart from the card ("Tinggal terpisah dari KK", issue 35).
  const tree = useWilayahDesa().data?.data;
  const punyaRt = adaRt(tree);

  const submit = (values: Values) => action.submit(() => createAnggota(id, values, punyaRt ? bodyTinggalTerpisah(values) : {}), {
    fallback: 'Anggota keluarga berhasil ditambahkan',
    onSaved: (created) => {
      void refresh();
      navigate(`/kartu_keluarga/${id}/d/${created.data._id}`);
    },
  });

  return (
    <section aria-labelledby="anggota-insert-title">
      <PageHeader id="anggota-insert-title" title="Tambah Anggota Keluarga" />
      <div className={styles.card}>
        <DataStates
          {...recordStates(kk)}
          notFound={<NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error?.message} action={<BackButton to="/kartu_keluarga" />} />}
        >
          {(card) => {
            const head = card.anggota_keluarga.find((a) => a.posisi_dalam_keluarga === KEPALA_KELUARGA);
            return (
              <>
                <Body1 as="p">Nomor KK: <strong>{card.no_kk}</strong></Body1>
                <PendudukForm<Values>
                  options={PENDUDUK_FORM_OPTIONS}
                  // A new member usually lives at the family's address.
                  initialValues={{ ...EMPTY_PENDUDUK, alamat_asal: head?.alamat_asal ?? card.anggota_keluarga[0]?.alamat_asal ?? '', ...nilaiTinggalTerpisah(tree) }}
                  schema={punyaRt ? SCHEMA_TERPISAH : anggotaKeluargaSchema}
                  wilayah={punyaRt ? <TinggalTerpisahFields tree={tree} /> : undefined}
                  // One Kepala Keluarga per card (the server refuses a second, KEPALA_EXISTS): not offered again.
                  posisiOptions={posisiTersedia(card.anggota_keluarga)}
                  progress
                  submitLabel="Tambahkan Anggota"
                  onSubmit={submit}
                  onBack={() => navigate(`/kartu_keluarga/${id}/d`)}
                />
              </>
            );
          }}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaInsertPage;
