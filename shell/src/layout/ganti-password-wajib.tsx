// Issue 40: an account whose password someone else set (a Super Admin creating or resetting it, or the
// Admin Kabupaten) sees only this at sign-in: the 'Ubah Password' dialog of the account menu, which
// cannot be put off, only left by signing out. The server refuses every other operation until the
// change (403 PASSWORD_HARUS_DIGANTI); once it is saved the shell opens as usual.
import { useEffect, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { FeedbackProvider } from '@sid/ui/feedback';
import { useSession } from '@sid/ui-desa/module';
import { useShellSession } from '../session/session-provider';
import { UbahPasswordDialog } from './ubah-password-dialog';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function GantiPasswordWajib() {
  const styles = useStyles();
  const { user, logout } = useSession();
  const { passwordDiganti } = useShellSession();
  // Saved: the dialog goes first, and the shell opens on the next frame. Switched in the same render,
  // the modal dialog's clean-up would leave the new page hidden from assistive technology (aria-hidden).
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!saved) return undefined;
    const frame = requestAnimationFrame(passwordDiganti);
    return () => cancelAnimationFrame(frame);
  }, [saved, passwordDiganti]);
  return (
    <FeedbackProvider>
      <main className={styles.page}>
        <h1 className={styles.title}>{user.namaLengkap ? `Selamat datang, ${user.namaLengkap}` : 'Selamat datang'}</h1>
      </main>
      {saved ? null : <UbahPasswordDialog onClose={() => setSaved(true)} wajib={{ onLogout: () => void logout() }} />}
    </FeedbackProvider>
  );
}
