// The shared front-end preset (jsdom with Node's fetch/Request/FormData, @swc/jest).
const createJestConfig = require('@sid/tooling/jest/preset.cjs');

const config = createJestConfig(__dirname);

module.exports = {
  ...config,
  setupFilesAfterEnv: [...(config.setupFilesAfterEnv ?? []), '<rootDir>/jest.setup.cjs'],
};
