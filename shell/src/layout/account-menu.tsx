import { Button } from '@fluentui/react-button';
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-menu';
import { PersonCircleRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSession } from '@sid/ui/module';

/** Spec §2: one item, 'Log Out' (records the logout, clears the session, goes to /login). */
export function AccountMenu({ buttonClassName }: { buttonClassName?: string }) {
  const { user, logout } = useSession();
  return (
    <Menu positioning={{ position: 'below', align: 'end', offset: 8 }}>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          size="large"
          className={buttonClassName}
          icon={<PersonCircleRegular />}
          aria-label={`Akun (${user.role})`}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<SignOutRegular />} onClick={() => { void logout(); }}>
            Log Out
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
