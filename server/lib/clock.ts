// The time now, passed to the app rather than configured: tests hand it a clock they move to the
// dates the yearly re-check, document deletion and bookings must see.
export interface Clock {
  /** milliseconds since the epoch */
  now(): number;
}

export const systemClock = (): Clock => ({ now: () => Date.now() });
