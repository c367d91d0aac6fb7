// The federation runtime's core, resolved by the shell's build beside @module-federation/enhanced
// (tooling/rspack/create-config.mjs): host.ts hands it to the modules, built with externalRuntime.
declare module '@module-federation/runtime-tools/runtime-core' {
  export const Global: Record<string, unknown>;
  /** The runtime's semver range match (compatibility.ts). */
  export function satisfy(version: string, range: string): boolean;
}
