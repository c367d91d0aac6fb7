// The styles of status-panel.tsx, computed at build time (tooling/rspack/griffel-styles-loader.mjs):
// a `*.styles.ts` file exports only makeStyles hooks and imports only packages.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    maxWidth: '560px',
    margin: '0 auto',
    boxSizing: 'border-box',
  },
  fullPage: {
    minHeight: '100vh',
  },
  icon: {
    fontSize: '48px',
    lineHeight: 1,
    display: 'flex',
  },
  danger: { color: tokens.colorStatusDangerForeground1 },
  warning: { color: tokens.colorStatusWarningForeground1 },
  brand: { color: tokens.colorBrandForeground1 },
  // Plain elements with Fluent's type ramp: the panel is on the first load (configuration failure),
  // where every package counts.
  title: {
    margin: 0,
    fontSize: tokens.fontSizeBase600,
    lineHeight: tokens.lineHeightBase600,
    fontWeight: tokens.fontWeightSemibold,
  },
  description: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  detail: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    wordBreak: 'break-word',
  },
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
    justifyContent: 'center',
    marginTop: tokens.spacingVerticalS,
  },
});
