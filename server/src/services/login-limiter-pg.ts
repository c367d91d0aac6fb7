/**
 * The login limiter of several app processes on one PostgreSQL (issue 39): the same rules as the
 * in-memory one (lib/login-limiter.ts), the failures counted in the database (data/login-percobaan.ts)
 * so an attacker spreading guesses over the processes behind a balancer meets the same limits. The
 * password hashes being checked at once stay bounded per process (each has its own CPU): the in-memory
 * limiter holds those slots, with its own failure counts switched off.
 */
import type { Db } from '../db/client.js';
import { percobaanBatal, percobaanBerhasil, percobaanGagal, pesanPercobaan, sapuPercobaan } from '../data/login-percobaan.js';
import { addressKey, failureWait, KNOWN_ADDRESS_MS, LoginLimiter, normalizeUsername, type LoginAdmission, type LoginGuard, type LoginLimits } from '../lib/login-limiter.js';

const TANPA_BATAS = Number.MAX_SAFE_INTEGER;

export class LoginLimiterPostgres implements LoginGuard {
  private readonly slots: LoginLimiter;
  private readonly sweeper: NodeJS.Timeout;
  private readonly knownMs: number;

  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
    private readonly onError: (err: unknown) => void = () => {},
  ) {
    this.slots = new LoginLimiter({ ...limits, maxFailures: TANPA_BATAS, maxFailuresPerUsername: TANPA_BATAS, maxFailuresPerAddress: TANPA_BATAS });
    this.knownMs = limits.knownAddressMs ?? KNOWN_ADDRESS_MS;
    this.sweeper = setInterval(() => void sapuPercobaan(db, limits.windowMs, this.knownMs).catch(onError), Math.min(limits.windowMs, 60_000));
    this.sweeper.unref();
  }

  async begin(username: string, ip: string): Promise<LoginAdmission> {
    const user = normalizeUsername(username);
    const address = addressKey(ip);
    const { limits } = this;
    // The counts first (as the in-memory limiter, which counts before it looks at the hash slots).
    const reserved = await pesanPercobaan(this.db, user, address, limits.windowMs, this.knownMs, (w) => {
      const wait = failureWait(
        [
          [w.pair, limits.maxFailures],
          // From the user's known address the per-username count (others' failures) does not apply.
          [w.dikenal ? [] : w.username, limits.maxFailuresPerUsername],
          [w.address, limits.maxFailuresPerAddress],
        ],
        limits.windowMs,
        w.now,
      );
      return wait > 0 ? wait : undefined;
    });
    if ('tolak' in reserved) return { admitted: false, reason: 'failures', retryAfterSeconds: reserved.tolak };
    const slot = this.slots.begin(username, ip);
    if (!slot.admitted) {
      await percobaanBatal(this.db, reserved.id).catch(this.onError);
      return slot;
    }
    const { id } = reserved;
    let settled = false;
    const settle = async (write: () => Promise<void>) => {
      if (settled) return;
      settled = true;
      slot.attempt.abandon();
      // A write that fails leaves the attempt counted as a failure until its window ends: the safe side.
      await write().catch(this.onError);
    };
    return {
      admitted: true,
      attempt: {
        failed: () => settle(() => percobaanGagal(this.db, id)),
        succeeded: () => settle(() => percobaanBerhasil(this.db, id, user, address)),
        abandon: () => settle(() => percobaanBatal(this.db, id)),
      },
    };
  }

  inFlight(ip?: string): number {
    return this.slots.inFlight(ip);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.slots.close();
  }
}
