// The next likely screen, fetched ahead only when the visitor shows the intent (starts filling the
// login form) and the browser is idle: the login page itself never pays for it.
let preloadSignedIn: () => Promise<unknown> = () => Promise.resolve();
let asked = false;

/** What to fetch ahead of sign-in (the bootstrap: the layout and Module Federation). */
export function setPreloadSignedIn(load: () => Promise<unknown>): void {
  preloadSignedIn = load;
  asked = false;
}

/** Once per page: fetches the signed-in half when the browser is idle. A failure is retried by the real load. */
export function preloadSignedInWhenIdle(): void {
  if (asked) return;
  asked = true;
  whenIdle(() => { preloadSignedIn().catch(() => undefined); });
}

/** Runs `run` when the browser is idle (at the latest after 3 s). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}
