// `pnpm exec jest` at the root runs the unit and component tests of every front-end package.
module.exports = {
  // In projects mode jest reads the timeout here, not from each project's config.
  testTimeout: 30000,
  projects: ['<rootDir>/openapi', '<rootDir>/ui', '<rootDir>/ui-desa', '<rootDir>/standalone', '<rootDir>/shell', '<rootDir>/mf-*', '<rootDir>/tooling'],
};
