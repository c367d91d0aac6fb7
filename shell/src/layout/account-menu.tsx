import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { KeyRegular, PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { FeedbackProvider } from '@sid/ui/feedback';
import { useSession } from '@sid/ui-desa/module';

// The dialog (its form and the rules) loads when it is first opened, not with the top bar.
const UbahPasswordDialog = lazy(() => import('./ubah-password-dialog').then((m) => ({ default: m.UbahPasswordDialog })));

const useStyles = makeStyles({
  // Who is signed in and where, above the one item: the top bar has no room for it on a phone.
  who: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxWidth: '280px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  detail: {
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
});

export interface AccountMenuProps {
  buttonClassName?: string;
  /** Where the user works: 'Desa Watugede', or 'Kabupaten Malang' for the Admin Kabupaten. */
  place: string;
}

/**
 * Spec §2: 'Log Out' (records the logout, clears the session, goes to /login); before it 'Ubah Password'
 * (issue 16), for the village's staff and the Admin Kabupaten alike (issue 33).
 * The top bar sits outside the pages' FeedbackProvider, so the menu has its own for the dialog's toast.
 */
export function AccountMenu({ buttonClassName, place }: AccountMenuProps) {
  const styles = useStyles();
  const { user, logout } = useSession();
  const who = user.namaLengkap ? `${user.namaLengkap}, ${user.role}` : user.role;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const wasOpen = useRef(false);
  // The item that opened the dialog is gone with the menu: focus goes back to the menu's button.
  useEffect(() => {
    if (wasOpen.current && !dialogOpen) buttonRef.current?.focus();
    wasOpen.current = dialogOpen;
  }, [dialogOpen]);
  return (
    <FeedbackProvider>
      <Menu positioning={{ position: 'below', align: 'end', offset: 8 }}>
        <MenuTrigger disableButtonEnhancement>
          <Button
            ref={buttonRef}
            appearance="transparent"
            size="large"
            className={buttonClassName}
            icon={<PersonCircleRegular />}
            aria-label={`Akun (${who})`}
          />
        </MenuTrigger>
        <MenuPopover>
          <div className={styles.who} data-testid="account-who">
            {user.namaLengkap ? <span className={styles.name}>{user.namaLengkap}</span> : null}
            <span className={styles.detail}>{user.role}</span>
            <span className={styles.detail}>{place}</span>
          </div>
          <MenuList>
            <MenuItem icon={<KeyRegular />} onClick={() => setDialogOpen(true)}>
              Ubah Password
            </MenuItem>
            <MenuItem icon={<SignOutRegular />} onClick={() => { void logout(); }}>
              Log Out
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialogOpen ? (
        <Suspense fallback={null}>
          <UbahPasswordDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      ) : null}
    </FeedbackProvider>
  );
}
