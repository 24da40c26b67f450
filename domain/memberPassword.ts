import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 (RFC 7914's interactive-login figures), 32 MiB of memory per hash. */
const cost = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, 32, { ...params, maxmem: cost.maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Too many password checks are already running or waiting in this process: the caller answers 503. */
export class PasswordChecksBusy extends Error {}

/**
 * Hashes at once per process: each takes 32 MiB and a core for ~100 ms, so a burst of sign-ins to random emails
 * queues here (at most `mostWaiting`) instead of exhausting memory.
 */
export const passwordCheckSlots = { most: 2, mostWaiting: 16 };
let running = 0;
const waiting: (() => void)[] = [];

async function inCheckSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= passwordCheckSlots.most) {
    if (waiting.length >= passwordCheckSlots.mostWaiting) throw new PasswordChecksBusy('too many password checks at once');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never drops below the waiters' share.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Password checks running right now, and the most that ever ran at once (for tests and metrics). */
export const passwordChecks = { running: () => running, peak: 0 };

export function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  return inCheckSlot(() => {
    passwordChecks.peak = Math.max(passwordChecks.peak, running);
    return verifyPasswordNow(password, stored);
  });
}

async function verifyPasswordNow(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on a member without a password, so timing does not tell which emails exist.
    await derive(password, randomBytes(16), cost);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** What a console password must be: long enough to resist guessing within the sign-in rate limit. */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'a password needs at least 12 characters';
  if (password.length > 1024) return 'a password has at most 1024 characters';
  return null;
}
