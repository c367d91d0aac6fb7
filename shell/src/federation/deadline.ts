// One deadline for the whole load of a module (issue 33): its manifest, remoteEntry.js, the chunks of
// its definition, its own init and the first page it shows share one deadline (9 s; for a load
// starting as the page opens, what is left of the page's first 10 s), whichever of them hangs, rather than each stage a timeout of its own one after another (a manifest that hung
// 8 s at sign-in and 8 s more in the runtime showed the panel after 16 s). The store
// (remote-modules.ts) starts a deadline per load attempt and gives up when it passes; the runtime
// plugin (plugin.ts) gives each request of the module only what is left of it, so a hung request is
// also cut at the deadline and the panel says which address did not answer.

/** The most a module's load may take, every stage together. */
export const MODULE_DEADLINE_MS = 9_000;

/**
 * A module whose load starts as the page opens (within its first MODULE_MIN_MS: the first screen's
 * module once the shell and /api/config are in) is ready or failed this long after the page was
 * opened: its load gets what is left of it, at most MODULE_DEADLINE_MS.
 */
export const PAGE_OPEN_DEADLINE_MS = 10_000;

/** The least a module's load gets: one starting later than this after the page opened gets the full 9 s. */
export const MODULE_MIN_MS = 5_000;

/** How long a load starting now may take: `sincePageOpen` is performance.now() (0 = the page's start). */
export function loadBudgetMs(sincePageOpen = typeof performance === 'undefined' ? Infinity : performance.now()): number {
  if (!(sincePageOpen < MODULE_MIN_MS)) return MODULE_DEADLINE_MS;
  return Math.min(MODULE_DEADLINE_MS, PAGE_OPEN_DEADLINE_MS - Math.max(0, sincePageOpen));
}

/** The least a module's first page still gets when its definition arrived just before the deadline. */
export const PAGE_MIN_MS = 1_000;

/** Deadlines (Date.now() times) of load attempts in progress, by their module's base address. */
const deadlines = new Map<string, number>();

/** The directory a module's manifest lives in: every file of the module is below it. */
export function moduleBase(entry: string): string | null {
  try {
    const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
    return new URL('.', new URL(entry, base)).href;
  } catch {
    return null;
  }
}

/** Starts (or restarts) the deadline of a module's load; returns the time it passes. */
export function startDeadline(entry: string, ms = loadBudgetMs()): number {
  const at = Date.now() + ms;
  const base = moduleBase(entry);
  if (base) deadlines.set(base, at);
  return at;
}

/** The load is over (ready or failed): its requests no longer count against it. */
export function endDeadline(entry: string, at: number): void {
  const base = moduleBase(entry);
  if (base && deadlines.get(base) === at) deadlines.delete(base);
}

/** Milliseconds left for a request of a module whose load is in progress (0 when passed), else undefined. */
export function remainingFor(url: string): number | undefined {
  let href: string;
  try {
    href = new URL(url, typeof document === 'undefined' ? 'http://localhost/' : document.baseURI).href;
  } catch {
    return undefined;
  }
  let found: number | undefined;
  for (const [base, at] of deadlines) {
    // The earliest of those that apply (a release's directory lies under its module's built-in one).
    if (href.startsWith(base) && (found === undefined || at < found)) found = at;
  }
  return found === undefined ? undefined : Math.max(0, found - Date.now());
}

/** Rejects with `message` when `at` passes before `promise` settles. */
export function beforeDeadline<T>(promise: Promise<T>, at: number, message: () => string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(message())), Math.max(0, at - Date.now()));
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

/** Forgets every deadline (tests). */
export function resetDeadlines(): void {
  deadlines.clear();
}
