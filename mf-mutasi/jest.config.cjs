// The shared front-end preset (jsdom with Node's fetch and a minimal layout, TSX through @swc/jest,
// jest-dom, TZ pinned).
module.exports = require('@sid/tooling/jest/preset.cjs')(__dirname);
