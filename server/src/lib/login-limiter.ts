/**
 * Counts failed logins per (username, address) in a fixed window. In memory: enough for one server
 * process; several processes behind a balancer would each count on their own.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    // Drop finished windows now and then so the map cannot grow without bound.
    this.sweeper = setInterval(() => this.sweep(), Math.min(windowMs, 60_000));
    this.sweeper.unref();
  }

  private key(username: string, ip: string): string {
    return `${username.trim().toLowerCase()}\u0000${ip}`;
  }

  /** Seconds until the caller may try again, or 0 when not blocked. */
  blockedFor(username: string, ip: string): number {
    const entry = this.failures.get(this.key(username, ip));
    if (!entry) return 0;
    const left = entry.resetAt - this.now();
    if (left <= 0) {
      this.failures.delete(this.key(username, ip));
      return 0;
    }
    return entry.count >= this.maxFailures ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(username: string, ip: string): void {
    const key = this.key(username, ip);
    const entry = this.failures.get(key);
    if (!entry || entry.resetAt <= this.now()) {
      this.failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    } else {
      entry.count += 1;
    }
  }

  reset(username: string, ip: string): void {
    this.failures.delete(this.key(username, ip));
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.failures) if (entry.resetAt <= now) this.failures.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
