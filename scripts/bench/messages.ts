// Benchmark of live message delivery (not a test: it reports, it does not assert;
// docs/performance.md, "Live delivery"). N conversations at once, each a case of its own client
// answered by a verified lawyer of its area and place. Every client holds the live stream
// (GET /api/conversations/events/) on the receiving instance; every lawyer writes M messages on
// the sending one, a pause of 0.5–1.5 × --pause ms before each: by default a message about every
// 10 s in each conversation, 20 a second in all, six times what 200 writers could keep up for an
// hour (60 messages an hour each). A message's delivery is the time from the start of its POST
// until the client's stream has named it AND the client's GET messages/?after= has returned it:
// what the client's screen needs. Two setups:
//   sqlite      one instance on the embedded SQLite (events in process)
//   postgres    two instances on one throwaway PostgreSQL cluster, the lawyer writing on one and
//               the client reading on the other (events through LISTEN/NOTIFY)
// Goal: p99 ≤ 1 s. `npm run bench` (scripts/bench/all.ts) reports the same rows. Traffic goes to
// 127.0.0.1 only; servers and the cluster are stopped by their PIDs and folders removed.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { BENCH_PASSWORD, benchEmail, seedBenchLawyers } from './seed-lawyers.ts';
import { printTable, type BudgetRow } from './bundle-budget.ts';
import { openEventStream } from '../lib/event-stream.ts';
import {
  answers,
  count,
  freePort,
  HOST,
  isMain,
  options,
  sleep,
  startLocalApi,
  waitUntil,
} from '../lib/processes.ts';
import type { Server } from '../lib/processes.ts';
import { findPgBin, startThrowawayPostgres } from '../dev/throwaway-postgres.ts';

export type MessagesSetup = 'sqlite' | 'postgres';
const GOAL_P99_MS = 1000;
const CLIENT_PASSWORD = 'Quiet-Harbour-Reading-61';
const BENCH_SECRET = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';
/** at most this many sign-ups and sign-ins at once: each waits for the password hash */
const SEEDING_AT_ONCE = 8;
/** a load average above this many times the cores before the bench starts: other work shares the machine */
const BUSY_PER_CORE = 1;
// the seeding signs up and signs in more often than the API allows one address
const LIMITS = {
  REGISTER_MAX_PER_IP: '1000000',
  LOGIN_MAX_PER_ACCOUNT: '1000000',
  LOGIN_MAX_PER_IP: '1000000',
  LOGIN_MAX_PER_ACCOUNT_TOTAL: '1000000',
};
const SETUP_NAMES: Record<MessagesSetup, string> = {
  sqlite: 'one instance on SQLite',
  postgres: 'two instances on PostgreSQL',
};

interface Instances {
  /** where the lawyers write */
  sender: string;
  /** where the clients listen and read */
  receiver: string;
  stop(): Promise<void>;
}

async function call(base: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${body === undefined ? 'GET' : 'POST'} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as Record<string, unknown>;
}

/** One API on free ports over `env`'s database, its data in `dir`; resolves once it answers. */
async function startApi(dir: string, env: Record<string, string>): Promise<{ url: string; server: Server }> {
  const ports = { api: await freePort(), match: await freePort() };
  const url = `http://${HOST}:${ports.api}`;
  const server = startLocalApi(ports, dir, { env: { SEED_DEMO: 'false', ...LIMITS, ...env } });
  await waitUntil('the API', answers(`${url}/api/accounts/me/`), { server });
  return { url, server };
}

async function startSetup(setup: MessagesSetup, lawyers: number): Promise<Instances> {
  const dirs = [
    mkdtempSync(join(tmpdir(), 'lawmatch-messages-')),
    mkdtempSync(join(tmpdir(), 'lawmatch-messages-')),
  ];
  const removeDirs = () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  if (setup === 'sqlite') {
    await seedBenchLawyers({ kind: 'sqlite', file: join(dirs[0] ?? '', 'lawmatch.db') }, lawyers);
    const one = await startApi(dirs[0] ?? '', {});
    return { sender: one.url, receiver: one.url, stop: async () => (await one.server.stop(), removeDirs()) };
  }
  const cluster = await startThrowawayPostgres();
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await cluster.stop();
    removeDirs();
  };
  try {
    const admin = new pg.Client(cluster.url('postgres'));
    await admin.connect();
    await admin.query('CREATE DATABASE lawmatch');
    await admin.end();
    const url = cluster.url('lawmatch');
    await seedBenchLawyers({ kind: 'postgres', url, poolSize: 4 }, lawyers);
    const env = { DATABASE_URL: url, JWT_SECRET: BENCH_SECRET };
    // one after the other: the first migrates and seeds, the second finds it done
    const a = await startApi(dirs[0] ?? '', env);
    servers.push(a.server);
    const b = await startApi(dirs[1] ?? '', env);
    servers.push(b.server);
    return { sender: a.url, receiver: b.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface Pair {
  lawyer: string;
  client: string;
  conversation: string;
  /** the newest message the client has read */
  last: string;
}

/** Runs `task` for 0 … n-1, `atOnce` at a time. */
async function inTurn<T>(n: number, atOnce: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < n; i = next++) results[i] = await task(i);
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  return results;
}

/** Lawyer i signs in where messages are written; a client of their area and place signs up and
 * posts a case where they are read; the lawyer responds, which opens the conversation. */
async function seedPairs({ sender, receiver }: Instances, n: number): Promise<Pair[]> {
  return inTurn(n, SEEDING_AT_ONCE, async (i) => {
    const signIn = await call(sender, '/api/accounts/login/', null, {
      email: benchEmail(i),
      password: BENCH_PASSWORD,
    });
    const lawyer = (signIn.tokens as { access: string }).access;
    const { profile } = (await call(sender, '/api/accounts/lawyer-profiles/me/', lawyer)) as {
      profile: { specialization: string; location: string };
    };
    const signUp = await call(receiver, '/api/accounts/register/', null, {
      name: `Bench Client ${i}`,
      email: `bench.client.${i}.${Date.now()}@lawmatch.test`,
      password: CLIENT_PASSWORD,
      userType: 'client',
    });
    const client = (signUp.tokens as { access: string }).access;
    const posted = await call(receiver, '/api/cases/', client, {
      title: `A question for a solicitor (${i})`,
      description: 'I would like advice on what to do next and what it would cost me.',
      location: profile.location,
      category: profile.specialization,
    });
    await call(sender, `/api/cases/${String(posted.id)}/responses/`, lawyer, {
      message: 'I can help you with this; tell me a little more about what happened.',
    });
    const list = await call(receiver, `/api/conversations/?caseId=${String(posted.id)}`, client);
    const conversation = String((list.results as { id: string }[])[0]?.id);
    const thread = await call(receiver, `/api/conversations/${conversation}/messages/`, client);
    const last = String((thread.results as { id: string }[]).at(-1)?.id ?? '0');
    return { lawyer, client, conversation, last };
  });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
};

interface Delivery {
  messageId: string;
  /** when the stream named it, and when the client's read of the thread returned it */
  eventAt: number;
  readAt: number;
}

/** Every client's stream open on the receiver; a conversation's next delivery as a promise. */
async function listen(receiver: string, pairs: Pair[]) {
  const waiting = new Map<string, (delivery: Delivery) => void>();
  const streams = await Promise.all(
    pairs.map(
      (pair) =>
        new Promise<{ close(): void }>((resolve, reject) => {
          const opened = openEventStream(`${receiver}/api/conversations/events/`, pair.client, {
            onItem: ({ event, data }) => {
              if (event === 'ready') void opened.then(resolve);
              if (event !== 'message') return;
              const eventAt = performance.now();
              const { messageId } = data as { messageId: string };
              const path = `/api/conversations/${pair.conversation}/messages/?after=${pair.last}`;
              call(receiver, path, pair.client)
                .then((page) => {
                  if (!(page.results as { id: string }[]).some((m) => m.id === messageId)) return;
                  pair.last = messageId;
                  waiting.get(pair.conversation)?.({ messageId, eventAt, readAt: performance.now() });
                })
                .catch((error: unknown) => console.error(`reading ${path}: ${String(error)}`));
            },
            onEnd: () => undefined,
          });
          opened.catch(reject);
        }),
    ),
  );
  const next = (conversation: string) =>
    new Promise<Delivery>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`conversation ${conversation}: not delivered in 30 s`)),
        30_000,
      );
      waiting.set(conversation, (delivery) => {
        clearTimeout(timer);
        resolve(delivery);
      });
    });
  return { next, close: () => streams.forEach((s) => s.close()) };
}

async function benchOne(setup: MessagesSetup, conversations: number, messages: number, pauseMs: number) {
  // the load before anything of this bench runs: other work on the machine
  const before = loadavg()[0] ?? 0;
  console.log(
    `${setup}: starting (load average ${before.toFixed(2)}), seeding ${conversations} conversations ...`,
  );
  const instances = await startSetup(setup, conversations);
  try {
    const pairs = await seedPairs(instances, conversations);
    const streams = await listen(instances.receiver, pairs);
    console.log(`${setup}: ${conversations} streams ready; ${messages} messages in each conversation`);
    const samples: { event: number; seen: number }[] = [];
    let busiest = loadavg()[0] ?? 0;
    const sampler = setInterval(() => (busiest = Math.max(busiest, loadavg()[0] ?? 0)), 1000);
    const started = performance.now();
    try {
      await Promise.all(
        pairs.map(async (pair, i) => {
          for (let k = 0; k < messages; k += 1) {
            await sleep(pauseMs * (0.5 + Math.random()));
            const delivered = streams.next(pair.conversation);
            delivered.catch(() => undefined); // awaited below, unless the message is refused
            const sentAt = performance.now();
            const path = `/api/conversations/${pair.conversation}/messages/`;
            const sent = await call(instances.sender, path, pair.lawyer, {
              text: `Message ${k + 1} of ${i}`,
            });
            const delivery = await delivered;
            if (delivery.messageId !== String(sent.id))
              throw new Error(`conversation ${pair.conversation}: another message`);
            samples.push({ event: delivery.eventAt - sentAt, seen: delivery.readAt - sentAt });
          }
        }),
      );
    } finally {
      clearInterval(sampler);
      streams.close();
    }
    const seconds = (performance.now() - started) / 1000;
    const seen = samples.map((s) => s.seen);
    const event = samples.map((s) => s.event);
    const ms = (v: number) => `${Math.round(v)} ms`;
    const p99 = percentile(seen, 99);
    const cores = availableParallelism();
    if (before > BUSY_PER_CORE * cores)
      console.log(
        `scripts/bench/messages.ts: the load average was ${before.toFixed(2)} on ${cores} cores before it started, so other work shared the machine: these timings read high`,
      );
    const row: BudgetRow = {
      metric: `message delivery, ${SETUP_NAMES[setup]}, ${conversations} conversations`,
      budget: `p99 ≤ ${GOAL_P99_MS} ms`,
      measured: `p50 ${ms(percentile(seen, 50))}, p99 ${ms(p99)}`,
      gates: false,
      ok: p99 <= GOAL_P99_MS,
      detail: `${setup === 'postgres' ? 'written on one instance, read on the other; ' : ''}send → event and read; the event alone p50 ${ms(percentile(event, 50))}, p99 ${ms(percentile(event, 99))}; ${samples.length} messages in ${seconds.toFixed(0)} s (${(samples.length / seconds).toFixed(0)}/s); load average ${before.toFixed(2)} before, up to ${busiest.toFixed(2)} while it ran, on ${cores} cores`,
    };
    return row;
  } finally {
    await instances.stop();
  }
}

/** One row for each setup. */
export async function benchMessages({
  conversations = 200,
  messages = 6,
  pauseMs = 10_000,
  setups = ['sqlite', 'postgres'] as MessagesSetup[],
} = {}): Promise<BudgetRow[]> {
  const rows: BudgetRow[] = [];
  for (const setup of setups) {
    if (setup === 'postgres' && !findPgBin()) {
      console.log('postgres: skipped, no PostgreSQL server binaries (apt-get install postgresql, or PG_BIN)');
      continue;
    }
    rows.push(await benchOne(setup, conversations, messages, pauseMs));
  }
  return rows;
}

if (isMain(import.meta.url)) {
  const args = options('[--conversations 200] [--messages 6] [--pause 10000] [--setups sqlite,postgres]', {
    conversations: { type: 'string' },
    messages: { type: 'string' },
    pause: { type: 'string' },
    setups: { type: 'string', default: 'sqlite,postgres' },
  });
  const rows = await benchMessages({
    conversations: count(args.conversations, 200, 1000),
    // each lawyer may write 60 messages an hour (docs/conversations.md); the response is one
    messages: count(args.messages, 6, 50),
    pauseMs: count(args.pause, 10_000),
    setups: args.setups.split(',').filter((s): s is MessagesSetup => s === 'sqlite' || s === 'postgres'),
  });
  console.log();
  printTable(rows);
}
