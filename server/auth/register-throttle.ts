// New accounts per client address, counted in the database so that every instance applies one
// limit (docs/decisions/0070-bounded-password-hashing.md). Checked once a registration is
// otherwise acceptable, just before its password is hashed: a refused form costs nothing, and
// a person who mistypes is not held back.
import type { RegisterLimits } from '../config/settings.ts';
import { ApiError } from '../lib/errors.ts';
import type { Throttle } from './throttle.ts';

function inWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Counts a registration from the address; 429 with Retry-After past the limit. */
export async function admitRegistration(
  throttle: Throttle,
  limits: RegisterLimits,
  address: string,
): Promise<void> {
  const taken = await throttle.take([
    { key: `register:address:${address}`, windowSeconds: limits.windowSeconds, max: limits.perIp },
  ]);
  if (taken.ok) return;
  throw new ApiError(
    429,
    `Too many accounts registered from this address. Try again in ${inWords(taken.retryAfter)}.`,
    { 'retry-after': String(taken.retryAfter) },
  );
}
