// argon2id runs off the main thread: one hash takes tens of milliseconds of pure CPU, which on
// the event loop would stall every other request, matching included (it shares this process).
// Workers start on first use and do not keep the process alive.
import { Worker } from 'node:worker_threads';

export type HashJob =
  | { op: 'hash'; password: string; salt: Uint8Array; memorySize: number; iterations: number }
  | { op: 'verify'; password: string; hash: string };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

// argon2id is memory-hard (19 MiB per hash): measured on the 2-core dev machine, two hashes in
// parallel each ran about three times slower, so one worker gives more logins per second.
const SIZE = 1;
const slots: Slot[] = [];
let nextId = 0;

function spawn(): Slot {
  const worker = new Worker(new URL('./hash-worker.mjs', import.meta.url));
  const slot: Slot = { worker, pending: new Map() };
  worker.unref();
  worker.on('message', (message: { id: number; value?: unknown; error?: string }) => {
    const job = slot.pending.get(message.id);
    if (!job) return;
    slot.pending.delete(message.id);
    if (slot.pending.size === 0) worker.unref();
    if (message.error !== undefined) job.reject(new Error(message.error));
    else job.resolve(message.value);
  });
  // a crashed worker fails its own jobs and is replaced on the next call
  const fail = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    for (const job of slot.pending.values()) job.reject(error);
    slot.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`hash worker exited with code ${code}`)));
  slots.push(slot);
  return slot;
}

function leastBusy(): Slot {
  const idle = slots.find((s) => s.pending.size === 0);
  if (idle) return idle;
  if (slots.length < SIZE) return spawn();
  return slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

export function runHashJob<T>(job: HashJob): Promise<T> {
  const slot = leastBusy();
  const id = (nextId += 1);
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    // keep the process alive while a result is owed (e.g. a script awaiting a hash)
    slot.worker.ref();
    slot.worker.postMessage({ ...job, id });
  });
}
