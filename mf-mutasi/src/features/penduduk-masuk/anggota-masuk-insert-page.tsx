// /penduduk_masuk/{idKK}/i (and /penduduk_masuk/{idKK}/i/{idKepala}, the same form): a new member
// of an incoming card, titled as the spec words it; the member's status is fixed as penduduk_masuk.
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { anggotaPendudukMasukSchema, EMPTY_PENDUDUK, PENDUDUK_FORM_OPTIONS, posisiTersedia, type PendudukFormValues } from '@sid/openapi/rules';
import { useRefreshRegistry } from '@sid/openapi';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { createAnggotaMasuk } from './api/anggota-masuk';

export function AnggotaMasukInsertPage() {
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const kk = usePendudukMasuk(idKK);
  const detailPath = `/penduduk_masuk/${idKK}/d`;

  const submit = (values: PendudukFormValues) => action.submit(() => createAnggotaMasuk(idKK, values), {
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
              <PendudukForm<PendudukFormValues>
                // A new member usually lives at the family's address.
                initialValues={{ ...EMPTY_PENDUDUK, alamat_asal: card.anggota_keluarga[0]?.alamat_asal ?? '' }}
                schema={anggotaPendudukMasukSchema}
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
