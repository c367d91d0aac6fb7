// The shell's share table: replaced at build time by tooling/rspack/shared-scope-loader.mjs with a
// provider for every package of tooling/rspack/shared.mjs. Empty where no build runs (unit tests).
import type { init } from '@module-federation/enhanced/runtime';

type SharedTable = NonNullable<Parameters<typeof init>[0]['shared']>;

const sharedScope: SharedTable = {};
export default sharedScope;
