// The resident form: a card with its head, a new member and a member's edit, in the family-card
// area (mf-kependudukan) and the incoming-resident area (mf-mutasi). The options and the yup schema
// (the spec's messages) come from @sid/openapi/rules (the options by default); Field shows the messages.
import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useHref } from 'react-router-dom';
import { Link } from '@fluentui/react-link';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { LABEL_PENDUDUK } from '@sid/openapi/domain';
import { tanggalIsoAda, umurLengkap } from '@sid/openapi/domain/lahir';
import { hariIniLokal, PENDUDUK_FORM_OPTIONS, type PendudukFormValues } from '@sid/openapi/rules';
import { FormikDate } from '@sid/ui-desa/tanggal';
import { FormActions, FormikForm, FormikInput, FormikSelect, FormikTextarea, FormProgress, useFieldGridStyles, type SelectOption } from '@sid/ui/form';

/** The fields the form renders, all held as text: the resident forms' values of @sid/openapi/rules. */
export type PendudukFormFields = PendudukFormValues;
export type PendudukField = keyof PendudukFormValues;

/**
 * What the form takes from the contract: `PENDUDUK_FORM_OPTIONS` of @sid/openapi/rules. The choices
 * on offer (the contract's enums), and the field a refusal's code is about (the shared table of
 * conflict codes: NIK_TAKEN under NIK, NO_KK_TAKEN under Nomor KK, KEPALA_EXISTS under the position).
 */
export interface PendudukFormOptions {
  jenisKelamin: readonly string[];
  agama: readonly string[];
  statusPerkawinan: readonly string[];
  pekerjaan: readonly string[];
  pendidikanTerakhir: readonly string[];
  posisiDalamKeluarga: readonly string[];
  /** The KK columns' choices (issue 35): blood type, citizenship, disability (code and label). */
  golonganDarah: readonly string[];
  kewarganegaraan: readonly string[];
  disabilitas: readonly SelectOption[];
  fieldOfError: (refusal: { code?: string }) => string | undefined;
  /** The warnings computed from the values as they are typed (the shared NIK rules: date, sex). */
  peringatanLokal?: (values: PendudukFormFields) => readonly PendudukPeringatan[];
  /**
   * The server's warnings for the values (regions, possible duplicates), asked a moment after the
   * clerk stops typing; `id` is the record being edited. A failure shows nothing.
   */
  periksa?: (values: Partial<PendudukFormFields> & { no_kk?: string }, id?: string) => Promise<readonly PendudukPeringatan[]>;
}

/** A warning beside a field (the contract's Peringatan): shown, never blocking a save. */
export interface PendudukPeringatan {
  field: string;
  kode: string;
  pesan: string;
  /** The other record's page (a possible duplicate), opened in a new tab so the form keeps its values. */
  tautan?: string;
}

/** How long after the last keystroke the server is asked for its warnings. */
export const PERIKSA_JEDA_MS = 400;

const DIPERIKSA = ['nik', 'no_kk', 'nama_lengkap', 'tempat_lahir', 'tanggal_lahir', 'jenis_kelamin'] as const;

/** Asks the server for its warnings while the watched values change (debounced; a late answer is dropped). */
function PantauPeringatan({ periksa, recordId, onChange }: {
  periksa: NonNullable<PendudukFormOptions['periksa']>;
  recordId?: string;
  onChange: (warnings: readonly PendudukPeringatan[]) => void;
}) {
  const { values } = useFormikContext<PendudukFormFields & { no_kk?: string }>();
  const watched = Object.fromEntries(DIPERIKSA.map((f) => [f, values[f] ?? ''])) as Partial<PendudukFormFields> & { no_kk?: string };
  const key = JSON.stringify(watched);
  const latest = useRef(0);
  useEffect(() => {
    const run = ++latest.current;
    const timer = setTimeout(() => {
      periksa(JSON.parse(key) as typeof watched, recordId).then(
        (warnings) => {
          if (run === latest.current) onChange(warnings);
        },
        () => {
          if (run === latest.current) onChange([]);
        },
      );
    }, PERIKSA_JEDA_MS);
    return () => clearTimeout(timer);
  }, [key, periksa, recordId, onChange]);
  return null;
}

function TautanPeringatan({ to }: { to: string }) {
  const href = useHref(to);
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      Lihat data (tab baru)
    </Link>
  );
}

/** The warnings of each field, as what its Field shows (one line each). */
export function peringatanPerField(warnings: readonly PendudukPeringatan[]): Partial<Record<string, string | ReactElement>> {
  const byField = new Map<string, PendudukPeringatan[]>();
  for (const w of warnings) byField.set(w.field, [...(byField.get(w.field) ?? []), w]);
  return Object.fromEntries(
    [...byField].map(([field, list]) => [
      field,
      list.length === 1 && list[0] && !list[0].tautan ? list[0].pesan : (
        <>
          {list.map((w) => (
            <span key={`${w.kode}:${w.pesan}`} style={{ display: 'block' }}>
              {w.pesan}
              {w.tautan ? <> <TautanPeringatan to={w.tautan} /></> : null}
            </span>
          ))}
        </>
      ),
    ]),
  );
}

/** A save the server refused: its message and its code (the contract's ErrorCode). */
export interface PendudukFormRefusal {
  message: string;
  code?: string;
}

const FIELDS: readonly string[] = [
  'nik', 'nama_lengkap', 'jenis_kelamin', 'tempat_lahir', 'tanggal_lahir', 'agama', 'status_perkawinan', 'pekerjaan',
  'pendidikan_terakhir', 'posisi_dalam_keluarga', 'alamat_asal', 'nama_ayah', 'nik_ayah', 'nama_ibu', 'nik_ibu',
  'golongan_darah', 'tanggal_perkawinan', 'kewarganegaraan', 'no_paspor', 'no_kitas_kitap', 'disabilitas',
] satisfies readonly PendudukField[];

/**
 * The KK columns (issue 35) in the KK's order: the date of marriage only while the status is Kawin,
 * a WNA's documents only for a WNA (a hidden field is emptied, so no rule can fail out of sight).
 */
function KolomKk({ options }: { options: PendudukFormOptions }) {
  const { values, setFieldValue } = useFormikContext<PendudukFormFields>();
  const kawin = values.status_perkawinan === 'Kawin';
  const wna = values.kewarganegaraan === 'WNA';
  useEffect(() => {
    if (!kawin && values.tanggal_perkawinan !== '') void setFieldValue('tanggal_perkawinan', '');
  }, [kawin, values.tanggal_perkawinan, setFieldValue]);
  useEffect(() => {
    if (!wna && values.no_paspor !== '') void setFieldValue('no_paspor', '');
    if (!wna && values.no_kitas_kitap !== '') void setFieldValue('no_kitas_kitap', '');
  }, [wna, values.no_paspor, values.no_kitas_kitap, setFieldValue]);
  return (
    <>
      <FormikSelect name="golongan_darah" label={LABEL_PENDUDUK.golongan_darah} options={options.golonganDarah} />
      {kawin ? <FormikDate name="tanggal_perkawinan" label={LABEL_PENDUDUK.tanggal_perkawinan} hint="Boleh kosong bila tidak diketahui" /> : null}
      <FormikSelect name="kewarganegaraan" label={LABEL_PENDUDUK.kewarganegaraan} required options={options.kewarganegaraan} />
      {wna ? (
        <>
          <FormikInput name="no_paspor" label={LABEL_PENDUDUK.no_paspor} required maxLength={30} autoComplete="off" />
          <FormikInput name="no_kitas_kitap" label={LABEL_PENDUDUK.no_kitas_kitap} required maxLength={30} autoComplete="off" />
        </>
      ) : null}
      <FormikInput name="nama_ayah" label={LABEL_PENDUDUK.nama_ayah} maxLength={100} autoComplete="off" hint="Boleh kosong bila tidak diketahui" />
      <FormikInput name="nik_ayah" label={LABEL_PENDUDUK.nik_ayah} inputMode="numeric" maxLength={16} autoComplete="off" hint="Boleh kosong" />
      <FormikInput name="nama_ibu" label={LABEL_PENDUDUK.nama_ibu} maxLength={100} autoComplete="off" hint="Boleh kosong bila tidak diketahui" />
      <FormikInput name="nik_ibu" label={LABEL_PENDUDUK.nik_ibu} inputMode="numeric" maxLength={16} autoComplete="off" hint="Boleh kosong" />
      <FormikSelect name="disabilitas" label={LABEL_PENDUDUK.disabilitas} options={options.disabilitas} />
    </>
  );
}

/**
 * Which of this form's fields a server refusal is about, by its code (never its message), so the
 * message also shows under that field.
 */
export function fieldOfServerError(
  refusal: PendudukFormRefusal,
  options: Pick<PendudukFormOptions, 'fieldOfError'>,
  withNoKk: boolean,
): PendudukField | 'no_kk' | undefined {
  const field = options.fieldOfError(refusal);
  if (field === 'no_kk') return withNoKk ? 'no_kk' : undefined;
  return field !== undefined && FIELDS.includes(field) ? (field as PendudukField) : undefined;
}

export interface PendudukFormProps<V extends PendudukFormFields> {
  initialValues: V;
  schema: AnyObjectSchema;
  /** The contract's choices, conflict fields and warnings: PENDUDUK_FORM_OPTIONS of @sid/openapi/rules by default. */
  options?: PendudukFormOptions;
  /** The card-with-head form also asks the card number. */
  withNoKk?: boolean;
  /** The family positions on offer (the rules' list, minus a head the card already has). */
  posisiOptions?: readonly string[];
  /** Under the family position, e.g. '*Default posisi dalam keluarga adalah Kepala Keluarga'. */
  posisiNote?: string;
  submitLabel: string;
  /** Add forms show the decorative progress bar while saving (spec §2). */
  progress?: boolean;
  /** The record being edited: never its own duplicate in the server's warnings. */
  recordId?: string;
  /** An old record's birth text that could not be read (issue 35), shown under the birth place while it is completed. */
  catatanLahir?: string;
  /** Resolves undefined when saved (the page moves on), or the server's refusal (already shown). */
  onSubmit: (values: V) => Promise<PendudukFormRefusal | undefined>;
  onBack: () => void;
  /** The address here (issue 35): the card forms' Dusun, RW, RT and street fields (@sid/ui-desa/wilayah), before Alamat Asal. */
  wilayah?: ReactNode;
  /** Asks 'Alamat Asal' (default): an incoming family's origin; an ordinary card with an address here derives it. */
  alamatAsal?: boolean;
}

export function PendudukForm<V extends PendudukFormFields>({
  initialValues, schema, options = PENDUDUK_FORM_OPTIONS, withNoKk = false, posisiOptions = options.posisiDalamKeluarga, posisiNote, submitLabel, progress = false, recordId, catatanLahir, onSubmit, onBack,
  wilayah, alamatAsal = true,
}: PendudukFormProps<V>) {
  const styles = useFieldGridStyles();
  const pekerjaanList = useId();
  // Warnings never block the save: the clerk reads them beside the fields and saves to confirm.
  const [peringatanServer, setPeringatanServer] = useState<readonly PendudukPeringatan[]>([]);
  const peringatan = (values: V) => peringatanPerField([...(options.peringatanLokal?.(values) ?? []), ...peringatanServer]);

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    const refusal = await onSubmit(values);
    if (refusal) {
      const field = fieldOfServerError(refusal, options, withNoKk);
      if (field) helpers.setFieldError(field, refusal.message);
    }
  };

  return (
    <Formik<V> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, handleReset, values }) => (
        <FormikForm aria-busy={isSubmitting}>
          {options.periksa ? <PantauPeringatan periksa={options.periksa} recordId={recordId} onChange={setPeringatanServer} /> : null}
          {progress ? <FormProgress active={isSubmitting} /> : null}
          <div className={styles.grid}>
            {withNoKk ? (
              <FormikInput name="no_kk" label={LABEL_PENDUDUK.no_kk} required inputMode="numeric" maxLength={16} autoComplete="off" warning={peringatan(values).no_kk} />
            ) : null}
            <FormikInput name="nik" label={LABEL_PENDUDUK.nik} required inputMode="numeric" maxLength={16} autoComplete="off" warning={peringatan(values).nik} />
            <FormikInput name="nama_lengkap" label={LABEL_PENDUDUK.nama_lengkap} required maxLength={100} autoComplete="off" warning={peringatan(values).nama_lengkap} />
            <FormikSelect name="jenis_kelamin" label={LABEL_PENDUDUK.jenis_kelamin} required options={options.jenisKelamin} placeholder="Pilih Jenis Kelamin" warning={peringatan(values).jenis_kelamin} />
            <FormikInput
              name="tempat_lahir"
              label={LABEL_PENDUDUK.tempat_lahir}
              required
              maxLength={100}
              hint={catatanLahir ? `Tertulis sebelumnya: ${catatanLahir}` : 'Contoh: Malang'}
              autoComplete="off"
            />
            {/* The NIK's date check speaks of the birth date (the contract's field tempat_tanggal_lahir). */}
            <FormikDate
              name="tanggal_lahir"
              label={LABEL_PENDUDUK.tanggal_lahir}
              required
              hint={umurLengkap(tanggalIsoAda(values.tanggal_lahir) ? values.tanggal_lahir : null, hariIniLokal()) ? `Umur: ${umurLengkap(values.tanggal_lahir, hariIniLokal())}` : undefined}
              warning={peringatan(values).tempat_tanggal_lahir}
            />
            <FormikSelect name="agama" label={LABEL_PENDUDUK.agama} required options={options.agama} placeholder="Pilih Agama" />
            <FormikSelect name="status_perkawinan" label={LABEL_PENDUDUK.status_perkawinan} required options={options.statusPerkawinan} placeholder="Pilih Status Perkawinan" />
            {/* Dukcapil's list is offered; other text is accepted (the contract's Pekerjaan). */}
            <FormikInput name="pekerjaan" label={LABEL_PENDUDUK.pekerjaan} required maxLength={100} list={pekerjaanList} autoComplete="off" hint="Pilih dari daftar atau ketik sendiri" />
            <datalist id={pekerjaanList}>
              {options.pekerjaan.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
            <FormikSelect name="pendidikan_terakhir" label={LABEL_PENDUDUK.pendidikan_terakhir} required options={options.pendidikanTerakhir} placeholder="Pilih Pendidikan Terakhir" />
            <FormikSelect
              name="posisi_dalam_keluarga"
              label={LABEL_PENDUDUK.posisi_dalam_keluarga}
              required={!withNoKk}
              options={posisiOptions}
              placeholder="Pilih Posisi dalam Keluarga"
              hint={posisiNote}
            />
            <KolomKk options={options} />
            {wilayah}
            {alamatAsal ? (
              <div className={styles.wide}>
                <FormikTextarea name="alamat_asal" label={LABEL_PENDUDUK.alamat_asal} required rows={3} maxLength={255} />
              </div>
            ) : null}
          </div>
          <FormActions submitLabel={submitLabel} submitting={isSubmitting} onBack={onBack} onReset={handleReset} />
        </FormikForm>
      )}
    </Formik>
  );
}
