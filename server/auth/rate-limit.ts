// Sliding-window login limiter kept in memory (one process serves the local API).
// Per account it counts attempts since the last success, per address every attempt.

const MAX_KEYS = 50_000;

export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;

  constructor(max: number, windowSeconds: number) {
    this.max = max;
    this.windowMs = windowSeconds * 1000;
  }

  private recent(key: string, now: number): number[] {
    const list = this.hits.get(key);
    if (!list) return [];
    const fresh = list.filter((t) => now - t < this.windowMs);
    if (fresh.length === 0) this.hits.delete(key);
    else if (fresh.length !== list.length) this.hits.set(key, fresh);
    return fresh;
  }

  // Seconds until another attempt is allowed, or 0 when it is allowed now.
  retryAfter(key: string, now = Date.now()): number {
    const list = this.recent(key, now);
    if (list.length < this.max) return 0;
    const oldest = list[list.length - this.max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  record(key: string, now = Date.now()): void {
    if (this.hits.size >= MAX_KEYS) this.sweep(now);
    const list = this.recent(key, now);
    list.push(now);
    // keep only what can still matter for the limit
    this.hits.set(key, list.slice(-this.max));
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number): void {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
    // still full of live keys: drop the oldest entries rather than grow without bound
    const excess = this.hits.size - MAX_KEYS + 1;
    if (excess > 0) [...this.hits.keys()].slice(0, excess).forEach((k) => this.hits.delete(k));
  }
}

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export class LoginLimiter {
  private readonly accounts: SlidingWindow;
  private readonly addresses: SlidingWindow;

  constructor(limits: LoginLimits) {
    this.accounts = new SlidingWindow(limits.perAccount, limits.windowSeconds);
    this.addresses = new SlidingWindow(limits.perIp, limits.windowSeconds);
  }

  // Checked before any password work. The attempt counts at once against both keys, so
  // parallel guesses cannot slip past the limit while their hashes are being verified;
  // a success clears the account's count, which leaves "failures since the last success".
  check(email: string, ip: string): number {
    const wait = Math.max(this.accounts.retryAfter(email), this.addresses.retryAfter(ip));
    if (wait === 0) {
      this.addresses.record(ip);
      this.accounts.record(email);
    }
    return wait;
  }

  succeeded(email: string): void {
    this.accounts.reset(email);
  }
}
