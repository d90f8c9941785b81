// argon2id runs off the main thread: one hash takes tens of milliseconds of pure CPU, which on
// the event loop would stall every other request, matching included (it shares this process).
// Workers start on first use and do not keep the process alive while idle.
//
// Each worker gets one job at a time; the rest wait here, in a queue with a bound, and a job
// that finds the queue full is refused at once with 503 and Retry-After: argon2id takes 19 MiB
// a hash, and 200 hashes started together took the process from 0.5 GB to 3.8 GB
// (docs/decisions/0070-bounded-password-hashing.md).
import { Worker } from 'node:worker_threads';
import { DEFAULT_HASH_QUEUE_MAX } from '../config/settings.ts';
import { ApiError } from '../lib/errors.ts';

export type HashJob =
  | { op: 'hash'; password: string; salt: Uint8Array; memorySize: number; iterations: number }
  | { op: 'verify'; password: string; hash: string };

/** The queue is full: the request is refused with 503 and a Retry-After estimate. */
export class HashPoolBusy extends ApiError {
  constructor(readonly retryAfter: number) {
    super(503, `The server is busy. Please try again in ${retryAfter} seconds.`, {
      'retry-after': String(retryAfter),
    });
  }
}

interface Entry {
  job: HashJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** the one job this worker is running, and the id it was sent with */
  current?: { entry: Entry; id: number };
}

interface Answer {
  id: number;
  value?: unknown;
  error?: string;
  startedAt?: number;
  endedAt?: number;
}

export interface HashPoolOptions {
  /** workers; one by default (see below) */
  size?: number;
  /** jobs of one kind (sign-ins, new passwords) that may wait for a worker; the next is refused */
  maxQueued?: number;
}

// argon2id is memory-hard (19 MiB per hash): measured on the 2-core dev machine, two hashes in
// parallel each ran about three times slower, so one worker gives more logins per second.
const DEFAULT_SIZE = 1;
const WORKER_URL = new URL('./hash-worker.mjs', import.meta.url);

export class HashPool {
  private readonly size: number;
  private maxQueued: number;
  private readonly slots: Slot[] = [];
  // Sign-ins (verify) and new passwords (hash) wait in two queues, each with the bound, and a
  // sign-in goes first: a flood of registrations can neither crowd sign-ins out of the queue nor
  // make them wait for more than the hashes already running.
  private readonly verifies: Entry[] = [];
  private readonly hashes: Entry[] = [];
  private nextId = 0;
  /** a moving average of one job's time, for Retry-After */
  private averageMs = 50;

  constructor({ size = DEFAULT_SIZE, maxQueued = DEFAULT_HASH_QUEUE_MAX }: HashPoolOptions = {}) {
    this.size = size;
    this.maxQueued = maxQueued;
  }

  setMaxQueued(maxQueued: number): void {
    this.maxQueued = maxQueued;
  }

  /** jobs waiting for a worker */
  get queued(): number {
    return this.verifies.length + this.hashes.length;
  }

  run<T>(job: HashJob): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = { job, resolve: resolve as (value: unknown) => void, reject };
      const lane = job.op === 'verify' ? this.verifies : this.hashes;
      const slot = this.idleSlot();
      if (slot) this.start(slot, entry);
      else if (lane.length >= this.maxQueued) reject(new HashPoolBusy(this.retryAfter(lane)));
      else lane.push(entry);
    });
  }

  /** Stops the workers; jobs still owed fail. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private retryAfter(lane: Entry[]): number {
    // the jobs ahead: those running, the sign-ins and, for a new password, the lane itself
    const ahead = this.slots.length + this.verifies.length + (lane === this.hashes ? lane.length : 0);
    const seconds = (ahead * this.averageMs) / Math.max(1, this.size) / 1000;
    return Math.max(1, Math.ceil(seconds));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => slot.current === undefined);
    if (idle) return idle;
    return this.slots.length < this.size ? this.spawn() : undefined;
  }

  private start(slot: Slot, entry: Entry): void {
    const id = (this.nextId += 1);
    slot.current = { entry, id };
    // keep the process alive while a result is owed (e.g. a script awaiting a hash)
    slot.worker.ref();
    slot.worker.postMessage({ ...entry.job, id });
  }

  /** The worker answered: it gets the next waiting job, or rests. */
  private next(slot: Slot): void {
    const entry = this.verifies.shift() ?? this.hashes.shift();
    if (entry) {
      this.start(slot, entry);
      return;
    }
    slot.current = undefined;
    slot.worker.unref();
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    const slot: Slot = { worker };
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const running = slot.current;
      if (!running || running.id !== answer.id) return;
      if (answer.startedAt !== undefined && answer.endedAt !== undefined) {
        this.averageMs = 0.8 * this.averageMs + 0.2 * (answer.endedAt - answer.startedAt);
      }
      this.next(slot);
      if (answer.error !== undefined) running.entry.reject(new Error(answer.error));
      else running.entry.resolve(answer.value);
    });
    // a crashed worker fails its own job; the waiting ones go to a new worker
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      const running = slot.current;
      slot.current = undefined;
      running?.entry.reject(error);
      if (this.queued > 0) {
        const fresh = this.idleSlot();
        if (fresh) this.next(fresh);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`hash worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }
}

/** The process's pool: buildApp sets its bound from HASH_QUEUE_MAX. */
export const hashPool = new HashPool();

export function runHashJob<T>(job: HashJob): Promise<T> {
  return hashPool.run<T>(job);
}
