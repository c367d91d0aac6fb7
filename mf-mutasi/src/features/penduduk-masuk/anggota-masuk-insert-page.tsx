// /penduduk_masuk/{idKK}/i (and /penduduk_masuk/{idKK}/i/{idKepala}, the same form): a new member
// of an incoming card, titled as the spec words it; the member's status is fixed as penduduk_masuk.
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { anggotaPendudukMasukSchema, EMPTY_PENDUDUK, PENDUDUK_FORM_OPTIONS, type PendudukFormValues } from '@sid/openapi/rules';
import { useFeedback } from '@sid/ui/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { PendudukForm } from '@sid/ui/penduduk-form';
import { DataStates, NotFoundState } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { createAnggotaMasuk } from './api/mutations';
import { useSimpanForm } from './api/use-simpan-form';
import { posisiTersedia } from './components/posisi-options';

export function AnggotaMasukInsertPage() {
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useFeedback();
  const simpan = useSimpanForm();
  const kk = usePendudukMasuk(idKK);
  const detailPath = `/penduduk_masuk/${idKK}/d`;

  const submit = (values: PendudukFormValues) => simpan(() => createAnggotaMasuk(idKK, values), (created) => {
    feedback.success(created.message || 'Anggota keluarga penduduk masuk berhasil ditambahkan');
    navigate(detailPath);
  });

  return (
    <section aria-labelledby="anggota-masuk-insert-title">
      <PageHeader id="anggota-masuk-insert-title" title="Halaman Tambah Kartu Keluarga Penduduk Masuk" />
      <div className={page.card}>
        <DataStates
          data={kk.data?.data}
          error={kk.error}
          onRetry={() => void kk.mutate()}
          notFound={(
            <NotFoundState
              title="KARTU KELUARGA TIDAK DITEMUKAN"
              description={kk.error?.message}
              action={<Button icon={<ArrowLeftRegular />} onClick={() => navigate('/penduduk_masuk')}>Kembali</Button>}
            />
          )}
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
