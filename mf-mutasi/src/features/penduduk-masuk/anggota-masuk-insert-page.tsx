// /penduduk_masuk/{idKK}/i (and /penduduk_masuk/{idKK}/i/{idKepala}, the same form): a new member
// of an incoming card, titled as the spec words it; the member's status is fixed as penduduk_masuk.
// With the village's areas, a member may live apart from the card ("Tinggal terpisah dari KK", issue
// 35). The form is the guided flow's too (components/anggota-masuk-form.tsx).
import { useNavigate, useParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { useWilayahDesa } from '@sid/ui-desa/wilayah';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import { AnggotaMasukBaruForm } from './components/anggota-masuk-form';

export function AnggotaMasukInsertPage() {
  const page = usePageStyles();
  const { idKK = '' } = useParams();
  const navigate = useNavigate();
  const kk = usePendudukMasuk(idKK);
  const detailPath = `/penduduk_masuk/${idKK}/d`;
  const tree = useWilayahDesa().data?.data;

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
              <AnggotaMasukBaruForm card={card} tree={tree} onSaved={() => navigate(detailPath)} onBack={() => navigate(detailPath)} />
            </>
          )}
        </DataStates>
      </div>
    </section>
  );
}

export default AnggotaMasukInsertPage;
