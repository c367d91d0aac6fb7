// /surat/teks: the village's wording of a letter kind (Super Admin). The body text with its
// placeholders, checked as typed by the domain's masalahTeksSurat (the server refuses the same on
// save), a live A4 preview composed by the domain's susunKontenSurat with an example resident (the
// clerk's own fields shown as [Label] marks), and "Kembalikan ke Teks Kabupaten" for a changed kind.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Formik, useFormikContext } from 'formik';
import { makeStyles } from '@griffel/react';
import { Badge } from '@fluentui/react-badge';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { ArrowResetRegular, SaveRegular } from '@fluentui/react-icons';
import { masalahTeksSurat, susunKontenSurat, type KolomPendudukSurat } from '@sid/openapi/domain/surat';
import { FormikForm, FormikTextarea } from '@sid/ui/form';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, answerStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { useVillage } from '@sid/ui-desa/module';
import { resetTeksJenis, simpanTeksJenis, useJenisSurat, usePejabatSurat, usePenomoranSurat, type JenisSurat } from './api/surat-api';
import { SuratSheet } from './components/surat-sheet';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'minmax(320px, 460px) minmax(0, 1fr)', gap: '16px', alignItems: 'start', '@media (max-width: 1100px)': { gridTemplateColumns: '1fr' } },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  preview: { overflowX: 'auto' },
  placeholders: { display: 'flex', flexWrap: 'wrap', gap: '4px', margin: 0, padding: 0, listStyleType: 'none' },
  code: { fontFamily: 'monospace', fontSize: '12px' },
});

/** The example resident of the preview: plainly an example, every person field filled. */
export const CONTOH_PENDUDUK: Record<KolomPendudukSurat, string> = {
  nama_lengkap: 'NAMA CONTOH',
  nik: '3500000000000000',
  no_kk: '3500000000000000',
  tempat_lahir: 'Malang',
  tanggal_lahir: '05 Januari 1990',
  tempat_tanggal_lahir: 'Malang, 05 Januari 1990',
  umur: '35 Tahun',
  jenis_kelamin: 'Laki-laki',
  agama: 'Islam',
  pekerjaan: 'Wiraswasta',
  status_perkawinan: 'Kawin',
  pendidikan_terakhir: 'SLTA/Sederajat',
  kewarganegaraan: 'WNI',
  alamat: 'RT 001 / RW 001, Dusun Contoh',
};

const hariIni = () => new Date().toISOString().slice(0, 10);

function Pratinjau({ jenis }: { jenis: JenisSurat }) {
  const village = useVillage();
  const pejabat = usePejabatSurat();
  const penomoran = usePenomoranSurat();
  const { values } = useFormikContext<{ isi: string }>();
  const penandatangan = (pejabat.data?.data ?? []).find((p) => p.aktif) ?? null;
  const nomor = penomoran.data?.data.jenis.find((j) => j.jenis_id === jenis._id)?.berikutnya ?? null;
  const { konten } = susunKontenSurat({
    jenis: { ...jenis, isi: values.isi },
    orang: CONTOH_PENDUDUK,
    sumber: {},
    isian: {},
    pejabat: penandatangan,
    desa: { nama_desa: village.nama_desa, kecamatan: village.kecamatan, kabupaten: village.kabupaten, provinsi: village.provinsi, alamat_kantor: village.alamat_kantor, kode_pos: village.kode_pos },
    nomor,
    tanggal: hariIni(),
    ada_logo: false,
    kode_verifikasi: null,
    url_verifikasi: null,
  });
  return <SuratSheet konten={konten} />;
}

function FormTeks({ jenis, onReset }: { jenis: JenisSurat; onReset: () => void }) {
  const s = useStyles();
  const styles = usePageStyles();
  const { isSubmitting } = useFormikContext<{ isi: string }>();
  return (
    <div className={s.grid}>
      <FormikForm className={`${styles.card} ${s.fields}`} aria-label={`Teks ${jenis.judul}`}>
        <div>
          <Badge appearance="tint" color={jenis.teks_desa ? 'brand' : 'informative'}>
            {jenis.teks_desa ? 'Teks desa (diubah oleh desa)' : 'Teks kabupaten'}
          </Badge>
        </div>
        <FormikTextarea name="isi" label="Isi surat" required rows={12} resize="vertical"
          hint="Pisahkan paragraf dengan satu baris kosong. Isian ditulis di antara kurung kurawal, misalnya {nama_lengkap}." />
        <section aria-label="Isian yang dapat dipakai">
          <p>Isian yang dapat dipakai:</p>
          <ul className={s.placeholders}>
            {jenis.placeholder.map((p) => <li key={p}><code className={s.code}>{`{${p}}`}</code></li>)}
          </ul>
        </section>
        <div className={styles.buttons}>
          <Button type="submit" appearance="primary" icon={<SaveRegular />} disabledFocusable={isSubmitting}>Simpan</Button>
          <Button type="button" icon={<ArrowResetRegular />} disabled={!jenis.teks_desa || isSubmitting} onClick={onReset}>
            Kembalikan ke Teks Kabupaten
          </Button>
        </div>
      </FormikForm>
      <section className={s.preview} aria-label="Pratinjau teks surat" tabIndex={0}>
        <Pratinjau jenis={jenis} />
      </section>
    </div>
  );
}

export function TeksSuratPage() {
  const styles = usePageStyles();
  const list = useJenisSurat();
  const action = useServerAction();
  const [params, setParams] = useSearchParams();
  const kinds = useMemo(() => list.data?.data ?? [], [list.data]);
  const jenisId = params.get('jenis') || kinds[0]?._id || '';
  const jenis = kinds.find((j) => j._id === jenisId);
  const reset = async (j: JenisSurat) => {
    const hasil = await action.run(() => resetTeksJenis(j._id), 'Teks surat dikembalikan ke teks kabupaten');
    if (hasil) await list.mutate();
  };
  return (
    <div className={styles.stack}>
      <PageHeader id="teks-surat-title" title="Teks Surat" />
      <DataStates {...answerStates(list)}>
        {() => (
          <>
            <div className={styles.card}>
              <Field label="Jenis surat">
                <Select value={jenisId} onChange={(_, d) => setParams({ jenis: d.value }, { replace: true })}>
                  {kinds.map((j) => <option key={j._id} value={j._id}>{`${j.judul}${j.teks_desa ? ' (teks desa)' : ''}`}</option>)}
                </Select>
              </Field>
            </div>
            {jenis ? (
              <Formik<{ isi: string }>
                key={`${jenis._id}:${jenis.updatedAt}:${jenis.teks_desa}`}
                initialValues={{ isi: jenis.isi }}
                enableReinitialize
                validate={(v) => {
                  const masalah = masalahTeksSurat(v.isi, jenis.placeholder);
                  return masalah ? { isi: masalah } : {};
                }}
                onSubmit={(values, form) =>
                  action.submit(() => simpanTeksJenis(jenis._id, values.isi), {
                    form,
                    fallback: 'Teks surat desa berhasil disimpan',
                    onSaved: async () => {
                      await list.mutate();
                    },
                  })
                }
              >
                <FormTeks jenis={jenis} onReset={() => void reset(jenis)} />
              </Formik>
            ) : null}
          </>
        )}
      </DataStates>
    </div>
  );
}

export default TeksSuratPage;
