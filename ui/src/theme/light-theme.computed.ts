// Fluent's light theme over the product's brand ramp. A production build runs this file at build time
// and ships the result as a literal (tooling/rspack/computed-loader.mjs): the browser then needs none
// of Fluent's colour palettes and computes nothing before the first paint. Plain data only.
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

export const light: Theme = createLightTheme(brandRamp);
