// /login (spec §2 Login, §4 Session, §8 LOGIN_FAIL). Part of main.js (app.tsx), and it imports only what it
// renders: this is the page that decides the first-load budget.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { ProgressBar } from '@fluentui/react-progress';
import { EyeRegular, EyeOffRegular } from '@fluentui/react-icons';
import { clearToken, toApiError } from '@sid/openapi';
import { useKnownVillage } from '@sid/ui-desa/module';
import { useConfig } from '../config/config-provider';
import { fetchPublicConfig, login } from '../api/shell-api';
import { forgetDesaHint, readDesaHint } from '../session/desa-hint';
import { useShellSession } from '../session/session-provider';
import { Snackbar } from '../feedback/snackbar';
import { preloadSignedInWhenIdle } from '../preload';
import { startSignedIn } from '../session/signed-in-start';
import { useShellNavigation } from '../navigation/navigation';
import { useStyles } from './login-page.styles';

/** Shown when the server hands out a token the browser cannot use (malformed or already expired). */
export const UNUSABLE_TOKEN_MESSAGE = 'Sesi dari server tidak dapat digunakan. Periksa tanggal dan jam perangkat, lalu coba lagi.';

/**
 * The village to show: the configuration's, or, when the app started before this browser signed in to
 * a village of the regency (a logout in the same tab), the one it remembers now.
 */
function useRememberedVillage() {
  const known = useKnownVillage();
  const [remembered, setRemembered] = useState<typeof known>(null);
  useEffect(() => {
    const hint = known ? null : readDesaHint();
    if (!hint) return undefined;
    let current = true;
    fetchPublicConfig(hint).then(
      (config) => {
        // The village is gone or inactive: the regency stays on screen, and the hint goes.
        if (config.village === null) forgetDesaHint();
        if (current) setRemembered(config.village);
      },
      () => { /* the regency stays on screen */ },
    );
    return () => { current = false; };
  }, [known]);
  return known ?? remembered;
}

export default function LoginPage() {
  const styles = useStyles();
  // The village when the server knows it (one village, or the one this browser signed in to last);
  // otherwise the regency, whose every village signs in here.
  const village = useRememberedVillage();
  const { regency } = useConfig();
  const { navigate } = useShellNavigation();
  const { signIn } = useShellSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const dismiss = useCallback(() => setFailure(null), []);

  // Spec §5: login has no client-side validation; the server answers for empty fields too.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(null);
    let message: string;
    try {
      const { token, user } = await login(username, password);
      if (signIn(token, user)) {
        // A password someone else set is changed first: nothing else would be answered (issue 40).
        if (!user.harus_ganti_password) startSignedIn('/');
        navigate('/', { replace: true });
        return;
      }
      message = UNUSABLE_TOKEN_MESSAGE;
    } catch (error) {
      message = toApiError(error).message;
    }
    // Spec §4: a failed login removes the token and clears the session.
    clearToken();
    setPending(false);
    setFailure({ message, key: Date.now() });
  }

  return (
    <main className={styles.page}>
      {pending ? <ProgressBar className={styles.progress} thickness="large" aria-label="Sedang masuk" /> : null}
      <header className={styles.brand}>
        {village ? (
          <>
            <p className={styles.brandTitle}>SISTEM KEPENDUDUKAN DESA {village.nama_desa.toUpperCase()}</p>
            <p className={styles.brandPlace}>Kecamatan {village.kecamatan}, Kabupaten {village.kabupaten}</p>
          </>
        ) : (
          <>
            <p className={styles.brandTitle}>SISTEM KEPENDUDUKAN DESA KABUPATEN {regency.kabupaten.toUpperCase()}</p>
            <p className={styles.brandPlace}>Provinsi {regency.provinsi}</p>
          </>
        )}
      </header>
      <section className={styles.card} aria-labelledby="login-heading">
        <h1 id="login-heading" className={styles.heading}>SELAMAT DATANG</h1>
        <p className={styles.intro}>
          {village
            ? `Silahkan login terlebih dahulu untuk masuk kedalam sistem kependudukan Desa ${village.nama_desa}`
            : `Silakan login terlebih dahulu untuk masuk ke dalam sistem kependudukan desa di Kabupaten ${regency.kabupaten}`}
        </p>
        <form className={styles.form} onSubmit={onSubmit} onFocus={preloadSignedInWhenIdle} noValidate>
          <Field label="Username">
            <Input
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={username}
              onChange={(_, data) => setUsername(data.value)}
            />
          </Field>
          <Field label="Password">
            <Input
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(_, data) => setPassword(data.value)}
              contentAfter={
                <Button
                  appearance="transparent"
                  size="small"
                  icon={showPassword ? <EyeOffRegular /> : <EyeRegular />}
                  aria-label={showPassword ? 'Sembunyikan password' : 'Tampilkan password'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                />
              }
            />
          </Field>
          <Button className={styles.submit} appearance="primary" size="large" type="submit" disabled={pending}>
            Login
          </Button>
        </form>
      </section>
      {failure ? <Snackbar key={failure.key} message={failure.message} onDismiss={dismiss} /> : null}
    </main>
  );
}
