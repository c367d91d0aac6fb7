import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSession } from '@sid/ui/module';

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

/** Spec §2: one item, 'Log Out' (records the logout, clears the session, goes to /login). */
export function AccountMenu({ buttonClassName, place }: AccountMenuProps) {
  const styles = useStyles();
  const { user, logout } = useSession();
  const who = user.namaLengkap ? `${user.namaLengkap}, ${user.role}` : user.role;
  return (
    <Menu positioning={{ position: 'below', align: 'end', offset: 8 }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
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
          <MenuItem icon={<SignOutRegular />} onClick={() => { void logout(); }}>
            Log Out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
