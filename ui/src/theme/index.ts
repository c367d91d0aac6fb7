// The product's Fluent UI v9 theme: brand #329DF7, warning #F7C032, error #F73232 (spec §9).
import type { Theme } from '@fluentui/react-theme';
import { brandRamp, light } from './light-theme.computed';

export { brandRamp };

export const colors = {
  primary: '#329DF7',
  warning: '#F7C032',
  error: '#F73232',
} as const;

/**
 * The error red under white text. White on #F73232 is 3.8:1, below WCAG AA (4.5:1): the danger
 * buttons (Hapus), the red toasts and the login snackbar use this darker red (5.1:1); #F73232 stays
 * the red of borders, charts and indicators.
 */
export const errorSurface = '#D12A2A';

// White text on #329DF7 has a contrast of 2.9:1, below WCAG AA (4.5:1). Surfaces that carry white
// text (primary buttons, top bar, login band) use the ramp's 60 step (#2578BF, 4.65:1 under white);
// brand-coloured text and links the 50 step (#1F65A3): it is read on white and also on the grey
// panels (#FAFAFA) and the blue of a highlighted row (#E8F4FE), where the 60 step falls to 4.2-4.5:1
// (axe in the e2e journeys). #329DF7 stays the compound brand colour of indicators, focus and progress.
export const sidTheme: Theme = {
  ...light,
  colorBrandBackground: brandRamp[60],
  colorBrandBackgroundHover: brandRamp[50],
  colorBrandBackgroundPressed: brandRamp[40],
  colorBrandBackgroundSelected: brandRamp[50],
  colorBrandForeground1: brandRamp[50],
  colorBrandForeground2: brandRamp[40],
  colorBrandForegroundLink: brandRamp[50],
  colorBrandForegroundLinkHover: brandRamp[40],
  colorCompoundBrandBackground: brandRamp[80],
  colorCompoundBrandStroke: brandRamp[80],
  colorPaletteRedBackground3: errorSurface,
  colorPaletteRedForeground1: '#C21F1F',
  colorPaletteRedBorder2: colors.error,
  colorStatusDangerBackground3: errorSurface,
  colorStatusDangerForeground1: '#C21F1F',
  colorStatusDangerBorder2: colors.error,
  colorPaletteYellowBackground3: colors.warning,
  colorStatusWarningBackground3: colors.warning,
  colorStatusWarningBorder2: colors.warning,
};
