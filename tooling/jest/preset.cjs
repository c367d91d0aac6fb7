// The jest configuration of every front-end package: jsdom with Node's fetch, TSX through @swc/jest.
const path = require('node:path');

// Dates show in the browser's time zone; pin tests to the villages' own (WIB) so timestamps render
// the same on every machine. Set when the config loads, before jest starts its workers.
process.env.TZ = 'Asia/Jakarta';

/** @param {string} rootDir the package folder */
module.exports = function createJestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs'), path.join(__dirname, 'jsdom-layout.cjs')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      }],
    },
    moduleNameMapper: { '\\.(css|png|jpe?g|svg)$': path.join(__dirname, 'file-stub.cjs') },
    // Typing into several fields with user-event takes seconds on a loaded 2-core machine.
    testTimeout: 30000,
  };
};
