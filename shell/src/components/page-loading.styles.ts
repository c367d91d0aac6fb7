// The styles of page-loading.tsx, computed at build time (tooling/rspack/griffel-styles-loader.mjs):
// a `*.styles.ts` file exports only makeStyles hooks and imports only packages.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '100vh',
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground3,
  },
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
  },
});
