// The regency's logo printed on every village's letterhead: the one saved (none before the first
// upload) and the upload of a png or jpeg of at most 1 MB (the server says so too: 413 / 415).
import { useEffect, useState } from 'react';
import { mixed, object } from 'yup';
import { Formik } from 'formik';
import { makeStyles } from '@griffel/react';
import { Button } from '@fluentui/react-button';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { api } from '@sid/openapi';
import { FormikForm, FormikImageFile } from '@sid/ui/form';
import { usePageStyles } from '@sid/ui/page';
import { useServerAction } from '@sid/ui-desa/feedback';
import { unggahLogoKabupaten } from '../api/surat-kabupaten';

const BATAS_LOGO = 1024 * 1024;

const useStyles = makeStyles({
  logo: { width: '96px', height: '96px', objectFit: 'contain', border: '1px solid #d1d1d1', padding: '4px' },
});

/** The saved logo as an object URL (the endpoint needs the session's token); null before one is saved. */
function useLogoTersimpan(versi: number): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let dibuang = false;
    let dibuat: string | null = null;
    void api.GET('/api/surat/logo', { parseAs: 'blob' }).then(({ data }) => {
      if (dibuang) return;
      if (!(data instanceof Blob)) return setUrl(null);
      dibuat = URL.createObjectURL(data);
      setUrl(dibuat);
    }).catch(() => setUrl(null));
    return () => {
      dibuang = true;
      if (dibuat) URL.revokeObjectURL(dibuat);
    };
  }, [versi]);
  return url;
}

const schema = object({
  logo: mixed<File>()
    .nullable()
    .test('wajib', 'Pilih berkas logo (PNG atau JPG)', (f) => Boolean(f))
    .test('jenis', 'Logo harus berkas PNG atau JPG', (f) => !f || ['image/png', 'image/jpeg'].includes(f.type))
    .test('ukuran', 'Logo terlalu besar: paling besar 1 MB', (f) => !f || f.size <= BATAS_LOGO),
});

export function LogoKabupaten() {
  const s = useStyles();
  const styles = usePageStyles();
  const action = useServerAction();
  const [versi, setVersi] = useState(0);
  const logo = useLogoTersimpan(versi);
  return (
    <section className={`${styles.card} ${styles.stack}`} aria-labelledby="logo-kabupaten-title">
      <h2 id="logo-kabupaten-title">Logo Kabupaten</h2>
      <p>Logo dicetak di kop setiap surat desa. Cukup diunggah sekali; mengunggah lagi menggantinya.</p>
      {logo ? <img className={s.logo} src={logo} alt="Logo kabupaten yang tersimpan" /> : logo === null ? <p>Belum ada logo: kop surat dicetak tanpa logo.</p> : null}
      <Formik<{ logo: File | null }>
        initialValues={{ logo: null }}
        validationSchema={schema}
        onSubmit={(values, form) =>
          action.submit(() => unggahLogoKabupaten(values.logo as File), {
            form,
            fallback: 'Logo kabupaten berhasil disimpan',
            onSaved: () => {
              form.resetForm();
              setVersi((v) => v + 1);
            },
          })
        }
      >
        {({ isSubmitting }) => (
          <FormikForm className={styles.stack} aria-label="Unggah logo kabupaten">
            <FormikImageFile name="logo" label="Berkas logo" accept="image/png,image/jpeg" required hint="PNG atau JPG, paling besar 1 MB" />
            <div className={styles.buttons}>
              <Button type="submit" appearance="primary" icon={<ArrowUploadRegular />} disabledFocusable={isSubmitting}>Simpan Logo</Button>
            </div>
          </FormikForm>
        )}
      </Formik>
    </section>
  );
}
