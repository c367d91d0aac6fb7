// The shared front-end preset (jsdom with Node's fetch, TSX through @swc/jest, jest-dom, TZ pinned).
module.exports = require('@sid/tooling/jest/preset.cjs')(__dirname);
