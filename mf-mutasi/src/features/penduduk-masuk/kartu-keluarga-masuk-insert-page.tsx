// /penduduk_masuk/insert/kk 'Halaman Tambah Kartu Keluarga Penduduk Masuk': a card with its head of
// family, every field required with the spec's messages; the server marks both as penduduk_masuk.
// After saving, the page stays (with an empty form) and offers 'Lihat Data' for the new card. 'Alamat Asal'
// is where the family came from; its address here (issue 35: Dusun, RW, RT, street) is asked beside it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import {
  DEFAULT_POSISI_DALAM_KELUARGA,
  EMPTY_PENDUDUK,
  kartuKeluargaSchema,
  PENDUDUK_FORM_OPTIONS,
  type KartuKeluargaFormValues,
} from '@sid/openapi/rules';
import { useRefreshRegistry } from '@sid/openapi';
import { Banner } from '@sid/ui/banner';
import { useServerAction } from '@sid/ui-desa/feedback';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { RouterLink } from '@sid/ui/router-link';
import { PendudukForm } from '@sid/ui-desa/penduduk-form';
import { adaRt, bodyAlamatDesa, TANPA_WILAYAH, useWilayahDesa } from '@sid/ui-desa/wilayah';
import { WilayahFields, type WilayahFormValues } from '@sid/ui-desa/wilayah-form';
import { createKartuKeluargaMasuk } from './api/create-kartu-keluarga-masuk';

const useStyles = makeStyles({
  done: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

type Values = KartuKeluargaFormValues & WilayahFormValues;

const INITIAL: Values = { no_kk: '', ...EMPTY_PENDUDUK, posisi_dalam_keluarga: DEFAULT_POSISI_DALAM_KELUARGA, ...TANPA_WILAYAH, alamat: '' };

interface Saved {
  message: string;
  idKK: string;
  noKk: string;
}

export function KartuKeluargaMasukInsertPage() {
  const styles = useStyles();
  const page = usePageStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const refresh = useRefreshRegistry();
  const [saved, setSaved] = useState<Saved | null>(null);
  // A new key empties the form after a save, ready for the next family.
  const [formKey, setFormKey] = useState(0);
  const tree = useWilayahDesa().data?.data;

  const submit = (values: Values) => {
    setSaved(null);
    return action.submit(() => createKartuKeluargaMasuk(values, bodyAlamatDesa(values)), {
      fallback: 'Kartu keluarga penduduk masuk berhasil ditambahkan',
      // Spec: the page offers 'Lihat Data' for the new card rather than leaving.
      announce: (message, created) => setSaved({ message, idKK: created.data.keluarga_dari._id, noKk: created.data.keluarga_dari.no_kk }),
      onSaved: () => {
        void refresh();
        setFormKey((k) => k + 1);
      },
    });
  };

  return (
    <section aria-labelledby="kk-masuk-insert-title">
      <PageHeader id="kk-masuk-insert-title" title="Halaman Tambah Kartu Keluarga Penduduk Masuk" />
      <div className={page.card}>
        {saved ? (
          <div className={styles.done}>
            <Banner intent="success" message={saved.message} onDismiss={() => setSaved(null)} />
            <RouterLink to={`/penduduk_masuk/${saved.idKK}/d`} aria-label={`Lihat Data KK ${saved.noKk}`}>Lihat Data</RouterLink>
          </div>
        ) : null}
        <PendudukForm<Values>
          key={formKey}
          initialValues={INITIAL}
          schema={kartuKeluargaSchema}
          options={PENDUDUK_FORM_OPTIONS}
          withNoKk
          progress
          posisiNote="*Default posisi dalam keluarga adalah Kepala Keluarga"
          submitLabel="Tambahkan Penduduk"
          wilayah={adaRt(tree) ? <WilayahFields tree={tree} alamatLabel="Alamat di Desa (Jalan/No. Rumah)" /> : undefined}
          onSubmit={submit}
          onBack={() => navigate('/penduduk_masuk')}
        />
      </div>
    </section>
  );
}

export default KartuKeluargaMasukInsertPage;
