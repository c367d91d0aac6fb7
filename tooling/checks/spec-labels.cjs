// Writes spec-labels.json: the spec's labels (shared/spec/product-spec.md beside the repository) for a
// clone without the spec; ui-strings.test.cjs checks the copy equal to the spec wherever both are there.
const { readFileSync, writeFileSync } = require('node:fs');
globalThis.describe = () => {};
const { labelsOf, SPEC, COPY } = require('./ui-strings.test.cjs');

writeFileSync(COPY, `${JSON.stringify(labelsOf(readFileSync(SPEC, 'utf8')), null, 2)}\n`);
console.log(`spec labels written to ${COPY}`);
