// /surat/penomoran: the village's numbering (Super Admin). The sequence per kind or shared by every
// kind (restarting each year), and each kind's format made of parts ({kode}, {seq:N}, {kode_desa},
// {bulan_romawi}, {tahun} and fixed text), added from a list or typed, with the next number as a
// preview: parsed and rendered by the domain's parseFormatNomor/renderNomor, as the server numbers.
import { Formik, useFormikContext } from 'formik';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Select } from '@fluentui/react-select';
import { SaveRegular } from '@fluentui/react-icons';
import { BAGIAN_NOMOR_SURAT, parseFormatNomor, renderNomor } from '@sid/openapi/domain/surat';
import { FormikForm, FormikInput, FormikSelect } from '@sid/ui/form';
import { PageHeader, usePageStyles } from '@sid/ui/page';
import { DataStates, answerStates } from '@sid/ui/states';
import { useServerAction } from '@sid/ui-desa/feedback';
import { useVillage } from '@sid/ui-desa/module';
import { simpanPenomoran, usePenomoranSurat, type PenomoranSurat } from './api/surat-api';

const useStyles = makeStyles({
  baris: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 1fr)', gap: '8px', alignItems: 'end' },
  contoh: { fontFamily: 'monospace' },
});

type Urutan = PenomoranSurat['urutan'];
interface Nilai {
  urutan: Urutan;
  format: { jenis_id: string; judul: string; kode_klasifikasi: string; urut_berikutnya: number; format: string }[];
}

const URUTAN = [
  { value: 'per_jenis', label: 'Per jenis surat (setiap jenis punya nomor urut sendiri)' },
  { value: 'bersama', label: 'Bersama (satu nomor urut untuk semua jenis surat)' },
] as const;

const hariIni = () => new Date().toISOString().slice(0, 10);

/** The number a format gives, or what is wrong with it. */
export function contohNomor(format: string, nilai: { kode: string; seq: number; kodeDesa: string | null; tanggal: string }): { nomor: string } | { masalah: string } {
  const r = parseFormatNomor(format);
  if ('masalah' in r) return r;
  if (nilai.kodeDesa === null && r.bagian.some((b) => b.jenis === 'kode_desa')) return { masalah: 'Kode wilayah desa belum diisi: hapus {kode_desa} atau minta kabupaten mengisinya' };
  return { nomor: renderNomor(r.bagian, { ...nilai, kodeDesa: nilai.kodeDesa ?? '' }) };
}

function BarisFormat({ index }: { index: number }) {
  const s = useStyles();
  const village = useVillage();
  const { values, setFieldValue } = useFormikContext<Nilai>();
  const baris = values.format[index];
  if (!baris) return null;
  const contoh = contohNomor(baris.format, { kode: baris.kode_klasifikasi, seq: baris.urut_berikutnya, kodeDesa: village.kode_wilayah ?? null, tanggal: hariIni() });
  return (
    <div className={s.baris}>
      <FormikInput name={`format.${index}.format`} label={`Format nomor ${baris.judul}`} required
        hint={'nomor' in contoh ? <>Nomor berikutnya: <span className={s.contoh} data-contoh-nomor="">{contoh.nomor}</span></> : undefined} />
      <Field label={`Tambah bagian ke ${baris.judul}`}>
        <Select value="" onChange={(_, d) => void setFieldValue(`format.${index}.format`, `${baris.format}${d.value}`)}>
          <option value="" disabled>Tambah bagian</option>
          {BAGIAN_NOMOR_SURAT.map((b) => <option key={b.bagian} value={b.bagian}>{`${b.label} ${b.bagian}`}</option>)}
          <option value="/">Garis miring /</option>
        </Select>
      </Field>
    </div>
  );
}

function validasi(v: Nilai, kodeDesa: string | null) {
  const errors: Record<string, string> = {};
  v.format.forEach((f, i) => {
    const contoh = contohNomor(f.format, { kode: f.kode_klasifikasi, seq: 1, kodeDesa, tanggal: hariIni() });
    if ('masalah' in contoh) errors[`format.${i}.format`] = contoh.masalah;
  });
  // formik wants the errors nested as the values.
  if (Object.keys(errors).length === 0) return {};
  return { format: v.format.map((_, i) => (errors[`format.${i}.format`] ? { format: errors[`format.${i}.format`] } : undefined)) };
}

export function PenomoranPage() {
  const styles = usePageStyles();
  const village = useVillage();
  const penomoran = usePenomoranSurat();
  const action = useServerAction();
  return (
    <div className={styles.stack}>
      <PageHeader id="penomoran-title" title="Penomoran Surat" />
      <DataStates {...answerStates(penomoran)}>
        {(d) => (
          <Formik<Nilai>
            key={JSON.stringify(d.data)}
            initialValues={{ urutan: d.data.urutan, format: d.data.jenis.map((j) => ({ ...j })) }}
            validate={(v) => validasi(v, village.kode_wilayah ?? null)}
            onSubmit={(values, form) =>
              action.submit(() => simpanPenomoran({ urutan: values.urutan, format: values.format.map((f) => ({ jenis_id: f.jenis_id, format: f.format.trim() })) }), {
                form,
                fallback: 'Penomoran surat berhasil disimpan',
                onSaved: async () => {
                  await penomoran.mutate();
                },
              })
            }
          >
            {({ values, isSubmitting }) => (
              <FormikForm className={`${styles.card} ${styles.stack}`} aria-labelledby="penomoran-title">
                <FormikSelect name="urutan" label="Nomor urut" options={URUTAN}
                  hint={`Nomor urut dimulai lagi dari 1 setiap tahun; contoh nomor memakai pengaturan yang tersimpan. Format bawaan: ${d.data.format_bawaan}`} />
                {values.format.map((f, i) => <BarisFormat key={f.jenis_id} index={i} />)}
                <div className={styles.buttons}>
                  <Button type="submit" appearance="primary" icon={<SaveRegular />} disabledFocusable={isSubmitting}>Simpan</Button>
                </div>
              </FormikForm>
            )}
          </Formik>
        )}
      </DataStates>
    </div>
  );
}

export default PenomoranPage;
