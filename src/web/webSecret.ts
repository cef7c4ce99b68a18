import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for each run of the preview server. */
export function createWebSecret(): string {
  return randomBytes(32).toString('hex');
}

/** Constant-time comparison; hashing first makes lengths equal without leaking the length. */
export function secretsMatch(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
