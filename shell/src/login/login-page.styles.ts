// The styles of login-page.tsx, computed at build time (tooling/rspack/griffel-styles-loader.mjs):
// a `*.styles.ts` file exports only makeStyles hooks and imports only packages.
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';

export const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXXL,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    background: `linear-gradient(180deg, ${tokens.colorBrandBackground} 0, ${tokens.colorBrandBackground} 42vh, ${tokens.colorNeutralBackground2} 42vh)`,
    '@media (max-width: 599px)': {
      justifyContent: 'flex-start',
      gap: 0,
      padding: 0,
      background: tokens.colorNeutralBackground1,
    },
  },
  brand: {
    textAlign: 'center',
    color: tokens.colorNeutralForegroundOnBrand,
    '@media (max-width: 599px)': {
      alignSelf: 'stretch',
      padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
      backgroundColor: tokens.colorBrandBackground,
    },
  },
  brandTitle: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    letterSpacing: '0.04em',
  },
  brandPlace: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    opacity: 0.9,
  },
  progress: {
    position: 'fixed',
    top: 0,
    left: 0,
    right: 0,
    zIndex: 1000,
  },
  card: {
    width: '100%',
    maxWidth: '420px',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 599px)': {
      maxWidth: 'none',
      borderRadius: 0,
      boxShadow: 'none',
      padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXL}`,
    },
  },
  // Plain elements with Fluent's type ramp rather than @fluentui/react-text: one package less on the
  // page that sets the first-load budget.
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    // A shade darker than the brand colour: large text needs 3:1 on white, #329DF7 gives 2.9.
    color: tokens.colorBrandForeground2,
    letterSpacing: '0.02em',
  },
  intro: {
    margin: `${tokens.spacingVerticalS} 0 0`,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground2,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    marginTop: tokens.spacingVerticalXXL,
  },
  submit: {
    marginTop: tokens.spacingVerticalS,
  },
});
