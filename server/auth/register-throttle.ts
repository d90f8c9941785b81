// New accounts per client address, counted in the database so that every instance applies one
// limit (docs/decisions/0070-bounded-password-hashing.md). Checked once a registration is
// otherwise acceptable, just before its password is hashed: a refused form costs nothing, and
// a person who mistypes is not held back.
import type { RegisterLimits } from '../config/settings.ts';
import { admit } from './throttle.ts';
import type { Throttle } from './throttle.ts';

/** Counts a registration from the address; 429 with Retry-After past the limit. */
export async function admitRegistration(
  throttle: Throttle,
  limits: RegisterLimits,
  address: string,
): Promise<void> {
  await admit(
    throttle,
    [{ key: `register:address:${address}`, windowSeconds: limits.windowSeconds, max: limits.perIp }],
    (wait) => `Too many accounts registered from this address. Try again in ${wait}.`,
  );
}
