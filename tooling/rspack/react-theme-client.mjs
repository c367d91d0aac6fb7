// The @fluentui/react-theme the app shares at run time: the tokens, not the themes.
//
// Module Federation shares a package whole, and @fluentui/react-theme whole is every Fluent theme
// (web light and dark, Teams light, dark and high contrast) with the colour palettes they are made
// of: ~6.6 KB brotli after sign-in that nothing uses. The app's theme is @sid/ui/theme, computed at
// build time (ui/src/theme/light-theme.computed.ts); every Fluent package, the shell and the modules
// import only `tokens` and `typographyStyles` from here. The themes and the functions that make them
// are replaced by values that say why they are missing rather than `undefined`.
//
// The shell's share table offers this module as '@fluentui/react-theme' (shared-scope-loader.mjs,
// through the alias '@sid/react-theme-client' of ./router-alias.mjs), so a module gets it; the
// shell's own code and the Fluent packages it bundles import the real package, whose tokens are the
// same strings (there is no state in it to split). Unlike the slim React Router, which every import
// resolves to: the login page then keeps only the tokens it uses, not every export of this module.
export { tokens, typographyStyles, themeToTokensObject } from '@fluentui/react-theme';

const why = (name) =>
  `@fluentui/react-theme '${name}' is not available: the app's theme is @sid/ui/theme, and the shared ` +
  'react-theme carries only the tokens (see tooling/rspack/react-theme-client.mjs).';

function unavailable(name) {
  return function notShared() {
    throw new Error(why(name));
  };
}

function missingTheme(name) {
  const fail = () => { throw new Error(why(name)); };
  return new Proxy({}, { get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail });
}

export const createLightTheme = unavailable('createLightTheme');
export const createDarkTheme = unavailable('createDarkTheme');
export const createHighContrastTheme = unavailable('createHighContrastTheme');
export const createTeamsDarkTheme = unavailable('createTeamsDarkTheme');
export const webLightTheme = missingTheme('webLightTheme');
export const webDarkTheme = missingTheme('webDarkTheme');
export const teamsLightTheme = missingTheme('teamsLightTheme');
export const teamsDarkTheme = missingTheme('teamsDarkTheme');
export const teamsHighContrastTheme = missingTheme('teamsHighContrastTheme');
export const teamsLightV21Theme = missingTheme('teamsLightV21Theme');
export const teamsDarkV21Theme = missingTheme('teamsDarkV21Theme');
