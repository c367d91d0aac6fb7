// Checks of the repository itself (docs true to the code), run by `pnpm exec jest` with the front end's
// tests. Plain CommonJS on Node: no transform, no DOM.
module.exports = {
  rootDir: __dirname,
  displayName: 'tooling',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/checks/**/*.test.cjs'],
  transform: {},
};
