// /surat/buat: issuing a letter. Pick the kind, the resident (or come from their page with
// ?penduduk=<id>) or, for the spec's three letters, the birth, death or move-out record (?sumber=<id>;
// the server reads the person from it and writes the issued number back into it), fill the kind's extra fields (checked by the domain's periksaIsianSurat), pick the
// signer from the saved officials; the A4 preview (the server's, nothing taken) says what is still
// missing instead of printing placeholders; 'Terbitkan' takes the number and freezes the letter.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-message-bar';
import { Select } from '@fluentui/react-select';
import { periksaIsianSurat, type IsianSurat } from '@sid/openapi/domain/surat';
import { FormikInput, FormikSelect, FormikTextarea } from '@sid/ui/form';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { useServerAction } from '@sid/ui-desa/feedback';
import {
  pratinjauSurat, terbitkanSurat, useJenisSurat, usePejabatSurat, type JenisSurat, type PratinjauSurat, type SuratInput,
} from './api/surat-api';
import { PilihPenduduk } from './components/pilih-penduduk';
import { PilihSumber } from './components/pilih-sumber';
import { SuratSheet } from './components/surat-sheet';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'minmax(300px, 420px) minmax(0, 1fr)', gap: '16px', alignItems: 'start', '@media (max-width: 1100px)': { gridTemplateColumns: '1fr' } },
  fields: { display: 'flex', flexDirection: 'column', gap: '12px' },
  preview: { overflowX: 'auto' },
});

interface Nilai {
  pejabat_id: string;
  isian: Record<string, string>;
}

/** The extra fields' check, the domain's rule, as formik's yup schema: each message under its field. */
export function skemaIsian(isian: readonly IsianSurat[]) {
  return yup.object({
    pejabat_id: yup.string().required('Pilih pejabat penandatangan'),
    isian: yup.object().test('isian-surat', 'Isian belum benar', function periksa(nilai) {
      const { masalah } = periksaIsianSurat(isian, (nilai ?? {}) as Record<string, string>);
      if (masalah.length === 0) return true;
      return new yup.ValidationError(masalah.map((m) => this.createError({ path: m.kolom, message: m.pesan })));
    }),
  });
}

function IsianField({ isian }: { isian: IsianSurat }) {
  const name = `isian.${isian.kunci}`;
  const common = { name, label: isian.label, required: isian.wajib };
  switch (isian.tipe) {
    case 'teks_panjang':
      return <FormikTextarea {...common} resize="vertical" />;
    case 'tanggal':
      return <FormikDate {...common} />;
    case 'pilihan':
      return <FormikSelect {...common} options={isian.pilihan ?? []} placeholder={`Pilih ${isian.label}`} />;
    case 'uang':
      return <FormikInput {...common} inputMode="numeric" hint="Rupiah tanpa sen, misalnya 1.500.000" />;
    case 'angka':
      return <FormikInput {...common} inputMode="numeric" />;
    default:
      return <FormikInput {...common} />;
  }
}

/** The server's preview of what would be issued now, asked again (debounced) as the form changes. */
function usePratinjau(body: SuratInput | null): PratinjauSurat | null {
  const [hasil, setHasil] = useState<PratinjauSurat | null>(null);
  const kunci = body ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!kunci) return undefined;
    let batal = false;
    const t = setTimeout(() => {
      void pratinjauSurat(JSON.parse(kunci) as SuratInput).then((r) => {
        if (!batal) setHasil(r.data);
      }).catch(() => undefined);
    }, 250);
    return () => {
      batal = true;
      clearTimeout(t);
    };
  }, [kunci]);
  // The last preview stays while the next one is asked (no flicker); none without a resident.
  return kunci ? hasil : null;
}

function Formulir({ jenis, subjekId }: { jenis: JenisSurat; subjekId: string }) {
  const s = useStyles();
  const styles = usePageStyles();
  const navigate = useNavigate();
  const action = useServerAction();
  const pejabat = usePejabatSurat();
  const { values, submitForm, isSubmitting } = useFormikContext<Nilai>();
  const body: SuratInput | null = subjekId === '' ? null : {
    jenis_id: jenis._id,
    ...(jenis.sumber ? { sumber_id: subjekId } : { penduduk_id: subjekId }),
    ...(values.pejabat_id ? { pejabat_id: values.pejabat_id } : {}),
    isian: Object.fromEntries(Object.entries(values.isian).filter(([, v]) => v.trim() !== '')),
  };
  const pratinjau = usePratinjau(body);
  const opsiPejabat = (pejabat.data?.data ?? []).filter((p) => p.aktif).map((p) => ({ value: p._id, label: `${p.nama} (${p.jabatan})` }));
  const terbitkan = async () => {
    if (!body) return;
    await submitForm();
    const hasil = await action.run(() => terbitkanSurat(body), 'Surat berhasil diterbitkan');
    if (hasil) navigate(`/surat/keluar/${hasil.data._id}`);
  };
  return (
    <div className={s.grid}>
      <div className={`${styles.card} ${s.fields}`}>
        {jenis.isian.map((i) => <IsianField key={i.kunci} isian={i} />)}
        <FormikSelect name="pejabat_id" label="Penandatangan" required options={opsiPejabat}
          placeholder={opsiPejabat.length === 0 ? 'Belum ada pejabat: tambahkan di Pejabat Penandatangan' : 'Pilih pejabat'} />
        {pratinjau && !pratinjau.lengkap ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>Surat belum dapat diterbitkan. Masih kurang:</MessageBarTitle>
              <ul aria-label="Yang masih kurang">
                {pratinjau.kurang.map((k) => <li key={k.kolom}>{k.pesan}</li>)}
              </ul>
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.buttons}>
          <Button appearance="primary" disabled={!pratinjau?.lengkap || action.busy || isSubmitting} onClick={() => void terbitkan()}>
            Terbitkan
          </Button>
        </div>
      </div>
      <section className={s.preview} aria-label="Pratinjau surat" tabIndex={0}>
        {pratinjau ? <SuratSheet konten={pratinjau.konten} /> : <p>{subjekId === '' ? (jenis.sumber ? 'Pilih data untuk melihat pratinjau.' : 'Pilih penduduk untuk melihat pratinjau.') : 'Memuat pratinjau...'}</p>}
      </section>
    </div>
  );
}

export function BuatSuratPage() {
  const styles = usePageStyles();
  const [params, setParams] = useSearchParams();
  const jenisList = useJenisSurat();
  const pendudukId = params.get('penduduk') ?? '';
  const sumberId = params.get('sumber') ?? '';
  const [labelSumber, setLabelSumber] = useState<string | null>(null);
  const kinds = useMemo(() => jenisList.data?.data ?? [], [jenisList.data]);
  const jenisId = params.get('jenis') ?? '';
  const jenis = kinds.find((j) => j._id === jenisId);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <div className={styles.stack}>
      <PageHeader id="buat-surat-title" title="Buat Surat" />
      <div className={`${styles.card} ${styles.stack}`}>
        <Field label="Jenis surat" required>
          <Select value={jenisId} onChange={(_, d) => {
            // A record of one kind is no record of another: the choice goes with the kind.
            const next = new URLSearchParams(params);
            next.set('jenis', d.value);
            next.delete('sumber');
            setParams(next, { replace: true });
          }}>
            <option value="" disabled>Pilih jenis surat</option>
            {kinds.map((j) => <option key={j._id} value={j._id}>{j.judul}</option>)}
          </Select>
        </Field>
        {jenis?.sumber ? (
          <PilihSumber key={jenis.sumber} sumber={jenis.sumber} sumberId={sumberId} label={labelSumber} onPilih={(id, label) => {
            setLabelSumber(label);
            set('sumber', id);
          }} />
        ) : (
          <PilihPenduduk pendudukId={pendudukId} onPilih={(id) => set('penduduk', id)} />
        )}
      </div>
      {jenis ? (
        <Formik<Nilai>
          key={jenis._id}
          initialValues={{ pejabat_id: '', isian: Object.fromEntries(jenis.isian.map((i) => [i.kunci, ''])) }}
          validationSchema={skemaIsian(jenis.isian)}
          onSubmit={() => undefined}
        >
          <Formulir jenis={jenis} subjekId={jenis.sumber ? sumberId : pendudukId} />
        </Formik>
      ) : null}
    </div>
  );
}

export default BuatSuratPage;
