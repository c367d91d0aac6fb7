// 'Ubah Password' (issue 16): a clerk changes their own password from the account menu. The rule of
// the new password is the contract's (PASSWORD_MIN_LENGTH / PASSWORD_MAX_LENGTH and minLengthMessage
// of @sid/openapi/domain: the server's own words), said before typing and checked before sending; a
// wrong current password comes back under 'Password Lama' by its code (PASSWORD_LAMA_SALAH).
//
// No formik here, as on the login page: the shell shares every @sid/ui subpath it imports with the
// modules, and a shell-provided @sid/ui/form would carry a formik of its own (the shell does not
// share one), splitting the modules' forms from their fields' context.
import { useEffect, useRef, useState } from 'react';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Button } from '@fluentui/react-button';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { fieldOfError, minLengthMessage, PASSWORD_BARU_SAMA_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sid/openapi/domain';
import { Banner } from '@sid/ui/banner';
import { FormDialog } from '@sid/ui/dialogs';
import { focusFirstInvalid } from '@sid/ui/dialog-focus';
import { refusalMessage, type RefusalForm } from '@sid/ui/feedback';
import { useServerAction } from '@sid/ui-desa/feedback';
import { changeOwnPassword } from '../api/shell-api';

export interface UbahPasswordValues {
  password_lama: string;
  password_baru: string;
  ulangi_password_baru: string;
}
type Errors = Partial<Record<keyof UbahPasswordValues, string>>;

export const UBAH_PASSWORD_MESSAGES = {
  lamaKosong: 'Password lama tidak boleh kosong',
  baruKosong: 'password_baru tidak boleh kosong',
  baruPendek: minLengthMessage('password_baru', PASSWORD_MIN_LENGTH),
  baruPanjang: `password_baru maksimal ${PASSWORD_MAX_LENGTH} karakter`,
  baruSama: PASSWORD_BARU_SAMA_MESSAGE,
  ulangiKosong: 'Ulangi password baru tidak boleh kosong',
  tidakSama: 'Ulangi password baru tidak sama dengan password baru',
} as const;

export const PASSWORD_BARU_HINT = `Minimal ${PASSWORD_MIN_LENGTH} karakter. Sesi Anda di perangkat lain akan berakhir.`;

/** What the server would refuse (PasswordChangeInput), and the repetition only the form has. */
export function periksaUbahPassword(values: UbahPasswordValues): Errors {
  const errors: Errors = {};
  if (values.password_lama === '') errors.password_lama = UBAH_PASSWORD_MESSAGES.lamaKosong;
  if (values.password_baru === '') errors.password_baru = UBAH_PASSWORD_MESSAGES.baruKosong;
  else if (values.password_baru.length < PASSWORD_MIN_LENGTH) errors.password_baru = UBAH_PASSWORD_MESSAGES.baruPendek;
  else if (values.password_baru.length > PASSWORD_MAX_LENGTH) errors.password_baru = UBAH_PASSWORD_MESSAGES.baruPanjang;
  else if (values.password_baru === values.password_lama) errors.password_baru = UBAH_PASSWORD_MESSAGES.baruSama;
  if (values.ulangi_password_baru === '') errors.ulangi_password_baru = UBAH_PASSWORD_MESSAGES.ulangiKosong;
  else if (values.ulangi_password_baru !== values.password_baru) errors.ulangi_password_baru = UBAH_PASSWORD_MESSAGES.tidakSama;
  return errors;
}

function PasswordField({ name, label, hint, value, error, autoComplete, onChange }: {
  name: keyof UbahPasswordValues;
  label: string;
  hint?: string;
  value: string;
  error: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} required validationMessage={error}>
      <Input
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        maxLength={PASSWORD_MAX_LENGTH}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        contentAfter={
          <Button
            type="button"
            size="small"
            appearance="transparent"
            icon={visible ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    </Field>
  );
}

const INITIAL: UbahPasswordValues = { password_lama: '', password_baru: '', ulangi_password_baru: '' };

export interface UbahPasswordDialogProps {
  /** Closes the dialog (cancel, Escape, or after the change was saved). */
  onClose: () => void;
  /**
   * The first sign-in with a password someone else set (issue 40): the change cannot be put off, only
   * left by signing out (the cancel button says 'Log Out'; Escape does nothing).
   */
  wajib?: { onLogout: () => void };
}

export const GANTI_PASSWORD_WAJIB_PESAN =
  'Password akun ini diatur oleh orang lain. Ganti dengan password pilihan Anda sendiri sebelum mulai bekerja.';

export function UbahPasswordDialog({ onClose, wajib }: UbahPasswordDialogProps) {
  const action = useServerAction();
  const [values, setValues] = useState(INITIAL);
  const [errors, setErrors] = useState<Errors>({});
  // After the first attempt, the form's own checks follow the typing (as formik's do).
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // After a submit that did not save, focus goes to the first field to fix (as useFocusFirstInvalid
  // of @sid/ui/form does for formik's forms): counted per attempt, applied once the messages show.
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedAttempts, setRefusedAttempts] = useState(0);
  useEffect(() => {
    if (refusedAttempts > 0) focusFirstInvalid(formRef.current);
  }, [refusedAttempts]);

  // Where useServerAction hands a refusal back: under its field, or in the banner.
  const form: RefusalForm = {
    setFieldError: (field, message) => setErrors((e) => ({ ...e, [field]: message })),
    setFieldTouched: () => undefined,
    setStatus: (status) => setRefusal(refusalMessage(status)),
  };

  const change = (name: keyof UbahPasswordValues) => (value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (attempted) setErrors(periksaUbahPassword(next));
  };

  const submit = async () => {
    setAttempted(true);
    const found = periksaUbahPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusedAttempts((n) => n + 1);
      return;
    }
    setSubmitting(true);
    const refused = await action.submit(() => changeOwnPassword({ password_lama: values.password_lama, password_baru: values.password_baru }), {
      form,
      fallback: 'Password berhasil diubah',
      fieldOf: fieldOfError,
      onSaved: onClose,
    });
    if (refused) {
      setSubmitting(false);
      setRefusedAttempts((n) => n + 1);
    }
  };

  return (
    <FormDialog
      open
      formRef={formRef}
      title="Ubah Password"
      submitLabel="Simpan"
      submitting={submitting}
      onSubmit={() => void submit()}
      onCancel={wajib ? wajib.onLogout : onClose}
      {...(wajib ? { cancelLabel: 'Log Out', dismissible: false } : {})}
    >
      {wajib ? <Banner intent="info" message={GANTI_PASSWORD_WAJIB_PESAN} /> : null}
      {refusal ? <Banner intent="error" message={refusal} onDismiss={() => setRefusal(undefined)} /> : null}
      <PasswordField name="password_lama" label="Password Lama" autoComplete="current-password" value={values.password_lama} error={errors.password_lama} onChange={change('password_lama')} />
      <PasswordField name="password_baru" label="Password Baru" hint={PASSWORD_BARU_HINT} autoComplete="new-password" value={values.password_baru} error={errors.password_baru} onChange={change('password_baru')} />
      <PasswordField name="ulangi_password_baru" label="Ulangi Password Baru" autoComplete="new-password" value={values.ulangi_password_baru} error={errors.ulangi_password_baru} onChange={change('ulangi_password_baru')} />
    </FormDialog>
  );
}
