// `pnpm exec jest` at the root runs the unit and component tests of every front-end package.
module.exports = {
  projects: ['<rootDir>/openapi', '<rootDir>/ui', '<rootDir>/shell', '<rootDir>/mf-*'],
};
