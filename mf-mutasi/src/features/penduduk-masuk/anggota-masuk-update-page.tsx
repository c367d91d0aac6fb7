// /penduduk_masuk/{id}/u/{idKK}: edit one member of an incoming card (id: the member). The status,
// the card and the links are not edited here (the contract's update body has none of them).
// "Tinggal terpisah dari KK" (issue 35) as on the family-card member edit form: offered once the
// village's areas are read, when the village has an RT or the member already lives apart.
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { useRefreshRegistry, type Penduduk } from '@sid/openapi';
import { anggotaUpdateSchema, fromPenduduk, PENDUDUK_FORM_OPTIONS, posisiTersedia, type PendudukFormValues } from '@sid/openapi/rules';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { bodyTinggalTerpisah, denganTinggalTerpisah, nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from '@sid/ui-desa/wilayah-form';
import { DataStates, NotFoundState } from '@sid/ui/states';
import { useAnggotaMasuk, usePendudukMasuk } from './api/get-penduduk-masuk';
import { updateAnggotaMasuk } from './api/anggota-masuk';

type Values = PendudukFormValues & TinggalTerpisahValues;

export function AnggotaMasukUpdatePage() {
  const page = usePageStyles();
  const { id = '', idKK = '' } = useParams();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  // The form reads its initial values once: a background refresh never resets what is being typed.
  const anggota = useAnggotaMasuk(id);
  // The card only narrows the positions on offer; without it the server still refuses a second head.
  const kk = usePendudukMasuk(idKK);
  const detailPath = `/penduduk_masuk/${idKK}/d`;
  const back = () => navigate(detailPath);

  const wilayah = useWilayahDesa();
  const tree = wilayah.data?.data;
  const treeSettled = wilayah.data !== undefined || wilayah.error !== undefined;
  const terpisah = (p: Penduduk) => adaRt(tree) || p.tinggal_terpisah === true;

  const submit = (p: Penduduk) => (values: Values) => action.submit(() => updateAnggotaMasuk(p._id, values, terpisah(p) ? bodyTinggalTerpisah(values) : {}), {
    fallback: 'Data anggota keluarga berhasil diperbarui',
    onSaved: () => {
      void refresh();
      back();
    },
  });
  // The card is awaited too (or its failure), so the positions on offer do not change under the user's eyes.
  const cardSettled = kk.data !== undefined || kk.error !== undefined;

  return (
    <section aria-labelledby="anggota-masuk-update-title">
      <PageHeader id="anggota-masuk-update-title" title="Halaman Edit Data Anggota Keluarga" />
      <div className={page.card}>
        <DataStates
          data={cardSettled && treeSettled ? anggota.data?.data : undefined}
          error={anggota.error}
          onRetry={() => void anggota.mutate()}
          notFound={<NotFoundState title="DATA PENDUDUK TIDAK DITEMUKAN" description={anggota.error?.message} action={<BackButton to={detailPath} />} />}
        >
          {(p) => (
            <>
              <Body1 as="p">Nomor KK: <strong>{p.keluarga_dari.no_kk}</strong></Body1>
              <PendudukForm<Values>
                initialValues={{ ...fromPenduduk(p), ...nilaiTinggalTerpisah(tree, p) }}
                // The stored NIK is not refused for its date part (a record older than the check).
                schema={terpisah(p) ? denganTinggalTerpisah(anggotaUpdateSchema(p.nik)) : anggotaUpdateSchema(p.nik)}
                wilayah={terpisah(p) ? <TinggalTerpisahFields tree={tree} /> : undefined}
                recordId={p._id}
                // An old record whose birth text could not be read (issue 35): shown while it is completed.
                catatanLahir={p.tanggal_lahir ? undefined : p.tempat_tanggal_lahir}
                options={PENDUDUK_FORM_OPTIONS}
                posisiOptions={kk.data ? posisiTersedia(kk.data.data.anggota_keluarga, p._id) : undefined}
                submitLabel="Perbarui Data"
                onSubmit={submit(p)}
                onBack={back}
              />
            </>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaMasukUpdatePage;
