// The tooling preset as is (jsdom with Node's fetch, TSX through @swc/jest, jest-dom matchers).
const createJestConfig = require('../tooling/jest/preset.cjs');

module.exports = createJestConfig(__dirname);
