// Dates are shown in the browser's time zone; pin the tests to the villages' own (WIB) so that
// timestamps render the same on every machine. Set here, before jest starts its workers.
process.env.TZ = 'Asia/Jakarta';

const preset = require('@sid/tooling/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  setupFilesAfterEnv: [...(preset.setupFilesAfterEnv ?? []), '<rootDir>/jest.setup.cjs'],
};
