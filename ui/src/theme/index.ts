// The product's Fluent UI v9 theme: brand #329DF7, warning #F7C032, error #F73232 (spec §9).
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-theme';

/** Brand ramp around #329DF7 (80 is the brand colour itself; lower is darker, higher lighter). */
export const brandRamp: BrandVariants = {
  10: '#061A33',
  20: '#0C2D4F',
  30: '#133F6B',
  40: '#195287',
  50: '#1F65A3',
  60: '#2578BF',
  70: '#2C8ADB',
  80: '#329DF7',
  90: '#49A8F8',
  100: '#60B3F9',
  110: '#76BEFA',
  120: '#8DC9FB',
  130: '#A4D3FB',
  140: '#BBDEFC',
  150: '#D1E9FD',
  160: '#E8F4FE',
};

export const colors = {
  primary: '#329DF7',
  warning: '#F7C032',
  error: '#F73232',
} as const;

const light = createLightTheme(brandRamp);

// White text on #329DF7 has a contrast of 2.9:1, below WCAG AA (4.5:1). Surfaces that carry white
// text (primary buttons, top bar, login band) and brand-coloured text use the ramp's 60 step
// (#2578BF, 4.65:1); #329DF7 stays the compound brand colour of indicators, focus and progress.
export const sidTheme: Theme = {
  ...light,
  colorBrandBackground: brandRamp[60],
  colorBrandBackgroundHover: brandRamp[50],
  colorBrandBackgroundPressed: brandRamp[40],
  colorBrandBackgroundSelected: brandRamp[50],
  colorBrandForeground1: brandRamp[60],
  colorBrandForeground2: brandRamp[50],
  colorBrandForegroundLink: brandRamp[60],
  colorBrandForegroundLinkHover: brandRamp[50],
  colorCompoundBrandBackground: brandRamp[80],
  colorCompoundBrandStroke: brandRamp[80],
  colorPaletteRedBackground3: colors.error,
  colorPaletteRedForeground1: '#C21F1F',
  colorPaletteRedBorder2: colors.error,
  colorStatusDangerBackground3: colors.error,
  colorStatusDangerForeground1: '#C21F1F',
  colorStatusDangerBorder2: colors.error,
  colorPaletteYellowBackground3: colors.warning,
  colorStatusWarningBackground3: colors.warning,
  colorStatusWarningBorder2: colors.warning,
};
