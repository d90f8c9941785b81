// Live events across instances on PostgreSQL (docs/decisions/0121-live-delivery.md): each
// instance holds one connection of its own that LISTENs on one channel, and a publish is a
// pg_notify on that channel through the pool, so every instance hears every event and passes it to
// its own streams. This instance's own streams are told at once, in process, and its own echo is
// ignored: a publish reaches the people on this instance even while its listening connection is
// being opened again, and without a round trip. When that connection drops, this instance's
// streams are ended (they may have missed events; each SPA reconnects and catches up), and it is
// opened again with a growing pause.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { z } from 'zod';
import { liveMessageEventSchema, liveReadEventSchema } from '../../src/api/conversations-contract.ts';
import type { PostgresSettings } from '../config/stores.ts';
import type { Db } from '../db/schema.ts';
import { LocalLiveEvents } from './live-events.ts';
import type { LiveEvent, LiveEvents, LiveLog } from './live-events.ts';

export const LIVE_CHANNEL = 'lawmatch_live';
/** the listening connection's name in pg_stat_activity */
export const LIVE_APPLICATION = 'lawmatch-live';
// NOTIFY takes at most 8,000 bytes: 200 ids of at most 15 digits and an event stay far below
const IDS_PER_NOTICE = 200;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
/** a connection that went silent (no reset, no error) is found by asking it something */
const HEARTBEAT_MS = 30_000;

const noticeSchema = z.object({
  /** the instance that published it */
  i: z.string(),
  u: z.array(z.int()),
  e: z.discriminatedUnion('type', [
    liveMessageEventSchema.extend({ type: z.literal('message') }),
    liveReadEventSchema.extend({ type: z.literal('read') }),
  ]),
});

export class PgLiveEvents implements LiveEvents {
  private readonly local = new LocalLiveEvents();
  private readonly instance = randomUUID();
  private client: pg.Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly settings: PostgresSettings,
    private readonly db: Db,
    private readonly log: LiveLog,
  ) {}

  get listening(): boolean {
    return this.client !== undefined;
  }

  publish(userIds: readonly number[], event: LiveEvent): void {
    if (this.closed) return;
    this.local.publish(userIds, event);
    const ids = [...new Set(userIds)];
    for (let at = 0; at < ids.length; at += IDS_PER_NOTICE) {
      const notice = JSON.stringify({ i: this.instance, u: ids.slice(at, at + IDS_PER_NOTICE), e: event });
      sql`select pg_notify(${LIVE_CHANNEL}, ${notice})`
        .execute(this.db)
        .catch((error: unknown) =>
          this.log.warn('a live event could not be sent to the other instances', error),
        );
    }
  }

  subscribe(userId: number, listener: (event: LiveEvent) => void, lost?: () => void): () => void {
    return this.local.subscribe(userId, listener, lost);
  }

  subscribers(userId: number): number {
    return this.local.subscribers(userId);
  }

  /** Resolves once the first attempt to listen is over, listening or not (then it tries again). */
  start(): Promise<void> {
    return this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    await this.local.close();
    await client?.end().catch(() => undefined);
  }

  private receive(payload: string | undefined): void {
    let notice: z.infer<typeof noticeSchema>;
    try {
      notice = noticeSchema.parse(JSON.parse(payload ?? ''));
    } catch (error) {
      this.log.warn('a live event from another instance could not be read', error);
      return;
    }
    if (notice.i !== this.instance) this.local.publish(notice.u, notice.e);
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.settings.url,
      ...(this.settings.ssl === undefined ? {} : { ssl: this.settings.ssl }),
      application_name: LIVE_APPLICATION,
      connectionTimeoutMillis: 10_000,
      query_timeout: 10_000,
      keepAlive: true,
    });
    let gone = false;
    const drop = (error?: unknown) => {
      if (gone) return;
      gone = true;
      client.removeAllListeners('notification');
      client.end().catch(() => undefined);
      const wasListening = this.client === client;
      if (wasListening) {
        this.client = undefined;
        clearInterval(this.heartbeat);
      }
      if (this.closed) return;
      if (wasListening) {
        this.log.warn('stopped hearing the other instances: ending the live streams, listening again', error);
        this.local.loseAll();
      }
      const wait = this.retry();
      if (!wasListening) this.log.warn(`could not listen to the other instances; again in ${wait} ms`, error);
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('the connection ended')));
    client.on('notification', (notification) => this.receive(notification.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(error);
      return;
    }
    if (gone) return;
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    if (this.failures > 0) this.log.info('hearing the other instances again');
    this.failures = 0;
    this.client = client;
    this.heartbeat = setInterval(() => void client.query('SELECT 1').catch(drop), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Opens the listening connection again after a pause; the pause. */
  private retry(): number {
    this.failures += 1;
    // 0.5 s, 1 s, 2 s … up to 30 s, each somewhere in its upper half so that instances spread out
    const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (this.failures - 1));
    const wait = Math.round(ceiling * (0.5 + Math.random() / 2));
    this.retryTimer = setTimeout(() => void this.open(), wait);
    this.retryTimer.unref();
    return wait;
  }
}
