// /penduduk_masuk/{idKK}/i (and /penduduk_masuk/{idKK}/i/{idKepala}, the same form): a new member
// of an incoming card, titled as the spec words it; the member's status is fixed as penduduk_masuk.
// With the village's areas, a member may live apart from the card ("Tinggal terpisah dari KK", issue
// 35), the family-card member form's fields (@sid/ui-desa/wilayah-form).
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { anggotaPendudukMasukSchema, EMPTY_PENDUDUK, PENDUDUK_FORM_OPTIONS, posisiTersedia, type PendudukFormValues } from '@sid/openapi/rules';
import { useRefreshRegistry } from '@sid/openapi';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { bodyTinggalTerpisah, denganTinggalTerpisah, nilaiTinggalTerpisah, TinggalTerpisahFields, type TinggalTerpisahValues } from '@sid/ui-desa/wilayah-form';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { createAnggotaMasuk } from './api/anggota-masuk';

type Values = PendudukFormValues & TinggalTerpisahValues;
const SCHEMA_TERPISAH = denganTinggalTerpisah(anggotaPendudukMasukSchema);

export function AnggotaMasukInsertPage() {
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const kk = usePendudukMasuk(idKK);
  const detailPath = `/penduduk_masuk/${idKK}/d`;
  const tree = useWilayahDesa().data?.data;
  const punyaRt = adaRt(tree);

  const submit = (values: Values) => action.submit(() => createAnggotaMasuk(idKK, values, punyaRt ? bodyTinggalTerpisah(values) : {}), {
    fallback: 'Anggota keluarga penduduk masuk berhasil ditambahkan',
    onSaved: () => {
      void refresh();
      navigate(detailPath);
    },
  });

  return (
    <section aria-labelledby="anggota-masuk-insert-title">
      <PageHeader id="anggota-masuk-insert-title" title="Halaman Tambah Kartu Keluarga Penduduk Masuk" />
      <div className={page.card}>
        <DataStates
          {...recordStates(kk)}
          notFound={<NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error?.message} action={<BackButton to="/penduduk_masuk" />} />}
        >
          {(card) => (
            <>
              <Body1 as="p">Nomor KK: <strong>{card.no_kk}</strong></Body1>
              <PendudukForm<Values>
                // A new member usually lives at the family's address.
                initialValues={{ ...EMPTY_PENDUDUK, alamat_asal: card.anggota_keluarga[0]?.alamat_asal ?? '', ...nilaiTinggalTerpisah(tree) }}
                schema={punyaRt ? SCHEMA_TERPISAH : anggotaPendudukMasukSchema}
                wilayah={punyaRt ? <TinggalTerpisahFields tree={tree} /> : undefined}
                options={PENDUDUK_FORM_OPTIONS}
                posisiOptions={posisiTersedia(card.anggota_keluarga)}
                progress
                submitLabel="Tambahkan Penduduk"
                onSubmit={submit}
                onBack={() => navigate(detailPath)}
              />
            </>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaMasukInsertPage;
