import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { NavigationRegular } from '@fluentui/react-icons';
import { useKnownVillage, useSession } from '@sid/ui-desa/module';
import { useConfig } from '../config/config-provider';
import { AccountMenu } from './account-menu';

export const TOP_BAR_HEIGHT = 56;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: `${TOP_BAR_HEIGHT}px`,
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: tokens.shadow4,
    zIndex: 2,
  },
  iconButton: {
    color: 'inherit',
    ':hover': { color: 'inherit', backgroundColor: tokens.colorBrandBackgroundHover },
    ':hover:active': { color: 'inherit', backgroundColor: tokens.colorBrandBackgroundPressed },
  },
  title: {
    flexGrow: 1,
    minWidth: 0,
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.03em',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    // On a phone the whole title still fits, on two lines.
    '@media (max-width: 599px)': {
      fontSize: tokens.fontSizeBase300,
      lineHeight: tokens.lineHeightBase300,
      whiteSpace: 'normal',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
  // Who is signed in, beside the account menu; on a phone the menu itself says it (no room here).
  who: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    flexShrink: 1,
    minWidth: 0,
    maxWidth: '30%',
    margin: 0,
    lineHeight: tokens.lineHeightBase200,
    '@media (max-width: 599px)': {
      display: 'none',
    },
  },
  whoName: {
    maxWidth: '100%',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  whoRole: {
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
  },
});

export interface TopBarProps {
  drawerOpen: boolean;
  onToggleDrawer: () => void;
}

/** Spec §1: 'SISTEM KEPENDUDUKAN DESA' followed by the village name, as the village's own app wrote it. */
export function appTitle(namaDesa: string): string {
  return `SISTEM KEPENDUDUKAN DESA ${namaDesa.toUpperCase()}`;
}

/** The regency console's title: the product and the regency (the Admin Kabupaten has no village). */
export function regencyTitle(kabupaten: string): string {
  return `SISTEM KEPENDUDUKAN DESA KABUPATEN ${kabupaten.toUpperCase()}`;
}

/** Where the signed-in user works: their village, or the regency for the Admin Kabupaten. */
export function tempatKerja(village: { nama_desa: string } | null, regency: { kabupaten: string }): string {
  return village ? `Desa ${village.nama_desa}` : `Kabupaten ${regency.kabupaten}`;
}

export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  const styles = useStyles();
  const village = useKnownVillage();
  const { regency } = useConfig();
  const { user } = useSession();
  return (
    <header className={styles.bar}>
      <Button
        appearance="transparent"
        size="large"
        className={styles.iconButton}
        icon={<NavigationRegular />}
        aria-label={drawerOpen ? 'Tutup menu' : 'Buka menu'}
        aria-expanded={drawerOpen}
        aria-controls="app-drawer"
        onClick={onToggleDrawer}
      />
      <h1 className={styles.title}>{village ? appTitle(village.nama_desa) : regencyTitle(regency.kabupaten)}</h1>
      <p className={styles.who} data-testid="signed-in-user">
        {user.namaLengkap ? <span className={styles.whoName}>{user.namaLengkap}</span> : null}
        <span className={styles.whoRole}>{user.role}</span>
      </p>
      <AccountMenu buttonClassName={styles.iconButton} place={tempatKerja(village, regency)} />
    </header>
  );
}
