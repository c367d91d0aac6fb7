// The styles of snackbar.tsx, computed at build time (tooling/rspack/griffel-styles-loader.mjs):
// a `*.styles.ts` file exports only makeStyles hooks and imports only packages.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStyles = makeStyles({
  root: {
    position: 'fixed',
    left: tokens.spacingHorizontalL,
    bottom: tokens.spacingVerticalL,
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: '280px',
    maxWidth: 'min(560px, calc(100vw - 32px))',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    // The theme's danger background: the spec's error red (§9) darkened to carry white text at
    // WCAG AA contrast (@sid/ui/theme's errorSurface; white on #F73232 itself is 3.8:1).
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    '@media (max-width: 599px)': {
      left: tokens.spacingHorizontalS,
      right: tokens.spacingHorizontalS,
      bottom: tokens.spacingVerticalS,
      minWidth: 0,
      maxWidth: 'none',
    },
  },
  icon: { fontSize: '20px', display: 'flex', flexShrink: 0 },
  message: { flexGrow: 1 },
  close: { color: 'inherit', minWidth: 'auto', flexShrink: 0 },
});
