// The code field of 'Tambah Desa'. The clerk types the digits (the dots come by themselves); once the
// code is whole it is looked up in the official list, and 'Cek Kode' looks again: the clerk sees which
// village the code is (name, kecamatan, regency, province) before adding it, and its name is offered
// for the letterhead.
import { useRef, useState } from 'react';
import { makeStyles, mergeClasses } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useFormikContext } from 'formik';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { CheckmarkCircleRegular, ErrorCircleRegular, SearchRegular } from '@fluentui/react-icons';
import { toApiError, type Wilayah } from '@sid/openapi';
import { KODE_WILAYAH } from '@sid/openapi/domain';
import { useFormikFieldState } from '@sid/ui/form';
import { cariWilayah } from '../api/cari-wilayah';
import { formatKodeWilayah, isKodeWilayah, sebutanKabupaten } from './kode-wilayah';
import type { DesaFormValues } from './desa-form-values';

type Lookup = { status: 'idle' } | { status: 'busy' } | { status: 'found'; wilayah: Wilayah } | { status: 'failed'; message: string };

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1 },
  // Level with the input under the field's label.
  button: { marginTop: '26px', flexShrink: 0 },
  result: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXS,
    minHeight: tokens.lineHeightBase300,
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase300,
  },
  found: { color: tokens.colorPaletteGreenForeground1 },
  failed: { color: tokens.colorPaletteRedForeground1 },
  icon: { flexShrink: 0, fontSize: tokens.fontSizeBase400 },
});

/** What the official list says of a code, in one line. */
export const uraianWilayah = (w: Wilayah): string => `${w.nama_desa}, Kecamatan ${w.kecamatan}, ${sebutanKabupaten(w.kabupaten)}, ${w.provinsi}`;

const tidakTerdaftar = (kode: string) =>
  `Kode ${kode} tidak ada dalam daftar wilayah Kemendagri. Periksa kembali kode desa (10 digit, mis. ${KODE_WILAYAH.contoh}).`;

export function KodeWilayahField() {
  const styles = useStyles();
  const { values, setFieldValue } = useFormikContext<DesaFormValues>();
  const { field, helpers, validationMessage } = useFormikFieldState<string>('kode_wilayah');
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  // The code asked last: an answer for an older code (typed over meanwhile) is dropped.
  const asked = useRef('');

  const cek = async (kode: string) => {
    if (!isKodeWilayah(kode)) {
      // Not whole yet: the field itself says what is wrong (the form's rule, shown once touched).
      asked.current = '';
      setLookup({ status: 'idle' });
      void helpers.setTouched(true);
      return;
    }
    asked.current = kode;
    setLookup({ status: 'busy' });
    try {
      const wilayah = await cariWilayah(kode);
      if (asked.current !== kode) return;
      setLookup({ status: 'found', wilayah });
      if (!values.nama_desa.trim()) void setFieldValue('nama_desa', wilayah.nama_desa);
    } catch (thrown) {
      if (asked.current !== kode) return;
      const error = toApiError(thrown);
      setLookup({ status: 'failed', message: error.status === 404 ? tidakTerdaftar(kode) : error.message });
    }
  };

  const change = (typed: string) => {
    const kode = formatKodeWilayah(typed);
    void helpers.setValue(kode);
    if (kode === field.value) return;
    if (isKodeWilayah(kode)) {
      void cek(kode);
    } else {
      asked.current = '';
      setLookup({ status: 'idle' });
    }
  };

  return (
    <div>
      <div className={styles.row}>
        <Field
          className={styles.field}
          label="Kode Wilayah (Kemendagri)"
          required
          validationMessage={validationMessage}
          hint={`10 digit dari daftar wilayah Kemendagri, mis. ${KODE_WILAYAH.contoh}; titiknya ditambahkan sendiri.`}
        >
          <Input
            name="kode_wilayah"
            value={field.value}
            onChange={(_, data) => change(data.value)}
            onBlur={field.onBlur}
            autoComplete="off"
            inputMode="numeric"
            placeholder={KODE_WILAYAH.contoh}
          />
        </Field>
        <Button className={styles.button} icon={<SearchRegular />} disabled={lookup.status === 'busy'} onClick={() => void cek(field.value)}>
          Cek Kode
        </Button>
      </div>
      {/* Always in the page, so that screen readers hear what the lookup found. */}
      <p role="status" aria-live="polite" className={mergeClasses(styles.result, lookup.status === 'found' && styles.found, lookup.status === 'failed' && styles.failed)}>
        {lookup.status === 'found' ? (
          <>
            <CheckmarkCircleRegular aria-hidden className={styles.icon} />
            <span>{uraianWilayah(lookup.wilayah)}</span>
          </>
        ) : lookup.status === 'failed' ? (
          <>
            <ErrorCircleRegular aria-hidden className={styles.icon} />
            <span>{lookup.message}</span>
          </>
        ) : lookup.status === 'busy' ? (
          <span>Mencari kode di daftar wilayah Kemendagri…</span>
        ) : null}
      </p>
    </div>
  );
}
