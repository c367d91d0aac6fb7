import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../src/config.js';
import { addressKey, LoginLimiter, type LoginAdmission, type LoginAttempt, type LoginGuard, type LoginLimits } from '../src/lib/login-limiter.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, buildTestApp, type TestApp } from './support/app.js';

const MINUTE = 60_000;

function limiterWith(over: Partial<LoginLimits> = {}) {
  let now = 1_000_000;
  const limiter = new LoginLimiter(
    {
      maxFailures: 5,
      maxFailuresPerUsername: 20,
      maxFailuresPerAddress: 50,
      windowMs: 15 * MINUTE,
      maxConcurrentHashes: 1000,
      maxConcurrentHashesPerAddress: 1000,
      ...over,
    },
    () => now,
  );
  return {
    limiter,
    advance(ms: number) {
      now += ms;
    },
    close: () => limiter.close(),
  };
}

function admitted(admission: LoginAdmission): LoginAttempt {
  assert.equal(admission.admitted, true, `refused: ${JSON.stringify(admission)}`);
  return (admission as { attempt: LoginAttempt }).attempt;
}

function refused(admission: LoginAdmission, reason: 'failures' | 'busy'): number {
  assert.equal(admission.admitted, false, 'admitted, expected a refusal');
  const r = admission as { reason: string; retryAfterSeconds: number };
  assert.equal(r.reason, reason);
  assert.ok(r.retryAfterSeconds >= 1);
  return r.retryAfterSeconds;
}

/** `n` failures for `username` from `ip`, each settled before the next. */
function fail(limiter: LoginLimiter, username: string, ip: string, n = 1): void {
  for (let i = 0; i < n; i++) admitted(limiter.begin(username, ip)).failed();
}

describe('LoginLimiter (injected clock)', () => {
  it('counts an attempt from the moment it is reserved, before its verdict', () => {
    const { limiter, close } = limiterWith();
    for (let i = 0; i < 5; i++) admitted(limiter.begin('siti', '10.0.0.1'));
    refused(limiter.begin('siti', '10.0.0.1'), 'failures');
    close();
  });

  it('blocks for the rest of the window, counted from the oldest failure, then lets the caller in again', () => {
    const t = limiterWith();
    fail(t.limiter, 'siti', '10.0.0.1');
    t.advance(5 * MINUTE);
    fail(t.limiter, 'siti', '10.0.0.1', 4);
    assert.equal(refused(t.limiter.begin('siti', '10.0.0.1'), 'failures'), 10 * 60);
    t.advance(10 * MINUTE);
    // The first failure left the window: one more try, then blocked until the next one leaves.
    admitted(t.limiter.begin('siti', '10.0.0.1')).failed();
    assert.equal(refused(t.limiter.begin('siti', '10.0.0.1'), 'failures'), 5 * 60);
    t.advance(5 * MINUTE);
    admitted(t.limiter.begin('siti', '10.0.0.1')).succeeded();
    t.close();
  });

  it('counts per username from any address', () => {
    const { limiter, close } = limiterWith();
    for (let a = 1; a <= 5; a++) fail(limiter, 'siti', `10.0.1.${a}`, 4);
    refused(limiter.begin('siti', '10.0.1.99'), 'failures');
    refused(limiter.begin('SITI ', '10.0.1.99'), 'failures');
    admitted(limiter.begin('budi', '10.0.1.99'));
    close();
  });

  it('does not apply the per-username count to an address that signed in as that user before', () => {
    const t = limiterWith();
    admitted(t.limiter.begin('siti', '10.0.9.1')).succeeded();
    assert.equal(t.limiter.isKnownAddress('SITI', '10.0.9.1'), true);
    // 20 failures from 4 other addresses: those addresses and any new one meet the per-username limit...
    for (let a = 2; a <= 5; a++) fail(t.limiter, 'siti', `10.0.9.${a}`, 5);
    refused(t.limiter.begin('siti', '10.0.9.99'), 'failures');
    // ...the owner's usual address does not.
    admitted(t.limiter.begin('siti', '10.0.9.1')).succeeded();
    // Its own per-(username, address) count still applies there.
    fail(t.limiter, 'siti', '10.0.9.1', 5);
    refused(t.limiter.begin('siti', '10.0.9.1'), 'failures');
    t.close();
  });

  it('forgets a known address after knownAddressMs without a success', () => {
    const t = limiterWith({ knownAddressMs: 60 * MINUTE });
    admitted(t.limiter.begin('siti', '10.0.10.1')).succeeded();
    t.advance(59 * MINUTE);
    assert.equal(t.limiter.isKnownAddress('siti', '10.0.10.1'), true);
    t.advance(2 * MINUTE);
    assert.equal(t.limiter.isKnownAddress('siti', '10.0.10.1'), false);
    for (let a = 2; a <= 5; a++) fail(t.limiter, 'siti', `10.0.10.${a}`, 5);
    refused(t.limiter.begin('siti', '10.0.10.1'), 'failures');
    t.close();
  });

  it('a failed or abandoned attempt does not make an address known', () => {
    const { limiter, close } = limiterWith();
    fail(limiter, 'siti', '10.0.11.1');
    admitted(limiter.begin('siti', '10.0.11.1')).abandon();
    assert.equal(limiter.isKnownAddress('siti', '10.0.11.1'), false);
    close();
  });

  it('counts per address for any username', () => {
    const { limiter, close } = limiterWith();
    for (let u = 0; u < 50; u++) fail(limiter, `user${u}`, '10.0.2.1');
    refused(limiter.begin('someone-else', '10.0.2.1'), 'failures');
    admitted(limiter.begin('someone-else', '10.0.2.2'));
    close();
  });

  it('a success forgets that username’s failures from that address only', () => {
    const { limiter, close } = limiterWith();
    fail(limiter, 'siti', '10.0.3.1', 4);
    fail(limiter, 'siti', '10.0.3.2', 3);
    fail(limiter, 'budi', '10.0.3.1', 2);
    assert.deepEqual(limiter.counts('siti', '10.0.3.1'), { pair: 4, username: 7, address: 6 });
    admitted(limiter.begin('siti', '10.0.3.1')).succeeded();
    assert.deepEqual(limiter.counts('siti', '10.0.3.1'), { pair: 0, username: 3, address: 2 });
    assert.deepEqual(limiter.counts('budi', '10.0.3.1'), { pair: 2, username: 2, address: 2 });
    close();
  });

  it('a success keeps the attempts of the same username and address still being checked', () => {
    const { limiter, close } = limiterWith({ maxFailures: 3 });
    const a = admitted(limiter.begin('siti', '10.0.4.1'));
    const b = admitted(limiter.begin('siti', '10.0.4.1'));
    a.succeeded();
    assert.equal(limiter.counts('siti', '10.0.4.1').pair, 1);
    b.failed();
    assert.equal(limiter.counts('siti', '10.0.4.1').pair, 1);
    close();
  });

  it('does not count an abandoned attempt, and settles each attempt once', () => {
    const { limiter, close } = limiterWith({ maxConcurrentHashes: 1 });
    const a = admitted(limiter.begin('siti', '10.0.5.1'));
    a.abandon();
    a.failed();
    a.succeeded();
    assert.deepEqual(limiter.counts('siti', '10.0.5.1'), { pair: 0, username: 0, address: 0 });
    assert.equal(limiter.inFlight(), 0);
    admitted(limiter.begin('siti', '10.0.5.1')).failed();
    assert.equal(limiter.counts('siti', '10.0.5.1').pair, 1);
    close();
  });

  it('refuses at once (busy, retry in 1 s) beyond the concurrent checks per address and in all', () => {
    const { limiter, close } = limiterWith({ maxConcurrentHashes: 3, maxConcurrentHashesPerAddress: 2 });
    const a1 = admitted(limiter.begin('u1', '10.0.6.1'));
    admitted(limiter.begin('u2', '10.0.6.1'));
    assert.equal(refused(limiter.begin('u3', '10.0.6.1'), 'busy'), 1);
    // Another address still has room.
    admitted(limiter.begin('u4', '10.0.6.2'));
    assert.equal(limiter.inFlight(), 3);
    assert.equal(limiter.inFlight('10.0.6.1'), 2);
    refused(limiter.begin('u5', '10.0.6.3'), 'busy');
    a1.failed();
    admitted(limiter.begin('u5', '10.0.6.3'));
    // A busy refusal is not counted as an attempt.
    assert.equal(limiter.counts('u3', '10.0.6.1').pair, 0);
    close();
  });

  it('reports a failure block before a busy one', () => {
    const { limiter, close } = limiterWith({ maxFailures: 1, maxConcurrentHashes: 1 });
    admitted(limiter.begin('siti', '10.0.7.1'));
    refused(limiter.begin('siti', '10.0.7.1'), 'failures');
    refused(limiter.begin('budi', '10.0.7.1'), 'busy');
    close();
  });

  it('forgets finished windows', () => {
    const t = limiterWith();
    fail(t.limiter, 'siti', '10.0.8.1', 5);
    t.advance(15 * MINUTE);
    assert.deepEqual(t.limiter.counts('siti', '10.0.8.1'), { pair: 0, username: 0, address: 0 });
    admitted(t.limiter.begin('siti', '10.0.8.1'));
    t.close();
  });

  it('counts IPv4-mapped addresses as IPv4 and IPv6 addresses by their /64', () => {
    assert.equal(addressKey('::ffff:192.168.1.7'), '192.168.1.7');
    assert.equal(addressKey('192.168.1.7'), '192.168.1.7');
    assert.equal(addressKey('2001:db8:0:12:aaaa::1'), '2001:db8:0:12::/64');
    assert.equal(addressKey('2001:0DB8:0000:0012:ffff:1:2:3'), '2001:db8:0:12::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
    const { limiter, close } = limiterWith();
    for (let i = 0; i < 50; i++) fail(limiter, `user${i}`, `2001:db8:0:12::${(i + 1).toString(16)}`);
    refused(limiter.begin('lain', '2001:db8:0:12:ffff:ffff:ffff:ffff'), 'failures');
    admitted(limiter.begin('lain', '2001:db8:0:13::1'));
    close();
  });
});

describe('login limit settings', () => {
  it('has defaults and validates them', () => {
    const c = loadConfig({});
    assert.deepEqual(
      [c.loginMaxFailures, c.loginMaxFailuresPerUsername, c.loginMaxFailuresPerAddress, c.loginWindowMinutes, c.loginMaxConcurrentHashes, c.loginMaxConcurrentHashesPerAddress],
      [5, 20, 50, 15, 4, 2],
    );
    assert.equal(c.loginKnownAddressDays, 30);
    assert.throws(() => loadConfig({ LOGIN_KNOWN_ADDRESS_DAYS: '-1' }), ConfigError);
    assert.throws(() => loadConfig({ LOGIN_MAX_FAILURES_PER_ADDRESS: '0' }), ConfigError);
    assert.throws(() => loadConfig({ LOGIN_MAX_FAILURES_PER_USERNAME: 'banyak' }), ConfigError);
    assert.throws(() => loadConfig({ LOGIN_MAX_CONCURRENT_HASHES: '65' }), ConfigError);
    assert.throws(() => loadConfig({ LOGIN_MAX_CONCURRENT_HASHES: '2', LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '3' }), /must not exceed/);
    assert.equal(loadConfig({ LOGIN_MAX_CONCURRENT_HASHES: '8', LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '8' }).loginMaxConcurrentHashesPerAddress, 8);
  });
});

const statuses = (responses: LightMyRequestResponse[]) => {
  const count: Record<number, number> = {};
  for (const r of responses) count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
  return count;
};

function assertTooMany(res: LightMyRequestResponse): void {
  assert.equal(res.statusCode, 429);
  const body = res.json();
  assert.equal(body.success, false);
  assert.ok(['TOO_MANY_ATTEMPTS', 'TOO_MANY_REQUESTS'].includes(body.code), body.code);
  assert.match(body.message, /^(Terlalu banyak percobaan login yang gagal|Server sedang memeriksa banyak login)\. Silakan coba lagi/);
  assert.ok(Number(res.headers['retry-after']) >= 1, `Retry-After ${String(res.headers['retry-after'])}`);
}

describe('login limits over HTTP, default settings', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password }, remoteAddress: ip });

  it('150 parallel wrong passwords for one username and address: at most 5 are checked (401), the rest 429 with Retry-After', async () => {
    const user = await t.createUser('Admin');
    const responses = await Promise.all(Array.from({ length: 150 }, () => attempt(user.username, 'salah-salah', '10.1.0.1')));
    const counted = statuses(responses);
    assert.ok((counted[401] ?? 0) >= 1 && (counted[401] ?? 0) <= 5, JSON.stringify(counted));
    assert.equal((counted[401] ?? 0) + (counted[429] ?? 0), 150, JSON.stringify(counted));
    for (const r of responses.filter((x) => x.statusCode === 429)) assertTooMany(r);
    // And the right password from there is refused now, without being checked.
    const settled = await attempt(user.username, user.password, '10.1.0.1');
    if ((counted[401] ?? 0) === 5) assert.equal(settled.json().code, 'TOO_MANY_ATTEMPTS');
  });

  it('a blocked address cannot try other usernames (50 failures over 50 usernames)', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++) assert.equal((await attempt(`tamu${i}`, 'salah-salah', ip)).statusCode, 401);
    const other = await attempt('tamu-baru', 'salah-salah', ip);
    assertTooMany(other);
    assert.equal(other.json().code, 'TOO_MANY_ATTEMPTS');
    // Not even the right password of another user is checked from there...
    assert.equal((await attempt(ADMIN_USERNAME, ADMIN_PASSWORD, ip)).json().code, 'TOO_MANY_ATTEMPTS');
    // ...while the same user from another address logs in.
    assert.equal((await attempt(ADMIN_USERNAME, ADMIN_PASSWORD, '10.2.0.2')).statusCode, 200);
  });

  it('a blocked username cannot be tried from another address (20 failures over 5 addresses)', async () => {
    const user = await t.createUser('Admin');
    for (let a = 1; a <= 5; a++) {
      for (let i = 0; i < 4; i++) assert.equal((await attempt(user.username, 'salah-salah', `10.3.0.${a}`)).statusCode, 401);
    }
    const fresh = await attempt(user.username, user.password, '10.3.0.99');
    assertTooMany(fresh);
    assert.equal(fresh.json().code, 'TOO_MANY_ATTEMPTS');
    // Other users from that address are not affected.
    assert.equal((await attempt(ADMIN_USERNAME, ADMIN_PASSWORD, '10.3.0.99')).statusCode, 200);
  });

  it('20 wrong passwords from 4 addresses do not lock the owner out of the address they signed in from before', async () => {
    const user = await t.createUser('Admin');
    const usual = '10.9.0.1';
    assert.equal((await attempt(user.username, user.password, usual)).statusCode, 200);
    for (let a = 2; a <= 5; a++) {
      for (let i = 0; i < 5; i++) assert.equal((await attempt(user.username, 'salah-salah', `10.9.0.${a}`)).statusCode, 401);
    }
    // Another address meets the per-username limit...
    const elsewhere = await attempt(user.username, user.password, '10.9.0.99');
    assertTooMany(elsewhere);
    assert.equal(elsewhere.json().code, 'TOO_MANY_ATTEMPTS');
    // ...the owner's usual address signs in.
    const own = await attempt(user.username, user.password, usual);
    assert.equal(own.statusCode, 200, own.body);
  });

  it('answers a blocked unknown username exactly like a blocked real one', async () => {
    const user = await t.createUser('Admin');
    for (let i = 0; i < 5; i++) {
      assert.equal((await attempt(user.username, 'salah-salah', '10.4.0.1')).statusCode, 401);
      assert.equal((await attempt('tidak-ada-orangnya', 'salah-salah', '10.4.0.2')).statusCode, 401);
    }
    const real = await attempt(user.username, 'salah-salah', '10.4.0.1');
    const unknown = await attempt('tidak-ada-orangnya', 'salah-salah', '10.4.0.2');
    assert.equal(real.statusCode, 429);
    assert.deepEqual(unknown.json(), real.json());
    // A second boundary may pass between the two requests: the waits may differ by one second.
    const [a, b] = [Number(real.headers['retry-after']), Number(unknown.headers['retry-after'])];
    assert.ok(a > 0 && b > 0 && Math.abs(a - b) <= 1, `Retry-After ${a} and ${b}`);
  });

  it('a flood from one address does not hold up a login from another: the flood is checked 2 at a time, the other login at once', async () => {
    const user = await t.createUser('Admin');
    const limiter = t.app.ctx.limiter;
    const floodIp = '10.5.0.1';
    // Watch what the limiter admits: how many checks run at once from the flooding address, and how
    // many were running when the other login was let in.
    const begin = limiter.begin as LoginGuard['begin'] | undefined;
    let peakFromFlood = 0;
    let floodInFlightWhenOtherAdmitted: number | 'refused' | undefined;
    if (begin) {
      limiter.begin = async (username, ip) => {
        const admission = await begin.call(limiter, username, ip);
        if (ip === floodIp) {
          if (admission.admitted) peakFromFlood = Math.max(peakFromFlood, limiter.inFlight(floodIp));
        } else {
          floodInFlightWhenOtherAdmitted = admission.admitted ? limiter.inFlight(floodIp) : 'refused';
        }
        return admission;
      };
    }
    try {
      const order: string[] = [];
      const flood = Array.from({ length: 150 }, (_, i) =>
        attempt(`penyerang${i}`, 'salah-salah', floodIp).then((r) => {
          order.push(`flood ${r.statusCode}`);
          return r;
        }),
      );
      const other = attempt(user.username, user.password, '10.5.0.2').then((r) => {
        order.push(`other ${r.statusCode}`);
        return r;
      });
      const [responses, mine] = await Promise.all([Promise.all(flood), other]);
      assert.equal(mine.statusCode, 200, mine.body);
      const counted = statuses(responses);
      // The other login did not queue behind the flood's hashes: only the few running when it came
      // (2 at most at any time) were answered before it; the rest of the flood was refused unchecked.
      const checkedBefore = order.slice(0, order.indexOf('other 200')).filter((x) => x === 'flood 401').length;
      assert.ok(checkedBefore <= 10, `${checkedBefore} flood checks answered before the other login (${JSON.stringify(counted)})`);
      assert.ok((counted[401] ?? 0) <= 10, JSON.stringify(counted));
      assert.equal((counted[401] ?? 0) + (counted[429] ?? 0), 150, JSON.stringify(counted));
      for (const r of responses.filter((x) => x.statusCode === 429)) assertTooMany(r);
      assert.ok(peakFromFlood >= 1 && peakFromFlood <= 2, `flood had ${peakFromFlood} checks at once`);
      assert.ok(typeof floodInFlightWhenOtherAdmitted === 'number' && floodInFlightWhenOtherAdmitted <= 2, String(floodInFlightWhenOtherAdmitted));
    } finally {
      if (begin) limiter.begin = begin;
    }
  });

  it('refuses at once beyond 4 concurrent checks in all, whatever the addresses', async () => {
    const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(`banyak${i}`, 'salah-salah', `10.6.0.${i + 1}`)));
    const counted = statuses(responses);
    assert.ok((counted[401] ?? 0) >= 1, JSON.stringify(counted));
    const busy = responses.filter((r) => r.statusCode === 429);
    assert.ok(busy.length >= 1, JSON.stringify(counted));
    for (const r of busy) {
      assertTooMany(r);
      assert.equal(r.json().code, 'TOO_MANY_REQUESTS');
      assert.equal(r.headers['retry-after'], '1');
    }
    assert.equal(t.app.ctx.limiter.inFlight(), 0);
  });
});

describe('login limits over HTTP, concurrency caps lifted (only the counts stop parallel attempts)', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ LOGIN_MAX_CONCURRENT_HASHES: '64', LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '64' });
  });
  after(() => t.close());

  const attempt = (username: string, password: string, ip: string) =>
    t.inject({ method: 'POST', url: '/api/auth/admin', payload: { username, password }, remoteAddress: ip });

  it('150 parallel wrong passwords: exactly 5 are checked (401), 145 get 429 TOO_MANY_ATTEMPTS', async () => {
    const user = await t.createUser('Admin');
    const responses = await Promise.all(Array.from({ length: 150 }, () => attempt(user.username, 'salah-salah', '10.7.0.1')));
    assert.deepEqual(statuses(responses), { 401: 5, 429: 145 });
    for (const r of responses.filter((x) => x.statusCode === 429)) {
      assertTooMany(r);
      assert.equal(r.json().code, 'TOO_MANY_ATTEMPTS');
      assert.ok(Number(r.headers['retry-after']) > 14 * 60);
    }
  });

  it('4 failures, then 40 parallel tries with the right password at position 12: only one is checked, no 200', async () => {
    const user = await t.createUser('Admin');
    for (let i = 0; i < 4; i++) assert.equal((await attempt(user.username, 'salah-salah', '10.8.0.1')).statusCode, 401);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(user.username, i === 11 ? user.password : `salah-${i}`, '10.8.0.1')),
    );
    assert.deepEqual(statuses(responses), { 401: 1, 429: 39 });
    assert.equal(responses[11]?.statusCode, 429);
  });
});
