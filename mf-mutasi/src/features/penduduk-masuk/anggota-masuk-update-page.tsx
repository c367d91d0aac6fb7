// /penduduk_masuk/{id}/u/{idKK}: edit one member of an incoming card (id: the member). The status,
// the card and the links are not edited here (the contract's update body has none of them).
// "Tinggal terpisah dari KK" (issue 35) as on the family-card member edit form: offered once the
// village's areas are read, when the village has an RT or the member already lives apart. The form is
// the guided flow's too (components/anggota-masuk-form.tsx).
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { useWilayahDesa } from '@sid/ui-desa/wilayah';
import { DataStates, NotFoundState } from '@sid/ui/states';
import { useAnggotaMasuk, usePendudukMasuk } from './api/get-penduduk-masuk';
import { AnggotaMasukEditForm } from './components/anggota-masuk-form';

export function AnggotaMasukUpdatePage() {
  const page = usePageStyles();
  const { id = '', idKK = '' } = useParams();
  const navigate = useNavigate();
  // The form reads its initial values once: a background refresh never resets what is being typed.
  const anggota = useAnggotaMasuk(id);
  // The card only narrows the positions on offer; without it the server still refuses a second head.
  const kk = usePendudukMasuk(idKK);
  const wilayah = useWilayahDesa();
  const detailPath = `/penduduk_masuk/${idKK}/d`;
  const back = () => navigate(detailPath);
  // The card and the areas are awaited too (or their failure), so the positions on offer and the
  // address fields do not change under the user's eyes.
  const cardSettled = kk.data !== undefined || kk.error !== undefined;
  const treeSettled = wilayah.data !== undefined || wilayah.error !== undefined;

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
              <AnggotaMasukEditForm p={p} anggota={kk.data?.data.anggota_keluarga} tree={wilayah.data?.data} onSaved={back} onBack={back} />
            </>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaMasukUpdatePage;
