// Where the CPU went during a run, by process group, from /proc (Linux): each app process, nginx and
// PostgreSQL with their children, the load generator, and the rest of the machine.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { machineBusyCpuSeconds } from './lib.js';

const CLK_TCK = 100;

export interface CpuGroup { name: string; pid: number; tree?: boolean }

function stat(pid: number): { ppid: number; own: number; reaped: number } | undefined {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    // Fields from the state on: ppid 1, utime 11, stime 12, cutime 13, cstime 14 (children waited for).
    return { ppid: Number(f[1]), own: (Number(f[11]) + Number(f[12])) / CLK_TCK, reaped: (Number(f[13]) + Number(f[14])) / CLK_TCK };
  } catch {
    return undefined;
  }
}

function pids(): number[] {
  return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
}

/** CPU seconds of `pid`, with `tree` also its live descendants and the children it has reaped. */
function groupSeconds(g: CpuGroup, table: Map<number, ReturnType<typeof stat>>): number {
  const root = table.get(g.pid);
  if (!root) return 0;
  if (!g.tree) return root.own;
  let total = root.own + root.reaped;
  const stack = [g.pid];
  while (stack.length) {
    const parent = stack.pop()!;
    for (const [pid, s] of table) if (s && s.ppid === parent) { total += s.own; stack.push(pid); }
  }
  return total;
}

function snapshot(groups: CpuGroup[]): number[] {
  const table = new Map(pids().map((p) => [p, stat(p)]));
  return groups.map((g) => groupSeconds(g, table));
}

/** The postmaster listening on `port` (its command line carries `-p <port>`), if it is on this machine. */
export function postmasterPid(port: number): number | undefined {
  for (const pid of pids()) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!/postgres$/.test(argv[0] ?? '')) continue;
      const i = argv.indexOf('-p');
      if (i >= 0 && argv[i + 1] === String(port)) return pid;
    } catch {
      /* gone */
    }
  }
  return undefined;
}

/** Runs `fn`; returns its result and the CPU seconds of each group, the machine's busy seconds and the rest. */
export async function cpuGroups<T>(groups: CpuGroup[], fn: () => Promise<T>): Promise<{ result: T; cpu: Record<string, number | number[]> }> {
  const before = snapshot(groups);
  const m0 = machineBusyCpuSeconds();
  const t0 = performance.now();
  const loadBefore = os.loadavg()[0]!;
  const result = await fn();
  const wall = (performance.now() - t0) / 1000;
  const after = snapshot(groups);
  const machine = machineBusyCpuSeconds() - m0;
  const r = (x: number) => Math.round(x * 10) / 10;
  const used = groups.map((g, k) => [g.name, r(after[k]! - before[k]!)] as const);
  const ours = used.reduce((a, [, s]) => a + s, 0);
  return {
    result,
    cpu: {
      wallSeconds: r(wall),
      machineCapacitySeconds: r(wall * os.cpus().length),
      machineBusySeconds: r(machine),
      ...Object.fromEntries(used),
      otherSeconds: r(machine - ours),
      loadavg1mBeforeAfter: [r(loadBefore), r(os.loadavg()[0]!)],
    },
  };
}
