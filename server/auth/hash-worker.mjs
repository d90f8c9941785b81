// Worker thread for argon2id (see hash-pool.ts). Plain JavaScript so that it loads the same way
// under tsx, vitest and plain Node. One job at a time, strictly: hash-wasm's calls are async, so
// an async message handler would start every message that arrives at once, each with its own
// 19 MiB (docs/decisions/0070-bounded-password-hashing.md). Each answer says when its job ran.
import { argon2Verify, argon2id } from 'hash-wasm';
import { parentPort } from 'node:worker_threads';

const now = () => performance.timeOrigin + performance.now();

async function run(job) {
  const startedAt = now();
  try {
    const value =
      job.op === 'hash'
        ? await argon2id({
            password: job.password,
            salt: job.salt,
            parallelism: 1,
            iterations: job.iterations,
            memorySize: job.memorySize,
            hashLength: 32,
            outputType: 'encoded',
          })
        : await argon2Verify({ password: job.password, hash: job.hash });
    parentPort?.postMessage({ id: job.id, value, startedAt, endedAt: now() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    parentPort?.postMessage({ id: job.id, error: message, startedAt, endedAt: now() });
  }
}

// the pool sends one job at a time; should more arrive, they wait here for the one before
let last = Promise.resolve();
parentPort?.on('message', (job) => {
  last = last.then(() => run(job));
});
