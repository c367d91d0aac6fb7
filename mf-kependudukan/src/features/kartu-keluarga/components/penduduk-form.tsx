// The form of the family-card area: a card with its head (/kartu_keluarga/insert), a new member
// (/kartu_keluarga/{id}/i) and a member's edit (/kartu_keluarga/{id}/d/update). Options come from
// @sid/openapi/rules; yup (the rules' schemas) validates with the spec's messages, Field shows them.
import { useId } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { ArrowLeftRegular, ArrowResetRegular, SaveRegular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import type { ApiError } from '@sid/openapi';
import {
  AGAMA,
  JENIS_KELAMIN,
  PEKERJAAN,
  PENDIDIKAN_TERAKHIR,
  POSISI_DALAM_KELUARGA,
  STATUS_PERKAWINAN,
} from '@sid/openapi/rules';
import { FormikInput, FormikSelect, FormikTextarea } from '@sid/ui/form';
import { FormProgress } from '../../../lib/form-progress';
import type { PendudukFormValues } from '../api/penduduk-form-values';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
    '@media (max-width: 719px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  wide: { gridColumn: '1 / -1' },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalXL,
  },
});

/** Which field a server refusal is about, so the message also shows under that field. */
export function fieldOfServerError(error: ApiError, withNoKk: boolean): keyof PendudukFormValues | 'no_kk' | undefined {
  const text = error.message;
  if (withNoKk && /nomor kk|no\.? ?kk|no_kk/i.test(text)) return 'no_kk';
  if (/\bnik\b/i.test(text)) return 'nik';
  if (/kepala keluarga/i.test(text)) return 'posisi_dalam_keluarga';
  return undefined;
}

export interface PendudukFormProps<V extends PendudukFormValues> {
  initialValues: V;
  schema: AnyObjectSchema;
  /** The card-with-head form also asks the card number. */
  withNoKk?: boolean;
  /** The family positions on offer (the rules' list, minus a head the card already has). */
  posisiOptions?: readonly string[];
  /** Under the family position, e.g. '*Default posisi dalam keluarga adalah Kepala Keluarga'. */
  posisiNote?: string;
  submitLabel: string;
  /** Add forms show the decorative progress bar while saving (spec §2). */
  progress?: boolean;
  /** Resolves undefined when saved (the page moves on), or the server's refusal (already shown). */
  onSubmit: (values: V) => Promise<ApiError | undefined>;
  onBack: () => void;
}

export function PendudukForm<V extends PendudukFormValues>({
  initialValues, schema, withNoKk = false, posisiOptions = POSISI_DALAM_KELUARGA, posisiNote, submitLabel, progress = false, onSubmit, onBack,
}: PendudukFormProps<V>) {
  const styles = useStyles();
  const pekerjaanList = useId();

  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    const refusal = await onSubmit(values);
    if (refusal) {
      const field = fieldOfServerError(refusal, withNoKk);
      if (field) helpers.setFieldError(field, refusal.message);
    }
  };

  return (
    <Formik<V> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, handleReset }) => (
        <Form noValidate aria-busy={isSubmitting}>
          {progress ? <FormProgress active={isSubmitting} /> : null}
          <div className={styles.grid}>
            {withNoKk ? (
              <FormikInput name="no_kk" label="Nomor KK" required inputMode="numeric" maxLength={16} autoComplete="off" />
            ) : null}
            <FormikInput name="nik" label="NIK" required inputMode="numeric" maxLength={16} autoComplete="off" />
            <FormikInput name="nama_lengkap" label="Nama Lengkap" required maxLength={100} autoComplete="off" />
            <FormikSelect name="jenis_kelamin" label="Jenis Kelamin" required options={JENIS_KELAMIN} placeholder="Pilih Jenis Kelamin" />
            <FormikInput
              name="tempat_tanggal_lahir"
              label="Tempat Tanggal Lahir"
              required
              maxLength={150}
              hint="Contoh: Malang, 05 Januari 1990"
              autoComplete="off"
            />
            <FormikInput name="umur" label="Umur" required maxLength={50} autoComplete="off" />
            <FormikSelect name="agama" label="Agama" required options={AGAMA} placeholder="Pilih Agama" />
            <FormikSelect name="status_perkawinan" label="Status Perkawinan" required options={STATUS_PERKAWINAN} placeholder="Pilih Status Perkawinan" />
            {/* Dukcapil's list is offered; other text is accepted (the contract's Pekerjaan). */}
            <FormikInput name="pekerjaan" label="Pekerjaan" required maxLength={100} list={pekerjaanList} autoComplete="off" hint="Pilih dari daftar atau ketik sendiri" />
            <datalist id={pekerjaanList}>
              {PEKERJAAN.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
            <FormikSelect name="pendidikan_terakhir" label="Pendidikan Terakhir" required options={PENDIDIKAN_TERAKHIR} placeholder="Pilih Pendidikan Terakhir" />
            <FormikSelect
              name="posisi_dalam_keluarga"
              label="Posisi dalam Keluarga"
              required={!withNoKk}
              options={posisiOptions}
              placeholder="Pilih Posisi dalam Keluarga"
              hint={posisiNote}
            />
            <div className={styles.wide}>
              <FormikTextarea name="alamat_asal" label="Alamat Asal" required rows={3} maxLength={255} />
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="button" icon={<ArrowLeftRegular />} onClick={onBack} disabled={isSubmitting}>
              Kembali
            </Button>
            <Button type="button" icon={<ArrowResetRegular />} onClick={handleReset} disabled={isSubmitting}>
              Reset Form
            </Button>
            <Button type="submit" appearance="primary" icon={isSubmitting ? <Spinner size="tiny" /> : <SaveRegular />} disabledFocusable={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
