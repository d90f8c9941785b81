// The live stream of conversations (docs/conversations.md, "Live delivery";
// docs/decisions/0121-live-delivery.md): a signed-in person's stream says `ready`, then passes on
// the events published for them and no one else's; it needs a token; a comment keeps it open;
// closing it ends the subscription; the API's close is not held open by it. On PostgreSQL the
// events also come from other instances, and a dropped listening connection ends the streams and
// is opened again. Real listeners on loopback ports: inject() waits for an answer's end.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEEP_ALIVE_MS } from '../../../server/routes/conversation-events.ts';
import { LIVE_APPLICATION, LIVE_CHANNEL } from '../../../server/live/pg-live-events.ts';
import { openStream } from '../support/event-stream.ts';
import type { OpenStream } from '../support/event-stream.ts';
import { onPostgres } from '../support/backing.ts';
import { adminTokens, bearer, makeApp, register } from '../support/helpers.ts';
import type { TestApp } from '../support/helpers.ts';

let app: TestApp;
let base: string;
let sam: { id: number; access: string };
let ruth: { id: number; access: string };

const person = async (userType: 'client' | 'lawyer') => {
  const { user, tokens } = await register(app, userType);
  return { id: Number(user.id), access: tokens.access };
};

beforeAll(async () => {
  app = await makeApp();
  base = await app.api.listen({ port: 0, host: '127.0.0.1' });
  [sam, ruth] = [await person('client'), await person('lawyer')];
});
afterAll(async () => {
  await app?.dispose();
});

/** A stream of this person's, read up to its `ready`. */
async function readyStream(access: string): Promise<OpenStream> {
  const stream = await openStream(base, access);
  expect(stream.status).toBe(200);
  expect(await stream.next()).toEqual({ event: 'ready', data: {} });
  return stream;
}

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return check();
};

describe('the live stream', () => {
  it("says ready, then passes on an event for its person and not another person's", async () => {
    const stream = await readyStream(sam.access);
    try {
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toBe('no-store');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      app.ctx.live.publish([ruth.id], { type: 'message', conversationId: '5', messageId: '50' });
      app.ctx.live.publish([sam.id, ruth.id], { type: 'message', conversationId: '7', messageId: '71' });
      app.ctx.live.publish([sam.id], {
        type: 'read',
        conversationId: '7',
        readAt: '2026-11-28T10:00:00.000Z',
      });
      // in the order published: Ruth's came first, so had it reached Sam it would be read first
      expect(await stream.next()).toEqual({
        event: 'message',
        data: { conversationId: '7', messageId: '71' },
      });
      expect(await stream.next()).toEqual({
        event: 'read',
        data: { conversationId: '7', readAt: '2026-11-28T10:00:00.000Z' },
      });
    } finally {
      stream.close();
    }
  });

  it('answers 401 without a token or with a bad one, and 404 to an admin, who has no conversations', async () => {
    const url = '/api/conversations/events/';
    const none = await app.api.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="api"');
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await app.api.inject({ method: 'GET', url, headers: bearer('not-a-token') });
    expect(bad.statusCode).toBe(401);
    const admin = await app.api.inject({
      method: 'GET',
      url,
      headers: bearer((await adminTokens(app)).access),
    });
    expect(admin.statusCode).toBe(404);
  });

  it(`sends a keep-alive comment every ${KEEP_ALIVE_MS / 1000} s`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await readyStream(ruth.access);
      try {
        vi.advanceTimersByTime(KEEP_ALIVE_MS - 1);
        app.ctx.live.publish([ruth.id], { type: 'message', conversationId: '8', messageId: '80' });
        expect((await stream.next()).event).toBe('message'); // no comment before it
        vi.advanceTimersByTime(1);
        expect(await stream.next()).toEqual({ event: null, data: 'keep-alive' });
        vi.advanceTimersByTime(KEEP_ALIVE_MS);
        expect(await stream.next()).toEqual({ event: null, data: 'keep-alive' });
      } finally {
        stream.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up its subscription when the stream is closed', async () => {
    // the streams of the tests before are gone too
    expect(await until(() => app.ctx.live.subscribers(ruth.id) === 0)).toBe(true);
    const stream = await readyStream(ruth.access);
    expect(app.ctx.live.subscribers(ruth.id)).toBe(1);
    stream.close();
    expect(await until(() => app.ctx.live.subscribers(ruth.id) === 0)).toBe(true);
  });

  it('ends its streams when the API closes, and the close is not held open by them', async () => {
    const own = await makeApp();
    const ownBase = await own.api.listen({ port: 0, host: '127.0.0.1' });
    const { tokens } = await register(own, 'client');
    const stream = await openStream(ownBase, tokens.access);
    expect((await stream.next()).event).toBe('ready');
    const started = Date.now();
    await own.dispose();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await stream.ended(1000)).toBe(true);
  });
});

describe.skipIf(!onPostgres())('the live stream on PostgreSQL', () => {
  let admin: pg.Client;
  beforeAll(async () => {
    if (app.config.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    admin = new pg.Client(app.config.database.url);
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
  });

  it("passes on another instance's event, and not its own twice", async () => {
    const stream = await readyStream(sam.access);
    try {
      app.ctx.live.publish([sam.id], { type: 'message', conversationId: '9', messageId: '90' });
      expect(await stream.next()).toEqual({
        event: 'message',
        data: { conversationId: '9', messageId: '90' },
      });
      // this instance's own notice comes back to it before another sent later: it must be ignored
      await new Promise((r) => setTimeout(r, 200));
      const other = {
        i: 'another-instance',
        u: [sam.id],
        e: { type: 'message', conversationId: '9', messageId: '92' },
      };
      await admin.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(other)]);
      expect(await stream.next()).toEqual({
        event: 'message',
        data: { conversationId: '9', messageId: '92' },
      });
    } finally {
      stream.close();
    }
  });

  it('ends the streams when the listening connection drops, then listens again', async () => {
    const stream = await readyStream(sam.access);
    const dropped = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LIVE_APPLICATION],
    );
    expect(dropped.rowCount).toBe(1);
    expect(await stream.ended()).toBe(true);
    expect(await until(() => app.ctx.live.listening)).toBe(true);
    const again = await readyStream(sam.access);
    try {
      const other = {
        i: 'another-instance',
        u: [sam.id],
        e: { type: 'read', conversationId: '3', readAt: '2026-11-28T09:00:00.000Z' },
      };
      await admin.query('select pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(other)]);
      expect(await again.next()).toEqual({
        event: 'read',
        data: { conversationId: '3', readAt: '2026-11-28T09:00:00.000Z' },
      });
    } finally {
      again.close();
    }
  });
});
