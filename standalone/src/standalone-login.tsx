import { Formik } from 'formik';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Card } from '@fluentui/react-card';
import { ProgressBar } from '@fluentui/react-progress';
import { Subtitle1, Body1 } from '@fluentui/react-text';
import { FormikForm, FormikInput, FormikPassword } from '@sid/ui/form';
import { useFeedback } from '@sid/ui/feedback';
import { toApiError } from '@sid/openapi';
import { login } from './standalone-api';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', paddingTop: '10vh' },
  card: { width: '360px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface StandaloneLoginProps {
  title: string;
  /** Where the server is: 'Desa Watugede', or 'Kabupaten Malang' on a regency's server. */
  place: string;
  onToken: (token: string) => void;
}

/** Signs in against the real server so that the module's calls carry a real token. */
export function StandaloneLogin({ title, place, onToken }: StandaloneLoginProps) {
  const styles = useStyles();
  const feedback = useFeedback();
  return (
    <div className={styles.root}>
      <Card className={styles.card}>
        <Subtitle1 as="h1">SELAMAT DATANG</Subtitle1>
        <Body1>{`Modul ${title} (mode mandiri), ${place}`}</Body1>
        <Formik
          initialValues={{ username: '', password: '' }}
          onSubmit={async (values) => {
            try {
              onToken(await login(values.username, values.password));
            } catch (thrown) {
              const error = toApiError(thrown);
              feedback.error(error.message, { id: error.code, timeout: 4000 });
            }
          }}
        >
          {({ isSubmitting }) => (
            <FormikForm className={styles.form}>
              <FormikInput name="username" label="Username" autoComplete="username" />
              <FormikPassword name="password" label="Password" autoComplete="current-password" />
              {isSubmitting ? <ProgressBar aria-label="Sedang masuk" /> : null}
              <Button type="submit" appearance="primary" disabled={isSubmitting}>Login</Button>
            </FormikForm>
          )}
        </Formik>
      </Card>
    </div>
  );
}
