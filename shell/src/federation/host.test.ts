// The shell publishes the federation runtime's core for the production modules (built with
// `externalRuntime`), under the name and version of the runtime that is installed, never a version
// written by hand that an upgrade would leave behind.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Global } from '@module-federation/runtime-tools/runtime-core';
import { SHELL_NAME, startFederation } from './host';

/** The version in the package.json of the runtime core the shell bundles. */
function installedRuntimeVersion(): string {
  const fromShell = createRequire(join(__dirname, '..', '..', 'package.json'));
  const fromTools = createRequire(fromShell.resolve('@module-federation/runtime-tools/package.json'));
  const fromRuntime = createRequire(fromTools.resolve('@module-federation/runtime/package.json'));
  const file = join(dirname(fromRuntime.resolve('@module-federation/runtime-core')), '..', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

describe('startFederation', () => {
  it('publishes the runtime core where production modules look for it, with the installed version', () => {
    const global = Global as Record<string, unknown>;
    delete global._FEDERATION_RUNTIME_CORE;
    delete global._FEDERATION_RUNTIME_CORE_FROM;
    startFederation();
    const core = global._FEDERATION_RUNTIME_CORE as { Global?: unknown } | undefined;
    expect(core?.Global).toBe(Global);
    expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: SHELL_NAME, version: installedRuntimeVersion() });
  });
});
