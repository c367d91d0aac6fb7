// /penduduk_masuk/insert/kk 'Halaman Tambah Kartu Keluarga Penduduk Masuk': an incoming family as one
// guided flow (issue 40), steps in the order of the paperwork: (1) the card with its head, its arrival
// date and where the family came from ('Alamat Asal'; its address here, issue 35, beside it), (2) the members (add, edit,
// remove, each with the full person form), (3) the entry documents (a photo or a PDF scan), (4) a summary
// to check, (5) saved. Each step's save is one server operation that leaves a whole family (the card is
// written with its head, each member alone, both documents together): the family is its own draft, on
// the server under the village's row-level security, and /penduduk_masuk/insert/kk/{idKK}?langkah=...
// resumes it from any computer (docs/decisions.md, "Issue 40: the incoming family's guided flow").
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Body1 } from '@fluentui/react-text';
import {
  DEFAULT_POSISI_DALAM_KELUARGA,
  EMPTY_PENDUDUK,
  kartuKeluargaMasukSchema,
  LABEL_TANGGAL_DATANG,
  PENDUDUK_FORM_OPTIONS,
  type KartuKeluargaMasukFormValues,
} from '@sid/openapi/rules';
import { useRefreshRegistry } from '@sid/openapi';
import { useServerAction } from '@sid/ui-desa/feedback';
import { BackButton, PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, bodyAlamatDesa, TANPA_WILAYAH, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { WilayahFields, type WilayahFormValues } from '@sid/ui-desa/wilayah-form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { DataStates, NotFoundState, recordStates } from '@sid/ui/states';
import { createKartuKeluargaMasuk } from './api/create-kartu-keluarga-masuk';
import { usePendudukMasuk } from './api/get-penduduk-masuk';
import type { KeteranganMasukFiles } from './api/keterangan-masuk';
import { alurPath, IndikatorLangkah, JudulLangkah, LANGKAH_MASUK, type LangkahMasuk } from './components/langkah-alur';
import { LangkahAnggota } from './components/langkah-anggota';
import { LangkahDokumen, type SalahDokumen } from './components/langkah-dokumen';
import { LangkahKartuTersimpan, LangkahPeriksa, LangkahSelesai } from './components/langkah-periksa';

type Values = KartuKeluargaMasukFormValues & WilayahFormValues;

const INITIAL: Values = { no_kk: '', ...EMPTY_PENDUDUK, posisi_dalam_keluarga: DEFAULT_POSISI_DALAM_KELUARGA, ...TANPA_WILAYAH, alamat: '', tanggal_datang: '' };
const LIST_PATH = '/penduduk_masuk';
const TANPA_BERKAS: KeteranganMasukFiles = { foto_kk: null, foto_surat_masuk: null };

/** The step in the address (a card saved: its members by default; without a card: the card). */
function langkahDari(idKK: string | undefined, asked: string | null): LangkahMasuk {
  if (!idKK) return 'kartu';
  return (LANGKAH_MASUK as readonly string[]).includes(asked ?? '') ? (asked as LangkahMasuk) : 'anggota';
}

export function KartuKeluargaMasukInsertPage() {
  const { idKK } = useParams();
  // Another family (or the first step again) starts afresh: nothing chosen for one card stays for the next.
  return <AlurMasuk key={idKK ?? ''} idKK={idKK} />;
}

function AlurMasuk({ idKK }: { idKK: string | undefined }) {
  const page = usePageStyles();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const langkah = langkahDari(idKK, search.get('langkah'));
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const wilayah = useWilayahDesa();
  const tree = wilayah.data?.data;
  const kk = usePendudukMasuk(idKK ?? null);
  // The chosen documents live here until the summary's 'Simpan' sends them (a browser cannot keep a
  // chosen file across a reload: after one, they are chosen again).
  const [berkas, setBerkas] = useState<KeteranganMasukFiles>(TANPA_BERKAS);
  const [salahBerkas, setSalahBerkas] = useState<SalahDokumen>({});
  const ke = (l: LangkahMasuk, replace = false) => {
    if (idKK) navigate(alurPath(idKK, l), { replace });
  };

  const simpanKartu = (values: Values) => action.submit(() => createKartuKeluargaMasuk(values, bodyAlamatDesa(values)), {
    fallback: 'Kartu keluarga penduduk masuk berhasil ditambahkan',
    onSaved: (created) => {
      void refresh();
      // The card exists now: its address replaces the empty form's, so Back never offers it again.
      navigate(alurPath(created.data.keluarga_dari._id, 'anggota'), { replace: true });
    },
  });

  return (
    <section aria-labelledby="kk-masuk-insert-title">
      <PageHeader id="kk-masuk-insert-title" title="Halaman Tambah Kartu Keluarga Penduduk Masuk" />
      <div className={page.card}>
        <IndikatorLangkah langkah={langkah} />
        <section aria-labelledby="langkah-masuk-title">
          {!idKK ? (
            <>
              <JudulLangkah langkah="kartu" id="langkah-masuk-title" />
              <Body1 block as="p">
                Isi data kartu keluarga dan kepala keluarga sesuai kartu dari daerah asal. Setelah disimpan, anggota keluarga
                lain dan dokumen ditambahkan di langkah berikutnya; pendataan dapat dilanjutkan kapan saja dari halaman detailnya.
              </Body1>
              <PendudukForm<Values>
                initialValues={INITIAL}
                schema={kartuKeluargaMasukSchema}
                options={PENDUDUK_FORM_OPTIONS}
                withNoKk
                progress
                posisiNote="*Default posisi dalam keluarga adalah Kepala Keluarga"
                submitLabel="Tambahkan Penduduk"
                wilayah={
                  <>
                    {/* Issue 40: the day the family arrived, from its letter of arrival (not the day it is entered). */}
                    <FormikDate name="tanggal_datang" label={LABEL_TANGGAL_DATANG} required hint="Hari keluarga ini tiba di desa, bukan hari pendataan" />
                    {adaRt(tree) ? <WilayahFields tree={tree} alamatLabel="Alamat di Desa (Jalan/No. Rumah)" /> : null}
                  </>
                }
                onSubmit={simpanKartu}
                onBack={() => navigate(LIST_PATH)}
              />
            </>
          ) : (
            <DataStates
              {...recordStates(kk)}
              notFound={<NotFoundState title="KARTU KELUARGA TIDAK DITEMUKAN" description={kk.error?.message} action={<BackButton to={LIST_PATH} />} />}
            >
              {(card) => (
                <>
                  <JudulLangkah langkah={langkah} id="langkah-masuk-title" />
                  <Body1 block as="p">
                    Nomor KK: <strong>{card.no_kk}</strong>
                    {/* Saved, the step's own 'Lihat Data' leads on. */}
                    {langkah === 'selesai' ? null : (
                      <>
                        {' · '}
                        <RouterLink to={`/penduduk_masuk/${card._id}/d`} aria-label={`Lihat Data KK ${card.no_kk}`}>Lihat Data</RouterLink>
                      </>
                    )}
                  </Body1>
                  {langkah === 'kartu' ? (
                    <LangkahKartuTersimpan card={card} onChanged={() => void kk.mutate()} onKembali={() => navigate(LIST_PATH)} onLanjut={() => ke('anggota')} />
                  ) : langkah === 'anggota' ? (
                    <LangkahAnggota
                      card={card}
                      tree={tree}
                      onChanged={() => void kk.mutate()}
                      onKartuTerhapus={() => navigate(LIST_PATH)}
                      onKembali={() => ke('kartu')}
                      onLanjut={() => ke('dokumen')}
                    />
                  ) : langkah === 'dokumen' ? (
                    <LangkahDokumen
                      card={card}
                      berkas={berkas}
                      salah={salahBerkas}
                      onChange={(b, s) => {
                        setBerkas(b);
                        setSalahBerkas(s);
                      }}
                      onKembali={() => ke('anggota')}
                      onLanjut={() => ke('periksa')}
                    />
                  ) : langkah === 'periksa' ? (
                    <LangkahPeriksa
                      card={card}
                      berkas={berkas}
                      onKembali={() => ke('dokumen')}
                      onDitolak={(salah) => {
                        setSalahBerkas(salah);
                        ke('dokumen');
                      }}
                      onSaved={() => {
                        setBerkas(TANPA_BERKAS);
                        void kk.mutate();
                        void refresh();
                        ke('selesai', true);
                      }}
                    />
                  ) : (
                    <LangkahSelesai card={card} onTambahLagi={() => navigate('/penduduk_masuk/insert/kk')} />
                  )}
                </>
              )}
            </DataStates>
          )}
        </section>
      </div>
    </section>
  );
}

export default KartuKeluargaMasukInsertPage;
