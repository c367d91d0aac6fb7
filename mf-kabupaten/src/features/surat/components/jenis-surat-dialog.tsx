// A letter kind as the regency publishes it to every village, new or changed: its id (new only),
// title, classification code, the person fields it prints (from the registry), the extra fields the
// clerk fills (typed) and the body text. The body's placeholders and the fields are checked by the
// domain's rules (masalahTeksSurat, masalahDefinisiIsian), as the server checks them again.
import { FieldArray, useFormikContext, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { Checkbox } from '@fluentui/react-checkbox';
import { Field } from '@fluentui/react-field';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import {
  KOLOM_PENDUDUK_SURAT, KOLOM_PENDUDUK_SURAT_LIST, TIPE_ISIAN_SURAT, masalahDefinisiIsian, masalahTeksSurat, placeholderJenisSurat,
  type KolomPendudukSurat, type TipeIsianSurat,
} from '@sid/openapi/domain/surat';
import { FormikDialog, FormikInput, FormikSelect, FormikTextarea } from '@sid/ui/form';
import type { JenisSurat, JenisSuratInput } from '../api/surat-kabupaten';

const useStyles = makeStyles({
  kolom: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: '0 8px' },
  isian: { display: 'grid', gridTemplateColumns: '1fr 1.4fr 1fr 0.8fr auto', gap: '8px', alignItems: 'end' },
  pilihan: { gridColumn: '1 / -1' },
});

const LABEL_TIPE: Record<TipeIsianSurat, string> = { teks: 'Teks', teks_panjang: 'Teks panjang', angka: 'Angka', uang: 'Uang (rupiah)', tanggal: 'Tanggal', pilihan: 'Pilihan' };

interface IsianNilai {
  kunci: string;
  label: string;
  tipe: TipeIsianSurat;
  wajib: 'ya' | 'tidak';
  pilihan: string;
}

export interface JenisNilai {
  _id: string;
  judul: string;
  kode_klasifikasi: string;
  data_penduduk: KolomPendudukSurat[];
  isian: IsianNilai[];
  isi: string;
}

export const JENIS_KOSONG: JenisNilai = { _id: '', judul: '', kode_klasifikasi: '', data_penduduk: ['nama_lengkap', 'nik', 'tempat_tanggal_lahir', 'alamat'], isian: [], isi: '' };

export const dariJenis = (j: JenisSurat): JenisNilai => ({
  _id: j._id,
  judul: j.judul,
  kode_klasifikasi: j.kode_klasifikasi,
  data_penduduk: [...j.data_penduduk],
  isian: j.isian.map((i) => ({ kunci: i.kunci, label: i.label, tipe: i.tipe, wajib: i.wajib ? 'ya' : 'tidak', pilihan: (i.pilihan ?? []).join(', ') })),
  isi: j.isi_kabupaten,
});

const keIsian = (v: JenisNilai) =>
  v.isian.map((i) => ({
    kunci: (i.kunci ?? '').trim(),
    label: (i.label ?? '').trim(),
    tipe: i.tipe ?? 'teks',
    wajib: i.wajib !== 'tidak',
    ...(i.tipe === 'pilihan' ? { pilihan: (i.pilihan ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '') } : {}),
  }));

// formik hands yup '' as undefined: every text read with a fallback.
/** The body the server takes (the kind's `sumber` and order kept when it is changed). */
export function keBody(v: JenisNilai, asal: JenisSurat | null): JenisSuratInput {
  return {
    ...(asal?.sumber ? { sumber: asal.sumber } : {}),
    ...(asal ? { urutan: asal.urutan } : {}),
    judul: v.judul.trim(),
    kode_klasifikasi: v.kode_klasifikasi.trim(),
    data_penduduk: v.data_penduduk,
    isian: keIsian(v),
    isi: v.isi,
  };
}

function schema(baru: boolean, asal: JenisSurat | null) {
  return yup.object({
    _id: baru ? yup.string().trim().required('Kode jenis wajib diisi').matches(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'Kode jenis hanya huruf kecil, angka, - dan _ (paling banyak 40)') : yup.string(),
    judul: yup.string().trim().required('Judul surat wajib diisi').min(3, 'Judul surat paling sedikit 3 karakter').max(150, 'Judul surat paling banyak 150 karakter'),
    kode_klasifikasi: yup.string().trim().required('Kode klasifikasi wajib diisi').matches(/^[0-9A-Za-z.-]{1,30}$/, 'Kode klasifikasi hanya angka, huruf, titik dan -, misalnya 474.3'),
    isian: yup.array().test('isian', 'Isian belum benar', function periksa(isian) {
      const masalah = masalahDefinisiIsian(keIsian({ ...JENIS_KOSONG, isian: (isian ?? []) as IsianNilai[] }));
      return masalah ? this.createError({ path: 'isian', message: masalah }) : true;
    }),
    isi: yup.string().test('isi', 'Isi surat belum benar', function periksa(isi) {
      const v = this.parent as JenisNilai;
      const masalah = masalahTeksSurat(isi ?? '', placeholderJenisSurat({ isian: keIsian(v), sumber: asal?.sumber ?? null }));
      return masalah ? this.createError({ path: 'isi', message: masalah }) : true;
    }),
  });
}

function KolomPenduduk() {
  const s = useStyles();
  const { values, setFieldValue } = useFormikContext<JenisNilai>();
  const ubah = (k: KolomPendudukSurat, pilih: boolean) =>
    void setFieldValue('data_penduduk', pilih ? KOLOM_PENDUDUK_SURAT_LIST.filter((x) => x === k || values.data_penduduk.includes(x)) : values.data_penduduk.filter((x) => x !== k));
  return (
    <fieldset>
      <legend>Data penduduk yang dicetak (dari data penduduk, tidak diketik ulang)</legend>
      <div className={s.kolom}>
        {KOLOM_PENDUDUK_SURAT_LIST.map((k) => (
          <Checkbox key={k} label={KOLOM_PENDUDUK_SURAT[k]} checked={values.data_penduduk.includes(k)} onChange={(_, d) => ubah(k, d.checked === true)} />
        ))}
      </div>
    </fieldset>
  );
}

function DaftarIsian() {
  const s = useStyles();
  const { values, errors } = useFormikContext<JenisNilai>();
  return (
    <FieldArray name="isian">
      {(arr) => (
        <fieldset>
          <legend>Isian yang diisi petugas</legend>
          {values.isian.map((i, n) => (
            <div key={n} className={s.isian}>
              <FormikInput name={`isian.${n}.kunci`} label={`Kunci isian ${n + 1}`} required />
              <FormikInput name={`isian.${n}.label`} label={`Label isian ${n + 1}`} required />
              <FormikSelect name={`isian.${n}.tipe`} label={`Tipe isian ${n + 1}`} options={TIPE_ISIAN_SURAT.map((t) => ({ value: t, label: LABEL_TIPE[t] }))} />
              <FormikSelect name={`isian.${n}.wajib`} label={`Wajib isian ${n + 1}`} options={[{ value: 'ya', label: 'Wajib' }, { value: 'tidak', label: 'Boleh kosong' }]} />
              <Button icon={<DeleteRegular />} aria-label={`Hapus isian ${n + 1}`} onClick={() => arr.remove(n)} />
              {i.tipe === 'pilihan' ? <div className={s.pilihan}><FormikInput name={`isian.${n}.pilihan`} label={`Pilihan isian ${n + 1} (dipisah koma)`} /></div> : null}
            </div>
          ))}
          {typeof errors.isian === 'string' ? <Field validationMessage={errors.isian} validationState="error" /> : null}
          <Button icon={<AddRegular />} onClick={() => arr.push({ kunci: '', label: '', tipe: 'teks', wajib: 'ya', pilihan: '' })}>Tambah Isian</Button>
        </fieldset>
      )}
    </FieldArray>
  );
}

function Placeholder({ asal }: { asal: JenisSurat | null }) {
  const { values } = useFormikContext<JenisNilai>();
  const nama = placeholderJenisSurat({ isian: keIsian(values).filter((i) => i.kunci !== ''), sumber: asal?.sumber ?? null });
  return <p>{`Isian yang dapat dipakai: ${nama.map((n) => `{${n}}`).join(' ')}`}</p>;
}

export interface JenisSuratDialogProps {
  asal: JenisSurat | null;
  onSubmit: (values: JenisNilai, form: FormikHelpers<JenisNilai>) => Promise<unknown>;
  onCancel: () => void;
}

export function JenisSuratDialog({ asal, onSubmit, onCancel }: JenisSuratDialogProps) {
  return (
    <FormikDialog<JenisNilai>
      title={asal ? `Terbitkan Perubahan ${asal.judul}` : 'Jenis Surat Baru'}
      submitLabel="Terbitkan ke Semua Desa"
      initialValues={asal ? dariJenis(asal) : JENIS_KOSONG}
      validationSchema={schema(asal === null, asal)}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {asal ? null : <FormikInput name="_id" label="Kode jenis" required hint="Huruf kecil tanpa spasi, misalnya keterangan-janda" />}
      <FormikInput name="judul" label="Judul surat" required />
      <FormikInput name="kode_klasifikasi" label="Kode klasifikasi" required hint="Kode arsip, {kode} pada nomor surat, misalnya 474.3" />
      <KolomPenduduk />
      <DaftarIsian />
      <FormikTextarea name="isi" label="Isi surat" required rows={8} resize="vertical" hint="Pisahkan paragraf dengan satu baris kosong." />
      <Placeholder asal={asal} />
      {asal ? <p>Desa yang sudah mengubah teks surat ini tetap memakai teksnya sendiri sampai mengembalikannya ke teks kabupaten.</p> : null}
    </FormikDialog>
  );
}
