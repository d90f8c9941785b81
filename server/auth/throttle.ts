// Counted attempts in the database, so that every instance applies one limit
// (docs/decisions/0042-login-throttle.md). Generic: a key names what is counted (a sign-in
// failure from an address, a registration from an address …) and each hit counts for its own
// window. The hit is written before it is checked, so attempts that run in parallel see each
// other and cannot slip past a limit together.
import type { Db } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';

export interface Count {
  key: string;
  windowSeconds: number;
  /** checked only when given; a count without it is recorded and never refuses */
  max?: number;
}

export type Taken = { ok: true; ids: number[] } | { ok: false; retryAfter: number };

const PRUNE_EVERY_MS = 60_000;

export class Throttle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hits of the key still within their window. */
  async count(key: string): Promise<number> {
    const row = await this.db
      .selectFrom('throttle_hits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('expires_at', '>', this.now())
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Records one hit on every key. When a key with a max already holds max other live hits, the
   * hits are taken back and the answer says how many seconds until one has expired.
   */
  async take(counts: readonly Count[]): Promise<Taken> {
    const now = this.now();
    await this.pruneNowAndThen(now);
    const rows = await this.db
      .insertInto('throttle_hits')
      .values(counts.map((c) => ({ key: c.key, expires_at: now + c.windowSeconds * 1000 })))
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    let wait = 0;
    for (const c of counts) {
      if (c.max === undefined) continue;
      // the max-th newest other hit: while it lives, the key is full
      const blocking = await this.db
        .selectFrom('throttle_hits')
        .select('expires_at')
        .where('key', '=', c.key)
        .where('expires_at', '>', now)
        .where('id', 'not in', ids)
        .orderBy('expires_at', 'desc')
        .limit(1)
        .offset(c.max - 1)
        .executeTakeFirst();
      if (blocking) wait = Math.max(wait, Math.ceil((blocking.expires_at - now) / 1000));
    }
    if (wait === 0) return { ok: true, ids };
    await this.release(ids);
    return { ok: false, retryAfter: Math.max(1, wait) };
  }

  /** Takes hits back: the attempt they stood for does not count (a successful sign-in). */
  async release(ids: readonly number[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('throttle_hits').where('id', 'in', ids).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_hits').where('key', '=', key).execute();
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom('throttle_hits').where('expires_at', '<=', now).execute();
  }
}

/** A wait for people: '45 seconds', '12 minutes'. */
function waitInWords(seconds: number): string {
  if (seconds < 120) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Takes the hits, or refuses with 429, Retry-After and `refusal`'s words for the wait
 * ('Too many … Try again in 12 minutes.').
 */
export async function admit(
  throttle: Throttle,
  counts: readonly Count[],
  refusal: (wait: string) => string,
): Promise<void> {
  const taken = await throttle.take(counts);
  if (taken.ok) return;
  throw new ApiError(429, refusal(waitInWords(taken.retryAfter)), {
    'retry-after': String(taken.retryAfter),
  });
}
