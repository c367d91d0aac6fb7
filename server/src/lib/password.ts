import { hash, verify, type Options } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, t=2): ~22 ms per hash, off the event loop.
// Algorithm is an ambient const enum, unusable with isolatedModules: 2 is Argon2id.
const OPTIONS: Options = { algorithm: 2 as Options['algorithm'] };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against for unknown usernames, so "no such user" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    dummyHash ??= hash('not-a-real-password-just-for-timing', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
