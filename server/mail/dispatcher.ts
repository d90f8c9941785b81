// Sends the outbox's e-mails after their transaction has committed
// (docs/decisions/0092-notification-bell-and-mail.md, docs/decisions/0112-one-mail-outbox.md).
// Every instance runs one dispatcher: on a short timer, and nudged after a request that wrote
// something. Each round claims the due rows (outbox.ts), so two instances never send one; a failed send is tried again later, with a
// growing wait, and given up after MAX_ATTEMPTS or a permanent refusal. Failures are logged;
// nothing here ever throws into a request. Loaded only when there is somewhere to send (attach.ts).
import type { Db } from '../db/schema.ts';
import { sendFailure } from './mailer.ts';
import type { Mailer } from './mailer.ts';
import { mailOf } from './message.ts';
import type { Mailbox } from '../rules/booking/calendar.ts';
import { MAX_ATTEMPTS, claimDue, markFailed, markSent } from './outbox.ts';
import type { Claimed } from './outbox.ts';

export interface MailTiming {
  /** how often an idle dispatcher looks for due e-mails */
  pollMs: number;
  /** the wait after a nudge, so that one burst of writes makes one round */
  nudgeMs: number;
  /** a claimed send may be taken again after this (an instance that stopped mid-send) */
  leaseMs: number;
  /** the waits after the 1st, 2nd, … failed send; the last repeats */
  retryMs: readonly number[];
  /** older e-mails are not sent: late news by e-mail is worse than none */
  maxAgeMs: number;
  /** rows claimed at a time */
  batch: number;
}

const DEFAULT_TIMING: MailTiming = {
  pollMs: 10_000,
  nudgeMs: 50,
  leaseMs: 5 * 60_000,
  retryMs: [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000],
  maxAgeMs: 24 * 60 * 60_000,
  batch: 20,
};

type LogFn = (fields: object, message: string) => void;
export interface MailLog {
  warn: LogFn;
  error: LogFn;
}

export interface MailDispatcher {
  /** a request has written something: look soon */
  nudge(): void;
  /** sends everything due now, then resolves with how many were sent (also what tests wait on) */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  db: Db;
  /** SMTP (mailer.ts), or the log of a demo without it (log-mailer.ts) */
  mailer: Mailer;
  webUrl: string;
  log: MailLog;
  timing?: Partial<MailTiming>;
  /** sends nothing before this settles */
  after?: Promise<unknown>;
  /** the calendar invitations' ORGANIZER: the e-mails' sender (mail/invitation.ts) */
  organizer?: Mailbox;
}

export function startMailDispatcher(options: DispatcherOptions): MailDispatcher {
  const { db, webUrl, log } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { mailer } = options;
  let stopped = false;
  let chain: Promise<number> = Promise.resolve(0);
  let queued: Promise<number> | null = null;
  let nudgeTimer: NodeJS.Timeout | undefined;

  const retryAt = (attempt: number, now: number): number | null =>
    attempt >= MAX_ATTEMPTS
      ? null
      : now + (timing.retryMs[Math.min(attempt, timing.retryMs.length) - 1] ?? DEFAULT_TIMING.leaseMs);

  async function failed(row: Claimed, error: unknown): Promise<void> {
    const failure = sendFailure(error);
    const next = failure.permanent ? null : retryAt(row.attempt, Date.now());
    await markFailed(db, row.id, failure.message, next);
    const fields = { mail: row.id, kind: row.kind, attempt: row.attempt, err: failure.message };
    if (next === null) log.error(fields, 'e-mail given up');
    else log.warn({ ...fields, retryAt: new Date(next).toISOString() }, 'e-mail failed; will retry');
  }

  /** One batch: each row sent, or failed; when the server is down the rest fail with it. */
  async function sendBatch(rows: Claimed[]): Promise<number> {
    let sent = 0;
    let down: unknown;
    for (const row of rows) {
      if (stopped) break; // its lease runs out and another round takes it
      if (down !== undefined) {
        await failed(row, down);
        continue;
      }
      try {
        await mailer.send(mailOf(row, webUrl, options.organizer));
        await markSent(db, row.id, Date.now());
        sent += 1;
      } catch (error) {
        if (sendFailure(error).serverDown) down = error;
        await failed(row, error);
      }
    }
    return sent;
  }

  async function round(): Promise<number> {
    let sent = 0;
    // a round ends when nothing is due, or after a batch the server refused outright
    for (;;) {
      if (stopped) return sent;
      const now = Date.now();
      const rows = await claimDue(db, {
        now,
        oldest: now - timing.maxAgeMs,
        leaseUntil: now + timing.leaseMs,
        limit: timing.batch,
      });
      if (rows.length === 0) return sent;
      const batchSent = await sendBatch(rows);
      sent += batchSent;
      if (batchSent === 0) return sent;
    }
  }

  // one round at a time per instance; at most one more waits, and it covers every nudge meanwhile
  function enqueue(): Promise<number> {
    if (queued) return queued;
    const next = chain.then(async () => {
      queued = null;
      try {
        return await round();
      } catch (error) {
        log.error({ err: error }, 'e-mails could not be read or updated');
        return 0;
      }
    });
    queued = next;
    chain = next;
    return next;
  }

  const poller = setInterval(() => void enqueue(), timing.pollMs);
  poller.unref();
  // the first round once the data is ready (the demo's first start has seeded its market)
  void (options.after ?? Promise.resolve()).then(
    () => void enqueue(),
    () => undefined,
  );

  return {
    nudge() {
      if (stopped || nudgeTimer) return;
      nudgeTimer = setTimeout(() => {
        nudgeTimer = undefined;
        void enqueue();
      }, timing.nudgeMs);
      nudgeTimer.unref();
    },
    flush: () => (stopped ? Promise.resolve(0) : enqueue()),
    async stop() {
      stopped = true;
      clearInterval(poller);
      clearTimeout(nudgeTimer);
      await chain;
      mailer.close();
    },
  };
}
