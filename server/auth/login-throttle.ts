// Who may try a password, and when (docs/decisions/0042-login-throttle.md). Only failures
// count, against three keys:
// - the account from this address: a guesser at one address slows down at once;
// - this address, whatever the account: one address cannot sweep many accounts;
// - the account from everywhere: guessing spread over many addresses is capped too, but the
//   cap refuses only addresses that have already failed on that account, so nobody can lock
//   the owner out: the right password from an address without failures always gets through.
import type { LoginLimits } from '../config/settings.ts';
import type { Throttle } from './throttle.ts';

export type { LoginLimits };

export type Attempt = { ok: true; succeeded(): Promise<void> } | { ok: false; retryAfter: number };

export class LoginThrottle {
  constructor(
    private readonly throttle: Throttle,
    private readonly limits: LoginLimits,
  ) {}

  /** Counts the attempt as a failure until the caller says it succeeded. */
  async attempt(email: string, address: string): Promise<Attempt> {
    const { perAccount, perIp, perAccountTotal, windowSeconds } = this.limits;
    const here = `login:account-address:${email}|${address}`;
    const failedHere = (await this.throttle.count(here)) > 0;
    const taken = await this.throttle.take([
      { key: here, windowSeconds, max: perAccount },
      { key: `login:address:${address}`, windowSeconds, max: perIp },
      { key: `login:account:${email}`, windowSeconds, ...(failedHere ? { max: perAccountTotal } : {}) },
    ]);
    if (!taken.ok) return taken;
    return {
      ok: true,
      succeeded: async () => {
        // a success is no failure, and the person at this address knows the password
        await this.throttle.release(taken.ids);
        await this.throttle.clear(here);
      },
    };
  }
}
