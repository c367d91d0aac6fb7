import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Button } from '@fluentui/react-button';
import { NavigationRegular } from '@fluentui/react-icons';
import { useKnownVillage } from '@sid/ui/module';
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

export function TopBar({ drawerOpen, onToggleDrawer }: TopBarProps) {
  const styles = useStyles();
  const village = useKnownVillage();
  const { regency } = useConfig();
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
      <AccountMenu buttonClassName={styles.iconButton} />
    </header>
  );
}
