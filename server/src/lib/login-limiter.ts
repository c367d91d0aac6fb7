import { isIPv6 } from 'node:net';

/**
 * Guards the login. Every attempt is reserved here, synchronously, before any database read or password
 * hash, so parallel attempts cannot slip past a limit while earlier ones are still being checked.
 *
 * - Failures are counted in a sliding window per (username, address), per username (any address) and
 *   per address (any username). An attempt still being checked counts as a failure until it is settled.
 * - Hashes are bounded: at most `maxConcurrentHashes` logins are checked at once, and at most
 *   `maxConcurrentHashesPerAddress` of them from one address, so a flood from one address leaves room for
 *   everyone else. What does not fit is refused at once (no hash).
 * - A success removes the failures of that username from that address (the user's own typos) from all
 *   three counts; failures against the username from elsewhere, and against other usernames from this
 *   address, stay.
 *
 * - An address that signed in successfully as a user is that user's known address for
 *   `knownAddressMs` (30 days) after its last success. From a known address the per-username count is
 *   not applied: failures sent from elsewhere (20 wrong passwords from 4 addresses) cannot lock the
 *   owner out of their usual office (issue 33). The per-(username, address) and per-address counts
 *   still apply there, and every other address still meets the per-username limit.
 *
 * Unknown and known usernames are counted alike. In memory: enough for one server process (PGlite);
 * on PostgreSQL the failures are counted in the database for every app process (services/login-limiter-pg.ts).
 */
export interface LoginLimits {
  /** Failures per (username, address) before 429. */
  maxFailures: number;
  /** Failures per username, from any address. */
  maxFailuresPerUsername: number;
  /** Failures per address, for any username. */
  maxFailuresPerAddress: number;
  windowMs: number;
  /** Logins being checked (password hashes) at once, all addresses together. */
  maxConcurrentHashes: number;
  /** Logins being checked at once from one address. */
  maxConcurrentHashesPerAddress: number;
  /** How long after its last successful login an address stays the user's known address (0: never). */
  knownAddressMs?: number;
}

/** The default of LoginLimits.knownAddressMs: a month of office days. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;

/** Known (username, address) pairs kept at most: the oldest go first. Only a right password adds one. */
const MAX_KNOWN_ADDRESSES = 100_000;

/** A reserved attempt: settle it exactly once (later calls do nothing). Each frees the hash slot. */
export interface LoginAttempt {
  /** Wrong password or unknown user: the attempt stays counted as a failure. */
  failed(): void | Promise<void>;
  /** Right password: this username's failures from this address are forgotten. */
  succeeded(): void | Promise<void>;
  /** No verdict (a server error): the attempt is not counted. */
  abandon(): void | Promise<void>;
}

export type LoginAdmission =
  | { admitted: true; attempt: LoginAttempt }
  /** `failures`: too many failed logins (wait for the window); `busy`: too many logins being checked now. */
  | { admitted: false; reason: 'failures' | 'busy'; retryAfterSeconds: number };

interface Entry {
  /** When the attempt was reserved; once failed, when it failed. */
  at: number;
  pending: boolean;
}

interface Pair {
  key: string;
  username: string;
  address: string;
  entries: Entry[];
}

/**
 * Seconds until every count is below its limit again (0: none is at it): a count drops below its limit
 * once its oldest (count - limit + 1) entries leave the window. Each entry: the times counting, its limit.
 */
export function failureWait(counts: Array<[number[], number]>, windowMs: number, now: number): number {
  let wait = 0;
  for (const [times, limit] of counts) {
    if (times.length < limit) continue;
    const sorted = [...times].sort((a, b) => a - b);
    const freedAt = (sorted[sorted.length - limit] as number) + windowMs;
    wait = Math.max(wait, Math.max(1, Math.ceil((freedAt - now) / 1000)));
  }
  return wait;
}

/** What the login and the own-password change ask (this in-memory limiter, or services/login-limiter-pg.ts on PostgreSQL). */
export interface LoginGuard {
  begin(username: string, ip: string): LoginAdmission | Promise<LoginAdmission>;
  /** Logins being checked now in this process, in all and from the address of `ip`. */
  inFlight(ip?: string): number;
  close(): void;
}

/** Retry-After for a refusal because too many logins are being checked: they take tens of milliseconds. */
const BUSY_RETRY_SECONDS = 1;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/**
 * The address a count is kept for. IPv4 (also written as IPv4-mapped IPv6) as is; IPv6 by its /64, the
 * block one subscriber usually holds whole (counting single IPv6 addresses would let anyone with a /64
 * start afresh at every attempt).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  const bare = ip.split('%')[0] as string;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An IPv4 tail (::1.2.3.4 forms) is in the low 64 bits; only the first four groups matter here.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginLimiter implements LoginGuard {
  private readonly pairs = new Map<string, Pair>();
  private readonly byUsername = new Map<string, Set<Pair>>();
  private readonly byAddress = new Map<string, Set<Pair>>();
  private hashing = 0;
  private readonly hashingByAddress = new Map<string, number>();
  /** (username, address) key -> the time of its last successful login, oldest first (Map order). */
  private readonly known = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly limits: LoginLimits,
    private readonly now: () => number = Date.now,
  ) {
    // Drop finished windows now and then so the maps cannot grow without bound.
    this.sweeper = setInterval(() => this.sweep(), Math.min(limits.windowMs, 60_000));
    this.sweeper.unref();
  }

  /** Reserves an attempt for `username` from `ip`, or says why not and for how long (seconds). */
  begin(username: string, ip: string): LoginAdmission {
    const user = normalizeUsername(username);
    const address = addressKey(ip);
    const key = `${user}\u0000${address}`;
    const now = this.now();
    const { limits } = this;

    const pair = this.pairs.get(key);
    // From the user's known address the per-username count (others' failures) does not apply.
    const fromKnownAddress = this.isKnown(key, now);
    const wait = failureWait(
      [
        [this.liveTimes(pair ? [pair] : [], now), limits.maxFailures],
        [fromKnownAddress ? [] : this.liveTimes([...(this.byUsername.get(user) ?? [])], now), limits.maxFailuresPerUsername],
        [this.liveTimes([...(this.byAddress.get(address) ?? [])], now), limits.maxFailuresPerAddress],
      ],
      limits.windowMs,
      now,
    );
    if (wait > 0) return { admitted: false, reason: 'failures', retryAfterSeconds: wait };

    const fromAddress = this.hashingByAddress.get(address) ?? 0;
    if (this.hashing >= limits.maxConcurrentHashes || fromAddress >= limits.maxConcurrentHashesPerAddress) {
      return { admitted: false, reason: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS };
    }

    const target = pair ?? this.addPair(key, user, address);
    const entry: Entry = { at: now, pending: true };
    target.entries.push(entry);
    this.hashing += 1;
    this.hashingByAddress.set(address, fromAddress + 1);

    let settled = false;
    const settle = (outcome: 'failed' | 'succeeded' | 'abandoned') => {
      if (settled) return;
      settled = true;
      this.hashing -= 1;
      const left = (this.hashingByAddress.get(address) ?? 1) - 1;
      if (left > 0) this.hashingByAddress.set(address, left);
      else this.hashingByAddress.delete(address);
      if (outcome === 'failed') {
        entry.pending = false;
        entry.at = this.now();
        return;
      }
      if (outcome === 'succeeded') this.remember(key);
      // Succeeded: this entry and the pair's settled failures go; attempts still being checked stay.
      target.entries = target.entries.filter((e) => e !== entry && (outcome === 'abandoned' || e.pending));
      if (target.entries.length === 0) this.removePair(target);
    };
    return {
      admitted: true,
      attempt: {
        failed: () => settle('failed'),
        succeeded: () => settle('succeeded'),
        abandon: () => settle('abandoned'),
      },
    };
  }

  /** True when `username` signed in successfully from the address of `ip` within knownAddressMs. */
  isKnownAddress(username: string, ip: string): boolean {
    return this.isKnown(`${normalizeUsername(username)}\u0000${addressKey(ip)}`, this.now());
  }

  private isKnown(key: string, now: number): boolean {
    const at = this.known.get(key);
    return at !== undefined && now - at < (this.limits.knownAddressMs ?? KNOWN_ADDRESS_MS);
  }

  private remember(key: string): void {
    // Re-inserted so the Map stays ordered by the last success, oldest first.
    this.known.delete(key);
    this.known.set(key, this.now());
    if (this.known.size > MAX_KNOWN_ADDRESSES) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
  }

  /** Logins being checked now, in all and from the address of `ip` (for tests and diagnostics). */
  inFlight(ip?: string): number {
    return ip === undefined ? this.hashing : (this.hashingByAddress.get(addressKey(ip)) ?? 0);
  }

  /** Failures (and attempts being checked) that count now for `username` from `ip` (for tests and diagnostics). */
  counts(username: string, ip: string): { pair: number; username: number; address: number } {
    const user = normalizeUsername(username);
    const address = addressKey(ip);
    const now = this.now();
    const pair = this.pairs.get(`${user}\u0000${address}`);
    return {
      pair: this.liveTimes(pair ? [pair] : [], now).length,
      username: this.liveTimes([...(this.byUsername.get(user) ?? [])], now).length,
      address: this.liveTimes([...(this.byAddress.get(address) ?? [])], now).length,
    };
  }

  /** Times of the entries still counting; drops the ones that left the window (and pairs left empty). */
  private liveTimes(pairs: Pair[], now: number): number[] {
    const times: number[] = [];
    for (const pair of pairs) {
      this.prune(pair, now);
      for (const e of pair.entries) times.push(e.at);
    }
    return times;
  }

  private prune(pair: Pair, now: number): void {
    const windowMs = this.limits.windowMs;
    if (pair.entries.some((e) => !e.pending && e.at + windowMs <= now)) {
      pair.entries = pair.entries.filter((e) => e.pending || e.at + windowMs > now);
    }
    if (pair.entries.length === 0) this.removePair(pair);
  }

  private addPair(key: string, username: string, address: string): Pair {
    const pair: Pair = { key, username, address, entries: [] };
    this.pairs.set(key, pair);
    for (const [index, name] of [
      [this.byUsername, username],
      [this.byAddress, address],
    ] as const) {
      let set = index.get(name);
      if (!set) index.set(name, (set = new Set()));
      set.add(pair);
    }
    return pair;
  }

  private removePair(pair: Pair): void {
    if (this.pairs.get(pair.key) !== pair) return;
    this.pairs.delete(pair.key);
    for (const [index, name] of [
      [this.byUsername, pair.username],
      [this.byAddress, pair.address],
    ] as const) {
      const set = index.get(name);
      set?.delete(pair);
      if (set?.size === 0) index.delete(name);
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const pair of [...this.pairs.values()]) this.prune(pair, now);
    const knownMs = this.limits.knownAddressMs ?? KNOWN_ADDRESS_MS;
    for (const [key, at] of this.known) {
      if (now - at < knownMs) break; // oldest first: the rest are newer
      this.known.delete(key);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
  }
}
